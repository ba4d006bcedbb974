/// OpenTouchSDL's bitmap font: 5 × 8 glyphs of printable ASCII in 8 × 8 cells, drawn as ASCII art
/// in ``strips`` and turned into bit rows once, so text can be drawn at any size and under any
/// transform. Characters outside ASCII 32–126 are drawn as `?`.
enum BitmapFont {
    /// The glyph cell's side, in font dots.
    static let cellSize = 8
    /// The columns a glyph's art has; it sits one column in from the cell's left edge.
    static let glyphWidth = 5
    /// The first and last characters drawn.
    static let firstCharacter: UInt32 = 32, lastCharacter: UInt32 = 126

    /// The eight rows of `character`'s glyph, bit 7 leftmost.
    static func rows(of character: Character) -> ArraySlice<UInt8> {
        var code = character.unicodeScalars.count == 1 ? character.unicodeScalars.first!.value : 63
        if code < firstCharacter || code > lastCharacter { code = 63 }   // "?"
        let start = Int(code - firstCharacter) * cellSize
        return glyphRows[start..<(start + cellSize)]
    }

    /// Every glyph's rows, `cellSize` per character, in code order.
    private static let glyphRows: [UInt8] = strips.flatMap(rows(ofStrip:))

    /// The rows of the glyphs in one strip of art, glyph after glyph.
    static func rows(ofStrip strip: String) -> [UInt8] {
        let lines = strip.split(separator: "\n").map(Array.init)
        precondition(lines.count == cellSize, "a strip of the font has \(cellSize) rows")
        let glyphCount = (lines[0].count + 1) / (glyphWidth + 1)
        var rows: [UInt8] = []
        for glyph in 0..<glyphCount {
            for line in lines {
                var bits: UInt8 = 0
                for column in 0..<glyphWidth where line[glyph * (glyphWidth + 1) + column] == "#" {
                    bits |= 0x40 >> UInt8(column)
                }
                rows.append(bits)
            }
        }
        return rows
    }
}
