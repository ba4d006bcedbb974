import CSDL2Loader
import Foundation

/// A rendered frame read back into memory: 32-bit ARGB pixels, row by row from the top left.
public struct CapturedFrame: Sendable, Equatable {
    /// The width, in pixels.
    public let width: Int
    /// The height, in pixels.
    public let height: Int
    /// The pixels as `0xAARRGGBB`, `width` per row, top row first.
    public let argb: [UInt32]

    /// Creates a frame from its pixels (`width × height` values, `0xAARRGGBB`).
    public init(width: Int, height: Int, argb: [UInt32]) {
        precondition(width >= 0 && height >= 0 && argb.count == width * height, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.argb = argb
    }

    /// Reads the current render target of `renderer` (an `SDL_Renderer *`).
    @MainActor
    static func read(from renderer: OpaquePointer) throws(SDLError) -> CapturedFrame {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &w, &h) == 0, w > 0, h > 0 else {
            throw SDLError(.surface, "SDL_GetRendererOutputSize")
        }
        var pixels = [UInt32](repeating: 0, count: Int(w) * Int(h))
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, w * 4)
        }
        guard status == 0 else { throw SDLError(.surface, "SDL_RenderReadPixels") }
        return CapturedFrame(width: Int(w), height: Int(h), argb: pixels)
    }

    /// The pixel at (`x`, `y`) from the top left; transparent black outside the frame.
    public func pixel(x: Int, y: Int) -> PixelColor {
        guard x >= 0, y >= 0, x < width, y < height else { return PixelColor(red: 0, green: 0, blue: 0, alpha: 0) }
        let value = argb[y * width + x]
        return PixelColor(red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF),
                          blue: UInt8(value & 0xFF), alpha: UInt8(value >> 24))
    }

    /// Writes the frame to `path` as a 32-bit BMP file.
    @MainActor
    public func saveBMP(to path: String) throws(SDLError) {
        try SDLLibrary.load()
        var copy = argb
        let result: Result<Void, SDLError> = copy.withUnsafeMutableBytes { buffer in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(buffer.baseAddress, Int32(width), Int32(height), 32,
                                                                   Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return .failure(SDLError(.surface, "SDL_CreateRGBSurfaceWithFormatFrom")) }
            defer { SDL_FreeSurface(surface) }
            return Result { () throws(SDLError) in try SurfaceFile.saveBMP(surface, to: path) }
        }
        try result.get()
    }
}
