import Foundation

/// One character ready for layout: its class, advance and the heights its font gives a line.
struct TextGlyph {
    let character: Character
    let characterClass: TextMeasurement.CharacterClass
    /// The advance in points, kern included.
    let advance: CGFloat
    /// The font's ascender − descender.
    let height: CGFloat
    /// The font's leading.
    let leading: CGFloat
    /// The advance of an ellipsis (`…`) in the glyph's font, for truncation.
    let ellipsis: CGFloat
    /// The paragraph style in force, if any.
    let style: NSParagraphStyle?

    /// Spaces and tabs: they may end a line and hang past its edge.
    var isSpace: Bool { characterClass == .space || characterClass == .tab }

    /// The same glyph with its font scaled by `factor` (kern included).
    func scaled(by factor: CGFloat) -> TextGlyph {
        TextGlyph(character: character, characterClass: characterClass, advance: advance * factor,
                  height: height * factor, leading: leading * factor, ellipsis: ellipsis * factor, style: style)
    }

    /// The glyphs of `string`: each run's font (else `font`), kern (`.kern`, else `.tracking`)
    /// and paragraph style (else `style`).
    static func glyphs(of string: NSAttributedString, font: UIFont, style: NSParagraphStyle?) -> [TextGlyph] {
        let length = string.length
        guard length > 0 else { return [] }
        let whole = string.string
        let text = whole as NSString
        var glyphs: [TextGlyph] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            // A run over the whole text (plain text: the common case) reads the string itself,
            // the same characters without the copy `substring(with:)` makes (about 10,000
            // instructions for a label's line).
            let runText = range.location == 0 && range.length == length ? whole : text.substring(with: range)
            let runFont = attributes[.font] as? UIFont ?? font
            let kern = number(attributes[.kern]) ?? number(attributes[.tracking]) ?? 0
            let runStyle = attributes[.paragraphStyle] as? NSParagraphStyle ?? style
            appendRun(runText, font: runFont, kern: kern, style: runStyle, to: &glyphs)
        }
        return glyphs
    }

    /// Appends the glyphs of one run of text in `font` with `kern` and `style`.
    static func appendRun(_ text: String, font: UIFont, kern: CGFloat, style: NSParagraphStyle?,
                          to glyphs: inout [TextGlyph]) {
        let height = font.ascender - font.descender
        let ellipsis = TextMeasurement.advance(of: .wide, in: font)
        for character in text {
            let characterClass = TextMeasurement.classify(character)
            let advance = TextMeasurement.advance(of: characterClass, in: font)
                + (characterClass == .newline ? 0 : kern)
            glyphs.append(TextGlyph(character: character, characterClass: characterClass, advance: advance,
                                    height: height, leading: font.leading, ellipsis: ellipsis, style: style))
        }
    }

    /// A finite number from an attribute value (`CGFloat`, `Double`, `Int`, `NSNumber`…), else nil.
    static func number(_ value: Any?) -> CGFloat? {
        let result: CGFloat?
        switch value {
        case let value as CGFloat: result = value
        case let value as Double: result = CGFloat(value)
        case let value as Float: result = CGFloat(value)
        case let value as Int: result = CGFloat(value)
        case let value as NSNumber: result = CGFloat(value.doubleValue)
        default: result = nil
        }
        guard let result, result.isFinite else { return nil }
        return result
    }
}

/// Text broken into lines: where each line starts and ends, how wide and tall it is.
struct TextLayout {
    /// What limits the layout.
    struct Options {
        /// The width lines wrap at; nil (or not finite, or not positive) for no wrapping but at newlines.
        var width: CGFloat?
        /// The most lines; 0 for any number.
        var maximumLines = 0
        /// The most height; lines that would end below it are left out (one line always stays).
        var maximumHeight: CGFloat?
        /// Whether fonts' leading is added to line heights.
        var usesFontLeading = true
    }

    /// One line.
    struct Line {
        /// The glyphs on the line, trailing spaces included.
        var range: Range<Int>
        /// The width of the glyphs, trailing spaces excluded.
        var width: CGFloat
        /// The head indent the line starts at.
        var indent: CGFloat
        /// The width available to the line (nil: unlimited).
        var available: CGFloat?
        var top: CGFloat
        var height: CGFloat
        /// The end of the line's paragraph (newline excluded).
        var paragraphEnd: Int
        /// The paragraph style in force on the line.
        var style: NSParagraphStyle?
    }

    let glyphs: [TextGlyph]
    var lines: [Line] = []
    /// Whether text remains after the last line (limited by lines or height).
    var isTruncated = false

    /// The size of the lines: the widest line with its indent, and the bottom of the last line.
    var size: CGSize {
        guard let last = lines.last else { return .zero }
        return CGSize(width: lines.map { $0.indent + $0.width }.max() ?? 0, height: last.top + last.height)
    }

    /// The text of `line`, trailing spaces and the newline left out.
    func text(of line: Line) -> String {
        var characters = glyphs[line.range].map(\.character)
        while let last = characters.last, last.isNewline || last == " " || last == "\t" { characters.removeLast() }
        return String(characters)
    }

