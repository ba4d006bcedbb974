import Foundation

/// Failures the window test support reports.
struct WindowTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Polls `condition` every `interval` until it returns a value, or throws after `timeout` seconds.
func poll<T>(timeout: TimeInterval = 30, interval: TimeInterval = 0.05, _ what: @autoclosure () -> String,
             _ condition: () throws -> T?) async throws -> T {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if let value = try condition() { return value }
        guard Date() < deadline else { throw WindowTestFailure("timed out after \(timeout) s waiting for \(what())") }
        try await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
    }
}

/// Runs a program to completion and returns its exit status and standard output.
@discardableResult
func runTool(_ path: String, _ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try launch(process)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Starts `process` with SIGTERM, SIGINT and SIGHUP unblocked in it.
///
/// A child inherits the blocked-signal mask of the thread that spawns it, and the threads async
/// tests run on (libdispatch's workers) block those signals: a child spawned from one would never
/// see a `terminate()`. The mask is opened on the spawning thread just for the spawn.
func launch(_ process: Process) throws {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signal) }
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try process.run()
}

/// Stops `process`: SIGTERM, up to `grace` seconds to exit, then SIGKILL.
func stop(_ process: Process, grace: TimeInterval = 10) {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = Date().addingTimeInterval(grace)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
}
