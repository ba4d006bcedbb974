import CSDL2Loader
import Foundation
import Testing

/// CSDL2Loader declares SDL2's types by hand; they must match SDL2's ABI. This compiles a C
/// program against SDL2's real headers (from libsdl2-dev) and compares sizes, offsets and
/// constants with the hand-written declarations as Swift sees them.
/// Where SDL2's headers are.
enum SDLHeaders {
    static let includeDirectories = ["/usr/include", "/usr/local/include", "/opt/homebrew/include"]

    /// The directory to pass with `-I`, when the headers are installed.
    static var includeDirectory: String? {
        CHeaderProbe.includeDirectory(for: "SDL2/SDL.h", in: includeDirectories)
    }

    /// Whether the headers and a C compiler are there.
    static var arePresent: Bool { includeDirectory != nil && CHeaderProbe.compiler != nil }
}

@Suite("The hand-written SDL2 declarations match SDL2's headers",
       .enabled(if: SDLHeaders.arePresent || WindowTestEnvironment.systemLibrariesRequired,
                "needs SDL2's headers (apt-get install libsdl2-dev) and a C compiler; set OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES=1 to make their absence a failure"))
struct SDLDeclarationTests {
    /// Each key (see ``CHeaderProbe``) with the value the hand-written declarations give it.
    static let declared: [(String, Int?)] = [
        ("SDL_Rect.size", MemoryLayout<SDL_Rect>.size),
        ("SDL_FRect.size", MemoryLayout<SDL_FRect>.size),
        ("SDL_FPoint.size", MemoryLayout<SDL_FPoint>.size),
        ("SDL_Color.size", MemoryLayout<SDL_Color>.size),
        ("SDL_Vertex.size", MemoryLayout<SDL_Vertex>.size),
        ("SDL_Vertex.color", MemoryLayout<SDL_Vertex>.offset(of: \.color)),
        ("SDL_Vertex.tex_coord", MemoryLayout<SDL_Vertex>.offset(of: \.tex_coord)),
        ("SDL_Surface.size", MemoryLayout<SDL_Surface>.size),
        ("SDL_Surface.w", MemoryLayout<SDL_Surface>.offset(of: \.w)),
        ("SDL_Surface.pitch", MemoryLayout<SDL_Surface>.offset(of: \.pitch)),
        ("SDL_Surface.pixels", MemoryLayout<SDL_Surface>.offset(of: \.pixels)),
        ("SDL_Surface.refcount", MemoryLayout<SDL_Surface>.offset(of: \.refcount)),
        ("SDL_RendererInfo.size", MemoryLayout<SDL_RendererInfo>.size),
        ("SDL_RendererInfo.flags", MemoryLayout<SDL_RendererInfo>.offset(of: \.flags)),
        ("SDL_RendererInfo.max_texture_height", MemoryLayout<SDL_RendererInfo>.offset(of: \.max_texture_height)),
        ("SDL_Event.size", MemoryLayout<SDL_Event>.size),
        ("SDL_CommonEvent.size", MemoryLayout<SDL_CommonEvent>.size),
        ("SDL_CommonEvent.timestamp", MemoryLayout<SDL_CommonEvent>.offset(of: \.timestamp)),
        ("SDL_WindowEvent.size", MemoryLayout<SDL_WindowEvent>.size),
        ("SDL_WindowEvent.windowID", MemoryLayout<SDL_WindowEvent>.offset(of: \.windowID)),
        ("SDL_WindowEvent.event", MemoryLayout<SDL_WindowEvent>.offset(of: \.event)),
        ("SDL_WindowEvent.data1", MemoryLayout<SDL_WindowEvent>.offset(of: \.data1)),
        ("SDL_MouseMotionEvent.size", MemoryLayout<SDL_MouseMotionEvent>.size),
        ("SDL_MouseMotionEvent.which", MemoryLayout<SDL_MouseMotionEvent>.offset(of: \.which)),
        ("SDL_MouseMotionEvent.state", MemoryLayout<SDL_MouseMotionEvent>.offset(of: \.state)),
        ("SDL_MouseMotionEvent.x", MemoryLayout<SDL_MouseMotionEvent>.offset(of: \.x)),
        ("SDL_MouseMotionEvent.y", MemoryLayout<SDL_MouseMotionEvent>.offset(of: \.y)),
        ("SDL_MouseButtonEvent.size", MemoryLayout<SDL_MouseButtonEvent>.size),
        ("SDL_MouseButtonEvent.which", MemoryLayout<SDL_MouseButtonEvent>.offset(of: \.which)),
        ("SDL_MouseButtonEvent.button", MemoryLayout<SDL_MouseButtonEvent>.offset(of: \.button)),
        ("SDL_MouseButtonEvent.x", MemoryLayout<SDL_MouseButtonEvent>.offset(of: \.x)),
        ("SDL_MouseButtonEvent.y", MemoryLayout<SDL_MouseButtonEvent>.offset(of: \.y)),
        ("SDL_TouchFingerEvent.size", MemoryLayout<SDL_TouchFingerEvent>.size),
        ("SDL_TouchFingerEvent.touchId", MemoryLayout<SDL_TouchFingerEvent>.offset(of: \.touchId)),
        ("SDL_TouchFingerEvent.fingerId", MemoryLayout<SDL_TouchFingerEvent>.offset(of: \.fingerId)),
        ("SDL_TouchFingerEvent.x", MemoryLayout<SDL_TouchFingerEvent>.offset(of: \.x)),
        ("SDL_TouchFingerEvent.pressure", MemoryLayout<SDL_TouchFingerEvent>.offset(of: \.pressure)),
        ("SDL_TouchFingerEvent.windowID", MemoryLayout<SDL_TouchFingerEvent>.offset(of: \.windowID)),
        ("SDL_QuitEvent.size", MemoryLayout<SDL_QuitEvent>.size),
        ("SDL_Keysym.size", MemoryLayout<SDL_Keysym>.size),
        ("SDL_Keysym.sym", MemoryLayout<SDL_Keysym>.offset(of: \.sym)),
        ("SDL_Keysym.mod", MemoryLayout<SDL_Keysym>.offset(of: \.mod)),
        ("SDL_KeyboardEvent.size", MemoryLayout<SDL_KeyboardEvent>.size),
        ("SDL_KeyboardEvent.windowID", MemoryLayout<SDL_KeyboardEvent>.offset(of: \.windowID)),
        ("SDL_KeyboardEvent.state", MemoryLayout<SDL_KeyboardEvent>.offset(of: \.state)),
        ("SDL_KeyboardEvent.repeat", MemoryLayout<SDL_KeyboardEvent>.offset(of: \.`repeat`)),
        ("SDL_KeyboardEvent.keysym", MemoryLayout<SDL_KeyboardEvent>.offset(of: \.keysym)),
        ("SDL_TextInputEvent.size", MemoryLayout<SDL_TextInputEvent>.size),
        ("SDL_TextInputEvent.text", MemoryLayout<SDL_TextInputEvent>.offset(of: \.text)),
    ]

