import CSDL2

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
        }
        users += 1
    }

    /// Removes a user; the last one stops the video subsystem.
    static func stop() {
        guard users > 0 else { return }
        users -= 1
        if users == 0 { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
    }
}
