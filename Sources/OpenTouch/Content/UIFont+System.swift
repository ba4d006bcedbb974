import Foundation

extension UIFont {
    /// The regular system font at `fontSize` points (`.SFUI-Regular`).
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight` (the nearest face names it:
    /// `.SFUI-Semibold`…). Fonts from semibold up report the bold trait.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(spec: FontSpec(family: .system, pointSize: FontSpec.sanitized(fontSize), weight: weight.sanitized,
                              requestedTraits: []))
    }

    /// The bold system font, which on iOS is the semibold face (`.SFUI-Semibold`).
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .semibold)
    }

    /// The italic system font (`.SFUI-RegularItalic`).
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(spec: FontSpec(family: .system, pointSize: FontSpec.sanitized(fontSize), weight: .regular,
                              requestedTraits: .traitItalic))
    }

    /// The monospaced system font, SF Mono (`.AppleSystemUIFontMonospaced-Regular`): every
    /// character has the same advance.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(spec: FontSpec(family: .monospaced, pointSize: FontSpec.sanitized(fontSize), weight: weight.sanitized,
                              requestedTraits: []))
    }

    /// The system font with tabular digits: every digit has the same advance, so counters do not
    /// jiggle. Its name is the system font's.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        var spec = FontSpec(family: .system, pointSize: FontSpec.sanitized(fontSize), weight: weight.sanitized,
                            requestedTraits: [])
        spec.monospacedDigits = true
        return UIFont(spec: spec)
    }

    /// The font for `style` at the current content size category (``UITraitCollection/current``,
    /// Large by default: body is 17 pt).
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at the content size category of `traitCollection` (the current one's
    /// when it specifies none).
    public class func preferredFont(forTextStyle style: UIFont.TextStyle,
                                  compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = TextStyle.category(in: traitCollection)
        var spec = FontSpec(family: .system, pointSize: style.pointSize(for: category), weight: style.weight,
                            requestedTraits: [])
        spec.scaling = FontSpec.Scaling(style: style, base: style.pointSize(for: .large))
        return UIFont(spec: spec)
    }

    /// The standard size of label text: 17 points.
    public class var labelFontSize: CGFloat { 17 }
    /// The standard size of button text: 18 points.
    public class var buttonFontSize: CGFloat { 18 }
    /// The size of the standard small system font: 12 points.
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The size of the standard system font: 14 points.
    public class var systemFontSize: CGFloat { 14 }

    /// This font resized for `category` when it scales with Dynamic Type (made by
    /// ``preferredFont(forTextStyle:)`` or ``UIFontMetrics``); itself otherwise.
    func adjusted(for category: UIContentSizeCategory) -> UIFont {
        guard let scaling = spec.scaling else { return self }
        let size = UIFontMetrics.scale(scaling.base, style: scaling.style, category: category)
        guard size != pointSize else { return self }
        var spec = self.spec
        spec.pointSize = size
        return UIFont(spec: spec)
    }
}
