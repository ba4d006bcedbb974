import Foundation

/// One run of the built `opentouch` executable to completion, with its standard error.
struct CommandRun {
    let process: Process
    /// Everything the command wrote to standard error.
    let errors: String

    /// Runs `opentouch arguments` with this environment minus `removing`, plus `setting`;
    /// standard output is discarded.
    static func opentouch(_ arguments: [String], removing: [String] = [],
                          setting: [String: String] = [:]) throws -> CommandRun {
        guard let executable = WindowTestEnvironment.executable else {
            throw CommandRunError(description: "the opentouch executable was not found")
        }
        var environment = ProcessInfo.processInfo.environment
        for name in removing { environment.removeValue(forKey: name) }
        environment.merge(setting) { _, new in new }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try launch(process)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return CommandRun(process: process, errors: text)
    }

    /// Whether the command exited (rather than crashed) with `status`.
    func exitedWith(_ status: Int32) -> Bool {
        process.terminationReason == .exit && process.terminationStatus == status
    }
}

struct CommandRunError: Error, CustomStringConvertible {
    let description: String
}
