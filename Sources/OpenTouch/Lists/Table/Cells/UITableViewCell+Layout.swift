import Foundation

extension UITableViewCell {
    /// Lays out the backgrounds, editing controls, content view, accessory, separator and the
    /// classic labels (from `layoutSubviews`).
    func layoutCellParts() {
        let size = bounds.size
        backgroundView?.frame = bounds
        storedSelectedBackgroundView?.frame = bounds
        var leading: CGFloat = 0
        var trailing = size.width
        if let control = editingControl, !control.isHidden {
            control.frame = CGRect(x: 0, y: 0, width: TableViewConstants.editingControlWidth, height: size.height)
            if shouldIndentWhileEditing { leading = TableViewConstants.editingControlWidth }
        }
        if let reorder = reorderControl, !reorder.isHidden {
            trailing -= TableViewConstants.reorderControlWidth
            reorder.frame = CGRect(x: trailing, y: 0, width: TableViewConstants.reorderControlWidth, height: size.height)
        }
        if let accessory = currentAccessoryView {
            let width = accessory === builtInAccessory ? TableViewConstants.accessoryWidth : accessory.bounds.width
            let height = accessory === builtInAccessory ? size.height : accessory.bounds.height
            trailing -= width + TableViewConstants.accessoryPadding
            accessory.frame = CGRect(x: trailing + TableViewConstants.accessoryPadding / 2,
                                     y: (size.height - height) / 2, width: width, height: height)
        }
        leading += CGFloat(indentationLevel) * indentationWidth
        let separatorHeight = storedSeparatorHeight
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: size.height)
        let inset = separatorInset
        separatorView.frame = CGRect(x: inset.left, y: size.height - separatorHeight,
                                     width: max(0, size.width - inset.left - inset.right), height: separatorHeight)
        bringSubviewToFront(separatorView)
        layoutClassicLabels()
    }

    /// The separator's thickness.
    var storedSeparatorHeight: CGFloat { TableViewConstants.separatorThickness }

    /// The accessory view shown now: the editing one in editing mode, else the normal one, else
    /// the built-in view.
    var currentAccessoryView: UIView? {
        if storedEditing, let view = editingAccessoryView { return view }
        if !storedEditing, let view = accessoryView { return view }
        return builtInAccessory
    }

    /// Lays out the text label, detail label and image view in the content view as the style says.
    func layoutClassicLabels() {
        let bounds = contentView.bounds
        let margin = TableViewConstants.separatorLeftInset
        var x = margin
        if let image = storedImageView, image.image != nil {
            let side = min(bounds.height - 8, image.image?.size.height ?? 0, 40)
            image.frame = CGRect(x: margin, y: (bounds.height - side) / 2, width: side, height: side)
            x += side + margin
        } else {
            storedImageView?.frame = .zero
        }
        let width = max(0, bounds.width - x - margin)
        let text = storedTextLabel, detail = storedDetailTextLabel
        let textHeight = text?.intrinsicContentSize.height ?? 0
        let detailHeight = detail?.intrinsicContentSize.height ?? 0
        switch cellStyle {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        case .subtitle:
            let top = (bounds.height - textHeight - detailHeight) / 2
            text?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: x, y: top + textHeight, width: width, height: detailHeight)
        case .value1:
            let detailWidth = min(width / 2, detail?.intrinsicContentSize.width ?? 0)
            text?.frame = CGRect(x: x, y: 0, width: width - detailWidth, height: bounds.height)
            detail?.frame = CGRect(x: x + width - detailWidth, y: 0, width: detailWidth, height: bounds.height)
        case .value2:
            let labelWidth = width * 0.3
            text?.frame = CGRect(x: x, y: 0, width: labelWidth, height: bounds.height)
            detail?.frame = CGRect(x: x + labelWidth + 6, y: 0, width: max(0, width - labelWidth - 6), height: bounds.height)
        }
    }

    /// A label for the classic layout, added to the content view.
    func makeLabel(detail: Bool) -> UILabel {
        let label = UILabel(frame: .zero)
        switch (cellStyle, detail) {
        case (.subtitle, true):
            label.font = .systemFont(ofSize: 12)
        case (.value1, true):
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case (.value2, false):
            label.font = .systemFont(ofSize: 12)
            label.textColor = .tintColor
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 17)
        }
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }
}
