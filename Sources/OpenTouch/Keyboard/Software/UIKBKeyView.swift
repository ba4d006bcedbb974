import Foundation

/// One key of the software keyboard (UIKit's class name for a key's view): a rounded cap with
/// its caption, found by its accessibility label ("q", "shift", "delete", "space", "Return"…).
///
/// A key acts when the finger that pressed it lifts inside it (delete acts at once when
/// pressed, as on iOS); a finger that slides off and lifts elsewhere types nothing.
final class UIKBKeyView: UIView {
    /// What the key types or does.
    let key: SoftwareKey
    /// Called when the key acts.
    @preconcurrency var onAction: (@MainActor (SoftwareKey) -> Void)?
    private let caption = UIKBKeyCaption()
    private var isPressed = false

    init(key: SoftwareKey, frame: CGRect) {
        self.key = key
        super.init(frame: frame)
        layer.cornerRadius = 5
        caption.frame = bounds
        caption.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        caption.textAlignment = .center
        caption.textColor = .black
        caption.font = .systemFont(ofSize: key.isCharacter ? 22 : 14)
        addSubview(caption)
        isAccessibilityElement = true
        accessibilityTraits = .keyboardKey
        restyle()
    }

    required init?(coder: NSCoder) {
        key = .space
        super.init(coder: coder)
    }

    /// Shows `title` and answers to `label` (and `identifier`, when given).
    func setCaption(_ title: String, label: String, identifier: String? = nil) {
        caption.text = title
        accessibilityLabel = label
        accessibilityIdentifier = identifier ?? label
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isPressed = true
        restyle()
        if key == .delete { onAction?(key) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.contains { bounds.insetBy(dx: -SoftwareKeyboardMetrics.keyGap / 2,
                                                       dy: -SoftwareKeyboardMetrics.rowGap / 2)
                                                .contains($0.location(in: self)) }
        release()
        if inside, key != .delete { onAction?(key) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        release()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    private func release() {
        isPressed = false
        restyle()
    }

    /// Character keys are white, the others grey; a pressed key darkens.
    func restyle(highlighted: Bool = false) {
        let base: CGFloat = key.isCharacter || key == .space ? 1 : 0.68
        let white = isPressed ? base - 0.18 : (highlighted ? 1 : base)
        backgroundColor = UIColor(white: white, alpha: 1)
    }
}

extension SoftwareKey {
    /// Whether the key types a character from its plane (a letter, digit or symbol).
    var isCharacter: Bool {
        if case .character = self { return true }
        return false
    }
}

/// A key's caption: a label that leaves its text to the key's accessibility label, so that a
/// search by label finds the key alone.
final class UIKBKeyCaption: UILabel {
    override var defaultAccessibilityLabel: String? { nil }
}
