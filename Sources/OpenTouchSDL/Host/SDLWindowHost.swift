import CSDL2Loader
import Foundation
import OpenTouch

/// A desktop window showing a scene: it draws the scene's windows every frame and feeds the
/// mouse and touch screen to the application as digitizer events.
///
/// ```swift
/// import OpenTouch
/// import OpenTouchSDL
///
/// let app = UIApplication(clock: SystemClock())
/// let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
/// let window = UIWindow(windowScene: scene)
/// window.rootViewController = MyViewController()
/// window.makeKeyAndVisible()
///
/// let host = try SDLWindowHost(scene: scene, options: .init(title: "My app", scale: 1))
/// host.run()                   // until the window is closed
/// ```
///
/// A frame (``step()``) reads SDL's events and posts the touch input to the application's
/// `UIApplication.eventFetcher` with timestamps on the clock's time base
/// (``SDLTimeBase``), has the application process it, gives the clock's timers their turn
/// (animations, display links, scroll deceleration, long-press timers), lays the windows out,
/// draws them (``SceneRenderer``) with a disc under each finger, and presents.
/// ``run(maxFrames:maxDuration:until:)`` repeats frames at ``Options/framesPerSecond`` until the
/// window closes or a limit is reached, waiting for SDL's events between frames (so each is
/// stamped when it arrives); a program with its own loop calls ``step()`` once per frame instead.
///
/// Everything happens on the main thread. Each frame fires the clock's due timers itself
/// (`UIApplication.runMainLoopTurn()`), so they run whether or not anything services the main
/// dispatch queue. With a `VirtualClock` the host
/// advances the clock one frame interval per frame and never sleeps, which suits tests.
///
/// One host reads all of SDL's events: open one window per process.
@MainActor
public final class SDLWindowHost {
    /// The application the window feeds.
    public let application: UIApplication
    /// The scene shown: its screen fills the window.
    public let scene: UIWindowScene
    /// How the window was opened and runs.
    public let options: Options
    /// Maps SDL's input events to digitizer events and knows which fingers are down.
    public let inputMapper: SDLInputMapper
    /// Maps SDL's key events for this window to the application's key events.
    public let keyboardMapper: SDLKeyboardMapper
    /// Draws the scene; its background colour and touch style can be changed.
    public let sceneRenderer: SceneRenderer
    /// How SDL timestamps become clock times.
    public let timeBase: SDLTimeBase
    /// The SDL window id.
    public let windowID: UInt32
    /// How many frames have been drawn.
    public private(set) var frameCount = 0
    /// Whether the window was closed, or SDL asked to quit: frames no longer run.
    public private(set) var isClosed = false
    /// Called after each frame is presented.
    public var onFrame: (@MainActor (SDLWindowHost) -> Void)?
    /// Whether ``close()`` first reads the scene, drawn as it is then, into ``frameAtClose``
    /// (for a screenshot of the last state when the user closes the window).
    public var capturesFrameOnClose = false
    /// The frame read when the window closed, if ``capturesFrameOnClose`` was set.
    public private(set) var frameAtClose: CapturedFrame?
    /// The name of SDL's renderer (`software`, `opengl`, …).
    public let rendererName: String

    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var stopRequested = false
    private var lastTimestamp: TimeInterval = -.infinity
    private var postedEvents: [DigitizerEvent] = []

