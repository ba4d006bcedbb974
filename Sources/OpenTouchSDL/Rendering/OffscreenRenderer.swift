import CSDL2Loader
import Foundation
import OpenTouch

/// Renders scenes into memory with SDL's software renderer: no display, no window, no video
/// subsystem. For tests (read pixels back) and for snapshots of a scene (save a BMP).
///
/// ```swift
/// let offscreen = try OffscreenRenderer(width: 375, height: 667)
/// offscreen.render(scene)
/// print(offscreen.pixel(x: 10, y: 10))         // rgb(…)
/// try offscreen.saveBMP(to: "/tmp/scene.bmp")
/// ```
@MainActor
public final class OffscreenRenderer {
    /// The surface's size, in pixels.
    public let width: Int, height: Int
    /// The scene renderer drawing into the surface (its background colour and touch style can be set).
    public let sceneRenderer: SceneRenderer
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer

    /// Creates a `width` × `height` pixel surface (32-bit ARGB) and a software renderer for it.
    ///
    /// - Throws: ``SDLError`` when the size is not drawable, the SDL2 library is missing
    ///   (``SDLError/Kind/libraryUnavailable``), or SDL cannot make the surface.
    public init(width: Int, height: Int) throws(SDLError) {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw SDLError(kind: .surface, function: "OffscreenRenderer", message: "size \(width)×\(height) is not drawable")
        }
        try SDLLibrary.load()
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError(.surface, "SDL_CreateRGBSurfaceWithFormat")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = SDLError(.rendererCreation, "SDL_CreateSoftwareRenderer")
            SDL_FreeSurface(surface)
            throw error
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.renderer = renderer
        self.sceneRenderer = SceneRenderer(renderer: renderer)
    }

    /// Creates a surface for `screen`'s bounds at `scale` pixels per point.
    public convenience init(screen: UIScreen, scale: Double = 1) throws(SDLError) {
        try self.init(width: Int((Double(screen.bounds.width) * scale).rounded()),
                      height: Int((Double(screen.bounds.height) * scale).rounded()))
    }

    isolated deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Draws `scene` (its screen fills the surface) and the touch indicators at `touches` (screen points).
    public func render(_ scene: UIWindowScene, touches: [CGPoint] = []) {
        sceneRenderer.render(scene, touches: touches)
        SDL_RenderPresent(renderer)
    }

    /// Draws `windows` so that `screenBounds` fills the surface.
    public func render(windows: [UIWindow], screenBounds: CGRect, touches: [CGPoint] = []) {
        sceneRenderer.render(windows: windows, screenBounds: screenBounds, touches: touches)
        SDL_RenderPresent(renderer)
    }

    /// The pixel at (`x`, `y`), counted from the top left; transparent black outside the surface.
    public func pixel(x: Int, y: Int) -> PixelColor {
        guard x >= 0, y >= 0, x < width, y < height else { return PixelColor(red: 0, green: 0, blue: 0, alpha: 0) }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard let pixels = surface.pointee.pixels else { return PixelColor(red: 0, green: 0, blue: 0, alpha: 0) }
        let row = pixels.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
        let value = row[x]
        return PixelColor(red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF),
                          blue: UInt8(value & 0xFF), alpha: UInt8(value >> 24))
    }

    /// The whole surface, read into memory.
    public func capture() throws(SDLError) -> CapturedFrame {
        try CapturedFrame.read(from: renderer)
    }

    /// Writes the surface to `path` as a BMP file.
    public func saveBMP(to path: String) throws(SDLError) {
        try SurfaceFile.saveBMP(surface, to: path)
    }
}
