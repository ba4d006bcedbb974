import Foundation
import OpenTouch

/// The input pipeline with and without a ``TraceRecorder`` attached: what the why-traces
/// (hit-test skip reasons, recognizer reasons, delivery reasons) cost when someone records them,
/// and that nothing is paid when nobody does. Both sides run the same scene, a full-screen view
/// with a tap recognizer (which fails on the first long move, with a reason), alternately.
@MainActor
struct TracingBenchmarks {
    let harness: Harness

    /// The measured sides.
    struct Summary {
        var plain: Measurement
        var recorded: Measurement
    }

    /// A pipeline fixture with a tap recognizer on its view and, optionally, a recorder.
    @MainActor
    private final class Side {
        let fixture = PipelineFixture()
        let recorder: TraceRecorder?
        var pool = (0 ..< 16).map { _ in PipelineFixture.sequence() }
        var next = 0

        init(recording: Bool) {
            fixture.view.addGestureRecognizer(UITapGestureRecognizer())
            recorder = recording ? TraceRecorder(application: fixture.application) : nil
        }

        /// One down + 100 moves + up, timed; the recorder's records are dropped untimed.
        func sample() -> (nanos: Double, operations: Int) {
            fixture.restamp(&pool[next])
            let clock = ContinuousClock()
            let start = clock.now
            fixture.deliver(pool[next])
            let elapsed = start.duration(to: clock.now)
            next = (next + 1) % pool.count
            recorder?.removeAll()
            return (nanoseconds(elapsed), PipelineFixture.movesPerSequence)
        }
    }

    func run(into report: inout Report) -> Summary {
        let plain = Side(recording: false), recorded = Side(recording: true)
        let results = harness.compareSamples([{ plain.sample() }, { recorded.sample() }], warmupSamples: 100)
        let summary = Summary(plain: results[0], recorded: results[1])
        report.rows.append(.timing("Pipeline with a tap recognizer, down + 100 moves + up: TraceRecorder attached",
                                   metric: "time/move", candidate: summary.recorded,
                                   baselineName: "no observer", baseline: summary.plain))
        return summary
    }
}
