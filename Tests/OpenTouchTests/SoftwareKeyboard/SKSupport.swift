import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

// Helpers for the SoftwareKeyboard/ suites; types are prefixed `SK` because all test files
// share one module.

/// A plain responder that takes text through `UIKeyInput`, as a user's custom text view would:
/// it records what the keyboard types. Its input views are settable.
@MainActor
final class SKTypingView: UIView, UIKeyInput {
    private(set) var text = ""
    var accessory: UIView?
    var input: UIView?
    var autocapitalizationType: UITextAutocapitalizationType = .none
    var returnKeyType: UIReturnKeyType = .default

    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { accessory }
    override var inputView: UIView? { input }
}

/// The keyboard notifications posted for one scene's screen, with the scene's clock time (in
/// seconds since the scene started) and the begin and end frames read the two ways pasted code
/// reads them.
@MainActor
final class SKNotificationLog {
    struct Entry {
        let name: String
        let time: TimeInterval
        let begin: CGRect?
        let end: CGRect?
        let userInfo: [AnyHashable: Any]
    }

    private(set) var entries: [Entry] = []
    private let clock: VirtualClock

    /// Observes the keyboard notifications of `scene`'s screen as pasted UIKit code does, with a
    /// method reference in place of `#selector`.
    init(scene: TestScene) {
        clock = scene.clock
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                     UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification]
        for name in names {
            NotificationCenter.default.addObserver(self, selector: SKNotificationLog.record, name: name,
                                                   object: scene.scene.screen)
        }
    }

    isolated deinit {
        NotificationCenter.default.removeObserver(self)
    }

    private func record(_ note: Notification) {
        let info = note.userInfo ?? [:]
        let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        entries.append(Entry(name: Self.short(note.name), time: clock.now - 1000, begin: begin, end: end, userInfo: info))
    }

    /// The names, shortened: `willChangeFrame`, `willShow`, `didShow`…
    var names: [String] { entries.map(\.name) }

    func removeAll() { entries = [] }

    private static func short(_ name: Notification.Name) -> String {
        let raw = name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
            .replacingOccurrences(of: "Notification", with: "")
        return raw.prefix(1).lowercased() + raw.dropFirst()
    }
}

extension TestScene {
    /// A typing view in the root view at the top of the screen, made first responder.
    @discardableResult
    func focusedTypingView(frame: CGRect = CGRect(x: 20, y: 100, width: 200, height: 40)) -> SKTypingView {
        let view = SKTypingView(frame: frame)
        rootView.addSubview(view)
        view.becomeFirstResponder()
        return view
    }

    /// Taps the keyboard key whose accessibility label is `label`.
    func tapKey(_ label: String) throws {
        try driver.tap(.label(label).and(.matching("a keyboard key") { $0.accessibilityTraits.contains(.keyboardKey) }))
    }

    /// The view the software keyboard slides in (the parent of the keys' keyboard), if shown.
    var keyboardHost: UIView? {
        app.windows.first { String(describing: type(of: $0)) == "UIRemoteKeyboardWindow" }?
            .subviews.first?.subviews.first
    }
}
