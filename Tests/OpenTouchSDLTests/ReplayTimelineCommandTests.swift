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

    @Test("--explain prints each touch's account, in order: hit test, recognizers' fates with reasons, outcome", .timeLimit(.minutes(2)))
    func explain() throws {
        let (status, output) = try opentouch(["replay", Self.sample, "--explain"])
        #expect(status == 0)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("finger 1 down at (120, 200) in UIWindow at ") == true)
        #expect(lines.filter { $0.hasPrefix("finger ") && $0.contains(" down at ") }.count >= 6, "one account per touch")
        #expect(lines.contains("  UITapGestureRecognizer \"doubleTap\" on UIView → Ended"))
        #expect(lines.contains { $0.hasPrefix("  UITapGestureRecognizer \"singleTap\" on UIView → ") })
        #expect(lines.contains { $0.contains("waits for UITapGestureRecognizer \"doubleTap\" on UIView to fail") }, "the single tap's wait has its reason")
        #expect(lines.contains { $0.hasPrefix("outcome: ") })
        #expect(lines.contains { $0.contains("[endWithoutBegin] finger 99") }, "a stray lift is still reported")
        #expect(!output.contains("0x") && !output.contains("Gestures ("))
    }

    @Test("--explain --format json prints a JSON array of the accounts", .timeLimit(.minutes(2)))
    func explainJSON() throws {
        let (status, output) = try opentouch(["replay", Self.sample, "--explain", "--format", "json"])
        #expect(status == 0)
        let accounts = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(accounts.count >= 6)
        #expect(accounts.first?["finger"] as? Int == 1)
        #expect(accounts.allSatisfy { $0["outcome"] is String && $0["recognizers"] is [Any] })
    }

    @Test("opentouch run --explain names scene views by their names; --timeline writes the page", .timeLimit(.minutes(2)))
    func runExplainAndTimeline() throws {
        let scene = URL(fileURLWithPath: Self.sample).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenes/seed004-pointinside-no.yaml").path
        let (status, output) = try opentouch(["run", scene, "--explain"])
        #expect(status == 0)
        #expect(output.contains("skipped UIWindow > UIView#root > SceneView#BlackView: point(inside:with:) said no"))
        #expect(!output.contains("0x"))
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let run = try opentouch(["run", scene, "--timeline", page.path])
        #expect(run.status == 0 && run.output.contains("<UIView> touchBegan"), "the log is printed beside the timeline")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<title>opentouch run seed004-pointinside-no.yaml</title>"))
        #expect(html.contains("SceneView#BlackView") && html.contains("\"viewTree\":{"))
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

    @Test("run --format json without --explain, and a timeline that cannot be written, are errors that say why", .timeLimit(.minutes(2)))
    func errors() throws {
        let json = try CommandRun.opentouch(["run", Self.sample, "--format", "json"])
        #expect(!json.exitedWith(0) && json.errors.contains("--format json goes with --explain"))
        let unwritable = try CommandRun.opentouch(["replay", Self.sample, "--timeline", "/nonexistent/directory/out.html"])
        #expect(unwritable.exitedWith(1))
        #expect(unwritable.errors.contains("cannot write the timeline to /nonexistent/directory/out.html"))
    }
}
