import Foundation
import OpenTouch
import Testing

/// The seeds a run covers: a fixed CI budget, or a long campaign from the environment
/// (`OPENTOUCH_FUZZ_SEEDS`, `OPENTOUCH_FUZZ_START`; see README, "Property tests").
struct FuzzBudget {
    var start: UInt64 = 1
    var count: UInt64 = 600
    /// Whether to print each seed to standard error before running it (to name the seed of a crash).
    var progress = false

    static var fromEnvironment: FuzzBudget {
        let environment = ProcessInfo.processInfo.environment
        var budget = FuzzBudget()
        if let text = environment["OPENTOUCH_FUZZ_SEEDS"], let count = UInt64(text) { budget.count = count }
        if let text = environment["OPENTOUCH_FUZZ_START"], let start = UInt64(text) { budget.start = start }
        budget.progress = environment["OPENTOUCH_FUZZ_PROGRESS"] == "1"
        return budget
    }
}

/// Property tests: random scenes, random raw input and random mutations from inside callbacks,
/// each stream checked for the engine's invariants and replayed to check determinism.
@MainActor
@Suite("Properties: random scenes, input and mutations keep the engine's invariants")
struct PropertyTests {
    @Test("Every seed of the budget keeps every invariant and replays to the same trace")
    func randomStreams() {
        let budget = FuzzBudget.fromEnvironment, config = FuzzConfig.fromEnvironment
        var total = FuzzStats()
        var failing: [String] = []
        let started = Date()
        for seed in budget.start..<(budget.start + budget.count) {
            if budget.progress { FileHandle.standardError.write(Data("fuzz seed \(seed)\n".utf8)) }
            let (stats, failure) = Self.check(seed: seed, config: config)
            total += stats
            if let failure { failing.append(failure) }
        }
        total.failures = failing.count
        let seconds = Date().timeIntervalSince(started)
        print("Property tests: seeds \(budget.start)..<\(budget.start + budget.count): \(total.summary) in \(String(format: "%.1f", seconds)) s")
        for failure in failing.prefix(20) { print(failure) }
        #expect(failing.isEmpty, "\(failing.count) failing seeds, first: \(failing.first ?? "")")
        #expect(total.rawEvents > 0 && total.mutations > 0)
    }

    @Test("OPENTOUCH_FUZZ_DUMP=<seed> prints that seed's trace (does nothing otherwise)")
    func dumpOneSeed() {
        guard let text = ProcessInfo.processInfo.environment["OPENTOUCH_FUZZ_DUMP"], let seed = UInt64(text) else { return }
        let result = FuzzStream.run(seed: seed, config: .fromEnvironment)
        print(result.lines.joined(separator: "\n"))
    }

    /// Runs `seed` twice; returns its counters and, when it breaks an invariant or replays
    /// differently, a one-paragraph description.
    static func check(seed: UInt64, config: FuzzConfig) -> (FuzzStats, String?) {
        let first = FuzzStream.run(seed: seed, config: config)
        let second = FuzzStream.run(seed: seed, config: config)
        var stats = first.stats
        stats.checks += 1
        if let problem = first.problems.first {
            return (stats, "seed \(seed): \(problem) (\(first.problems.count) problems)")
        }
        if first.lines != second.lines {
            let index = (0..<min(first.lines.count, second.lines.count)).first { first.lines[$0] != second.lines[$0] } ?? min(first.lines.count, second.lines.count)
            let a = index < first.lines.count ? first.lines[index] : "<end>"
            let b = index < second.lines.count ? second.lines[index] : "<end>"
            return (stats, "seed \(seed): nondeterministic at trace line \(index): \(a) | \(b)")
        }
        return (stats, nil)
    }
}
