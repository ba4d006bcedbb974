import CSDL2Loader
import Foundation
import OpenTouch
import OpenTouchSDL
import Testing

/// A view that records the phases it sees.
@MainActor
private final class PhaseView: UIView {
    var phases: [String] = []
    var timestamps: [TimeInterval] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("began")
        timestamps.append(touches.first?.timestamp ?? -1)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
}

/// The window host's loop in process, on SDL's `offscreen` video driver (a real SDL window with no
/// display), input pushed into SDL's event queue: no X server needed.
@MainActor
@Suite("The window host's loop, on SDL's offscreen driver", .serialized,
       .enabled(if: WindowTestEnvironment.sdlTestsEnabled, WindowTestEnvironment.sdlSkipReason))
struct HostLoopTests {
    private static let options = SDLWindowHost.Options(title: "test", scale: 2, isHidden: true,
                                                       videoDriver: "offscreen", handlesSignals: false)

    private func scene(_ application: UIApplication) -> (UIWindowScene, UIView) {
        let scene = UIWindowScene(application: application, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 100)))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.rootViewController!.view.backgroundColor = .white
        window.makeKeyAndVisible()
        return (scene, window.rootViewController!.view)
    }

    private func push(_ type: SDL_EventType, x: Int32, y: Int32, window: UInt32) {
        var event = SDL_Event()
        event.type = type.rawValue
        if type == SDL_MOUSEMOTION {
            event.motion.windowID = window
            event.motion.state = 1
            event.motion.x = x
            event.motion.y = y
        } else {
            event.button.windowID = window
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = x
            event.button.y = y
        }
        SDL_PushEvent(&event)
    }

    @Test("a click pushed into SDL's queue presses and releases a button: touchUpInside and its action")
    func clickReachesButton() throws {
        let application = UIApplication(clock: VirtualClock())
        let (scene, root) = scene(application)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
        var actions = 0
        button.addAction(UIAction { _ in actions += 1 }, for: .touchUpInside)
        root.addSubview(button)
        let recorder = TraceRecorder(application: application)
        let host = try SDLWindowHost(scene: scene, options: Self.options)
        defer { host.close() }

        push(SDL_MOUSEBUTTONDOWN, x: 200, y: 100, window: host.windowID)       // (100, 50) in points
        host.step()
        #expect(button.isHighlighted)
        #expect(host.inputMapper.activeTouches.map(\.location) == [CGPoint(x: 100, y: 50)])
        push(SDL_MOUSEBUTTONUP, x: 200, y: 100, window: host.windowID)
        host.step()
        #expect(!button.isHighlighted)
        #expect(actions == 1)
        let events = recorder.records.compactMap { record -> UIControl.Event? in
            if case .controlEvents(let control, let events) = record, control === button { return events }
            return nil
        }
        #expect(events.contains(.touchDown) && events.contains(.touchUpInside))
        #expect(host.frameCount == 2)
    }

    @Test("the window's frame is what the scene renderer draws, at the window's scale")
    func capture() throws {
        let application = UIApplication(clock: VirtualClock())
        let (scene, root) = scene(application)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        box.backgroundColor = .red
        root.addSubview(box)
        let host = try SDLWindowHost(scene: scene, options: Self.options)
        defer { host.close() }
        host.step()
        let frame = try host.captureFrame()
        #expect(frame.width == 400 && frame.height == 200)
        #expect(frame.pixel(x: 10, y: 10) == PixelColor(red: 255, green: 0, blue: 0))
        #expect(frame.pixel(x: 250, y: 150) == PixelColor(red: 255, green: 255, blue: 255))
    }

    @Test("run stops at the frame limit, the time limit (on the virtual clock) and the stop condition")
    func runLimits() throws {
        let clock = VirtualClock()
        let application = UIApplication(clock: clock)
        let (scene, _) = scene(application)
        let host = try SDLWindowHost(scene: scene, options: Self.options)
        defer { host.close() }
        #expect(host.run(maxFrames: 5) == .frameLimit)
        #expect(host.frameCount == 5)
        let start = clock.now
        #expect(host.run(maxDuration: 0.5) == .timeLimit)
        #expect(abs(clock.now - start - 0.5) < host.frameInterval + 1e-9)
        var frames = 0
        #expect(host.run(until: { frames += 1; return frames == 3 }) == .condition)
        host.onFrame = { $0.requestStop() }
        #expect(host.run() == .stopRequested)
    }

    @Test("timers and animations run with the frames: a long press fires on the virtual clock")
    func timersRun() throws {
        let clock = VirtualClock()
        let application = UIApplication(clock: clock)
        let (scene, root) = scene(application)
        var began = 0
        let press = UILongPressGestureRecognizer { recognizer in if recognizer.state == .began { began += 1 } }
        root.addGestureRecognizer(press)
        let host = try SDLWindowHost(scene: scene, options: Self.options)
        defer { host.close() }
        push(SDL_MOUSEBUTTONDOWN, x: 20, y: 20, window: host.windowID)
        host.run(maxDuration: 0.3)
        #expect(began == 0)
        host.run(maxDuration: 0.4)
        #expect(began == 1)
    }

    @Test("waiting between frames takes events as they come and posts them; the next frame delivers them")
    func waitingTakesEvents() throws {
        let application = UIApplication(clock: VirtualClock())
        let (scene, root) = scene(application)
        let view = PhaseView(frame: root.bounds)
        root.addSubview(view)
        let host = try SDLWindowHost(scene: scene, options: Self.options)
        defer { host.close() }
        push(SDL_MOUSEBUTTONDOWN, x: 20, y: 20, window: host.windowID)
        host.waitForEvents(until: ProcessInfo.processInfo.systemUptime + 0.05)
        #expect(host.inputMapper.activeTouches.count == 1)
        application.processPendingInput()
        #expect(view.phases == ["began"])
        push(SDL_MOUSEBUTTONUP, x: 20, y: 20, window: host.windowID)
        host.step()
        #expect(view.phases == ["began", "ended"])
    }

    @Test("SDL_QUIT closes the window; a finger still down is cancelled first")
    func quitCancels() throws {
        let application = UIApplication(clock: VirtualClock())
        let (scene, root) = scene(application)
        let view = PhaseView(frame: root.bounds)
        root.addSubview(view)
        let host = try SDLWindowHost(scene: scene, options: Self.options)
        push(SDL_MOUSEBUTTONDOWN, x: 20, y: 20, window: host.windowID)
        host.step()
        push(SDL_MOUSEMOTION, x: 60, y: 20, window: host.windowID)
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDL_PushEvent(&quit)
        #expect(host.run(maxFrames: 100) == .closed)
        #expect(host.isClosed)
        #expect(view.phases == ["began", "moved", "cancelled"])
        #expect(!host.step())
    }

    @Test("on the system clock, touches carry SDL's event time on the clock's time base")
    func realTimestamps() throws {
        let clock = SystemClock()
        let application = UIApplication(clock: clock)
        let (scene, root) = scene(application)
        let view = PhaseView(frame: root.bounds)
        root.addSubview(view)
        let host = try SDLWindowHost(scene: scene, options: Self.options)
        defer { host.close() }
        let before = clock.now
        push(SDL_MOUSEBUTTONDOWN, x: 20, y: 20, window: host.windowID)
        Thread.sleep(forTimeInterval: 0.05)
        host.step()
        let after = clock.now
        let stamp = try #require(view.timestamps.first)
        // Stamped when SDL queued it (within its millisecond resolution), not when the frame read it.
        #expect(stamp >= before - 0.002 && stamp <= before + 0.02, "\(before) ≤ \(stamp) ≪ \(after)")
        #expect(after - stamp >= 0.04)
    }
}
