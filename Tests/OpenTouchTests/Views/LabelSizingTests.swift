import Foundation
import OpenTouch
import Testing

// Widths below follow the documented table (em = point size): capitals 0.65, lowercase and most
// characters 0.55, `i l j I . , ' !` 0.25, `f r t - ( )` 0.35, `m w M W @ % & …` 0.85, spaces 0.25,
// digits 0.6 (`1` 0.45), CJK and emoji 1.

@MainActor
@Suite("Views: UILabel sizes follow the documented text metric")
struct LabelSizingTests {
    @Test("a 17 pt label's intrinsic size is the text's width and one line, rounded up to 2× pixels")
    func intrinsicSingleLine() {
        let label = UILabel()
        label.text = "Hello"                       // H .65 + e .55 + l .25 + l .25 + o .55 = 2.25 em
        #expect(label.intrinsicContentSize == CGSize(width: 38.5, height: 20.5))   // 38.25, 20.287…
        #expect(label.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 38.5, height: 20.5))
    }

    @Test("sizeToFit keeps the label's origin and takes the fitted size")
    func sizeToFit() {
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        label.text = "Hello"
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 10, y: 20, width: 38.5, height: 20.5))
    }

    @Test("multi-line labels wrap at word boundaries at preferredMaxLayoutWidth")
    func wrapsAtPreferredMaxLayoutWidth() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = "aaaa bbbb cccc"               // words 22 pt, spaces 2.5 pt
        #expect(label.intrinsicContentSize == CGSize(width: 71, height: roundedUpToPixels(systemLineHeight(10))))

        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 50          // "aaaa bbbb" (46.5) / "cccc"
        #expect(label.intrinsicContentSize == CGSize(width: 46.5, height: roundedUpToPixels(2 * systemLineHeight(10))))

        label.numberOfLines = 1                     // single-line labels ignore the width
        #expect(label.intrinsicContentSize.width == 71)
    }

    @Test("numberOfLines limits the lines; 0 shows them all")
    func numberOfLinesLimits() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = "aaaa bbbb cccc dddd eeee"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 30          // one word a line: 5 lines
        #expect(label.intrinsicContentSize.height == roundedUpToPixels(5 * systemLineHeight(10)))
        label.numberOfLines = 2                     // "aaaa" / "bbb…": the last line is truncated (16.5 + 8.5)
        #expect(label.intrinsicContentSize == CGSize(width: 25, height: roundedUpToPixels(2 * systemLineHeight(10))))
    }

    @Test("sizeThatFits wraps multi-line text at the width asked for, and sizeToFit at the current width")
    func sizeThatFitsWraps() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 0))
        label.font = .systemFont(ofSize: 10)
        label.text = "aaaa bbbb cccc"
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 30, height: 0)).height == roundedUpToPixels(3 * systemLineHeight(10)))
        #expect(label.sizeThatFits(.zero) == CGSize(width: 71, height: roundedUpToPixels(systemLineHeight(10))))
        label.sizeToFit()
        #expect(label.bounds.size == CGSize(width: 46.5, height: roundedUpToPixels(2 * systemLineHeight(10))))
    }

    @Test("newlines start lines; a final newline adds an empty line; no text has no size")
    func newlinesAndEmptyText() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Hi\nthere"
        #expect(label.intrinsicContentSize.height == roundedUpToPixels(2 * lineHeight17))
        label.text = "Hi\n"
        #expect(label.intrinsicContentSize.height == roundedUpToPixels(2 * lineHeight17))
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test("character classes: CJK and emoji are one em, digits are tabular only in monospaced-digit fonts")
    func characterClasses() {
        let font = UIFont.systemFont(ofSize: 10)
        func width(_ text: String, _ font: UIFont) -> CGFloat { text.size(withAttributes: [.font: font]).width }
        #expect(isClose(width("日本語", font), 30))
        #expect(isClose(width("👍🏽👨‍👩‍👧", font), 20))
        #expect(isClose(width("1111", font), 18))
        #expect(isClose(width("0000", font), 24))
        let tabular = UIFont.monospacedDigitSystemFont(ofSize: 10, weight: .regular)
        #expect(isClose(width("1111", tabular), 24))
        let mono = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
        #expect(isClose(width("il mW", mono), 30))
        let mixed: CGFloat = 8.5 + 2.5 + 2.5 + 2.5 + 3.5 + 3.5 + 2.5   // W i , space f t !
        #expect(isClose(width("Wi, ft!", font), mixed))
    }

    @Test("heavier weights are wider: each advance grows by a tenth of the weight")
    func weightWidens() {
        let regular = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        let bold = "Hello".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)]).width
        #expect(isClose(regular, 38.25))
        #expect(isClose(bold, 38.25 * 1.03))        // bold system font = semibold (0.3)
    }

    @Test("a padded label subclass overriding textRect and drawText sizes with its insets")
    func paddedLabelSubclass() {
        final class PaddingLabel: UILabel {
            let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
            override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                let text = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
                return text.inset(by: UIEdgeInsets(top: -4, left: -8, bottom: -4, right: -8))
            }
            override func drawText(in rect: CGRect) {
                super.drawText(in: rect.inset(by: insets))
            }
        }
        let label = PaddingLabel()
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 54.5, height: 28.5))
        label.sizeToFit()
        label.drawText(in: label.bounds)
        #expect(label.lastTextDrawing?.lines.first?.rect.minX == 8)
    }

    @Test("textRect honours the bounds' width and height and the line limit it is given")
    func textRectLimits() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = "aaaa bbbb cccc"
        let bounds = CGRect(x: 5, y: 7, width: 30, height: 25)   // room for two 11.93-point lines
        // "aaaa" / "bbb…": the text that does not fit truncates the last line (16.5 + 8.5).
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
                == CGRect(x: 5, y: 7, width: 25, height: roundedUpToPixels(2 * systemLineHeight(10))))
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 1).height == roundedUpToPixels(systemLineHeight(10)))
        // A single line longer than the bounds is as wide as its truncated text, "aaaa b…" (30 + 8.5).
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 40, height: 0), limitedToNumberOfLines: 1).width == 38.5)
    }

    @Test("invalidateIntrinsicContentSize is recorded when the text or font changes")
    func invalidation() {
        let plain = UIView()
        #expect(plain.needsIntrinsicContentSizeUpdate == false)
        #expect(plain.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(plain.sizeThatFits(CGSize(width: 5, height: 5)) == .zero)
        plain.invalidateIntrinsicContentSize()
        #expect(plain.needsIntrinsicContentSizeUpdate)

        let label = UILabel()
        #expect(label.needsIntrinsicContentSizeUpdate == false)
        label.text = "Changed"
        #expect(label.needsIntrinsicContentSizeUpdate)
    }

    @Test("plain text and the same attributed text measure alike, through font, color and alignment changes")
    func plainTextMeasuresAsItsAttributedString() {
        let plain = UILabel(), attributed = UILabel()
        func same(_ step: String) {
            #expect(plain.intrinsicContentSize == attributed.intrinsicContentSize, "\(step)")
            #expect(plain.sizeThatFits(CGSize(width: 60, height: 500))
                    == attributed.sizeThatFits(CGSize(width: 60, height: 500)), "\(step)")
        }
        for label in [plain, attributed] { label.numberOfLines = 0 }
        plain.text = "Mill wharf, Ilford"
        attributed.attributedText = plain.attributedText
        same("as set")
        for label in [plain, attributed] { label.font = .boldSystemFont(ofSize: 23) }
        same("bold 23")
        for label in [plain, attributed] { label.textColor = .systemRed }
        same("red")
        for label in [plain, attributed] { label.textAlignment = .right }
        same("right-aligned")
        for label in [plain, attributed] {
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
        }
        same("Dynamic Type body")
        #expect(plain.text == attributed.text)
    }
}
