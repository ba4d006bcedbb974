import Foundation
import SeedLogs
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
        #expect(printed.count == SeedLogs.seed004Taps.count)
        for (index, expected) in SeedLogs.seed004Taps.enumerated() where index < printed.count {
            #expect(printed[index] == expected.map(masked), "tap \(index + 1)")
        }
    }

    @Test("seed 001: the seven experiments print the post's seven blocks whole (the fourth: the post quotes its tail)")
    func seed001() throws {
        let printed = try blocks(["--scene", "seed001", "--style", "swizzle"])
        try #require(printed.count == SeedLogs.seed001.count)
        for (index, block) in SeedLogs.seed001.enumerated() {
            let expected = block.map(masked)
            if index == 3 {
                // The post's fourth block starts in the middle of the second hit-test pass.
                #expect(Array(printed[index].suffix(expected.count)) == expected, "experiment 4's tail")
            } else {
                #expect(printed[index] == expected, "experiment \(index + 1)")
            }
        }
    }

    @Test("seed 001's fourth experiment: two identical passes through the navigation containers, one level deeper than the first's")
    func seed001ExtraLevelPasses() throws {
        let printed = try blocks(["--scene", "seed001", "--style", "swizzle"])
        try #require(printed.count == SeedLogs.seed001.count)
        // The first experiment's pass (window → viewb), with the extra view's lines before viewb's.
        let firstPass = Array(SeedLogs.seed001[0].prefix(16))
        let pass = firstPass.prefix(14) + ["HitTest: UIView", "NextResponder: UIView"] + firstPass.suffix(2)
        let hitLines = printed[3].filter { $0.hasPrefix("HitTest: ") || $0.hasPrefix("NextResponder: ") }
        #expect(hitLines == Array(pass + pass))
    }
}
