import Foundation

/// Lays out a list cell's accessories in a host view (the cell): leading ones from the leading
/// edge, trailing ones from the trailing edge, in order, with the space between them, and says
/// what is left for the content. Tappable accessories (delete, insert, detail, outline
/// disclosure with a handler) are buttons that call their handler.
@MainActor
final class CellAccessoryLayout {
    /// The view the accessory views are added to.
    private unowned let host: UIView
    /// The accessories shown now, each with its view, leading ones first.
    private(set) var placed: [(accessory: UICellAccessory, view: UIView)] = []

    /// A layout that adds its views to `host`.
    init(host: UIView) {
        self.host = host
    }

    /// Shows the accessories of `accessories` displayed in the given editing mode, replacing
    /// the views of the previous ones.
    func update(_ accessories: [UICellAccessory], editing: Bool) {
        for entry in placed { entry.view.removeFromSuperview() }
        let shown = accessories.filter { $0.isDisplayed(editing: editing) }
        let ordered = Self.ordered(shown.filter(\.isLeading)) + Self.ordered(shown.filter { !$0.isLeading })
        placed = ordered.map { ($0, AccessoryViewFactory.makeView(for: $0)) }
        for entry in placed { host.addSubview(entry.view) }
    }

    /// Places the accessory views in `bounds` (inset by `margin` at each side) and returns the
    /// rectangle left between them for the content.
    @discardableResult
    func layout(in bounds: CGRect, margin: CGFloat = CellAccessoryMetrics.edgeMargin) -> CGRect {
        var leadingX = bounds.minX + (placed.contains { $0.accessory.isLeading } ? margin : 0)
        var trailingX = bounds.maxX - (placed.contains { !$0.accessory.isLeading } ? margin : 0)
        for entry in placed where entry.accessory.isLeading {
            let width = Self.width(of: entry.accessory, view: entry.view)
            place(entry.view, slot: CGRect(x: leadingX, y: bounds.minY, width: width, height: bounds.height))
            leadingX += width + CellAccessoryMetrics.spacing
        }
        for entry in placed.reversed() where !entry.accessory.isLeading {
            let width = Self.width(of: entry.accessory, view: entry.view)
            trailingX -= width
            place(entry.view, slot: CGRect(x: trailingX, y: bounds.minY, width: width, height: bounds.height))
            trailingX -= CellAccessoryMetrics.spacing
        }
        return CGRect(x: leadingX, y: bounds.minY, width: max(0, trailingX - leadingX), height: bounds.height)
    }

    /// Centres `view` at its own size in `slot` (a custom view that does not keep a fixed size
    /// takes the slot's height).
    private func place(_ view: UIView, slot: CGRect) {
        var size = view.bounds.size
        if size == .zero { size = view.sizeThatFits(slot.size) }
        size.width = min(size.width, slot.width)
        size.height = min(size.height, slot.height)
        view.frame = CGRect(x: slot.midX - size.width / 2, y: slot.midY - size.height / 2,
                            width: size.width, height: size.height)
    }

    /// The width `accessory` takes: its reserved width, or its view's width.
    static func width(of accessory: UICellAccessory, view: UIView) -> CGFloat {
        let actual = view.bounds.width > 0 ? view.bounds.width : view.sizeThatFits(.zero).width
        switch accessory.reservedLayoutWidth {
        case .actual: return actual
        case .custom(let width): return width
        case .standard:
            switch accessory.kind {
            case .delete, .insert, .multiselect, .reorder: return max(actual, CellAccessoryMetrics.editingControlWidth)
            default: return actual
            }
        }
    }

    /// Custom views at the positions their placements choose among `accessories`; the others in
    /// the order given.
    static func ordered(_ accessories: [UICellAccessory]) -> [UICellAccessory] {
        var result = accessories.filter { $0.kind != .customView }
        for custom in accessories where custom.kind == .customView {
            let position: UICellAccessory.PlacementPosition
            switch custom.customViewConfiguration?.placement {
            case .leading(_, let at)?, .trailing(_, let at)?: position = at
            case nil: position = { $0.count }
            }
            result.insert(custom, at: min(max(0, position(result)), result.count))
        }
        return result
    }
}

/// OpenTouch's accessory geometry; UIKit does not document it.
enum CellAccessoryMetrics {
    /// The space between the cell's edge and the outermost accessory: 16 points.
    static let edgeMargin: CGFloat = 16
    /// The space between accessories: 8 points.
    static let spacing: CGFloat = 8
    /// The standard width of an editing control (delete, insert, multiselect, reorder): 44 points.
    static let editingControlWidth: CGFloat = 44
    /// The size of a symbol accessory's glyph: 20 points square (a disclosure chevron 12 × 20).
    static let glyphSize = CGSize(width: 20, height: 20)
}
