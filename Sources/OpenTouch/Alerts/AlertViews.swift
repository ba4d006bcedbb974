import Foundation

/// The alert controller's root view, filling the window (UIKit's private class of this name).
/// It takes every touch of the alert: a finger on an action highlights it and the highlight
/// follows the finger across the actions; lifting on an enabled action chooses it, lifting
/// elsewhere chooses nothing; a tap on the dimmed background chooses an action sheet's cancel
/// action, and does nothing for an alert.
final class _UIAlertControllerView: UIView {
    weak var controller: UIAlertController?
    /// Whether the finger in play went down on the dimmed background.
    private var startedOnBackground = false

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layOutAlert()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.earliest, let controller else { return }
        let point = touch.location(in: self)
        startedOnBackground = !controller.cardFrames.contains { $0.contains(point) }
        if !startedOnBackground { controller.highlightAction(at: point) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.earliest, let controller, !startedOnBackground else { return }
        controller.highlightAction(at: touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.earliest, let controller else { return }
        let point = touch.location(in: self)
        if startedOnBackground {
            if !controller.cardFrames.contains(where: { $0.contains(point) }) { controller.backgroundTapped() }
        } else {
            controller.chooseAction(at: point)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        controller?.highlightAction(at: nil)
    }
}

/// The dimmed background behind an alert (UIKit's private class of this name).
final class _UIDimmingView: UIView {}

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
