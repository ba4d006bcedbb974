import Foundation

/// The background of a list row, header or footer — a colour, a stroke, rounded corners, insets,
/// an image, a visual effect or a custom view — as UIKit's `UIBackgroundConfiguration`.
///
/// Get one from a style (``listPlainCell()``, ``listGroupedCell()``, ``listSidebarCell()``…),
/// change what you need and give it to a cell's `backgroundConfiguration`, or show it with
/// ``makeBackgroundView()``. ``updated(for:)`` gives highlighted and selected rows the style's
/// selection colour, unless the app set ``backgroundColor`` itself.
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    /// The style a configuration was made from, which decides its state colours.
    enum Style: Hashable, Sendable {
        case clear, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell
        case plainHeaderFooter, groupedHeaderFooter, sidebarHeader
    }

    /// The style this configuration was made from.
    let style: Style

    /// A view shown behind everything else of the background; nil by default.
    public var customView: UIView?
    /// The radius of the background's corners; 0 by default.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's edges; zero by default.
    public var backgroundInsets = NSDirectionalEdgeInsets()
    /// The edges on which the host's layout margins are added to ``backgroundInsets``; none by
    /// default.
    public var edgesAddingLayoutMarginsToBackgroundInsets = NSDirectionalRectEdge.none
    /// The fill colour, before ``backgroundColorTransformer``; nil means the view's tint colour.
    /// Setting it keeps it through ``updated(for:)``.
    public var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set { storedBackgroundColor = newValue; backgroundColorIsCustom = true }
    }
    /// A transformer applied to the fill colour; nil by default.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A visual effect behind the content; nil by default.
    public var visualEffect: UIVisualEffect?
    /// An image drawn over the fill; nil by default.
    public var image: UIImage?
    /// How ``image`` fills the background; `.scaleToFill` by default.
    public var imageContentMode = UIView.ContentMode.scaleToFill
    /// The stroke (border) colour, before ``strokeColorTransformer``; nil means the tint colour.
    public var strokeColor: UIColor?
    /// A transformer applied to the stroke colour; nil by default.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width; 0 (no stroke) by default.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches outside the background; 0 by default. Kept only: OpenTouch
    /// draws the stroke inside the background's edge.
    public var strokeOutset: CGFloat = 0

    /// The fill colour before the transformer.
    private var storedBackgroundColor: UIColor?
    /// Whether the app set ``backgroundColor``.
    private var backgroundColorIsCustom = false

    /// A configuration of `style` filled with `color`.
    init(style: Style, color: UIColor?) {
        self.style = style
        storedBackgroundColor = color
    }

    /// The fill shown for a view whose tint colour is `tintColor`: ``backgroundColor`` (or the
    /// tint when nil) through ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = storedBackgroundColor ?? tintColor
        return backgroundColorTransformer?(base) ?? base
    }

    /// The stroke shown for a view whose tint colour is `tintColor`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?(base) ?? base
    }

    /// This configuration with the style's colour for `state`, unless the app set
    /// ``backgroundColor``: highlighted or selected rows take the selection colour
    /// (a light grey, `rgb(209, 209, 214)`, dark `rgb(58, 58, 60)`; the tint colour for
    /// ``listSidebarCell()``); other states the style's normal colour.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard !backgroundColorIsCustom else { return self }
        var copy = self
        let flags = ListStateFlags(state)
        let active = flags.isSelected || flags.isHighlighted
        copy.storedBackgroundColor = active ? Self.selectionColor(for: style) : Self.normalColor(for: style)
        return copy
    }

    /// A new view showing this configuration, to place behind a cell's content.
    @MainActor
    public func makeBackgroundView() -> UIView {
        let view = ListBackgroundView()
        view.configuration = self
        return view
    }

    /// Equal when every property is equal (a custom view by identity).
    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.style == rhs.style && lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.storedBackgroundColor == rhs.storedBackgroundColor
            && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer
            && lhs.visualEffect === rhs.visualEffect && lhs.image == rhs.image
            && lhs.imageContentMode == rhs.imageContentMode && lhs.strokeColor == rhs.strokeColor
            && lhs.strokeColorTransformer == rhs.strokeColorTransformer && lhs.strokeWidth == rhs.strokeWidth
            && lhs.strokeOutset == rhs.strokeOutset
    }

    /// Hashes the style, colour and geometry.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(storedBackgroundColor)
        hasher.combine(cornerRadius)
        hasher.combine(backgroundInsets)
        hasher.combine(strokeWidth)
    }
}
