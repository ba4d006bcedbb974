import Foundation

/// How a paragraph of an attributed string is laid out, as UIKit's `NSParagraphStyle`.
///
/// Text measurement (see <doc:TextMeasurement>) uses the style of each paragraph's first
/// character: indents narrow its lines, ``lineHeightMultiple``, ``minimumLineHeight`` and
/// ``maximumLineHeight`` shape each line's height, ``lineSpacing`` goes between its lines and
/// ``paragraphSpacingBefore``/``paragraphSpacing`` between paragraphs. ``alignment`` places
/// drawn lines. Immutable; make changes on a ``NSMutableParagraphStyle`` (`mutableCopy()`).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The values, shared by the mutable subclass's setters.
    struct Values: Hashable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var baseWritingDirection = NSWritingDirection.natural
        var hyphenationFactor: Float = 0
        var defaultTabInterval: CGFloat = 0
        var allowsDefaultTighteningForTruncation = false
    }

    var values: Values

    /// The default style: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { defaultStyle }
    private static let defaultStyle = NSParagraphStyle()

    /// Creates a style with the default values.
    public override init() {
        values = Values()
        super.init()
    }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// How the paragraph's lines line up; `.natural` by default.
    open var alignment: NSTextAlignment { values.alignment }
    /// How lines wrap and how the last line that fits is cut; `.byWordWrapping` by default.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra space between the paragraph's lines, in points.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Extra space after the paragraph, before the next one.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Extra space before the paragraph, after the previous one.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The indent of the paragraph's first line from the leading edge.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the paragraph's other lines from the leading edge.
    open var headIndent: CGFloat { values.headIndent }
    /// Positive: where lines end, measured from the leading edge; zero or negative: the distance
    /// kept from the trailing edge.
    open var tailIndent: CGFloat { values.tailIndent }
    /// The least height of a line (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// A factor for the fonts' line heights (0: 1).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The paragraph's writing direction; kept.
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// How eagerly words are hyphenated, 0…1; kept (OpenTouch does not hyphenate).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// The interval of default tab stops; kept (tabs measure as four spaces).
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// Whether text may tighten before it is truncated; kept.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(values: values)
    }

    /// A mutable copy (`NSMutableParagraphStyle`).
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(values: values)
    }

    /// Whether `object` is a paragraph style with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return other.values == values
    }

    /// Hashes the values.
    open override var hash: Int { values.hashValue }
}
