import Foundation

extension SDLWindowHost {
    /// How the window is opened and run.
    public struct Options: Sendable {
        /// The window title.
        public var title: String
        /// Window pixels per screen point: a 375 × 667-point screen at scale 2 opens a 750 × 1334 window.
        public var scale: Double
        /// Where the window's top left corner goes on the desktop, in desktop pixels; nil centres it.
        public var position: CGPoint?
        /// Which renderer draws the window.
        public var renderer: RendererKind
        /// Whether an accelerated renderer waits for the display's vertical blank when presenting.
        public var vsync: Bool
        /// Frames per second the loop aims for (``SDLWindowHost/run(maxFrames:maxDuration:until:)``);
        /// also the time step of a virtual clock per ``SDLWindowHost/step()``.
        public var framesPerSecond: Double
        /// Whether a disc is drawn under every finger that is down (and the mouse while pressed).
        public var showsTouches: Bool
        /// Whether the window is created hidden (tests that only need the loop and the renderer).
        public var isHidden: Bool
        /// The SDL video driver to ask for (`x11`, `wayland`, `offscreen`, …); nil lets SDL choose
        /// (it honours `SDL_VIDEODRIVER`).
        public var videoDriver: String?
        /// Whether SDL turns SIGINT and SIGTERM into a quit event, so Ctrl-C closes the window
        /// cleanly (set by the first host of the process).
        public var handlesSignals: Bool

        /// Creates options; every parameter has the default described on its property.
        public init(title: String = "OpenTouch", scale: Double = 1, position: CGPoint? = nil,
                    renderer: RendererKind = .software, vsync: Bool = true, framesPerSecond: Double = 60,
                    showsTouches: Bool = true, isHidden: Bool = false, videoDriver: String? = nil,
                    handlesSignals: Bool = true) {
            self.title = title
            self.scale = scale
            self.position = position
            self.renderer = renderer
            self.vsync = vsync
            self.framesPerSecond = framesPerSecond
            self.showsTouches = showsTouches
            self.isHidden = isHidden
            self.videoDriver = videoDriver
            self.handlesSignals = handlesSignals
        }
    }
}
