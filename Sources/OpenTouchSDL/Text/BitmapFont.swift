import CSDL2

/// The 8×8 bitmap font that ships with SDL2 (`SDL_test_font`, in libsdl2-dev's libSDL2_test),
/// read once into bit rows so text can be drawn at any size and under any transform.
///
/// Glyphs are taken by drawing each printable ASCII character with `SDLTest_DrawCharacter` into
/// a small software surface and reading the pixels back; the font's texture cache is released
/// right after. Characters outside ASCII 32–126 are drawn as `?`.
@MainActor
enum BitmapFont {
    /// The glyph cell's side, in font dots.
    static let cellSize = 8
    /// The first and last characters read.
    static let firstCharacter: UInt32 = 32, lastCharacter: UInt32 = 126

    private static var glyphRows: [UInt8]?

    /// The eight rows of `character`'s glyph, bit 7 leftmost.
    static func rows(of character: Character) -> ArraySlice<UInt8> {
        let table = loadedRows()
        var code = character.unicodeScalars.count == 1 ? character.unicodeScalars.first!.value : 63
        if code < firstCharacter || code > lastCharacter { code = 63 }   // "?"
        let start = Int(code - firstCharacter) * cellSize
        return table[start..<(start + cellSize)]
    }

    /// Whether the font could be read (it always can when libSDL2_test works).
    static var isAvailable: Bool { !loadedRows().allSatisfy { $0 == 0 } }

    private static func loadedRows() -> [UInt8] {
        if let glyphRows { return glyphRows }
        let rows = readRows()
        glyphRows = rows
        return rows
    }

    private static func readRows() -> [UInt8] {
        let count = Int(lastCharacter - firstCharacter + 1)
        var rows = [UInt8](repeating: 0, count: count * cellSize)
        let width = Int32(count * cellSize), height = Int32(cellSize)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return rows }
        defer { SDL_FreeSurface(surface) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else { return rows }
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        for index in 0..<count {
            SDLTest_DrawCharacter(renderer, Int32(index * cellSize), 0, firstCharacter + UInt32(index))
        }
        SDL_RenderPresent(renderer)
        // The font caches one texture per character per renderer: drop them before the renderer goes.
        SDLTest_CleanupTextDrawing()
        SDL_DestroyRenderer(renderer)

        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard let pixels = surface.pointee.pixels else { return rows }
        let pitch = Int(surface.pointee.pitch)
        for y in 0..<cellSize {
            let line = pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for index in 0..<count {
                var bits: UInt8 = 0
                for x in 0..<cellSize where (line[index * cellSize + x] >> 16) & 0xFF > 127 {
                    bits |= 0x80 >> UInt8(x)
                }
                rows[index * cellSize + y] = bits
            }
        }
        return rows
    }
}
