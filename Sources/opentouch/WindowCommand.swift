import ArgumentParser
import Foundation
import OpenTouch
import OpenTouchSDL

/// `opentouch window [SCENE]`: opens a demo scene in a desktop window, driven by the mouse or a
/// touch screen, in real time.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open a demo scene in a window: click, drag and scroll it with the mouse or a touch screen.",
        discussion: """
            The mouse's left button is one finger; a touch screen's fingers are fingers. A grey \
            disc shows each finger that is down. The window needs a display (X11 or Wayland; \
            Xvfb works: xvfb-run -a swift run opentouch window controls) and SDL2's runtime \
            library, loaded when the window opens (apt-get install libsdl2-2.0-0). Close the \
            window, or press Ctrl-C, to quit.
            """
    )

    @Argument(help: "The scene: \(WindowDemo.Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: WindowDemo.Kind = .seed004

    @Option(help: "Window pixels per point.")
    var scale: Double = 1

    @Option(help: "The window's top-left corner on the desktop, x,y in pixels (default: centred).")
    var position: TapPoint?

    @Option(help: "SDL's renderer: software, accelerated or automatic.")
    var renderer: SDLWindowHost.RendererKind = .software

    @Option(help: "Write the trace (touches, control events, scroll steps, actions) to this file as it happens; - for standard output.")
    var trace: String?

    @Option(name: .customLong("exit-after"), help: "Close the window after this many seconds.")
    var exitAfter: Double?

    @Option(help: "Save the last frame to this file (BMP) when the window closes.")
    var screenshot: String?

    @Flag(name: .customLong("no-touches"), help: "Do not draw a disc under each finger.")
    var noTouches = false

    mutating func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be between 0 and 8") }
        if let exitAfter, !(exitAfter.isFinite && exitAfter >= 0) {
            throw ValidationError("--exit-after must be a number of seconds")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated { try runWindow() }
    }

    @MainActor
    private func runWindow() throws {
        // SDL turns SIGINT and SIGTERM into a quit event; a parent that blocked them (a thread
        // pool's worker, say) would otherwise leave the window deaf to Ctrl-C and kill.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)

        var traceSink: WindowTrace?
        let demo = WindowDemo(kind: scene) { line in traceSink?.write(line) }
        let trace: WindowTrace
        do {
            trace = try WindowTrace(path: self.trace, application: demo.application)
        } catch {
            FileHandle.standardError.write(Data("opentouch window: \(error)\n".utf8))
            throw ExitCode(2)
        }
        traceSink = trace
        defer { trace.finish() }

        let options = SDLWindowHost.Options(title: "OpenTouch — \(scene.rawValue)", scale: scale,
                                            position: position?.point, renderer: renderer,
                                            showsTouches: !noTouches)
        let host: SDLWindowHost
        do {
            host = try SDLWindowHost(scene: demo.scene, options: options)
        } catch {
            FileHandle.standardError.write(Data("opentouch window: cannot open a window: \(error)\n".utf8))
            throw ExitCode(1)
        }
        let screen = demo.scene.screen.bounds
        trace.writeHeader("opentouch window \(scene.rawValue): screen \(Int(screen.width))x\(Int(screen.height)) pt, "
                          + "scale \(scale), renderer \(host.rendererName)")
        var announced = false
        host.capturesFrameOnClose = screenshot != nil
        host.onFrame = { host in
            if !announced {
                announced = true
                trace.write("window ready: frame \(host.frameCount)")
            }
        }
        let reason = host.run(maxDuration: exitAfter)
        host.close()
        if let screenshot {
            do {
                guard let frame = host.frameAtClose else {
                    throw WindowCommandError("no frame was drawn")
                }
                try frame.saveBMP(to: screenshot)
            } catch {
                FileHandle.standardError.write(Data("opentouch window: cannot save the screenshot: \(error)\n".utf8))
            }
        }
        trace.write("window closed: \(reason)")
    }
}

extension WindowDemo.Kind: ExpressibleByArgument {}
extension SDLWindowHost.RendererKind: ExpressibleByArgument {}