    /// The constants, as Swift sees them.
    static let constants: [(String, Int)] = [
        ("=SDL_QUIT", Int(SDL_QUIT.rawValue)),
        ("=SDL_WINDOWEVENT", Int(SDL_WINDOWEVENT.rawValue)),
        ("=SDL_KEYDOWN", Int(SDL_KEYDOWN.rawValue)),
        ("=SDL_KEYUP", Int(SDL_KEYUP.rawValue)),
        ("=SDL_TEXTINPUT", Int(SDL_TEXTINPUT.rawValue)),
        ("=SDL_TEXTINPUTEVENT_TEXT_SIZE", Int(SDL_TEXTINPUTEVENT_TEXT_SIZE)),
        ("=SDL_MOUSEMOTION", Int(SDL_MOUSEMOTION.rawValue)),
        ("=SDL_MOUSEBUTTONDOWN", Int(SDL_MOUSEBUTTONDOWN.rawValue)),
        ("=SDL_MOUSEBUTTONUP", Int(SDL_MOUSEBUTTONUP.rawValue)),
        ("=SDL_FINGERDOWN", Int(SDL_FINGERDOWN.rawValue)),
        ("=SDL_FINGERUP", Int(SDL_FINGERUP.rawValue)),
        ("=SDL_FINGERMOTION", Int(SDL_FINGERMOTION.rawValue)),
        ("=SDL_WINDOWEVENT_HIDDEN", Int(SDL_WINDOWEVENT_HIDDEN.rawValue)),
        ("=SDL_WINDOWEVENT_RESIZED", Int(SDL_WINDOWEVENT_RESIZED.rawValue)),
        ("=SDL_WINDOWEVENT_SIZE_CHANGED", Int(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)),
        ("=SDL_WINDOWEVENT_MINIMIZED", Int(SDL_WINDOWEVENT_MINIMIZED.rawValue)),
        ("=SDL_WINDOWEVENT_FOCUS_LOST", Int(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)),
        ("=SDL_WINDOWEVENT_CLOSE", Int(SDL_WINDOWEVENT_CLOSE.rawValue)),
        ("=SDL_WINDOW_SHOWN", Int(SDL_WINDOW_SHOWN.rawValue)),
        ("=SDL_WINDOW_HIDDEN", Int(SDL_WINDOW_HIDDEN.rawValue)),
        ("=SDL_WINDOW_ALLOW_HIGHDPI", Int(SDL_WINDOW_ALLOW_HIGHDPI.rawValue)),
        ("=SDL_WINDOWPOS_CENTERED_MASK", Int(SDL_WINDOWPOS_CENTERED_MASK)),
        ("=SDL_RENDERER_SOFTWARE", Int(SDL_RENDERER_SOFTWARE.rawValue)),
        ("=SDL_RENDERER_ACCELERATED", Int(SDL_RENDERER_ACCELERATED.rawValue)),
        ("=SDL_RENDERER_PRESENTVSYNC", Int(SDL_RENDERER_PRESENTVSYNC.rawValue)),
        ("=SDL_BLENDMODE_NONE", Int(SDL_BLENDMODE_NONE.rawValue)),
        ("=SDL_BLENDMODE_BLEND", Int(SDL_BLENDMODE_BLEND.rawValue)),
        ("=SDL_PIXELFORMAT_ARGB8888", Int(SDL_PIXELFORMAT_ARGB8888.rawValue)),
        ("=SDL_INIT_VIDEO", Int(SDL_INIT_VIDEO)),
        ("=SDL_BUTTON_LEFT", Int(SDL_BUTTON_LEFT)),
        ("=SDL_BUTTON_RIGHT", Int(SDL_BUTTON_RIGHT)),
        ("=SDL_TOUCH_MOUSEID", Int(SDL_TOUCH_MOUSEID)),
    ]

    @Test("struct sizes and field offsets are SDL2's")
    func layouts() throws {
        try compare(Self.declared)
    }

    @Test("event types, window events, flags and the pixel format have SDL2's values")
    func constantValues() throws {
        try compare(Self.constants.map { ($0.0, Optional($0.1)) })
    }

    private func compare(_ expected: [(String, Int?)]) throws {
        let directory = try #require(SDLHeaders.includeDirectory, "SDL2's headers were not found")
        let measured = try CHeaderProbe.measure(expected.map(\.0), includes: ["SDL2/SDL.h"], includeDirectory: directory)
        for (key, value) in expected {
            #expect(measured[key] != nil, "\(key) was not measured")
            #expect(measured[key] == value, "\(key): SDL2's headers say \(measured[key] ?? -1), CSDL2Loader \(value ?? -1)")
        }
    }
}
