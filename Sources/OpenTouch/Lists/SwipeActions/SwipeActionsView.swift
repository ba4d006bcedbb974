import Foundation

/// The buttons behind a swiped row: one per action, the first nearest the edge the row is
/// swiped from. Revealed as the row's contents slide away; the first button takes any width
/// beyond the buttons' own (it grows through a full swipe).
@MainActor
final class SwipeActionsView: UIView {
    /// The configuration shown.
    let configuration: UISwipeActionsConfiguration
    /// Whether the buttons are on the leading edge.
    let isLeading: Bool
    /// One button per action, in the configuration's order.
    private(set) var buttons: [UIButton] = []
    /// Called with the action of a tapped button.
    var onTap: ((UIContextualAction, UIButton) -> Void)?

    /// The buttons of `configuration` for the given edge.
    init(configuration: UISwipeActionsConfiguration, leading: Bool) {
        self.configuration = configuration
        isLeading = leading
        super.init(frame: .zero)
        clipsToBounds = true
        buttons = configuration.actions.map(makeButton)
        for button in buttons { addSubview(button) }
    }

    /// Not used: made in code only.
    required init?(coder: NSCoder) {
        configuration = UISwipeActionsConfiguration(actions: [])
        isLeading = false
        super.init(coder: coder)
    }

    /// The buttons' own widths.
    var naturalWidths: [CGFloat] {
        configuration.actions.map { action in
            let title = (action.title ?? "") as NSString
            let text = title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 15, weight: .medium)]).width
            return max(SwipeActionsMetrics.minimumButtonWidth, ceil(text) + 2 * SwipeActionsMetrics.buttonTitlePadding)
        }
    }

    /// The total of the buttons' own widths.
    var naturalWidth: CGFloat { naturalWidths.reduce(0, +) }

    /// Places the buttons in the current bounds: the first nearest the edge with any width
    /// beyond the natural total, all shrunk in proportion when narrower.
    override func layoutSubviews() {
        super.layoutSubviews()
        let widths = naturalWidths, total = widths.reduce(0, +)
        guard total > 0 else { return }
        let scale = min(1, bounds.width / total)
        let extra = max(0, bounds.width - total)
        var edge = isLeading ? bounds.minX : bounds.maxX
        for (index, button) in buttons.enumerated() {
            let width = widths[index] * scale + (index == 0 ? extra : 0)
            let x = isLeading ? edge : edge - width
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            edge = isLeading ? edge + width : edge - width
        }
    }

    /// A button for `action` that reports taps.
    private func makeButton(for action: UIContextualAction) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(action.title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        if let image = action.image { button.setImage(image, for: .normal) }
        button.backgroundColor = action.backgroundColor
        button.accessibilityIdentifier = "swipeAction.\(action.title ?? "")"
        button.addAction(UIAction { [weak self, weak button] _ in
            guard let self, let button else { return }
            self.onTap?(action, button)
        }, for: .touchUpInside)
        return button
    }
}