    /// Lays `glyphs` out under `options`.
    init(glyphs: [TextGlyph], options: Options) {
        self.glyphs = glyphs
        guard !glyphs.isEmpty else { return }
        let width = options.width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var start = 0
        var y: CGFloat = 0
        var previousStyle: NSParagraphStyle?
        var isFirstParagraph = true
        while start <= glyphs.count {
            var end = start
            while end < glyphs.count, glyphs[end].characterClass != .newline { end += 1 }
            // A paragraph after a final newline exists only to give the newline its empty line.
            if start == glyphs.count, start > 0, glyphs[start - 1].characterClass != .newline { break }
            let style = glyphs[min(start, glyphs.count - 1)].style
            if !isFirstParagraph {
                y += (previousStyle?.paragraphSpacing ?? 0) + (style?.paragraphSpacingBefore ?? 0)
            }
            guard layOutParagraph(start..<end, style: style, width: width, options: options, y: &y) else {
                isTruncated = true
                return
            }
            previousStyle = style
            isFirstParagraph = false
            start = end + 1
        }
    }

    /// Breaks one paragraph into lines; false when a limit stopped it.
    private mutating func layOutParagraph(_ paragraph: Range<Int>, style: NSParagraphStyle?, width: CGFloat?,
                                          options: Options, y: inout CGFloat) -> Bool {
        let charWrapping = style?.lineBreakMode == .byCharWrapping
        var lineStart = paragraph.lowerBound
        var isFirstLine = true
        repeat {
            let indent = max(0, isFirstLine ? style?.firstLineHeadIndent ?? 0 : style?.headIndent ?? 0)
            let available = availableWidth(width: width, indent: indent, style: style)
            let lineEnd = breakLine(from: lineStart, in: paragraph, available: available, charWrapping: charWrapping)
            var next = lineEnd
            while next < paragraph.upperBound, glyphs[next].isSpace { next += 1 }
            let height = lineHeight(lineStart..<max(lineEnd, lineStart), paragraph: paragraph, style: style,
                                    usesFontLeading: options.usesFontLeading)
            let top = lines.last.map { y + ($0.style?.lineSpacing ?? 0) } ?? y
            if options.maximumLines > 0, lines.count >= options.maximumLines { return false }
            if let maximumHeight = options.maximumHeight, !lines.isEmpty, top + height > maximumHeight + 1e-9 {
                return false
            }
            let range = lineStart..<(next == paragraph.upperBound ? min(next + 1, glyphs.count) : next)
            lines.append(Line(range: range, width: contentWidth(lineStart..<lineEnd), indent: indent,
                              available: available, top: top, height: height,
                              paragraphEnd: paragraph.upperBound, style: style))
            y = top + height
            lineStart = next
            isFirstLine = false
        } while lineStart < paragraph.upperBound
        return true
    }

    /// The width left for a line: the wrapping width less the head indent and the tail indent.
    private func availableWidth(width: CGFloat?, indent: CGFloat, style: NSParagraphStyle?) -> CGFloat? {
        let tail = style?.tailIndent ?? 0
        if tail > 0 { return max(0, min(width ?? .infinity, tail) - indent) }
        guard let width else { return nil }
        return max(0, width + tail - indent)
    }

    /// Where the line starting at `start` ends: before the first glyph that would pass
    /// `available`, moved back to the last break opportunity (after spaces, around full-width
    /// characters) unless characters wrap or the word fills the line. A line takes one glyph at least.
    private func breakLine(from start: Int, in paragraph: Range<Int>, available: CGFloat?, charWrapping: Bool) -> Int {
        guard let available else { return paragraph.upperBound }
        var x: CGFloat = 0
        var lastBreak: Int?
        var index = start
        while index < paragraph.upperBound {
            let glyph = glyphs[index]
            if glyph.isSpace {
                x += glyph.advance
                index += 1
                lastBreak = index
                continue
            }
            if glyph.characterClass == .fullWidth, index > start { lastBreak = index }
            if index > start, x + glyph.advance > available + 1e-9 {
                if charWrapping { return index }
                if let lastBreak, lastBreak > start { return lastBreak }
                return index
            }
            x += glyph.advance
            index += 1
            if glyph.characterClass == .fullWidth { lastBreak = index }
        }
        return paragraph.upperBound
    }

    /// The advances of `range`, trailing spaces and invisible characters left out.
    func contentWidth(_ range: Range<Int>) -> CGFloat {
        var end = range.upperBound
        while end > range.lowerBound, glyphs[end - 1].isSpace || glyphs[end - 1].characterClass == .zeroWidth {
            end -= 1
        }
        return glyphs[range.lowerBound..<end].reduce(0) { $0 + $1.advance }
    }

    /// The tallest font's line height on the line (the paragraph's own for an empty line), shaped
    /// by the paragraph style's multiple, minimum and maximum.
    private func lineHeight(_ range: Range<Int>, paragraph: Range<Int>, style: NSParagraphStyle?,
                            usesFontLeading: Bool) -> CGFloat {
        let measured = range.isEmpty
            ? [glyphs[min(paragraph.lowerBound, glyphs.count - 1)]]
            : Array(glyphs[range])
        var height = measured.map { $0.height + (usesFontLeading ? $0.leading : 0) }.max() ?? 0
        guard let style else { return height }
        if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        return height
    }
}
