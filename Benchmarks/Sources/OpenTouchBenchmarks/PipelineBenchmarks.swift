import Foundation
import OpenTouch

/// A view that counts the touches it receives and keeps the began set, so the floor baseline can
/// call `touchesMoved(_:with:)` directly with a set the engine really built.
final class TrackingView: UIView {
    var began = 0, moved = 0, ended = 0, cancelled = 0
    var beganTouches: Set<UITouch> = []
    var beganEvent: UIEvent?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches.count
        beganTouches = touches
        beganEvent = event
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        moved += touches.count
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ended += touches.count
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelled += touches.count
    }
}

/// One application with a visible window and a ``TrackingView`` filling it, fed raw digitizer
/// events through the public pipeline: ``EventFetcher`` post, fetcher thread, main-thread drain.
@MainActor
final class PipelineFixture {
    /// Moves per sequence (between one down and one up).
    static let movesPerSequence = 100

    let application = UIApplication(clock: VirtualClock())
    let scene: UIWindowScene
    let window: UIWindow
    let view: TrackingView
    private var nextTimestamp: TimeInterval = 1

    init() {
        scene = UIWindowScene(application: application, screen: UIScreen())
        window = UIWindow(windowScene: scene)
        view = TrackingView(frame: window.bounds)
        window.addSubview(view)
        window.makeKeyAndVisible()
    }

    /// Down, ``movesPerSequence`` moves (each to a new position), up, for finger 1. Timestamps
    /// are placeholders: call ``restamp(_:)`` before posting.
    static func sequence() -> [DigitizerEvent] {
        var events = [DigitizerEvent(timestamp: 0, fingers: [.down(1, at: CGPoint(x: 100, y: 200))])]
        for step in 1 ... movesPerSequence {
            let location = CGPoint(x: 100 + Double(step), y: 200 + Double(step) / 2)
            events.append(DigitizerEvent(timestamp: 0, fingers: [.move(1, to: location)]))
        }
        events.append(DigitizerEvent(timestamp: 0, fingers: [.up(1, at: CGPoint(x: 200, y: 250))]))
        return events
    }

    /// Gives `events` increasing timestamps that continue after every earlier event (the fetcher
    /// would report, and repair, a timestamp that goes backwards). Mutates in place, no allocation.
    func restamp(_ events: inout [DigitizerEvent]) {
        for index in events.indices {
            events[index].timestamp = nextTimestamp
            nextTimestamp += 1.0 / 240
        }
    }

    /// Posts `events` in one batch and waits until every one is delivered.
    func deliver(_ events: [DigitizerEvent]) {
        application.eventFetcher.post(contentsOf: events)
        application.processPendingInput()
    }
}

/// CPU time consumed by the whole process (every thread), in nanoseconds.
func processCPUNanos() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// Calls `touchesMoved` through a `UIResponder` reference, so it is dispatched dynamically as
/// the engine's delivery does, never inlined into the loop.
@MainActor @inline(never)
func callTouchesMoved(_ responder: UIResponder, _ touches: Set<UITouch>, _ event: UIEvent?, times: Int) {
    for _ in 0 ..< times { responder.touchesMoved(touches, with: event) }
}

/// Throughput of the whole input pipeline for moves.
@MainActor
struct PipelineBenchmarks {
    let harness: Harness

    /// The pipeline measured as time per move, plus process CPU time per move and the split
    /// between the fetcher stage (post until the fetcher is idle) and the main-thread drain.
    struct Result {
        var perMove: Measurement
        var cpuNanosPerMove: Double
        var fetchNanosPerMove: Double
        var drainNanosPerMove: Double
    }

    /// Times down + 100 moves + up sequences, many times; each sample is one sequence posted in
    /// one batch and processed, divided by its 100 moves. Checks every touch arrived.
    ///
    /// A sample is `post(contentsOf:)` then `processPendingInput()`; an extra `waitUntilIdle()`
    /// in between (which `processPendingInput()` would do first anyway) splits the time between
    /// the fetcher stage and the main-thread drain.
    func measurePipeline() -> Result {
        let fixture = PipelineFixture()
        var pool = (0 ..< 64).map { _ in PipelineFixture.sequence() }
        let clock = ContinuousClock()
        var next = 0, cpuNanos = 0.0, fetchNanos = 0.0, drainNanos = 0.0, sequences = 0
        let moves = PipelineFixture.movesPerSequence
        let fetcher = fixture.application.eventFetcher
        for _ in 0 ..< 300 {  // Warm-up, not recorded.
            fixture.restamp(&pool[next])
            fixture.deliver(pool[next])
            sequences += 1
            next = (next + 1) % pool.count
        }
        var recorded = 0
        let perMove = harness.measureSamples(warmupSamples: 0) {
            fixture.restamp(&pool[next])
            let cpuStart = processCPUNanos()
            let start = clock.now
            fetcher.post(contentsOf: pool[next])
            fetcher.waitUntilIdle()
            let fetched = clock.now
            fixture.application.processPendingInput()
            let end = clock.now
            cpuNanos += processCPUNanos() - cpuStart
            fetchNanos += nanoseconds(start.duration(to: fetched))
            drainNanos += nanoseconds(fetched.duration(to: end))
            sequences += 1
            recorded += 1
            next = (next + 1) % pool.count
            return (nanoseconds(start.duration(to: end)), moves)
        }
        let view = fixture.view
        guard view.began == sequences, view.ended == sequences, view.moved == sequences * moves,
              view.cancelled == 0 else {
            fatalError("pipeline lost touches: began \(view.began), moved \(view.moved), ended \(view.ended), "
                       + "cancelled \(view.cancelled) for \(sequences) sequences")
        }
        let total = Double(recorded * moves)
        return Result(perMove: perMove, cpuNanosPerMove: cpuNanos / total,
                      fetchNanosPerMove: fetchNanos / total, drainNanosPerMove: drainNanos / total)
    }

    /// The floor: `touchesMoved(_:with:)` called directly with a set the engine built.
    func measureFloor() -> Measurement {
        let fixture = PipelineFixture()
        var events = [DigitizerEvent(timestamp: 0, fingers: [.down(1, at: CGPoint(x: 10, y: 10))])]
        fixture.restamp(&events)
        fixture.deliver(events)
        let view = fixture.view
        let touches = view.beganTouches, event = view.beganEvent
        precondition(touches.count == 1, "the floor needs the touch set the engine delivered")
        return harness.measure { operations in
            callTouchesMoved(view, touches, event, times: operations)
            return view.moved
        }
    }

    /// Checks that a sequence produces no diagnostics (which would log and allocate).
    func checkNoDiagnostics() {
        let fixture = PipelineFixture()
        var diagnostics = 0
        let observation = fixture.application.addTraceObserver { record in
            if case .diagnostic = record { diagnostics += 1 }
        }
        for _ in 0 ..< 3 {
            var events = PipelineFixture.sequence()
            fixture.restamp(&events)
            fixture.deliver(events)
        }
        observation.cancel()
        precondition(diagnostics == 0, "the benchmark's events produced \(diagnostics) diagnostics")
    }
}
