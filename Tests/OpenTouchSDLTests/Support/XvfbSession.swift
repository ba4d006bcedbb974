import Foundation
import Synchronization

/// A private X server for one test: `Xvfb` on a display number it picks itself (`-displayfd`
/// writes the number once the server accepts connections), stopped by ``stop()``.
final class XvfbSession: @unchecked Sendable {
    /// The display, such as `:3`.
    let display: String
    private let process: Process
    private let toolPaths: [String: String]

    /// Starts Xvfb with a `width` × `height` × 24 screen and waits until a client can connect.
    static func start(width: Int = 800, height: Int = 800) async throws -> XvfbSession {
        let missing = WindowTestEnvironment.missingTools
        guard missing.isEmpty else { throw WindowTestFailure("missing tools: \(missing.joined(separator: ", "))") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: WindowTestEnvironment.path(of: "Xvfb")!)
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try launch(process)
        // Xvfb writes the display number, then a newline, when it is ready.
        let reported = Mutex("")
        let reader = output.fileHandleForReading
        Thread.detachNewThread {
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { return }
                let text = reported.withLock { value in
                    value += String(decoding: chunk, as: UTF8.self)
                    return value
                }
                if text.contains("\n") { return }
            }
        }
        let value: Int
        do {
            value = try await poll(timeout: 60, "Xvfb to report its display") {
                guard process.isRunning else { throw WindowTestFailure("Xvfb exited with status \(process.terminationStatus)") }
                let text = reported.withLock { $0 }
                guard text.contains("\n") else { return nil }
                guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                    throw WindowTestFailure("Xvfb reported \"\(text)\" instead of a display number")
                }
                return number
            }
        } catch {
            if process.isRunning { process.terminate() }
            throw error
        }
        let session = XvfbSession(display: ":\(value)", process: process)
        // Connections are accepted once the number is written; check with a client anyway.
        _ = try await poll(timeout: 60, "display \(session.display) to accept connections") {
            try session.xdotool(["getmouselocation"]).status == 0 ? true : nil
        }
        return session
    }

    private init(display: String, process: Process) {
        self.display = display
        self.process = process
        self.toolPaths = Dictionary(uniqueKeysWithValues: WindowTestEnvironment.tools.compactMap { tool in
            WindowTestEnvironment.path(of: tool).map { (tool, $0) }
        })
    }

    /// The environment for a client of this display.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["SDL_VIDEODRIVER"] = "x11"
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        return environment
    }

    /// Runs `xdotool` with `arguments` on this display.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try runTool(toolPaths["xdotool"]!, arguments, environment: environment)
    }

    /// Presses the left button at `point` (screen pixels).
    func press(at point: (Int, Int)) throws {
        try xdotool(["mousemove", "\(point.0)", "\(point.1)"])
        try xdotool(["mousedown", "1"])
    }

    /// Moves the pointer to `point`.
    func move(to point: (Int, Int)) throws {
        try xdotool(["mousemove", "\(point.0)", "\(point.1)"])
    }

    /// Moves the pointer through `points` with the left button held, `interval` seconds apart,
    /// then releases it, in one xdotool run (so the timing is the interval's, not process starts').
    func drag(through points: [(Int, Int)], interval: TimeInterval, releasing: Bool = true) throws {
        var arguments: [String] = []
        for point in points {
            arguments += ["sleep", String(format: "%.3f", interval), "mousemove", "\(point.0)", "\(point.1)"]
        }
        if releasing { arguments += ["sleep", String(format: "%.3f", interval), "mouseup", "1"] }
        try xdotool(arguments)
    }

    /// Releases the left button.
    func release() throws {
        try xdotool(["mouseup", "1"])
    }

    /// The whole screen, captured with `xwd -root` and parsed.
    func screenshot() throws -> XWDImage {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: toolPaths["xwd"]!)
        process.arguments = ["-root", "-silent"]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try launch(process)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw WindowTestFailure("xwd exited with status \(process.terminationStatus)") }
        return try XWDImage(data)
    }

    /// Stops the server.
    func stop() {
        OpenTouchSDLTests.stop(process)
    }

    deinit { stop() }
}
