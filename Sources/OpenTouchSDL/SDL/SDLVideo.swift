import CSDL2Loader
import Foundation

/// Starts and stops SDL's video subsystem, counting its users, on the main thread.
@MainActor
enum SDLVideo {
    /// How many hosts hold the video subsystem.
    private static var users = 0

    /// Starts the video subsystem (and the events subsystem it brings), or adds a user.
    ///
    /// - Parameters:
    ///   - driver: The video driver to ask for (`x11`, `wayland`, `offscreen`…), or nil for SDL's choice.
    ///   - handlesSignals: Whether SDL turns SIGINT and SIGTERM into `SDL_QUIT` (the first start decides).
    static func start(driver: String?, handlesSignals: Bool) throws(SDLError) {
        try SDLLibrary.load()
        if users == 0 {
            SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, handlesSignals ? "0" : "1")
            // A click that focuses the window is a touch too.
            SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
            // The window is a phone screen: leave the desktop's compositor and screensaver alone.
            SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
            SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
            if let driver {
                SDL_SetHint(SDL_HINT_VIDEODRIVER, driver)
            } else {
                SDL_ResetHint(SDL_HINT_VIDEODRIVER)
            }
            guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
                throw SDLError(.videoUnavailable, "SDL_Init(SDL_INIT_VIDEO)")
            }
            try checkDisplay(requested: driver)
        }
        users += 1
    }

    /// The drivers SDL may fall back to when it finds no display: they show nothing.
    static let displaylessDrivers: Set<String> = ["offscreen", "dummy"]

    /// Fails (stopping the subsystem again) when SDL settled on a driver without a display that
    /// was not asked for, by `requested` or the `SDL_VIDEODRIVER` environment variable.
    private static func checkDisplay(requested: String?) throws(SDLError) {
        let current = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard displaylessDrivers.contains(current) else { return }
        let asked = requested ?? ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
        guard !asked.split(separator: ",").contains(where: { $0 == current }) else { return }
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        throw SDLError(kind: .videoUnavailable, function: "SDL_Init(SDL_INIT_VIDEO)",
                       message: "no display: SDL found none and fell back to its \(current) driver, which shows nothing")
    }

    /// Removes a user; the last one stops the video subsystem.
    static func stop() {
        guard users > 0 else { return }
        users -= 1
        if users == 0 { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
    }
}
