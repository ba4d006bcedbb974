import Foundation
@testable import OpenTouch
import Testing

extension FuzzBudget {
    /// The budget from the environment, with `defaultCount` seeds when `OPENTOUCH_FUZZ_SEEDS` is not set.
    static func fromEnvironment(defaultCount: UInt64) -> FuzzBudget {
        var budget = fromEnvironment
        if ProcessInfo.processInfo.environment["OPENTOUCH_FUZZ_SEEDS"] == nil { budget.count = defaultCount }
        return budget
    }
}

/// Runs seeded animation streams on the touch fuzzer's random scenes.
@MainActor
enum AnimationStream {
    /// Random animation only: every completion and delegate reports as it must, presentation
    /// values stay finite, and once everything is over the screen is the model and every view
    /// takes touches again.
    static func runAnimations(seed: UInt64) -> FuzzResult {
        var world: FuzzWorld? = FuzzWorld(seed: seed, config: .ci)
        let names = world!.names, trace = world!.trace
        FuzzSceneBuilder(world: world!).build()
        let script = AnimationScript(world: world!)
        world!.delegates.append(script)
        script.addStandaloneLayers()
        for _ in 0..<world!.rng.int(10...60) {
            script.step()
            script.checkFinitePresentation("after a step")
            script.checkSettledViews("after a step", comparingPresentation: false)
        }
        script.windDown()
        return tearDown(&world, names: names, trace: trace, ledger: script.ledger)
    }

    /// Random touches on views that random animations move (with and without
    /// `.allowUserInteraction`), with mutations from inside animation completions: the touch
    /// invariants hold (one end or cancel per begin, nothing after; recognizers back to possible).
    static func runTouches(seed: UInt64) -> FuzzResult {
        var world: FuzzWorld? = FuzzWorld(seed: seed, config: .ci)
        let names = world!.names, trace = world!.trace
        FuzzSceneBuilder(world: world!).build()
        let script = AnimationScript(world: world!)
        script.touchMode = true
        world!.delegates.append(script)
        script.addStandaloneLayers()
        let appSurvived = play(world!, script)
        trace.note("finish")
        if appSurvived { FuzzStream.checkQuiescent(world!) }
        // UIKit does not let go of a paused or stopped animator: finish them all first.
        script.mayMutate = false
        script.windDownAnimators()
        return tearDown(&world, names: names, trace: trace, ledger: script.ledger)
    }

    /// Random input with animation steps among it, then every finger lifted and the clock drained
    /// (the input holds the world: it must be gone before teardown); whether the application
    /// was still alive before the final lift.
    private static func play(_ world: FuzzWorld, _ script: AnimationScript) -> Bool {
        var input = FuzzInput(world: world)
        for _ in 0..<world.rng.int(5...world.config.maximumSteps) {
            if world.rng.chance(0.3) { script.touchStep() } else { input.step() }
        }
        let appSurvived = world.app != nil
        input.finish()
        return appSurvived
    }

    /// Drops the world, drains the clock and checks that nothing the stream built is alive.
    private static func tearDown(_ world: inout FuzzWorld?, names: FuzzNames, trace: FuzzTrace,
                                 ledger: AnimationLedger) -> FuzzResult {
        var stats = world!.stats
        let clock = world!.clock!, observation = world!.observation
        world = nil
        clock.advance(by: 10)
        observation?.cancel()
        FuzzStream.checkNothingAlive(names, trace)
        stats.streams = 1
        stats.checks = trace.checks + ledger.checks
        let problems = trace.problems + ledger.problems
        stats.failures = problems.isEmpty ? 0 : 1
        return FuzzResult(lines: trace.lines + ["-- animations --"] + ledger.lines, problems: problems, stats: stats)
    }
}

/// Property tests of animation: seeded random animation (UIKit blocks, Core Animation,
/// transactions, property animators, views removed and released, time passing) alone and among
/// random touches. Seeds: `OPENTOUCH_FUZZ_SEEDS` / `OPENTOUCH_FUZZ_START`, as the touch properties.
@MainActor
@Suite("Animation properties: completions once, settled presentation, touches while animating", .tags(.property))
struct AnimationPropertyTests {
    /// Runs `stream` for each seed of the budget, twice (the traces must match).
    private func campaign(_ label: String, defaultCount: UInt64, _ stream: (UInt64) -> FuzzResult) {
        let budget = FuzzBudget.fromEnvironment(defaultCount: defaultCount)
        var total = FuzzStats()
        var failing: [String] = []
        let started = Date()
        for seed in budget.start..<(budget.start + budget.count) {
            if budget.progress { FileHandle.standardError.write(Data("\(label) seed \(seed)\n".utf8)) }
            if let failure = Self.check(seed: seed, stream, stats: &total) { failing.append(failure) }
        }
        total.failures = failing.count
        let seconds = Date().timeIntervalSince(started)
        print("Animation properties (\(label)): seeds \(budget.start)..<\(budget.start + budget.count): \(total.summary) in \(String(format: "%.1f", seconds)) s")
        for failure in failing.prefix(20) { print(failure) }
        #expect(failing.isEmpty, "\(failing.count) failing seeds, first: \(failing.first ?? "")")
    }

    /// Runs `seed` twice; a description of the first broken invariant or difference, or nil.
    static func check(seed: UInt64, _ stream: (UInt64) -> FuzzResult, stats: inout FuzzStats) -> String? {
        let first = stream(seed), second = stream(seed)
        stats += first.stats
        if let problem = first.problems.first {
            return "seed \(seed): \(problem) (\(first.problems.count) problems)"
        }
        if first.lines != second.lines {
            let index = (0..<min(first.lines.count, second.lines.count)).first { first.lines[$0] != second.lines[$0] } ?? min(first.lines.count, second.lines.count)
            let a = index < first.lines.count ? first.lines[index] : "<end>"
            let b = index < second.lines.count ? second.lines[index] : "<end>"
            return "seed \(seed): nondeterministic at line \(index): \(a) | \(b)"
        }
        return nil
    }

    @Test("Random animation: completions and delegates once, finite presentation, the model once over, touches back")
    func completionsExactlyOnce() {
        campaign("animations", defaultCount: 25, AnimationStream.runAnimations)
    }

    @Test("Random touches on animating views: one end or cancel per begin, nothing after")
    func touchesWhileAnimating() {
        campaign("touches", defaultCount: 60, AnimationStream.runTouches)
    }

    /// Seeds that once broke an animation invariant, with what they found.
    nonisolated static let regressionSeeds: [UInt64] = [
        67, // a view released mid-animation (its superview removed): its completion never ran
    ]

    @Test("Animation seeds that once failed keep every invariant", arguments: regressionSeeds)
    func regressionSeed(_ seed: UInt64) {
        var stats = FuzzStats()
        #expect(Self.check(seed: seed, AnimationStream.runAnimations, stats: &stats) == nil)
        #expect(Self.check(seed: seed, AnimationStream.runTouches, stats: &stats) == nil)
    }

    @Test("OPENTOUCH_FUZZ_DUMP=<seed> prints that seed's animation traces (does nothing otherwise)")
    func dumpOneSeed() {
        guard let text = ProcessInfo.processInfo.environment["OPENTOUCH_FUZZ_DUMP"], let seed = UInt64(text) else { return }
        print(AnimationStream.runAnimations(seed: seed).lines.joined(separator: "\n"))
        print("== touches ==")
        print(AnimationStream.runTouches(seed: seed).lines.joined(separator: "\n"))
    }
}
