import Foundation

/// Options for measuring and drawing strings, with UIKit's raw values.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines from the rectangle's top-left corner, wrapping to its width.
    /// Without it the string is one line whose baseline is at the origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Add the fonts' ``UIFont/leading`` to line heights (0 for every OpenTouch font).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph outlines instead of typographic bounds; OpenTouch has no glyphs, so it is ignored.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits when text remains (with the paragraph style's line break
    /// mode); it does not change measured sizes.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
