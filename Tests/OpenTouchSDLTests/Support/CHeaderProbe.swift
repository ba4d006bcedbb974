import Foundation

/// Compiles and runs a small C program against a system library's real headers, to read the
/// sizes, field offsets and constants they define (`sizeof`, `offsetof`, enum values).
///
/// A key names what to read: `Type.size`, `Type.field` (an offset), or `=NAME` (a constant).
enum CHeaderProbe {
    /// A C compiler on `PATH`.
    static var compiler: String? {
        WindowTestEnvironment.path(of: "cc") ?? WindowTestEnvironment.path(of: "clang")
    }

    /// The first of `directories` holding `header`, the directory to pass with `-I`.
    static func includeDirectory(for header: String, in directories: [String]) -> String? {
        directories.first { FileManager.default.fileExists(atPath: "\($0)/\(header)") }
    }

    /// The value of every key, read by a program that includes `includes`.
    static func measure(_ keys: [String], includes: [String], includeDirectory: String) throws -> [String: Int] {
        guard let compiler else { throw ProbeError("no C compiler (cc or clang) on PATH") }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("opentouch-probe-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("probe.c"), binary = directory.appendingPathComponent("probe")
        try program(keys, includes: includes).write(to: source, atomically: true, encoding: .utf8)
        _ = try run(compiler, ["-I", includeDirectory, source.path, "-o", binary.path])
        let output = try run(binary.path, [])
        var values: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        return values
    }

    private static func program(_ keys: [String], includes: [String]) -> String {
        var lines = ["#include <stddef.h>", "#include <stdio.h>"] + includes.map { "#include <\($0)>" }
        lines.append("int main(void) {")
        for key in keys {
            let expression: String
            if key.hasPrefix("=") {
                expression = "(long long)(\(key.dropFirst()))"
            } else {
                let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
                expression = parts[1] == "size" ? "(long long)sizeof(\(parts[0]))"
                    : "(long long)offsetof(\(parts[0]), \(parts[1]))"
            }
            lines.append("    printf(\"%s %lld\\n\", \"\(key)\", \(expression));")
        }
        lines.append("    return 0;\n}")
        return lines.joined(separator: "\n")
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ProbeError("\(executable) failed (\(process.terminationStatus)): \(problems)")
        }
        return text
    }

    struct ProbeError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
