import Foundation
import Testing

/// `opentouch --scene seed004` and `opentouch --scene seed001 --style swizzle`: every log block
/// compared whole with the seed's, addresses aside.
@Suite("opentouch prints the seeds' logs line for line",
       .enabled(if: WindowTestEnvironment.commandTestsEnabled, "needs the built opentouch executable"))
struct SeedDemoCommandTests {
    /// The command's output split into its blocks (each after a `── … ──` heading), addresses masked.
    private func blocks(_ arguments: [String]) throws -> [[String]] {
        guard let executable = WindowTestEnvironment.executable else {
            throw WindowTestFailure("the opentouch executable was not found")
        }
        let (status, output) = try runTool(executable, arguments, environment: ProcessInfo.processInfo.environment)
        #expect(status == 0)
        var result: [[String]] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("── ") { result.append([]); continue }
            if !line.isEmpty, !result.isEmpty { result[result.count - 1].append(masked(line)) }
        }
        return result
    }

    private func masked(_ line: String) -> String {
        line.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
    }

    @Test("seed 004: each of the six taps prints the seed's log whole — both hit-test passes, then touchBegan")
    func seed004() throws {
        let printed = try blocks(["--scene", "seed004"])
        #expect(printed.count == SeedCommandLogs.seed004.count)
        for (index, expected) in SeedCommandLogs.seed004.enumerated() where index < printed.count {
            #expect(printed[index] == expected.map(masked), "tap \(index + 1)")
        }
    }

    @Test("seed 001: the experiments without hit-test lines (3, 5, 6, 7) print the seed's blocks whole")
    func seed001RecognizerBlocks() throws {
        let printed = try blocks(["--scene", "seed001", "--style", "swizzle"])
        try #require(printed.count == 7)
        for index in [2, 4, 5, 6] {
            #expect(printed[index] == SeedCommandLogs.seed001[index].map(masked), "experiment \(index + 1)")
        }
    }

    @Test("seed 001: the hit-test blocks (1, 2, 4) print two passes and the touch lines")
    func seed001HitTestBlocks() throws {
        let printed = try blocks(["--scene", "seed001", "--style", "swizzle"])
        try #require(printed.count == 7)
        for index in [0, 1, 3] {
            let expected = SeedCommandLogs.seed001[index].map(masked)
            let hitLines = printed[index].filter { $0.hasPrefix("HitTest: ") }
            #expect(hitLines.count % 2 == 0 && hitLines.prefix(hitLines.count / 2) == hitLines.suffix(hitLines.count / 2),
                    "experiment \(index + 1): two identical passes")
            // The touch and recognizer lines after the hit tests are the seed's.
            #expect(printed[index].filter { !$0.hasPrefix("HitTest: ") && !$0.hasPrefix("NextResponder: ") }
                == expected.filter { !$0.hasPrefix("HitTest: ") && !$0.hasPrefix("NextResponder: ") })
            // The seed's app presented a navigation controller, whose containers
            // (UITransitionView … UIViewControllerWrapperView) this scene does not build yet.
            withKnownIssue("the seed's navigation and presentation containers are not in this scene yet") {
                if index == 3 {
                    #expect(Array(printed[index].suffix(expected.count)) == expected, "block 4 is the log's tail")
                } else {
                    #expect(printed[index] == expected, "experiment \(index + 1)")
                }
            }
        }
    }
}
