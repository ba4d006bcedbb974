import Foundation

/// A view that shows read-only text, as UIKit's `UILabel`.
///
/// Like UIKit's, a label has ``UIView/isUserInteractionEnabled`` false by default: it is
/// skipped by hit testing, so a gesture recognizer added to it never sees a touch — the touch
/// goes to the view behind — until the flag is set to true.
///
/// ``text`` and ``attributedText`` stay in sync: setting the text makes an attributed string
/// with the label's font, color and paragraph style; setting the attributed text sets the text
/// to its characters and the label's font, color, alignment and line break mode to those at its
/// first character; setting ``font``, ``textColor``, ``textAlignment`` or ``lineBreakMode``
/// applies to the whole attributed text. Sizes (``sizeThatFits(_:)``, ``intrinsicContentSize``,
/// ``textRect(forBounds:limitedToNumberOfLines:)``) come from OpenTouch's text metric (see
/// <doc:TextMeasurement>) and are rounded up to whole pixels. OpenTouch draws nothing:
/// ``drawText(in:)`` lays the lines out and records them in ``lastTextDrawing``.
@preconcurrency @MainActor
open class UILabel: UIView {
    // Hit testing treats this exact class as keeping UIView's hitTest/point(inside:) (see
    // HitTestClass.init): overriding either here means removing it from that list.
    /// The text with its attributes; nil when there is no text. Any change forgets
    /// `plainTextRun`, which `setPlainText(_:)` then sets again.
    var storedText: NSAttributedString? {
        didSet { plainTextRun = nil }
    }
    /// The text and its one run's font and paragraph style while `storedText` is the plain text
    /// `setPlainText(_:)` made, so that measuring does not enumerate its runs.
    var plainTextRun: PlainTextRun?
    var storedFont = UILabel.defaultFont
    var storedTextColor: UIColor = .label
    var storedAlignment = NSTextAlignment.natural
    var storedLineBreakMode = NSLineBreakMode.byTruncatingTail

    /// The font of a new label: the 17 pt system font.
    static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// The most lines shown; 0 for as many as the text needs (negative counts as 0). 1 by default.
    open var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether ``drawText(in:)`` shrinks the font, down to ``minimumScaleFactor``, until the text
    /// fits. Sizes are always measured at the full font size. False by default.
    open var adjustsFontSizeToFitWidth = false
    /// How far the font may shrink, 0…1; 0 (the default) means it never shrinks.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the text may tighten before it is truncated; kept only.
    open var allowsDefaultTighteningForTruncation = false
    /// Whether the label shows ``highlightedTextColor``; false by default.
    open var isHighlighted = false
    /// The text color while highlighted; nil (the normal color) by default.
    open var highlightedTextColor: UIColor?
    /// Whether the label draws its text normally; a disabled label draws it dimmed. True by default.
    open var isEnabled = true
    /// The shadow color; nil (no shadow) by default. Kept only.
    open var shadowColor: UIColor?
    /// The shadow offset; (0, −1) by default. Kept only.
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// The width multi-line text wraps at when ``intrinsicContentSize`` is measured; 0 (the
    /// default) wraps at the width layout gives the label (unwrapped before its first layout).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The width `systemLayoutSizeFitting` solved for the label while it measures, which the
    /// automatic preferred width uses instead of the bounds; nil otherwise.
    var fittingLayoutWidth: CGFloat?
    /// Whether a Dynamic Type font (``UIFont/preferredFont(forTextStyle:)`` or ``UIFontMetrics``)
    /// follows the label's content size category; false by default.
    open var adjustsFontForContentSizeCategory = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// What ``drawText(in:)`` laid out last; nil before it ran (an OpenTouch extension).
    public internal(set) var lastTextDrawing: TextDrawing?

