import Foundation
import Testing

/// Debian's `chromium`, run headless to open a timeline page: its DOM after the page's script
/// ran, and a screenshot. Without chromium the browser tests are skipped, unless
/// `OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES=1` (CI sets it), in which case they run and fail.
enum HeadlessChromium {
    /// The browser's path on `PATH`, or nil when it is not there or cannot start (`--version`
    /// fails: on a machine whose libraries it needs are missing, as .ci/fresh-machine makes one
    /// by hiding libxkbcommon). Probed once.
    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for directory in directories where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                let candidate = "\(directory)/\(name)"
                return starts(candidate) ? candidate : nil
            }
        }
        return nil
    }()

    /// Whether `chromium --version` runs and exits with 0.
    private static func starts(_ executable: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--version"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Whether the browser tests run (or must, and will fail without chromium).
    static var testsEnabled: Bool {
        ProcessInfo.processInfo.environment["OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES"] == "1" || path != nil
    }

    /// Why a browser test would be skipped.
    static let skipReason: Comment =
        "needs Debian's chromium, installed and able to start (apt-get install chromium); set OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES=1 to make its absence a failure"

    /// The page's DOM, serialized after its scripts ran.
    static func dom(of page: URL) async throws -> String {
        let output = try temporaryFile("dom.html")
        defer { try? FileManager.default.removeItem(at: output) }
        try await run(["--dump-dom", page.absoluteString], output: output)
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// A PNG screenshot of the page in a `width` × `height` window, written to `png`.
    static func screenshot(of page: URL, to png: URL, width: Int = 1400, height: Int = 900) async throws {
        let log = try temporaryFile("screenshot.log")
        defer { try? FileManager.default.removeItem(at: log) }
        try await run(["--screenshot=\(png.path)", "--window-size=\(width),\(height)", page.absoluteString], output: log)
    }

    /// A new file name in the temporary directory.
    static func temporaryFile(_ suffix: String) throws -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("opentouch-timeline-\(UUID().uuidString)-\(suffix)")
    }

    /// Runs chromium headless with its own profile, standard output to `output`. A run that takes
    /// over 90 seconds or exits non-zero is tried again, up to three times in all: under a loaded
    /// machine (the sanitizer runs share two cores with thousands of tests) a first start can stall
    /// or crash. The error names each attempt's outcome and the end of chromium's standard error.
    private static func run(_ arguments: [String], output: URL) async throws {
        guard let path else { throw ChromiumError(description: "chromium is not installed (apt-get install chromium)") }
        var failures: [String] = []
        for _ in 1...3 {
            guard let failure = try await attempt(path, arguments, output: output) else { return }
            failures.append(failure)
        }
        throw ChromiumError(description: "chromium \(arguments.joined(separator: " ")) failed three times: "
            + failures.joined(separator: "; "))
    }

    /// One run of chromium; nil when it exited with 0 within the deadline, else what went wrong.
    private static func attempt(_ path: String, _ arguments: [String], output: URL) async throws -> String? {
        let profile = try temporaryFile("profile")
        let errors = try temporaryFile("stderr.log")
        defer {
            try? FileManager.default.removeItem(at: profile)
            try? FileManager.default.removeItem(at: errors)
        }
        FileManager.default.createFile(atPath: output.path, contents: nil)
        FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--no-default-browser-check",
                             "--disable-extensions", "--hide-scrollbars", "--user-data-dir=\(profile.path)"] + arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                return "took over 90 s (\(tail(of: errors)))"
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        if process.terminationStatus == 0 { return nil }
        return "exited with \(process.terminationStatus) (\(tail(of: errors)))"
    }

    /// The last lines of a log file, on one line.
    private static func tail(of file: URL) -> String {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").suffix(3)
        return lines.isEmpty ? "no output on standard error" : lines.joined(separator: " | ")
    }
}

struct ChromiumError: Error, CustomStringConvertible {
    let description: String
}

/// A serialized DOM's elements of one class, with their attributes (entities decoded).
struct DOMElements {
    let elements: [[String: String]]

    init(_ dom: String, class name: String) {
        let tag = #/<[a-zA-Z]+((?:[^>"]|"[^"]*")*)>/#
        let attribute = #/([a-zA-Z-]+)="([^"]*)"/#
        var found: [[String: String]] = []
        for match in dom.matches(of: tag) {
            var attributes: [String: String] = [:]
            for pair in match.output.1.matches(of: attribute) {
                attributes[String(pair.output.1)] = Self.decoded(String(pair.output.2))
            }
            if (attributes["class"] ?? "").split(separator: " ").contains(Substring(name)) { found.append(attributes) }
        }
        elements = found
    }

    /// The values of `attribute` among the elements, in document order.
    func values(_ attribute: String) -> [String] {
        elements.compactMap { $0[attribute] }
    }

    private static func decoded(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
