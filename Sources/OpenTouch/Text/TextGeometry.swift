import Foundation

/// Where each character of a text control's text sits: lines from OpenTouch's text layout (the
/// measure `UILabel` uses), in the control's coordinates. Gives caret rectangles, selection
/// rectangles and the character boundary nearest a point.
struct TextGeometry {
    struct Line {
        /// The characters on the line, a trailing newline included.
        var range: Range<Int>
        /// The last boundary a caret may take on the line: before a trailing newline, before the
        /// last character of a wrapped line.
        var lastCaretIndex: Int
        /// The x of the line's first character and the top of the line.
        var origin: CGPoint
        var height: CGFloat
        var width: CGFloat
        /// The advance of every character on the line, trailing spaces included.
        var advance: CGFloat
    }

    let units: TextUnits
    /// The x of each character's left edge relative to its line's origin, then of the end.
    private(set) var positions: [CGFloat] = []
    private(set) var lines: [Line] = []
    let font: UIFont

    /// Lays out `text` in `font` from `origin`, wrapping at `wrapWidth` (nil: one line per
    /// paragraph), aligned in `alignWidth` by `alignment`; `masked` shows every character as `•`.
    init(text: String, font: UIFont, origin: CGPoint, wrapWidth: CGFloat?, alignWidth: CGFloat,
         alignment: NSTextAlignment, masked: Bool) {
        units = TextUnits(text)
        self.font = font
        let glyphs = units.characters.map { Self.glyph(masked && !$0.isNewline ? "\u{2022}" : $0, font) }
        let layout = TextLayout(glyphs: glyphs, options: TextLayout.Options(width: wrapWidth, maximumLines: 0))
        positions = Array(repeating: 0, count: glyphs.count + 1)
        for line in layout.lines {
            var x: CGFloat = 0
            for index in line.range {
                positions[index] = x
                x += glyphs[index].advance
            }
            if line.range.upperBound == glyphs.count { positions[glyphs.count] = x }
            let slack = max(0, alignWidth - line.width)
            let shift: CGFloat = switch alignment {
            case .center: slack / 2
            case .right: slack
            default: 0
            }
            lines.append(Line(range: line.range, lastCaretIndex: line.range.upperBound,
                              origin: CGPoint(x: origin.x + shift, y: origin.y + line.top),
                              height: line.height, width: line.width, advance: x))
        }
        finishLines(glyphs: glyphs, origin: origin, alignWidth: alignWidth, alignment: alignment)
    }

    /// Sets each line's last caret boundary and gives empty text (or text ending in a newline)
    /// its empty last line.
    private mutating func finishLines(glyphs: [TextGlyph], origin: CGPoint, alignWidth: CGFloat, alignment: NSTextAlignment) {
        for index in lines.indices {
            let range = lines[index].range
            let isLast = index == lines.count - 1
            if let last = range.last, glyphs[last].characterClass == .newline {
                lines[index].lastCaretIndex = last
            } else if !isLast, range.count > 1 {
                lines[index].lastCaretIndex = range.upperBound - 1
            }
        }
        let endsWithNewline = glyphs.last?.characterClass == .newline
        if lines.isEmpty || (endsWithNewline && lines.last?.range.isEmpty == false) {
            let top = lines.last.map { $0.origin.y + $0.height } ?? origin.y
            let slack = max(0, alignWidth)
            let shift: CGFloat = alignment == .center ? slack / 2 : alignment == .right ? slack : 0
            let end = glyphs.count
            lines.append(Line(range: end..<end, lastCaretIndex: end, origin: CGPoint(x: origin.x + shift, y: top),
                              height: font.lineHeight, width: 0, advance: 0))
            positions[end] = 0
        }
    }

    private static func glyph(_ character: Character, _ font: UIFont) -> TextGlyph {
        let characterClass = TextMeasurement.classify(character)
        return TextGlyph(character: character, characterClass: characterClass,
                         advance: TextMeasurement.advance(of: characterClass, in: font),
                         height: font.ascender - font.descender, leading: font.leading,
                         ellipsis: TextMeasurement.advance(of: .wide, in: font), style: nil)
    }

