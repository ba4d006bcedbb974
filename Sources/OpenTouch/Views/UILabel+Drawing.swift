import Foundation

extension UILabel {
    /// What a label's ``UILabel/drawText(in:)`` laid out: its lines and how they were drawn (an
    /// OpenTouch extension: there are no pixels to look at).
    public struct TextDrawing: Equatable {
        /// One line of drawn text.
        public struct Line: Equatable {
            /// The characters drawn, with `…` where the line was truncated.
            public let text: String
            /// Where the line was drawn, in the label's coordinates.
            public let rect: CGRect
        }

        /// The lines drawn, top to bottom.
        public let lines: [Line]
        /// The factor the font was shrunk by to fit (1 unless ``UILabel/adjustsFontSizeToFitWidth``).
        public let scaleFactor: CGFloat
        /// The color the text was drawn in: the text color, the highlighted one when highlighted,
        /// dimmed when the label is disabled.
        public let textColor: UIColor

        /// The lines' text joined with newlines.
        public var text: String { lines.map(\.text).joined(separator: "\n") }
    }

    /// A size dimension as a layout limit: nil when 0, negative or not finite.
    static func limit(_ value: CGFloat) -> CGFloat? {
        value.isFinite && value > 0 ? value : nil
    }

    /// The size of the text rectangle in bounds of `width` (nil: unlimited) and unlimited height,
    /// as UIKit asks for it: bounds as large as a float allows stand for "unlimited", so that
    /// subclasses can inset them.
    func fittingTextSize(width: CGFloat?) -> CGSize {
        let bounds = CGRect(x: 0, y: 0, width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let size = textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// ``UILabel/textRect(forBounds:limitedToNumberOfLines:)``'s measuring.
    func measuredTextRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        let glyphs = measuredGlyphs()
        guard !glyphs.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let width = Self.limit(bounds.width)
        let options = TextLayout.Options(width: width, maximumLines: max(0, lines), maximumHeight: Self.limit(bounds.height))
        var size = roundedUpToPixels(TextLayout(glyphs: glyphs, options: options).drawnSize)
        if let width { size.width = min(size.width, width) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// ``UILabel/drawText(in:)``'s layout.
    func layOutForDrawing(in rect: CGRect) -> TextDrawing {
        var color: UIColor = isHighlighted ? highlightedTextColor ?? storedTextColor : storedTextColor
        if !isEnabled { color = UIView.dimmed(color) }
        var glyphs = measuredGlyphs()
        let options = TextLayout.Options(width: Self.limit(rect.width), maximumLines: max(0, numberOfLines),
                                         maximumHeight: Self.limit(rect.height))
        var factor: CGFloat = 1
        if adjustsFontSizeToFitWidth {
            factor = TextLayout.shrinkFactor(for: glyphs, options: options, minimumScale: minimumScaleFactor)
            if factor != 1 { glyphs = glyphs.map { $0.scaled(by: factor) } }
        }
        let layout = TextLayout(glyphs: glyphs, options: options)
        let height = layout.size.height
        let top = rect.height.isFinite ? rect.minY + (rect.height - height) / 2 : rect.minY
        let left = rect.minX.isFinite ? rect.minX : 0
        let lines = layout.placedLines().map { placed in
            TextDrawing.Line(text: placed.text, rect: placed.rect.offsetBy(dx: left, dy: top.isFinite ? top : 0))
        }
        return TextDrawing(lines: lines, scaleFactor: factor, textColor: color)
    }
}
