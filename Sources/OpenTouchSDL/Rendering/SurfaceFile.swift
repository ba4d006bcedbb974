import CSDL2Loader

/// Writes surfaces to files.
@MainActor
enum SurfaceFile {
    /// Writes `surface` as a BMP (SDL2 writes BMP only; PNG needs SDL_image).
    static func saveBMP(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws(SDLError) {
        guard let file = SDL_RWFromFile(path, "wb") else { throw SDLError(.file, "SDL_RWFromFile(\(path))") }
        guard SDL_SaveBMP_RW(surface, file, 1) == 0 else { throw SDLError(.file, "SDL_SaveBMP_RW(\(path))") }
    }
}
