import Foundation

/// The alert controller's root view, filling the presentation's container (UIKit's private
/// class of this name). It takes the touches on the alert's cards: a finger on an action
/// highlights it and the highlight follows the finger across the actions; lifting on an enabled
/// action chooses it, lifting elsewhere chooses nothing. Touches outside the cards go through it
/// to the presentation's dimming view.
final class _UIAlertControllerView: UIView {
    weak var controller: UIAlertController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layOutAlert()
    }

    /// Outside the cards the view is not hit: the dimming view behind it is.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.earliest, let controller else { return }
        controller.highlightAction(at: touch.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.earliest, let controller else { return }
        controller.highlightAction(at: touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.earliest, let controller else { return }
        controller.chooseAction(at: touch.location(in: self))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        controller?.highlightAction(at: nil)
    }
}

/// A group of an alert's content and actions on a rounded card (UIKit's private class of this name).
final class _UIAlertControllerInterfaceActionGroupView: UIView {}

/// One action of an alert: its title in a visible `UILabel` that finders and fingers reach
/// (UIKit's private class of this name).
final class _UIAlertControllerActionView: UIView {
    let action: UIAlertAction
    let titleLabel = UILabel(frame: .zero)
    /// Whether a finger is on the action.
    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? UIColor(white: 0.5, alpha: 0.25) : nil }
    }

    init(action: UIAlertAction, bold: Bool, fontSize: CGFloat) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.font = bold ? .boldSystemFont(ofSize: fontSize) : .systemFont(ofSize: fontSize)
        addSubview(titleLabel)
        update()
    }

    required init?(coder: NSCoder) {
        action = UIAlertAction(title: nil, style: .default)
        super.init(coder: coder)
    }

    /// A button (not enabled while its action is not); its title label carries the action's title.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { action.isEnabled ? .button : [.button, .notEnabled] }
    override var defaultIsAccessibilityElement: Bool { true }

    /// Colours the title from the action's style and enabled state.
    func update() {
        if !action.isEnabled {
            titleLabel.textColor = .secondaryLabel
        } else {
            titleLabel.textColor = action.style == .destructive ? .systemRed : .systemBlue
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
