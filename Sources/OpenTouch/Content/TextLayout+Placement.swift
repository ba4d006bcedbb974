import Foundation

extension TextLayout {
    /// A line as it is drawn: its text (with an ellipsis when truncated) and its rectangle,
    /// relative to the layout's top-left corner.
    struct PlacedLine: Equatable {
        var text: String
        var rect: CGRect
    }

    /// The size the lines take when drawn: as ``size``, but each line no wider than its room and
    /// the last line as wide as its truncated text when text remains after it.
    var drawnSize: CGSize {
        guard let last = lines.last else { return .zero }
        var widths = lines.dropLast().map { $0.indent + min($0.width, $0.available ?? .infinity) }
        let lastWidth = isTruncated ? truncated(last).1 : last.width
        widths.append(last.indent + min(lastWidth, last.available ?? .infinity))
        return CGSize(width: widths.max() ?? 0, height: size.height)
    }

    /// The lines placed for drawing: each line aligned by its paragraph's alignment within the
    /// width it had (the layout's width when unlimited), and the last line truncated by its
    /// paragraph's line break mode when text remains after it.
    func placedLines() -> [PlacedLine] {
        let referenceWidth = size.width
        return lines.enumerated().map { index, line in
            var text = self.text(of: line)
            var width = line.width
            let truncates = isTruncated && index == lines.count - 1
            if truncates { (text, width) = truncated(line) }
            if let available = line.available { width = min(width, available) }
            let room = line.available ?? max(0, referenceWidth - line.indent)
            let slack = max(0, room - width)
            let offset: CGFloat = switch line.style?.alignment ?? .natural {
            case .center: slack / 2
            case .right: slack
            case .left, .natural, .justified: 0
            }
            return PlacedLine(text: text, rect: CGRect(x: line.indent + offset, y: line.top, width: width, height: line.height))
        }
    }

    /// The text and width of `line` when more text follows it: the rest of its paragraph cut to
    /// the line's width with `…` at the end, start or middle (truncation modes), or just cut at
    /// the edge (wrapping and clipping modes).
    func truncated(_ line: Line) -> (String, CGFloat) {
        let rest = Array(glyphs[line.range.lowerBound..<max(line.range.lowerBound, line.paragraphEnd)])
        let ellipsis = rest.first?.ellipsis ?? glyphs[line.range.lowerBound].ellipsis
        let available = line.available ?? .infinity
        switch line.style?.lineBreakMode ?? .byTruncatingTail {
        case .byWordWrapping, .byCharWrapping:
            return (text(of: line), min(line.width, available))
        case .byClipping:
            let kept = prefix(of: rest, fitting: available, allowingPartialGlyph: true)
            return (Self.trimmed(kept).text, min(Self.trimmed(kept).width, available))
        case .byTruncatingTail:
            let kept = Self.trimmed(prefix(of: rest, fitting: available - ellipsis, allowingPartialGlyph: false))
            return (kept.text + "\u{2026}", kept.width + ellipsis)
        case .byTruncatingHead:
            let kept = suffix(of: rest, fitting: available - ellipsis)
            return ("\u{2026}" + kept.text, kept.width + ellipsis)
        case .byTruncatingMiddle:
            return middle(of: rest, fitting: available - ellipsis, ellipsis: ellipsis)
        }
    }

    /// The leading glyphs of `glyphs` whose advances fit in `width` (with a partial last glyph
    /// when clipping).
    private func prefix(of glyphs: [TextGlyph], fitting width: CGFloat, allowingPartialGlyph: Bool) -> [TextGlyph] {
        var x: CGFloat = 0
        var kept: [TextGlyph] = []
        for glyph in glyphs {
            if x + glyph.advance > width + 1e-9 {
                if allowingPartialGlyph, x < width, !glyph.isSpace { kept.append(glyph) }
                break
            }
            x += glyph.advance
            kept.append(glyph)
        }
        return kept
    }

    /// The trailing glyphs of `glyphs` that fit in `width`, leading spaces dropped.
    private func suffix(of glyphs: [TextGlyph], fitting width: CGFloat) -> (text: String, width: CGFloat) {
        var x: CGFloat = 0
        var kept: [TextGlyph] = []
        for glyph in glyphs.reversed() {
            if x + glyph.advance > width + 1e-9 { break }
            x += glyph.advance
            kept.insert(glyph, at: 0)
        }
        while let first = kept.first, first.isSpace { x -= first.advance; kept.removeFirst() }
        return (String(kept.map(\.character)), x)
    }

    /// The start and end of `glyphs` around an ellipsis, taking glyphs from the front and the
    /// back in turn while they fit in `width`.
    private func middle(of glyphs: [TextGlyph], fitting width: CGFloat, ellipsis: CGFloat) -> (String, CGFloat) {
        var front = 0
        var back = glyphs.count
        var x: CGFloat = 0
        var takeFront = true
        while front < back {
            let index = takeFront ? front : back - 1
            if x + glyphs[index].advance > width + 1e-9 { break }
            x += glyphs[index].advance
            if takeFront { front += 1 } else { back -= 1 }
            takeFront.toggle()
        }
        if front == back {
            let whole = Self.trimmed(glyphs)
            return (whole.text + "\u{2026}", whole.width + ellipsis)
        }
        let head = Self.trimmed(Array(glyphs[..<front]))
        var tail = Array(glyphs[back...])
        while let first = tail.first, first.isSpace { tail.removeFirst() }
        let tailWidth = tail.reduce(0) { $0 + $1.advance }
        return (head.text + "\u{2026}" + String(tail.map(\.character)), head.width + ellipsis + tailWidth)
    }

    /// The text and width of `glyphs` with trailing spaces and newlines dropped.
    static func trimmed(_ glyphs: [TextGlyph]) -> (text: String, width: CGFloat) {
        var kept = glyphs
        while let last = kept.last, last.isSpace || last.characterClass == .newline { kept.removeLast() }
        return (String(kept.map(\.character)), kept.reduce(0) { $0 + $1.advance })
    }
}
