import Foundation

/// A font, as UIKit's `UIFont`: immutable, shareable across threads, equal by value.
///
/// There is no font file behind it: a font is its family, point size, weight and traits, and
/// its vertical metrics are SF Pro's published proportions of the point size, for every font
/// (system, monospaced or named). With SF Pro's 2048-unit em — ascender 1950, descender −494,
/// cap height 1443, x-height 1078, line gap 0 — the 17 pt system font reports the values iOS
/// reports: ascender 16.19, descender −4.10, line height 20.29 (20.287109375), cap height 11.98,
/// x-height 8.95, leading 0. Widths of text come from OpenTouch's text metric (see <doc:TextMeasurement>).
///
/// ``UIFont/init(name:size:)`` succeeds for any non-empty name (there is no font registry): the
/// name is kept as ``fontName``, and its style part sets the weight and italic trait. Sizes that
/// are zero, negative or not finite become 12 pt, CoreText's default size.
open class UIFont: @unchecked Sendable, Hashable, CustomStringConvertible {
    let spec: FontSpec

    init(spec: FontSpec) {
        self.spec = spec
    }

    /// A font named `fontName` (a PostScript or full name) at `fontSize` points; nil only for an
    /// empty name, since OpenTouch has no font registry to look the name up in.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        spec = FontSpec.named(fontName, size: fontSize)
    }

    /// The font `descriptor` describes, at `pointSize` (0 keeps the descriptor's size).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var spec = descriptor.spec
        if pointSize != 0 {
            spec.pointSize = FontSpec.sanitized(pointSize)
            spec.scaling = nil
        }
        self.spec = spec
    }

    // MARK: Names and size

    /// The font's PostScript name, for example `.SFUI-Regular` for the system font.
    open var fontName: String { spec.fontName }
    /// The font's family name, for example `.AppleSystemUIFont` for the system font.
    open var familyName: String { spec.familyName }
    /// The point size.
    open var pointSize: CGFloat { spec.pointSize }
    /// A descriptor of this font.
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(spec: spec) }

    /// The same font at another size (sizes that are zero, negative or not finite become 12 pt).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var spec = self.spec
        spec.pointSize = FontSpec.sanitized(fontSize)
        spec.scaling = nil
        return UIFont(spec: spec)
    }

    // MARK: Vertical metrics

    /// SF Pro's em: the font units the metrics below are given in.
    static let unitsPerEm: CGFloat = 2048
    /// SF Pro's ascender, in font units.
    static let ascenderUnits: CGFloat = 1950
    /// SF Pro's descender, in font units (negative: below the baseline).
    static let descenderUnits: CGFloat = -494
    /// SF Pro's cap height, in font units.
    static let capHeightUnits: CGFloat = 1443
    /// SF Pro's x-height, in font units.
    static let xHeightUnits: CGFloat = 1078

    /// How far the tallest glyphs rise above the baseline: 1950/2048 of the point size.
    open var ascender: CGFloat { pointSize * Self.ascenderUnits / Self.unitsPerEm }
    /// How far the lowest glyphs reach below the baseline, as a negative number: −494/2048 of the point size.
    open var descender: CGFloat { pointSize * Self.descenderUnits / Self.unitsPerEm }
    /// The height of flat capital letters: 1443/2048 of the point size.
    open var capHeight: CGFloat { pointSize * Self.capHeightUnits / Self.unitsPerEm }
    /// The height of lowercase x: 1078/2048 of the point size.
    open var xHeight: CGFloat { pointSize * Self.xHeightUnits / Self.unitsPerEm }
    /// The extra space between lines; 0, as for the system font on iOS.
    open var leading: CGFloat { 0 }
    /// The height of a line of text: ``ascender`` − ``descender`` + ``leading`` (20.29 at 17 pt).
    open var lineHeight: CGFloat { ascender - descender + leading }

    // MARK: Equality and description

    /// Whether two fonts are the same family, size, weight and traits (and scale alike with Dynamic Type).
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.spec == rhs.spec }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(spec) }

    /// UIKit's form: `<UICTFont> font-family: ".SFUI-Regular"; font-weight: normal; font-style: normal; font-size: 17.00pt`.
    open var description: String {
        let traits = spec.traits
        let weight = traits.contains(.traitBold) ? "bold" : "normal"
        let style = traits.contains(.traitItalic) ? "italic" : "normal"
        return "<UICTFont> font-family: \"\(fontName)\"; font-weight: \(weight); font-style: \(style); "
            + "font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}
