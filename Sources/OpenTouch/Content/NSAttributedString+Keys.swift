import Foundation

// Foundation on Linux defines `NSAttributedString.Key` but none of the keys UIKit adds; these
// are UIKit's, with its raw values. Text measurement reads `.font`, `.kern`, `.tracking` and
// `.paragraphStyle`; the others are kept in the string.
extension NSAttributedString.Key {
    /// The text's ``UIFont``; Helvetica 12 pt when absent, as in UIKit's string drawing.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's ``UIColor``; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The ``UIColor`` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The ``NSParagraphStyle`` of the text's paragraphs.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra points after each character (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Extra points after each character, as kern (a number).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// An ``NSUnderlineStyle`` raw value (a number).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's ``UIColor``.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An ``NSUnderlineStyle`` raw value for a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's ``UIColor``.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points to raise the text from the baseline (a number).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `URL` or string the text links to.
    public static let link = NSAttributedString.Key("NSLink")
    /// The ``UIColor`` of the text's outline.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline width, as a percentage of the font size (a number).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// Whether ligatures are used: 0 or 1 (a number).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The skew applied to glyphs (a number).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the horizontal stretch applied to glyphs (a number).
    public static let expansion = NSAttributedString.Key("NSExpansion")
}
