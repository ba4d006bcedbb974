@testable import OpenTouchSDL
import Testing

/// OpenTouchSDL's own bitmap font, read from its ASCII art.
@Suite("The bitmap font")
struct BitmapFontTests {
    private static let printable = (32...126).map { Character(Unicode.Scalar(UInt8($0))) }

    @Test("every printable ASCII character has its own glyph; only the space is blank")
    func glyphsAreDistinct() {
        let glyphs = Self.printable.map { Array(BitmapFont.rows(of: $0)) }
        #expect(glyphs.count == 95)
        #expect(Set(glyphs).count == 95)
        #expect(glyphs[0].allSatisfy { $0 == 0 })
        #expect(glyphs.dropFirst().allSatisfy { rows in rows.contains { $0 != 0 } })
    }

    @Test("glyphs sit in columns 1 to 5 of the 8-dot cell, so neighbouring characters never touch")
    func glyphsLeaveSpace() {
        for character in Self.printable {
            let rows = BitmapFont.rows(of: character)
            #expect(rows.count == BitmapFont.cellSize)
            #expect(rows.allSatisfy { $0 & 0b1000_0011 == 0 }, "\(character) inks outside columns 1–5")
        }
    }

    @Test("capitals and digits stand on the baseline (row 6); only descenders reach row 7")
    func baseline() {
        for character in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" {
            let rows = Array(BitmapFont.rows(of: character))
            #expect(rows[6] != 0 && rows[7] == 0, "\(character)")
        }
        for character in "gjpqy" {
            #expect(BitmapFont.rows(of: character).last != 0, "\(character) has no descender")
        }
    }

    @Test("an I reads as a bar with serifs, as drawn in the art")
    func knownShape() {
        #expect(Array(BitmapFont.rows(of: "I")) == [0b0011_1000, 0b0001_0000, 0b0001_0000, 0b0001_0000,
                                                    0b0001_0000, 0b0001_0000, 0b0011_1000, 0])
    }

    @Test("characters outside printable ASCII are drawn as a question mark")
    func unprintable() {
        let question = Array(BitmapFont.rows(of: "?"))
        for character: Character in ["é", "\u{7F}", "\u{1F600}", "\t"] {
            #expect(Array(BitmapFont.rows(of: character)) == question)
        }
    }
}
