import Foundation

/// Scales custom fonts and values with Dynamic Type, as UIKit's `UIFontMetrics`.
///
/// A value or font is scaled by the ratio of the text style's point size in the content size
/// category to its size at Large (see ``UIFont/TextStyle``): at Large — the default — scaling
/// is the identity; body at extra large scales by 19/17. The category comes from the trait
/// collection passed, else ``UITraitCollection/current``.
open class UIFontMetrics: @unchecked Sendable {
    /// The text style whose scaling curve is used.
    let textStyle: UIFont.TextStyle

    /// Metrics for body text.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the current content size category; it keeps scaling with later categories
    /// (labels with ``UILabel/adjustsFontForContentSizeCategory`` follow it).
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current category, no larger than `maximumPointSize` (0: no maximum).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection`.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, no larger than `maximumPointSize`
    /// (0, negative or not finite: no maximum).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                         compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = UIFont.TextStyle.category(in: traitCollection)
        var spec = font.spec
        var size = Self.scale(font.pointSize, style: textStyle, category: category)
        if maximumPointSize.isFinite, maximumPointSize > 0 { size = min(size, maximumPointSize) }
        spec.pointSize = size
        spec.scaling = maximumPointSize.isFinite && maximumPointSize > 0
            ? nil : FontSpec.Scaling(style: textStyle, base: font.pointSize)
        return UIFont(spec: spec)
    }

    /// `value` scaled for the current content size category (non-finite values come back unchanged).
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the category of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else { return value }
        return Self.scale(value, style: textStyle, category: UIFont.TextStyle.category(in: traitCollection))
    }

    /// `value` × (the style's size in `category`) ÷ (its size at Large), multiplied first so that
    /// table sizes come out exact.
    static func scale(_ value: CGFloat, style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        let large = style.pointSize(for: .large)
        let target = style.pointSize(for: category)
        return target == large ? value : value * target / large
    }
}
