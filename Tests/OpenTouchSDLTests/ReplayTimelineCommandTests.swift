import Foundation
import Testing

/// `opentouch replay --explain` and `--timeline`, run on the sample recording with the built executable.
@Suite("opentouch replay --explain and --timeline",
       .enabled(if: WindowTestEnvironment.commandTestsEnabled, "needs the built opentouch executable"))
struct ReplayTimelineCommandTests {
    /// The sample recording: a double tap, a single tap, a long press, a pan, a pinch and a stray lift.
    private static let sample = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Recordings/gestures.jsonl").path

    private func opentouch(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let executable = WindowTestEnvironment.executable else {
            throw WindowTestFailure("the opentouch executable was not found")
        }
        return try runTool(executable, arguments, environment: ProcessInfo.processInfo.environment)
    }

    @Test("--explain prints each thing that happened, with times and names, and no report", .timeLimit(.minutes(2)))
    func explain() throws {
        let (status, output) = try opentouch(["replay", Self.sample, "--explain"])
        #expect(status == 0)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("+0 ms  finger 1 down in UIWindow on UIWindow > UIView at (120, 200)") == true)
        #expect(lines.contains { $0.hasSuffix("UITapGestureRecognizer \"doubleTap\" on UIView Possible → Ended") })
        #expect(lines.contains { $0.hasSuffix("UIPinchGestureRecognizer \"pinch\" on UIView Possible → Began") })
        #expect(lines.contains { $0.contains("[endWithoutBegin] finger 99") })
        #expect(lines.allSatisfy { $0.hasPrefix("+") }, "every line starts with its time")
        #expect(!output.contains("0x") && !output.contains("Gestures ("))
    }

    @Test("--timeline writes the page beside the usual report", .timeLimit(.minutes(2)))
    func timeline() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let (status, output) = try opentouch(["replay", Self.sample, "--timeline", page.path])
        #expect(status == 0)
        #expect(output.contains("Gestures (5):"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>opentouch replay gestures.jsonl</title>"))
        #expect(html.contains("\"title\":\"UIPinchGestureRecognizer \\\"pinch\\\" on UIView\""))
        #expect(html.contains("\"viewTree\":{"), "the replay captures the window at each touch-down")
    }

    @Test("--explain with --format json, and a timeline that cannot be written, are errors that say why", .timeLimit(.minutes(2)))
    func errors() throws {
        let json = try CommandRun.opentouch(["replay", Self.sample, "--explain", "--format", "json"])
        #expect(!json.exitedWith(0) && json.errors.contains("--explain prints text; it cannot be combined with --format json"))
        let unwritable = try CommandRun.opentouch(["replay", Self.sample, "--timeline", "/nonexistent/directory/out.html"])
        #expect(unwritable.exitedWith(1))
        #expect(unwritable.errors.contains("cannot write the timeline to /nonexistent/directory/out.html"))
    }
}
