import Foundation

/// `opentouch window SCENE` running on an Xvfb display, writing its trace to a file the test reads.
final class WindowProcess: @unchecked Sendable {
    let process: Process
    let tracePath: String
    let screenshotPath: String
    private let stderrPath: String

    /// Starts the command at the top-left corner of `display`'s screen, scale 1.
    init(scene: String, display: XvfbSession, extraArguments: [String] = []) throws {
        guard let executable = WindowTestEnvironment.executable else {
            throw WindowTestFailure("the opentouch executable was not found (build it, or set OPENTOUCH_EXECUTABLE)")
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("opentouch-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        tracePath = directory.appendingPathComponent("trace.txt").path
        screenshotPath = directory.appendingPathComponent("last-frame.bmp").path
        stderrPath = directory.appendingPathComponent("stderr.txt").path
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["window", scene, "--position", "0,0", "--trace", tracePath, "--exit-after", "300",
                             "--screenshot", screenshotPath] + extraArguments
        process.environment = display.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: stderrPath)
        try launch(process)
    }

    /// The trace lines written so far.
    var traceLines: [String] {
        guard let text = try? String(contentsOfFile: tracePath, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    /// What the command wrote to standard error.
    var standardError: String {
        (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
    }

    /// Waits for a trace line containing `text` (after line `index`), returning its index.
    @discardableResult
    func waitForLine(containing text: String, after index: Int = -1, timeout: TimeInterval = 60) async throws -> Int {
        try await poll(timeout: timeout, "a trace line containing \"\(text)\"\n\(traceLines.suffix(15).joined(separator: "\n"))\n\(standardError)") {
            guard process.isRunning || traceLines.contains(where: { $0.contains(text) }) else {
                throw WindowTestFailure("opentouch exited (\(process.terminationStatus)) before \"\(text)\": \(standardError)")
            }
            return traceLines.indices.first { $0 > index && traceLines[$0].contains(text) }
        }
    }

    /// Asks the command to quit (SIGTERM, which SDL turns into a quit event) and waits for it.
    func quit(timeout: TimeInterval = 60) async throws -> Int32 {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        _ = try await poll(timeout: timeout, "opentouch to exit") { process.isRunning ? nil : true }
        return process.terminationStatus
    }

    /// Kills the command if it still runs.
    func stop() {
        OpenTouchSDLTests.stop(process)
    }

    deinit { stop() }
}
