import UIKit

/// A note card you can copy from (copy/paste actions), with a delete button whose action takes
/// the event, a "done" button that dismisses the keyboard through the responder chain, and a
/// VoiceOver action to archive it.
final class NoteCardView: UIView {
    let text: String
    let deleteButton = UIButton(type: .system)
    let doneButton = UIButton(type: .system)
    private(set) var deletedWithTouches = 0
    private(set) var archived = false

    init(text: String) {
        self.text = text
        super.init(frame: CGRect(x: 0, y: 0, width: 300, height: 160))
        deleteButton.setTitle("Delete", for: .normal)
        deleteButton.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
        deleteButton.frame = CGRect(x: 200, y: 110, width: 90, height: 40)
        deleteButton.addTarget(self, action: NoteCardView.deleteTapped, for: .touchUpInside)
        addSubview(deleteButton)
        doneButton.setTitle("Done", for: .normal)
        doneButton.frame = CGRect(x: 10, y: 110, width: 90, height: 40)
        doneButton.addTarget(self, action: NoteCardView.doneTapped, for: .touchUpInside)
        addSubview(doneButton)
        isAccessibilityElement = true
        accessibilityLabel = text
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Archive", target: self, selector: NoteCardView.archive),
        ]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
    }

    func deleteTapped(_ sender: UIButton, forEvent event: UIEvent) {
        if event.allTouches?.isEmpty == false {
            deletedWithTouches += 1
        }
    }

    func doneTapped(_ sender: UIButton) {
        UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)
    }

    func archive(_ action: UIAccessibilityCustomAction) -> Bool {
        archived = true
        return true
    }

    var supportsForceTouch: Bool {
        traitCollection.forceTouchCapability == .available
    }
}
