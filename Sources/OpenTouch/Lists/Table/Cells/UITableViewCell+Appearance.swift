import Foundation

extension UITableViewCell {
    /// Puts the background views at the back, the selected one above the plain one.
    func installBackgrounds() {
        if let view = storedSelectedBackgroundView {
            view.isUserInteractionEnabled = false
            insertSubview(view, at: 0)
        }
        if let view = backgroundView {
            view.isUserInteractionEnabled = false
            insertSubview(view, at: 0)
        }
        updateSelectionAppearance()
        setNeedsLayout()
    }

    /// Shows the selected background while highlighted or selected, and passes the highlight to
    /// the labels and image view, as UIKit does.
    func updateSelectionAppearance() {
        let shows = (storedHighlighted || storedSelected) && selectionStyle != .none
        if shows, let view = selectedBackgroundView {
            view.isHidden = false
            view.frame = bounds
        } else {
            storedSelectedBackgroundView?.isHidden = true
        }
        let lit = shows
        storedTextLabel?.isHighlighted = lit
        storedDetailTextLabel?.isHighlighted = lit
        storedImageView?.isHighlighted = lit
    }

    /// Rebuilds the built-in accessory and the editing controls after a change.
    func accessoryDidChange() {
        builtInAccessory?.removeFromSuperview()
        builtInAccessory = nil
        if let view = currentCustomAccessory {
            if view.superview !== self { addSubview(view) }
        } else {
            let type = storedEditing ? editingAccessoryType : accessoryType
            if type != .none {
                let view = TableAccessoryView(type: type)
                view.button?.addAction(UIAction { [weak self] _ in self?.accessoryButtonTapped() }, for: .touchUpInside)
                addSubview(view)
                builtInAccessory = view
            }
        }
        if storedEditing { accessoryView?.removeFromSuperview() } else { editingAccessoryView?.removeFromSuperview() }
        setNeedsLayout()
    }

    /// The accessory view the app set for the current mode, if any.
    private var currentCustomAccessory: UIView? {
        storedEditing ? editingAccessoryView : accessoryView
    }

    /// The detail button was tapped: tells the table's delegate.
    func accessoryButtonTapped() {
        guard let table = owningTable, let indexPath = table.indexPath(for: self) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }
}

/// A built-in accessory drawn as real views: a chevron, a checkmark, and for the detail types
/// an info button (``button``) that takes its own touches.
@MainActor
final class TableAccessoryView: UIView {
    /// The accessory type drawn.
    let type: UITableViewCell.AccessoryType
    /// The detail (info) button, for `.detailButton` and `.detailDisclosureButton`.
    private(set) var button: UIButton?
    /// The chevron or checkmark.
    private(set) var glyph: UIImageView?

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(x: 0, y: 0, width: TableViewConstants.accessoryWidth, height: TableViewConstants.defaultRowHeight))
        switch type {
        case .disclosureIndicator:
            addGlyph("chevron.right")
        case .checkmark:
            addGlyph("checkmark")
        case .detailButton, .detailDisclosureButton:
            let button = UIButton(type: .detailDisclosure)
            addSubview(button)
            self.button = button
            if type == .detailDisclosureButton { addGlyph("chevron.right") }
        case .none:
            break
        }
    }

    required init?(coder: NSCoder) {
        type = .none
        super.init(coder: coder)
    }

    private func addGlyph(_ name: String) {
        let view = UIImageView(image: UIImage(systemName: name))
        view.tintColor = type == .checkmark ? .tintColor : .tertiaryLabel
        addSubview(view)
        glyph = view
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        if let button {
            button.frame = CGRect(x: 0, y: (size.height - size.width) / 2, width: size.width, height: size.width)
        }
        if let glyph {
            let side = min(size.width, 14)
            glyph.frame = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
            if button != nil { glyph.frame.origin.x = size.width }
        }
    }
}