    /// The size of the text: the widest line and the bottom of the last.
    var size: CGSize {
        guard let first = lines.first, let last = lines.last else { return .zero }
        return CGSize(width: lines.map(\.width).max() ?? 0, height: last.origin.y + last.height - first.origin.y)
    }

    /// The line a caret at character boundary `index` is on.
    func lineIndex(ofCharacter index: Int) -> Int {
        if let found = lines.firstIndex(where: { index >= $0.range.lowerBound && index <= $0.lastCaretIndex }) {
            return found
        }
        return index <= 0 ? 0 : lines.count - 1
    }

    /// The caret rectangle (2 points wide, the font's line height) at UTF-16 `offset`.
    func caretRect(atOffset offset: Int) -> CGRect {
        let index = units.characterIndex(atOffset: offset)
        let line = lines[lineIndex(ofCharacter: index)]
        return CGRect(x: x(of: index, on: line), y: line.origin.y, width: TextConstants.caretWidth, height: line.height)
    }

    /// The x of character boundary `index` on `line`.
    private func x(of index: Int, on line: Line) -> CGFloat {
        if index >= line.range.upperBound { return line.origin.x + line.advance }
        return line.origin.x + positions[max(index, line.range.lowerBound)]
    }

    /// One rectangle per line the UTF-16 `range` covers.
    func selectionRects(for range: NSRange) -> [CGRect] {
        let start = units.characterIndex(atOffset: range.location)
        let end = units.characterIndex(atOffset: range.location + range.length)
        var rects: [CGRect] = []
        for line in lines where line.range.lowerBound <= end && start <= line.lastCaretIndex {
            let from = max(start, line.range.lowerBound)
            let to = min(end, line.lastCaretIndex == line.range.upperBound ? line.range.upperBound : line.lastCaretIndex + 1)
            guard to > from || range.length == 0 else { continue }
            let left = x(of: from, on: line)
            rects.append(CGRect(x: left, y: line.origin.y, width: max(0, x(of: to, on: line) - left), height: line.height))
        }
        return rects
    }

    /// The UTF-16 offset of the character boundary nearest `point`: on the line under it (the
    /// first or last line above or below the text), at the nearer edge of the character under it.
    func closestOffset(to point: CGPoint) -> Int {
        let line = lines.first { point.y < $0.origin.y + $0.height } ?? lines[lines.count - 1]
        var best = line.range.lowerBound
        var bestDistance = CGFloat.infinity
        for index in line.range.lowerBound...line.lastCaretIndex {
            let distance = abs(x(of: index, on: line) - point.x)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return units.offsets[best]
    }

    /// The UTF-16 range of the character under `point`, or nil when no character is there.
    func characterRange(at point: CGPoint) -> NSRange? {
        guard let line = lines.first(where: { point.y >= $0.origin.y && point.y < $0.origin.y + $0.height }) else { return nil }
        for index in line.range where !units.characters[index].isNewline {
            if point.x >= x(of: index, on: line), point.x < x(of: index + 1, on: line) {
                return NSRange(location: units.offsets[index], length: units.offsets[index + 1] - units.offsets[index])
            }
        }
        return nil
    }

    /// The UTF-16 offset `count` lines below (negative: above) `offset`, at the same x; the text's
    /// start or end past the first or last line.
    func offset(from offset: Int, lines count: Int) -> Int {
        let index = units.characterIndex(atOffset: offset)
        let current = lineIndex(ofCharacter: index)
        let target = current + count
        if target < 0 { return 0 }
        if target >= lines.count { return units.length }
        let x = caretRect(atOffset: offset).minX
        let line = lines[target]
        return closestOffset(to: CGPoint(x: x, y: line.origin.y + line.height / 2))
    }
}
