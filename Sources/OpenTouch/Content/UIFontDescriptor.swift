import Foundation

/// A description of a font, as UIKit's `UIFontDescriptor`, reduced to what OpenTouch's fonts
/// have: a family, a size, a weight and symbolic traits.
///
/// ``withSymbolicTraits(_:)`` never fails: bold makes a lighter font semibold (the system's bold
/// face) and its absence makes a bold font regular; italic is recorded (and named `…Italic` for
/// the system font); monospace switches the system font to SF Mono and back. A named font keeps
/// its name whatever its traits, since there are no font files to pick another face from.
open class UIFontDescriptor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Traits a font has or is asked for, with UIKit's raw values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates traits from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Italic or oblique.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold (the system font's semibold face and heavier).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded width.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed width.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph has the same advance.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimized for user-interface text.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing than the default.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing than the default.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    let spec: FontSpec

    init(spec: FontSpec) {
        self.spec = spec
    }

    /// A descriptor of the font named `fontName` at `size` points.
    public init(name fontName: String, size: CGFloat) {
        spec = FontSpec.named(fontName, size: size)
    }

    /// The descriptor of ``UIFont/preferredFont(forTextStyle:)`` for `style`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of ``UIFont/preferredFont(forTextStyle:compatibleWith:)``.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The point size.
    open var pointSize: CGFloat { spec.pointSize }
    /// The PostScript name of the font described.
    open var postscriptName: String { spec.fontName }
    /// The described font's traits.
    open var symbolicTraits: SymbolicTraits { spec.traits }

    /// The same font with exactly `symbolicTraits` (see the type's discussion); never nil here.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(spec: spec.applying(symbolicTraits))
    }

    /// The same font at `newPointSize` points (sizes that are zero, negative or not finite become 12).
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var spec = self.spec
        spec.pointSize = FontSpec.sanitized(newPointSize)
        spec.scaling = nil
        return UIFontDescriptor(spec: spec)
    }

    /// Whether two descriptors describe the same font.
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool { lhs.spec == rhs.spec }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(spec) }

    /// `UIFontDescriptor <name> <size>pt`.
    open var description: String {
        "UIFontDescriptor \(postscriptName) \(String(format: "%.2f", Double(pointSize)))pt"
    }
}