    /// Opens a window for `scene`, `options.scale` window pixels per point of its screen.
    ///
    /// - Throws: ``SDLError`` when the SDL2 library is missing (``SDLError/Kind/libraryUnavailable``),
    ///   when no display is available (``SDLError/Kind/videoUnavailable``; also when SDL would fall
    ///   back to its `offscreen` or `dummy` driver that ``Options/videoDriver`` did not ask for),
    ///   or when the window or its renderer cannot be made.
    public init(scene: UIWindowScene, options: Options = Options()) throws(SDLError) {
        guard let application = scene.application else {
            throw SDLError(kind: .windowCreation, function: "SDLWindowHost", message: "the scene has no application")
        }
        self.application = application
        self.scene = scene
        self.options = options
        try SDLVideo.start(driver: options.videoDriver, handlesSignals: options.handlesSignals)

        let screen = scene.screen.bounds
        let scale = options.scale.isFinite && options.scale > 0 ? options.scale : 1
        let width = Int32(clamping: max(1, Int((Double(screen.width) * scale).rounded())))
        let height = Int32(clamping: max(1, Int((Double(screen.height) * scale).rounded())))
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        flags |= options.isHidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        // The software renderer draws into the window's surface; shown directly (XShm on X11)
        // rather than through a GL texture, which on a machine without a GPU means Mesa's
        // software GL drawing every pixel a second time.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, options.renderer == .software ? "0" : "1")
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let x = options.position.map { Int32(clamping: Int(Double($0.x).rounded().clampedToInt32)) } ?? centered
        let y = options.position.map { Int32(clamping: Int(Double($0.y).rounded().clampedToInt32)) } ?? centered
        guard let window = SDL_CreateWindow(options.title, x, y, width, height, flags) else {
            let error = SDLError(.windowCreation, "SDL_CreateWindow")
            SDLVideo.stop()
            throw error
        }
        guard let renderer = Self.makeRenderer(for: window, options: options) else {
            let error = SDLError(.rendererCreation, "SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            SDLVideo.stop()
            throw error
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        self.window = window
        self.renderer = renderer
        windowID = SDL_GetWindowID(window)
        var windowWidth: Int32 = 0, windowHeight: Int32 = 0
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        inputMapper = SDLInputMapper(windowID: windowID,
                                     windowSize: CGSize(width: Int(windowWidth), height: Int(windowHeight)),
                                     screenBounds: screen)
        keyboardMapper = SDLKeyboardMapper(windowID: windowID)
        sceneRenderer = SceneRenderer(renderer: renderer)
        timeBase = SDLTimeBase.measured(for: application.clock)
    }

    /// Opens a window for `window`'s scene.
    public convenience init(window: UIWindow, options: Options = Options()) throws(SDLError) {
        guard let scene = window.windowScene else {
            throw SDLError(kind: .windowCreation, function: "SDLWindowHost", message: "the window has no scene")
        }
        try self.init(scene: scene, options: options)
    }

    isolated deinit {
        close()
    }

    private static func makeRenderer(for window: OpaquePointer, options: Options) -> OpaquePointer? {
        switch options.renderer {
        case .software:
            return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        case .accelerated:
            let vsync = options.vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
            return SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsync)
        case .automatic:
            return SDL_CreateRenderer(window, -1, 0) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
    }

    // MARK: The loop

    /// Runs frames until the window closes or a limit is reached, pacing them at
    /// ``Options/framesPerSecond`` (sleeping between frames on a real clock; a virtual clock is
    /// advanced one frame interval per frame without sleeping).
    ///
    /// - Parameters:
    ///   - maxFrames: Stop after this many frames.
    ///   - maxDuration: Stop once this many seconds have passed on the application clock.
    ///   - condition: Checked after each frame; stop when it returns true.
    /// - Returns: Why it stopped.
    @discardableResult
    public func run(maxFrames: Int? = nil, maxDuration: TimeInterval? = nil,
                    until condition: (@MainActor () -> Bool)? = nil) -> StopReason {
        stopRequested = false
        let clock = application.clock
        let start = clock.now
        let framesAtStart = frameCount
        let interval = frameInterval
        let paced = ClockService.pacesInRealTime(clock)
        var nextFrame = ProcessInfo.processInfo.systemUptime
        while true {
            guard step() else { return .closed }
            if stopRequested { stopRequested = false; return .stopRequested }
            if let maxFrames, frameCount - framesAtStart >= maxFrames { return .frameLimit }
            if let maxDuration, clock.now - start >= maxDuration { return .timeLimit }
            if let condition, condition() { return .condition }
            if paced {
                nextFrame += interval
                let now = ProcessInfo.processInfo.systemUptime
                // Behind by more than a frame: start again from now rather than rush to catch up.
                if nextFrame < now - interval { nextFrame = now }
                waitForEvents(until: nextFrame)
            }
        }
    }

    /// Makes ``run(maxFrames:maxDuration:until:)`` return after the current frame.
    public func requestStop() {
        stopRequested = true
    }

    /// Seconds between frames.
    public var frameInterval: TimeInterval {
        let fps = options.framesPerSecond.isFinite && options.framesPerSecond > 0 ? options.framesPerSecond : 60
        return 1 / fps
    }

    /// Runs one frame without sleeping: reads SDL's events and posts the touch input, processes
    /// it, gives the clock's timers their turn, lays out, draws and presents.
    ///
    /// Events are stamped when SDL reads them from the display server, which `step()` makes it
    /// do at the start of the frame: a loop that waits between frames with
    /// ``waitForEvents(until:)`` (as ``run(maxFrames:maxDuration:until:)`` does) gets finer timestamps.
    ///
    /// - Returns: False once the window has been closed (or SDL asked to quit); the frame is
    ///   then not drawn.
    @discardableResult
    public func step() -> Bool {
        guard !isClosed else { return false }
        pollEvents()
        application.processPendingInput()
        if isClosed { return false }
        ClockService.serviceTimers(of: application, frameInterval: frameInterval)
        draw()
        if let renderer { SDL_RenderPresent(renderer) }
        frameCount += 1
        onFrame?(self)
        return !isClosed
    }

    /// Lays the scene's windows out and draws them, without presenting.
    private func draw() {
        guard renderer != nil else { return }
        for window in scene.windows where !window.isHidden { window.layoutIfNeeded() }
        let touches = options.showsTouches ? inputMapper.activeTouches.map(\.location) : []
        sceneRenderer.render(scene, touches: touches)
    }

    // MARK: Input

    /// Waits until the monotonic time `deadline` (`ProcessInfo.systemUptime`), taking SDL's
    /// events as they arrive: SDL stamps an event when it reads it from the display server, so
    /// reading while waiting, rather than at the next frame, gives each event its own time. The
    /// input is posted at once and processed in the next ``step()``. Returns early when the
    /// window closes. For loops that pace their own frames.
    public func waitForEvents(until deadline: TimeInterval) {
        var event = SDL_Event()
        while !isClosed {
            let remaining = deadline - ProcessInfo.processInfo.systemUptime
            guard remaining > 0.0005 else { break }
            let milliseconds = Int32(min(1000, max(1, (remaining * 1000).rounded(.up))))
            guard SDL_WaitEventTimeout(&event, milliseconds) != 0 else { continue }
            handle(event)
            while !isClosed, SDL_PollEvent(&event) != 0 { handle(event) }
            if !postedEvents.isEmpty {
                application.eventFetcher.post(contentsOf: postedEvents)
                postedEvents.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Reads every pending SDL event: quits and closes end the loop, input goes to the application.
    private func pollEvents() {
        var event = SDL_Event()
        postedEvents.removeAll(keepingCapacity: true)
        while !isClosed, SDL_PollEvent(&event) != 0 {
            handle(event)
        }
        if !postedEvents.isEmpty {
            application.eventFetcher.post(contentsOf: postedEvents)
            postedEvents.removeAll(keepingCapacity: true)
        }
    }

    private func handle(_ event: SDL_Event) {
        let now = application.clock.now
        var timestamp = timeBase.timestamp(ofTicks: event.common.timestamp, now: now)
        timestamp = max(timestamp, lastTimestamp)
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            closeFromEvent(at: timestamp)
            return
        case SDL_WINDOWEVENT where event.window.windowID == windowID:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_CLOSE:
                closeFromEvent(at: timestamp)
                return
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                updateWindowSize()
            default:
                break
            }
        default:
            break
        }
        if let digitizerEvent = inputMapper.map(event, timestamp: timestamp) {
            lastTimestamp = timestamp
            postedEvents.append(digitizerEvent)
        }
        postKeys(keyboardMapper.map(event, timestamp: timestamp))
    }

    /// Posts key events after the touches read before them, keeping SDL's order.
    private func postKeys(_ keys: [KeyboardEvent]) {
        guard let last = keys.last else { return }
        lastTimestamp = max(lastTimestamp, last.timestamp)
        if !postedEvents.isEmpty {
            application.eventFetcher.post(contentsOf: postedEvents)
            postedEvents.removeAll(keepingCapacity: true)
        }
        for key in keys { application.eventFetcher.post(key) }
    }

    private func updateWindowSize() {
        guard let window else { return }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        inputMapper.windowSize = CGSize(width: Int(width), height: Int(height))
    }

    /// The window is going away: fingers still down are cancelled, then the window closes.
    private func closeFromEvent(at timestamp: TimeInterval) {
        if let cancel = inputMapper.cancelAll(at: timestamp) { postedEvents.append(cancel) }
        postKeys(keyboardMapper.releaseAll(at: timestamp))
        application.eventFetcher.post(contentsOf: postedEvents)
        postedEvents.removeAll()
        application.processPendingInput()
        close()
    }

    // MARK: Frames out

    /// Draws the scene as it is now and reads the frame back (before presenting it).
    public func captureFrame() throws(SDLError) -> CapturedFrame {
        guard let renderer else { throw SDLError(kind: .surface, function: "captureFrame", message: "the window is closed") }
        draw()
        let frame = try CapturedFrame.read(from: renderer)
        SDL_RenderPresent(renderer)
        return frame
    }

    /// Draws the scene as it is now and writes the frame to `path` as a BMP file.
    public func saveScreenshot(to path: String) throws(SDLError) {
        try captureFrame().saveBMP(to: path)
    }

    /// Closes the window: fingers still down are cancelled (and processed), the renderer and
    /// window are destroyed, and SDL's video subsystem stops when no other host uses it.
    /// Closing twice is harmless.
    public func close() {
        guard !isClosed else { return }
        if capturesFrameOnClose, renderer != nil { frameAtClose = try? captureFrame() }
        isClosed = true
        if let cancel = inputMapper.cancelAll(at: max(application.clock.now, lastTimestamp)) {
            application.eventFetcher.post(cancel)
            application.processPendingInput()
        }
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let window { SDL_DestroyWindow(window) }
        renderer = nil
        window = nil
        SDLVideo.stop()
    }
}
