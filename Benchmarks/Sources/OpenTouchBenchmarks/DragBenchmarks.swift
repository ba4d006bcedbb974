import Foundation
import OpenTouch

/// Per-move cost and allocations of drags over a scroll view, a button and a slider, each
/// against simpler scenes sampled alternately in the same run.
@MainActor
struct DragBenchmarks {
    let harness: Harness
    /// Untimed sequences each scene gets before sampling.
    static let warmupSequences = 100

    /// Times each scene's drag (round-robin, see ``Harness/compareSamples(_:warmupSamples:)``)
    /// and checks every scene did its work.
    func measure(_ scenes: [DragScene], events: [DigitizerEvent]) -> [Measurement] {
        let runs = scenes.map { DragRun(scene: $0, events: events) }
        let measurements = harness.compareSamples(runs.map { run in { run.sample() } },
                                                  warmupSamples: Self.warmupSequences)
        for run in runs { run.verify() }
        return measurements
    }

    /// A scroll view's drag against the hand-written pan and the plain pipeline.
    func measureScrollDrag(startOffset: CGPoint) -> (scroll: Measurement, pan: Measurement, plain: Measurement) {
        let measured = measure([ScrollDragScene(startOffset: startOffset), PanDragScene(startOffset: startOffset),
                                PipelineFixture()], events: DragPath.diagonal())
        return (measured[0], measured[1], measured[2])
    }

    /// A control's drag against the plain pipeline.
    func measureControlDrag(_ scene: DragScene) -> (control: Measurement, plain: Measurement) {
        let measured = measure([scene, PipelineFixture()], events: ControlPath.events())
        return (measured[0], measured[1])
    }

    /// Mallocs over `chunks` × 100 moves of one long drag (all threads), after a touch-down and
    /// three chunks of warm-up, as ``GestureBenchmarks/allocationsPerMove(recognizers:mix:chunks:)``.
    func allocationsPerMove(_ scene: DragScene, events: [DigitizerEvent], chunks: Int) -> (mallocs: Int, moves: Int) {
        let fixture = scene.pipeline
        let moves = PipelineFixture.movesPerSequence
        var down = Array(events.prefix(1)), up = Array(events.suffix(1))
        var chunkPool = (0 ..< chunks + 3).map { _ in Array(events[1 ... moves]) }
        fixture.restamp(&down)
        for index in chunkPool.indices { fixture.restamp(&chunkPool[index]) }
        fixture.restamp(&up)
        fixture.deliver(down)
        for _ in 0 ..< 3 { fixture.deliver(chunkPool.removeFirst()) }
        let statistics = MemoryBenchmarks.count {
            for chunk in chunkPool { fixture.deliver(chunk) }
        }
        fixture.deliver(up)
        return (statistics.mallocCount, chunks * moves)
    }
}
