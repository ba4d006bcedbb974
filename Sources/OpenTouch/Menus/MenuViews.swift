import Foundation

/// The full-window view a shown menu sits in, in front of everything else in the window (UIKit's
/// private class of this name). Every touch in the window reaches it while the menu is shown:
/// a finger on a row highlights it and the highlight follows the finger across rows; lifting on
/// a row chooses it; a tap that starts outside the menu dismisses it.
final class _UIContextMenuContainerView: UIView {
    /// The session showing the menu; the container keeps it alive while it is in a window.
    var session: MenuSession?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.earliest else { return }
        session?.fingerDown(at: touch.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.earliest else { return }
        session?.fingerMoved(to: touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.earliest else { return }
        session?.fingerLifted(at: touch.location(in: self))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        session?.fingerCancelled()
    }
}

/// The platter holding a list menu's rows (UIKit's private class of this name).
final class _UIContextMenuListView: UIView {}

/// The bar holding an edit menu's items side by side (UIKit's private class of this name).
final class _UIEditMenuListView: UIView {}

/// One row of a menu: its title in a visible `UILabel` that finders and fingers reach (UIKit's
/// private class of this name). Destructive rows are red, disabled ones grey, an inline group's
/// title small and grey.
final class _UIContextMenuCell: UIView {
    /// The row's title.
    let titleLabel: UILabel
    /// Whether the row is highlighted: a finger is on it.
    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? UIColor(white: 0.5, alpha: 0.2) : nil }
    }

    init(frame: CGRect, row: MenuRow, textAlignment: NSTextAlignment, inset: CGFloat) {
        titleLabel = UILabel(frame: CGRect(x: inset, y: 0, width: max(frame.width - 2 * inset, 0), height: frame.height))
        super.init(frame: frame)
        titleLabel.text = row.title
        titleLabel.textAlignment = textAlignment
        titleLabel.font = .systemFont(ofSize: row.isHeader ? 13 : 17)
        titleLabel.textColor = row.isDestructive ? .systemRed : (row.isEnabled ? .label : .secondaryLabel)
        addSubview(titleLabel)
        if row.isChecked {
            let check = UILabel(frame: CGRect(x: 0, y: 0, width: inset, height: frame.height))
            check.text = "✓"
            check.textAlignment = .center
            check.font = .systemFont(ofSize: 13)
            addSubview(check)
            checkmarkLabel = check
        }
    }

    /// The check mark shown before the title of an element whose state is on.
    private(set) var checkmarkLabel: UILabel?

    required init?(coder: NSCoder) {
        titleLabel = UILabel(frame: .zero)
        super.init(coder: coder)
    }
}

/// The gap between a menu's inline groups (UIKit's private class of this name).
final class _UIContextMenuSeparatorView: UIView {}

/// The title row at the top of a list menu with a title (UIKit's private class of this name).
final class _UIContextMenuHeaderView: UIView {}
