import Foundation
import OpenTouch

/// A scene a one-finger drag (down, ``PipelineFixture/movesPerSequence`` moves, up) is posted to
/// through the whole public pipeline, like ``PipelineFixture``'s, for comparing what different
/// views under the finger cost per move.
@MainActor
protocol DragScene: AnyObject {
    /// The application, window and fetcher the drag goes through.
    var pipeline: PipelineFixture { get }
    /// Puts the scene back in its starting state between sequences (untimed).
    func reset()
    /// Stops the run unless the scene did its work for `sequences` sequences of `moves` moves.
    func verify(sequences: Int, moves: Int)
}

/// The plain pipeline is a drag scene: its ``TrackingView`` fills the window and sees every move.
extension PipelineFixture: DragScene {
    var pipeline: PipelineFixture { self }

    func reset() {}

    func verify(sequences: Int, moves: Int) {
        guard view.began == sequences, view.moved == sequences * moves, view.ended == sequences else {
            fatalError("plain drag: began \(view.began), moved \(view.moved), ended \(view.ended) "
                       + "for \(sequences) sequences")
        }
    }
}

/// Drag paths, as digitizer events with placeholder timestamps (restamp before posting).
@MainActor
enum DragPath {
    /// The pipeline benchmark's diagonal drag: from (100, 200), (1, 0.5) points per move.
    static func diagonal() -> [DigitizerEvent] {
        PipelineFixture.sequence()
    }

    /// A horizontal drag: down at `start`, each move one point to the right, up where it ended.
    static func horizontal(from start: CGPoint) -> [DigitizerEvent] {
        let moves = PipelineFixture.movesPerSequence
        var events = [DigitizerEvent(timestamp: 0, fingers: [.down(1, at: start)])]
        for step in 1 ... moves {
            events.append(DigitizerEvent(timestamp: 0, fingers: [.move(1, to: CGPoint(x: start.x + Double(step),
                                                                                      y: start.y))]))
        }
        events.append(DigitizerEvent(timestamp: 0, fingers: [.up(1, at: CGPoint(x: start.x + Double(moves),
                                                                               y: start.y))]))
        return events
    }
}

/// Posts one drag sequence per sample to a ``DragScene``: the scene is reset and the virtual
/// clock brought up to the previous sequence's last timestamp untimed, then the post and the
/// main-thread drain are timed, per move.
@MainActor
final class DragRun {
    let scene: DragScene
    private var pool: [[DigitizerEvent]]
    private var next = 0
    private var lastTimestamp: TimeInterval = 0
    /// Sequences delivered so far (warm-up included).
    private(set) var sequences = 0
    private let clock = ContinuousClock()

    init(scene: DragScene, events: [DigitizerEvent]) {
        self.scene = scene
        pool = (0 ..< 32).map { _ in events }
    }

    /// One timed sequence: time per move over its ``PipelineFixture/movesPerSequence`` moves.
    func sample() -> (nanos: Double, operations: Int) {
        prepare()
        let fixture = scene.pipeline
        let start = clock.now
        fixture.application.eventFetcher.post(contentsOf: pool[next])
        fixture.application.processPendingInput()
        let end = clock.now
        finish()
        return (nanoseconds(start.duration(to: end)), PipelineFixture.movesPerSequence)
    }

    /// Delivers one sequence untimed (profiling, warm-up).
    func deliver() {
        prepare()
        scene.pipeline.deliver(pool[next])
        finish()
    }

    /// Checks that the scene handled every sequence delivered.
    func verify() {
        scene.verify(sequences: sequences, moves: PipelineFixture.movesPerSequence)
    }

    private func prepare() {
        scene.reset()
        (scene.pipeline.application.clock as? VirtualClock)?.advance(to: lastTimestamp)
        scene.pipeline.restamp(&pool[next])
    }

    private func finish() {
        lastTimestamp = pool[next].last?.timestamp ?? lastTimestamp
        sequences += 1
        next = (next + 1) % pool.count
    }
}
