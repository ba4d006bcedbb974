import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Views: UILabel text, attributed text and drawing")
struct LabelTextTests {
    @Test("a new label has UIKit's defaults")
    func defaults() {
        let label = UILabel()
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.isUserInteractionEnabled == false)
        #expect(label.isEnabled && !label.isHighlighted)
        #expect(label.adjustsFontSizeToFitWidth == false && label.minimumScaleFactor == 0)
        #expect(label.preferredMaxLayoutWidth == 0)
    }

    @Test("setting text makes an attributed string with the label's font, color and paragraph style")
    func textToAttributed() throws {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .systemRed
        label.textAlignment = .center
        label.text = "Hello"
        let attributed = try #require(label.attributedText)
        #expect(attributed.string == "Hello")
        let attributes = attributed.attributes(at: 0, effectiveRange: nil)
        #expect(attributes[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        #expect(attributes[.foregroundColor] as? UIColor == UIColor.systemRed)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test("setting attributed text sets the text and takes the style of its first character")
    func attributedToText() {
        let label = UILabel()
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        style.lineBreakMode = .byTruncatingMiddle
        let text = NSMutableAttributedString(string: "Big", attributes: [
            .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.systemGreen, .paragraphStyle: style,
        ])
        text.append(NSAttributedString(string: " small", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
        label.attributedText = text
        #expect(label.text == "Big small")
        #expect(label.font == UIFont.systemFont(ofSize: 30))
        #expect(label.textColor == UIColor.systemGreen)
        #expect(label.textAlignment == .right)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
        // Mixed fonts: the line is as tall as its tallest font.
        #expect(label.intrinsicContentSize.height == roundedUpToPixels(systemLineHeight(30)))
    }

    @Test("font, color and alignment set after attributed text apply to all of it")
    func styleAppliesToWholeText() throws {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 10), range: NSRange(location: 1, length: 1))
        label.attributedText = text
        label.font = .systemFont(ofSize: 12)
        label.textColor = .systemBlue
        label.textAlignment = .center
        let result = try #require(label.attributedText)
        for index in 0..<2 {
            let attributes = result.attributes(at: index, effectiveRange: nil)
            #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 12))
            #expect(attributes[.foregroundColor] as? UIColor == UIColor.systemBlue)
            #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        }
    }

    @Test("kern and paragraph styles change the measured size")
    func attributesMeasure() {
        let font = UIFont.systemFont(ofSize: 10)
        let kerned = NSAttributedString(string: "ab", attributes: [.font: font, .kern: 2])
        let kernedWidth: CGFloat = 5.5 + 2 + 5.5 + 2
        #expect(isClose(kerned.size().width, kernedWidth))
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.firstLineHeadIndent = 10
        let spaced = NSAttributedString(string: "a\nb", attributes: [.font: font, .paragraphStyle: style])
        let spacedHeight = 2 * systemLineHeight(10) + 4
        #expect(isClose(spaced.size().height, spacedHeight))
        #expect(isClose(spaced.size().width, 15.5))
    }

    @Test("accessibility: an element with the static-text trait whose label is the text")
    func accessibility() {
        let label = UILabel()
        label.text = "Total: 3"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityTraits == .staticText)
        #expect(label.accessibilityLabel == "Total: 3")
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        label.accessibilityLabel = "Three items"
        #expect(label.accessibilityLabel == "Three items")
    }

    @Test("the description shows the text after the frame, and that user interaction is off")
    func description() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hi"
        #expect(label.description.hasPrefix("<UILabel: 0x"))
        #expect(maskingAddresses(label.description).hasSuffix("; frame = (0 0; 100 20); text = 'Hi'; userInteractionEnabled = NO; layer = <CALayer: 0x…>>"))
        final class FancyLabel: UILabel {}          // a local class's name has parentheses in it
        let fancy = FancyLabel(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        fancy.text = "Yo"
        #expect(maskingAddresses(fancy.description).hasSuffix("; frame = (1 2; 3 4); text = 'Yo'; userInteractionEnabled = NO; layer = <CALayer: 0x…>>"))
    }

    @Test("drawText lays the text out centred vertically and records the lines")
    func drawTextCentres() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.text = "Hello"
        label.textAlignment = .center
        label.drawText(in: label.bounds)
        let drawing = try #require(label.lastTextDrawing)
        #expect(drawing.text == "Hello")
        #expect(drawing.scaleFactor == 1)
        #expect(drawing.textColor == UIColor.label)
        let rect = try #require(drawing.lines.first?.rect)
        #expect(isClose(rect.minY, (100 - lineHeight17) / 2))
        #expect(isClose(rect.midX, 100))
    }

    @Test("a text too long for one line is truncated at the tail, head or middle by lineBreakMode")
    func truncation() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        label.font = .systemFont(ofSize: 10)
        label.text = "aaaa bbbb cccc"
        label.drawText(in: label.bounds)
        #expect(label.lastTextDrawing?.text == "aaaa b\u{2026}")
        label.lineBreakMode = .byTruncatingHead
        label.drawText(in: label.bounds)
        #expect(label.lastTextDrawing?.text == "\u{2026}b cccc")
        label.lineBreakMode = .byTruncatingMiddle
        label.drawText(in: label.bounds)
        #expect(label.lastTextDrawing?.text == "aaa\u{2026}cc")
        label.lineBreakMode = .byClipping
        label.drawText(in: label.bounds)
        #expect(label.lastTextDrawing?.text == "aaaa bbb")
        label.lineBreakMode = .byWordWrapping
        label.drawText(in: label.bounds)
        #expect(label.lastTextDrawing?.text == "aaaa")
        for line in label.lastTextDrawing?.lines ?? [] { #expect(line.rect.width <= 40) }
    }

    @Test("multi-line drawing wraps and truncates the last line that fits")
    func multiLineTruncation() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 200))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 2
        label.text = "aaaa bbbb cccc dddd eeee"
        label.drawText(in: label.bounds)
        #expect(label.lastTextDrawing?.lines.map(\.text) == ["aaaa bbbb", "cccc ddd\u{2026}"])
    }

    @Test("adjustsFontSizeToFitWidth shrinks the font to fit, no further than minimumScaleFactor")
    func shrinking() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        label.font = .systemFont(ofSize: 10)
        label.text = "aaaa bbbb cccc"                 // 71 pt wide
        label.adjustsFontSizeToFitWidth = true
        label.drawText(in: label.bounds)
        #expect(label.lastTextDrawing?.scaleFactor == 1)   // minimumScaleFactor 0: never shrinks
        label.minimumScaleFactor = 0.5
        label.drawText(in: label.bounds)
        let drawing = try #require(label.lastTextDrawing)
        #expect(drawing.scaleFactor < 0.71 && drawing.scaleFactor > 0.69)
        #expect(drawing.text == "aaaa bbbb cccc")
        label.minimumScaleFactor = 0.9
        label.drawText(in: label.bounds)
        #expect(label.lastTextDrawing?.scaleFactor == 0.9)
        #expect(label.lastTextDrawing?.text.hasSuffix("\u{2026}") == true)
        // Sizes are measured at the full font size.
        #expect(label.intrinsicContentSize.width == 71)
    }

    @Test("highlighted and disabled labels draw in the highlighted and dimmed colors")
    func drawingColors() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hi"
        label.textColor = .systemBlue
        label.highlightedTextColor = .white
        label.isHighlighted = true
        label.drawText(in: label.bounds)
        #expect(label.lastTextDrawing?.textColor == UIColor.white)
        label.isHighlighted = false
        label.isEnabled = false
        label.drawText(in: label.bounds)
        #expect(label.lastTextDrawing?.textColor != UIColor.systemBlue)
    }
}