    /// Creates a label with no text; user interaction is off.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        storedIsUserInteractionEnabled = false
    }

    /// Creates a label from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedIsUserInteractionEnabled = false
    }

    // MARK: Text

    /// The text shown; nil by default.
    open var text: String? {
        get { storedText?.string }
        set { setPlainText(newValue) }
    }

    /// The text with its attributes; nil by default.
    open var attributedText: NSAttributedString? {
        get { storedText }
        set { setAttributedText(newValue) }
    }

    /// The font; the 17 pt system font by default (setting nil restores it). With
    /// ``adjustsFontForContentSizeCategory``, a Dynamic Type font reads back at the label's category.
    open var font: UIFont! {
        get { adjustedForCategory(storedFont) }
        set { setFont(newValue ?? UILabel.defaultFont) }
    }

    /// The text color; `.label` by default (setting nil restores it).
    open var textColor: UIColor! {
        get { storedTextColor }
        set { setTextColor(newValue ?? .label) }
    }

    /// How lines line up; `.natural` by default.
    open var textAlignment: NSTextAlignment {
        get { storedAlignment }
        set { setParagraphValues(alignment: newValue, lineBreakMode: nil) }
    }

    /// How lines wrap and how the last visible line is cut; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { setParagraphValues(alignment: nil, lineBreakMode: newValue) }
    }

    // MARK: Sizing and drawing

    /// The rectangle the text needs inside `bounds`, from its origin: wrapped to the bounds' width,
    /// at most `numberOfLines` lines (0: any) and the lines that fit in the bounds' height, rounded
    /// up to whole pixels. Widths and heights that are 0, negative or not finite are unlimited.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        measuredTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Lays the text out in `rect` (wrapped, truncated by ``lineBreakMode``, shrunk when
    /// ``adjustsFontSizeToFitWidth``, centered vertically) and records it in ``lastTextDrawing``.
    open func drawText(in rect: CGRect) {
        lastTextDrawing = layOutForDrawing(in: rect)
    }

    /// Draws the label: ``drawText(in:)`` with the bounds, as UIKit's label does, so a subclass
    /// that overrides `drawText(in:)` to add insets is honoured when the label is drawn.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// The size the text needs: one line for a single-line label; wrapped to `size.width`
    /// otherwise (unwrapped when it is 0 or less). Heights are not limited. Measured with
    /// ``textRect(forBounds:limitedToNumberOfLines:)``, so subclasses that override it (to add
    /// insets, say) size accordingly.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let wraps = numberOfLines != 1 && size.width.isFinite && size.width > 0
        return fittingTextSize(width: wraps ? size.width : nil)
    }

    /// The text's size: wrapped at ``preferredMaxLayoutWidth`` for multi-line labels when it is
    /// set, unwrapped otherwise; zero without text. Measured with
    /// ``textRect(forBounds:limitedToNumberOfLines:)``.
    open override var intrinsicContentSize: CGSize {
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth.isFinite && preferredMaxLayoutWidth > 0
        let layoutWidth = fittingLayoutWidth ?? bounds.width
        if !wraps, wrapsToLayoutWidth, layoutWidth > 0 {
            // UIKit's automatic preferred width: after a first layout, wrap at the laid-out width.
            return fittingTextSize(width: layoutWidth)
        }
        return fittingTextSize(width: wraps ? preferredMaxLayoutWidth : nil)
    }

    override func baselineOffsetFromCenter(last: Bool) -> CGFloat? {
        let font = self.font ?? UILabel.defaultFont
        let textHeight = layoutTextHeight
        let firstLineTop = -textHeight / 2
        return last ? firstLineTop + max(textHeight - font.lineHeight, 0) + font.ascender : firstLineTop + font.ascender
    }

    override func boundsDidResize(from oldSize: CGSize) {
        if wrapsToLayoutWidth, oldSize.width != bounds.width, !(text ?? "").isEmpty { invalidateIntrinsicContentSize() }
    }

    // MARK: Accessibility and description

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }
    override var defaultAccessibilityLabel: String? { text }

    /// UIKit's form, with the text after the frame: `<UILabel: 0x…; frame = (…); text = 'Hi'; …>`.
    open override var description: String {
        let base = viewDescription
        guard let text, let frame = base.range(of: "; frame = ("),
              let close = base[frame.upperBound...].firstIndex(of: ")") else { return base }
        let after = base.index(after: close)
        return String(base[..<after]) + "; text = '\(text)'" + String(base[after...])
    }
}
