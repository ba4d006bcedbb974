import CSDL2Loader
import Foundation
import OpenTouch

/// Draws text with the ``BitmapFont``: monospaced 8×8 glyphs scaled to whole pixels.
///
/// A font of `pointSize` points gets glyph dots of `pointSize / 12` points, rounded to whole
/// pixels (at least one), so a 17-point label at scale 1 has 8-pixel glyphs and at scale 2
/// 24-pixel ones. Lines are centred vertically in their rectangle, as UILabel centres its text;
/// text wraps at spaces when more than one line is allowed, and a line that does not fit ends in
/// `...`.
@MainActor
struct TextPainter {
    /// How text sits in its rectangle.
    struct Style {
        var pointSize: Double
        var color: RenderColor
        var alignment: NSTextAlignment = .center
        /// The most lines to show; 0 for no limit.
        var numberOfLines = 1
        /// Whether the text is centred vertically (UILabel) or starts at the top (CATextLayer).
        var centersVertically = true
    }

    let canvas: Canvas

    /// The size of a glyph dot, in local units, under `transform`.
    static func dotSize(pointSize: Double, transform: RenderTransform) -> (local: Double, pixels: Double) {
        let scale = max(transform.averageScale, 1e-6)
        let pixels = max(1, (max(pointSize, 1) / 12 * scale).rounded())
        return (pixels / scale, pixels)
    }

    /// The width `text` takes on one line, in local units.
    static func width(of text: String, pointSize: Double, transform: RenderTransform) -> Double {
        Double(text.count * BitmapFont.cellSize) * dotSize(pointSize: pointSize, transform: transform).local
    }

    /// Draws `text` in `rect` (local coordinates).
    func draw(_ text: String, in rect: CGRect, style: Style, transform: RenderTransform) {
        guard !text.isEmpty, style.color.isVisible, transform.isFinite, rect.width > 0 else { return }
        let dot = Self.dotSize(pointSize: style.pointSize, transform: transform)
        let advance = Double(BitmapFont.cellSize) * dot.local
        let lineHeight = Double(BitmapFont.cellSize + 2) * dot.local
        let maxColumns = max(1, Int((Double(rect.width) + dot.local) / advance))
        var lines = Self.lines(of: text, columns: maxColumns, wraps: style.numberOfLines != 1)
        if style.numberOfLines > 0, lines.count > style.numberOfLines {
            lines = Array(lines.prefix(style.numberOfLines))
            lines[lines.count - 1] = Self.truncated(lines[lines.count - 1] + "...", columns: maxColumns, force: true)
        }
        lines = lines.map { Self.truncated($0, columns: maxColumns, force: false) }

        let blockHeight = Double(lines.count) * lineHeight - 2 * dot.local
        var y = style.centersVertically ? Double(rect.midY) - blockHeight / 2 : Double(rect.minY) + dot.local
        var pixelRects: [SDL_FRect] = []
        var quads: [(x: Double, y: Double)] = []
        for line in lines {
            let width = Double(line.count) * advance - dot.local
            let x: Double
            switch style.alignment {
            case .center: x = Double(rect.midX) - width / 2
            case .right: x = Double(rect.maxX) - width
            default: x = Double(rect.minX)
            }
            emit(line, at: (x, y), dot: dot, transform: transform, pixelRects: &pixelRects, quads: &quads)
            y += lineHeight
        }
        canvas.fillPixelRects(pixelRects, color: style.color)
        canvas.fillQuads(quads, color: style.color)
    }

    /// One line's dots: pixel rectangles when the transform keeps axes (snapped to whole pixels,
    /// so glyphs stay crisp), quadrilaterals otherwise.
    private func emit(_ line: String, at origin: (x: Double, y: Double), dot: (local: Double, pixels: Double),
                      transform: RenderTransform, pixelRects: inout [SDL_FRect], quads: inout [(x: Double, y: Double)]) {
        let axisAligned = transform.isAxisAligned && transform.a > 0 && transform.d > 0
        let start = transform.apply(origin.x, origin.y)
        let snapped = (x: start.x.rounded(), y: start.y.rounded())
        for (column, character) in line.enumerated() {
            let rows = BitmapFont.rows(of: character)
            for (row, bits) in rows.enumerated() where bits != 0 {
                var x = 0
                while x < BitmapFont.cellSize {
                    guard bits & (0x80 >> UInt8(x)) != 0 else { x += 1; continue }
                    var end = x
                    while end + 1 < BitmapFont.cellSize, bits & (0x80 >> UInt8(end + 1)) != 0 { end += 1 }
                    let dotX = Double(column * BitmapFont.cellSize + x), dotY = Double(row)
                    let runLength = Double(end - x + 1)
                    if axisAligned {
                        pixelRects.append(SDL_FRect(x: Float(snapped.x + dotX * dot.pixels),
                                                    y: Float(snapped.y + dotY * dot.pixels),
                                                    w: Float(runLength * dot.pixels), h: Float(dot.pixels)))
                    } else {
                        let x0 = origin.x + dotX * dot.local, y0 = origin.y + dotY * dot.local
                        let x1 = x0 + runLength * dot.local, y1 = y0 + dot.local
                        quads.append(transform.apply(x0, y0))
                        quads.append(transform.apply(x1, y0))
                        quads.append(transform.apply(x1, y1))
                        quads.append(transform.apply(x0, y1))
                    }
                    x = end + 1
                }
            }
        }
    }

    /// The text's lines: its own line breaks, and breaks at spaces to fit `columns` when it wraps.
    static func lines(of text: String, columns: Int, wraps: Bool) -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard wraps else { return paragraphs }
        var lines: [String] = []
        for paragraph in paragraphs {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if candidate.count <= columns || current.isEmpty {
                    current = candidate
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
        }
        return lines
    }

    /// `line` cut to `columns`, ending in `...` when cut (or always, when `force`).
    static func truncated(_ line: String, columns: Int, force: Bool) -> String {
        guard line.count > columns || force else { return line }
        guard line.count > columns else { return line }
        guard columns > 3 else { return String(line.prefix(columns)) }
        var body = String(line.prefix(columns - 3))
        while body.last == " " { body.removeLast() }
        return body + "..."
    }
}
