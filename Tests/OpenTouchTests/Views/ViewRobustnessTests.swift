import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Views: NaN, infinite and negative inputs never crash")
struct ViewRobustnessTests {
    @Test("labels clamp bad sizes, widths and scale factors")
    func labels() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello world"
        label.numberOfLines = -3                         // counts as 0
        label.preferredMaxLayoutWidth = .nan
        #expect(label.intrinsicContentSize.width > 0)
        label.preferredMaxLayoutWidth = -10
        #expect(label.intrinsicContentSize.width > 0)
        #expect(label.sizeThatFits(CGSize(width: CGFloat.nan, height: .infinity)).height == 20.5)
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: -5),
                               limitedToNumberOfLines: -1).height == 20.5)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = .nan
        label.drawText(in: CGRect(x: CGFloat.nan, y: 0, width: CGFloat.nan, height: .infinity))
        #expect(label.lastTextDrawing?.scaleFactor == 1)
        label.drawText(in: .zero)
        #expect(label.lastTextDrawing != nil)
        label.font = nil                                 // restores the default font
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        label.textColor = nil
        #expect(label.textColor == UIColor.label)
    }

    @Test("string measuring ignores bad limits and attribute values")
    func measuring() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10), .kern: CGFloat.nan]
        #expect(isClose("ab".size(withAttributes: attributes).width, 11))
        let rect = "aaaa bbbb".boundingRect(with: CGSize(width: CGFloat.nan, height: -1), options: .usesLineFragmentOrigin,
                                            attributes: attributes, context: nil)
        #expect(isClose(rect.width, 46.5))
        #expect("".size(withAttributes: nil) == .zero)
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = -2
        _ = "text".boundingRect(with: CGSize(width: 1, height: 1), options: .usesLineFragmentOrigin,
                                attributes: attributes, context: context)
        #expect(context.actualScaleFactor == 1)
    }

    @Test("images and renderers clamp bad sizes, scales and insets")
    func images() throws {
        UIImage.register(size: CGSize(width: CGFloat.nan, height: -4), scale: .infinity, forName: "vw.bad")
        let bad = try #require(UIImage(named: "vw.bad"))
        #expect(bad.size == .zero && bad.scale == 1)
        let insets = UIEdgeInsets(top: .nan, left: -3, bottom: .infinity, right: 2)
        #expect(bad.resizableImage(withCapInsets: insets).capInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        let symbol = UIImage(systemName: "x", withConfiguration: UIImage.SymbolConfiguration(pointSize: .nan))
        #expect(symbol?.size == CGSize(width: 20, height: 20))
        let image = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: -8)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.size == .zero && image.recordedOperations.count == 1)
        let format = UIGraphicsImageRendererFormat()
        format.scale = .nan
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { _ in }.scale == 1)
    }

    @Test("image views survive bad animation durations")
    func imageViews() {
        let vw = TestScene(loggedContainer: true)
        let view = vw.add(UIImageView(image: nil))
        view.animationImages = [UIImage(named: "vw.x")!, UIImage(named: "vw.y")!]
        view.animationDuration = .nan
        view.animationRepeatCount = -2                   // repeats forever, like 0
        view.startAnimating()
        vw.clock.advance(by: 1.0 / 30 + 0.001)
        #expect(view.isAnimating && view.displayedImage === view.animationImages?[1])
        view.animationDuration = -1
        #expect(view.displayedImage != nil)
    }

    @Test("fonts and metrics keep NaN out of sizes; UIFontMetrics passes non-finite values through")
    func fonts() {
        #expect(UIFontMetrics.default.scaledValue(for: .nan).isNaN)
        #expect(UIFontMetrics.default.scaledValue(for: .infinity) == .infinity)
        let font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 10), maximumPointSize: .nan)
        #expect(font.pointSize == 10)
        #expect(UIFontDescriptor(name: "X", size: .nan).pointSize == 12)
    }
}
