import Foundation
import OpenTouch

/// What one stream produced: its address-free trace, the invariants it broke, its counters.
struct FuzzResult: Sendable {
    var lines: [String]
    var problems: [String]
    var stats: FuzzStats
}

/// Runs one seeded stream: builds a random scene, plays random raw input with mutations from
/// callbacks, lifts every finger and drains the clock, checks the end state, tears the scene
/// down and checks that nothing it built is still alive.
@MainActor
enum FuzzStream {
    static func run(seed: UInt64, config: FuzzConfig) -> FuzzResult {
        var world: FuzzWorld? = FuzzWorld(seed: seed, config: config)
        let names = world!.names, trace = world!.trace
        FuzzSceneBuilder(world: world!).build()
        let appSurvived = play(world!)
        trace.note("finish")
        if appSurvived { checkQuiescent(world!) }
        var stats = world!.stats
        // Teardown: drop every strong reference, keep observing while the scene dies.
        let clock = world!.clock!, observation = world!.observation
        world = nil
        clock.advance(by: 10)
        observation?.cancel()
        checkNothingAlive(names, trace)
        stats.streams = 1
        stats.checks = trace.checks
        stats.failures = trace.problems.isEmpty ? 0 : 1
        return FuzzResult(lines: trace.lines, problems: trace.problems, stats: stats)
    }

    /// Plays random input, then lifts every finger and drains the clock; returns whether the
    /// application was still alive before the final lift.
    private static func play(_ world: FuzzWorld) -> Bool {
        var input = FuzzInput(world: world)
        for _ in 0..<world.rng.int(5...world.config.maximumSteps) { input.step() }
        let appSurvived = world.app != nil
        input.finish()
        return appSurvived
    }

    /// Every finger is up and every timer has run: no touch is open in any responder, and every
    /// recognizer is back in `.possible`, as the trace and the recognizer itself both say.
    static func checkQuiescent(_ world: FuzzWorld) {
        let trace = world.trace
        // An application released mid-stream is not sent anything while it is destroyed (its
        // teardown cancels every other responder; see UIKitBehaviorChoices).
        for open in trace.ledger.open where !(world.app == nil && open.hasPrefix("app ")) {
            trace.problem("\(open): began but never ended or cancelled")
        }
        for stuck in trace.states.notPossible { trace.problem("\(stuck): not back in possible after every touch lifted") }
        for entry in world.names.everything {
            guard let recognizer = entry.object.object as? UIGestureRecognizer else { continue }
            trace.checked()
            if recognizer.state != .possible {
                trace.problem("\(entry.name): state \(recognizer.state) after every touch lifted")
            }
        }
        trace.checked(2)
    }

    /// Nothing the stream built or the trace showed (application, scene, windows, controllers,
    /// views, recognizers, touches) is alive once the world is dropped and the clock drained.
    static func checkNothingAlive(_ names: FuzzNames, _ trace: FuzzTrace) {
        trace.checked(names.everything.count)
        let alive = names.alive
        if !alive.isEmpty { trace.problem("alive after teardown: \(alive.prefix(8).joined(separator: ", "))") }
    }
}
