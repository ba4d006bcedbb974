import CSDL2Loader

/// A failure reported by SDL, with the call that failed and SDL's own message.
///
/// The most common ones are ``Kind/videoUnavailable``, when no display can be reached (`DISPLAY`
/// unset, no X server or Wayland compositor running), and ``Kind/libraryUnavailable``, when the
/// SDL2 library itself is not installed.
public struct SDLError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong, broadly.
    public enum Kind: Sendable, Equatable {
        /// The SDL2 library could not be opened, or lacks a function OpenTouchSDL needs
        /// (see ``SDLLibrary``); the message names the package to install.
        case libraryUnavailable
        /// The video subsystem could not start: usually no display is available.
        case videoUnavailable
        /// The window could not be created.
        case windowCreation
        /// No renderer could be created for the window or surface.
        case rendererCreation
        /// A surface could not be created or read.
        case surface
        /// A file could not be written.
        case file
    }

    /// What went wrong, broadly.
    public let kind: Kind
    /// The SDL function that failed, such as `SDL_CreateWindow`.
    public let function: String
    /// SDL's error text (`SDL_GetError()`) at the time of the failure.
    public let message: String

    /// Creates an error for `function`, reading SDL's current error text.
    init(_ kind: Kind, _ function: String) {
        self.kind = kind
        self.function = function
        self.message = String(cString: SDL_GetError())
    }

    /// Creates an error with the given text.
    public init(kind: Kind, function: String, message: String) {
        self.kind = kind
        self.function = function
        self.message = message
    }

    /// `function` failed: `message`, with a hint when no display is available.
    public var description: String {
        if kind == .libraryUnavailable { return message }
        var text = "\(function) failed: \(message.isEmpty ? "(no message from SDL)" : message)"
        if kind == .videoUnavailable {
            text += " (is a display available? Set DISPLAY or WAYLAND_DISPLAY, or run under Xvfb: "
                + "xvfb-run -a swift run opentouch window)"
        }
        return text
    }
}
