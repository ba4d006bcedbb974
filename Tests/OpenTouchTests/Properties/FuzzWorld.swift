import Foundation
import OpenTouch

/// Counters of one stream or of a whole campaign.
struct FuzzStats: Sendable {
    var streams = 0, rawEvents = 0, mutations = 0, checks = 0, failures = 0

    static func += (lhs: inout FuzzStats, rhs: FuzzStats) {
        lhs.streams += rhs.streams; lhs.rawEvents += rhs.rawEvents; lhs.mutations += rhs.mutations
        lhs.checks += rhs.checks; lhs.failures += rhs.failures
    }

    var summary: String {
        "\(streams) streams, \(rawEvents) raw events, \(mutations) mutations, \(checks) checks, \(failures) failures"
    }
}

/// One stream's world: the application (the only strong reference to it), the random generator,
/// weak lists of everything built, the trace, and the hook every callback calls.
@MainActor
final class FuzzWorld {
    let config: FuzzConfig
    var rng: FuzzRandom
    let names = FuzzNames()
    let trace: FuzzTrace
    var clock: VirtualClock?
    var app: UIApplication?
    var observation: TraceObservation?
    /// Objects the test keeps alive on purpose (dropped at teardown), to act on them after the app is gone.
    var keptAlive: [AnyObject] = []
    /// Delegates (held weakly by the engine) belong to the world.
    var delegates: [AnyObject] = []
    var views: [FuzzNames.Weak] = []
    var recognizers: [FuzzNames.Weak] = []
    var windows: [FuzzNames.Weak] = []
    var stats = FuzzStats()
    /// Probability that a callback performs a mutation.
    var mutationRate = 0.05
    private var depth = 0

    init(seed: UInt64, config: FuzzConfig) {
        self.config = config
        rng = FuzzRandom(seed: seed)
        trace = FuzzTrace(names: names)
    }

    // MARK: Registries

    func adopt(_ view: UIView, prefix: String) {
        names.register(view, as: names.fresh(prefix))
        views.append(FuzzNames.Weak(object: view))
    }

    func adopt(_ recognizer: UIGestureRecognizer) {
        names.register(recognizer, as: names.fresh("g"))
        recognizers.append(FuzzNames.Weak(object: recognizer))
    }

    var liveViews: [UIView] { views.compactMap { $0.object as? UIView } }
    var liveRecognizers: [UIGestureRecognizer] { recognizers.compactMap { $0.object as? UIGestureRecognizer } }
    var liveWindows: [UIWindow] { windows.compactMap { $0.object as? UIWindow } }

    // MARK: Callbacks

    /// Called by every callback: sometimes performs one random mutation (never more than two deep).
    func hook(_ site: FuzzSite, _ source: AnyObject?, recognizer: UIGestureRecognizer? = nil) {
        guard depth < 2, rng.chance(mutationRate) else { return }
        depth += 1
        defer { depth -= 1 }
        FuzzMutator(world: self).mutateOnce(at: site, source: source, recognizer: recognizer)
    }

    /// Checks an action's recognizer state as the action sees it.
    func actionFired(_ recognizer: UIGestureRecognizer) {
        trace.checked()
        // `.failed` is the last action of a gesture that began and then failed (checked in the trace).
        if recognizer.state == .possible {
            trace.problem("\(names.name(recognizer)): action ran in state \(recognizer.state)")
        }
        hook(.recognizerAction, recognizer, recognizer: recognizer)
    }

    // MARK: Input

    /// Posts one raw event through the fetcher, as a digitizer would, and processes it.
    func post(_ event: DigitizerEvent) {
        guard let app else { return }
        stats.rawEvents += 1
        app.eventFetcher.post(event)
        app.processPendingInput()
        checkEngineInvariants()
    }

    /// Lets time pass on the virtual clock.
    func wait(_ seconds: TimeInterval) {
        clock?.advance(by: seconds)
    }
}
