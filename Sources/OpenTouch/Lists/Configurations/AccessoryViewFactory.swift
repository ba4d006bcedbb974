import Foundation

/// Makes the view of one cell accessory.
@MainActor
enum AccessoryViewFactory {
    /// The view of `accessory`: its custom view, a label, a button for tappable kinds, or an
    /// image view with the kind's symbol.
    static func makeView(for accessory: UICellAccessory) -> UIView {
        let view: UIView
        switch accessory.kind {
        case .customView:
            view = accessory.customViewConfiguration?.customView ?? UIView()
        case .label:
            let label = UILabel()
            label.text = accessory.text
            label.font = accessory.font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            label.sizeToFit()
            view = label
        case .delete, .insert, .detail, .outlineDisclosure:
            view = button(for: accessory)
        default:
            view = glyph(for: accessory)
        }
        view.isHidden = accessory.isHidden
        if let tint = accessory.tintColor { view.tintColor = tint }
        view.accessibilityIdentifier = view.accessibilityIdentifier ?? "accessory.\(accessory.kind)"
        return view
    }

    /// An image view with the symbol of `accessory`'s kind.
    private static func glyph(for accessory: UICellAccessory) -> UIView {
        let view = UIImageView(image: UIImage(systemName: symbolName(of: accessory.kind)))
        view.contentMode = .scaleAspectFit
        view.frame.size = accessory.kind == .disclosureIndicator
            ? CGSize(width: 12, height: 20) : CellAccessoryMetrics.glyphSize
        return view
    }

    /// A button with the symbol of `accessory`'s kind that calls its handler when tapped.
    private static func button(for accessory: UICellAccessory) -> UIView {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: symbolName(of: accessory.kind)), for: .normal)
        if let color = accessory.backgroundColor ?? defaultFill(of: accessory.kind) { button.tintColor = color }
        button.frame.size = CGSize(width: 44, height: 44)
        if let handler = accessory.actionHandler {
            button.addAction(UIAction { _ in handler() }, for: .touchUpInside)
        }
        return button
    }

    /// The system fill of an editing control: red for delete, green for insert.
    private static func defaultFill(of kind: UICellAccessory.Kind) -> UIColor? {
        switch kind {
        case .delete: .systemRed
        case .insert: .systemGreen
        default: nil
        }
    }

    /// The SF Symbol name of a kind's glyph.
    static func symbolName(of kind: UICellAccessory.Kind) -> String {
        switch kind {
        case .disclosureIndicator: "chevron.forward"
        case .checkmark: "checkmark"
        case .delete: "minus.circle.fill"
        case .insert: "plus.circle.fill"
        case .reorder: "line.3.horizontal"
        case .multiselect: "circle"
        case .outlineDisclosure: "chevron.down"
        case .detail: "info.circle"
        case .label, .customView: ""
        case .popUpMenu: "chevron.up.chevron.down"
        }
    }
}
