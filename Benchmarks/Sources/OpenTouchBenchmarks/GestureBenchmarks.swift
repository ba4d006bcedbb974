import Foundation
import MallocInterposerSwift
import OpenTouch

/// Lets every pan recognize together, so all of them stay active and act on every move: the
/// most work the gesture environment can be given per move.
@MainActor
final class EveryoneTogether: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

/// Counts the actions of the fixture's recognizers.
@MainActor
final class ActionCounter {
    var actions = 0
    func handle(_ recognizer: UIPanGestureRecognizer) { actions += 1 }
}

/// A pipeline fixture whose touched view has a chain of five nested views carrying `count`
/// recognizers in all (spread over the chain), none cancelling the view's touches, so the view
/// still sees every move.
///
/// - `.simultaneousPans`: every recognizer is a pan and all recognize together, each acting on
///   every move — the most work the environment can be given.
/// - `.mixed`: a pan, a tap, a long press, an upward swipe and a pinch, repeating; the deepest pan
///   begins and makes the rest fail, as in an ordinary app.
@MainActor
final class GestureFixture {
    enum Mix { case simultaneousPans, mixed }

    let pipeline = PipelineFixture()
    let counter = ActionCounter()
    let delegate = EveryoneTogether()
    let recognizers: [UIGestureRecognizer]

    init(recognizerCount count: Int, mix: Mix = .simultaneousPans) {
        var chain: [UIView] = []
        var parent: UIView = pipeline.window
        for _ in 0 ..< 5 {
            let view = UIView(frame: parent.bounds)
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        pipeline.view.removeFromSuperview()
        parent.addSubview(pipeline.view)
        chain.append(pipeline.view)
        let counter = self.counter, delegate = self.delegate
        var made: [UIGestureRecognizer] = []
        for index in 0 ..< count {
            let recognizer: UIGestureRecognizer
            if mix == .simultaneousPans || index % 5 == 0 {
                let pan = UIPanGestureRecognizer(target: counter, action: ActionCounter.handle)
                if mix == .simultaneousPans { pan.delegate = delegate }
                recognizer = pan
            } else if index % 5 == 1 {
                recognizer = UITapGestureRecognizer()
            } else if index % 5 == 2 {
                recognizer = UILongPressGestureRecognizer()
            } else if index % 5 == 3 {
                let swipe = UISwipeGestureRecognizer()
                swipe.direction = .up
                recognizer = swipe
            } else {
                recognizer = UIPinchGestureRecognizer()
            }
            recognizer.cancelsTouchesInView = false
            // Deepest view first, so the first recognizer (a pan) is the one tried first.
            chain[chain.count - 1 - index % chain.count].addGestureRecognizer(recognizer)
            made.append(recognizer)
        }
        recognizers = made
    }
}

/// Throughput and allocations of a pan through the gesture environment.
@MainActor
struct GestureBenchmarks {
    let harness: Harness

    /// Time per move for down + 100 moves + up with `count` recognizers; checks that every
    /// recognizer acted equally often (began, changed on each move past the threshold, ended).
    func measurePan(recognizers count: Int, mix: GestureFixture.Mix = .simultaneousPans) -> Measurement {
        let fixture = GestureFixture(recognizerCount: count, mix: mix)
        var pool = (0 ..< 32).map { _ in PipelineFixture.sequence() }
        var next = 0, sequences = 0
        let clock = ContinuousClock()
        for _ in 0 ..< 100 {
            fixture.pipeline.restamp(&pool[next])
            fixture.pipeline.deliver(pool[next])
            sequences += 1
            next = (next + 1) % pool.count
        }
        let fetcher = fixture.pipeline.application.eventFetcher
        let result = harness.measureSamples(warmupSamples: 0) {
            fixture.pipeline.restamp(&pool[next])
            let start = clock.now
            fetcher.post(contentsOf: pool[next])
            fixture.pipeline.application.processPendingInput()
            let end = clock.now
            sequences += 1
            next = (next + 1) % pool.count
            return (nanoseconds(start.duration(to: end)), PipelineFixture.movesPerSequence)
        }
        // Every recognizer acts the same number of times per sequence: began once past the pan
        // threshold, changed on each later move, ended on lift (about 92 actions).
        let acting = mix == .mixed ? min(count, 1) : count
        let perRecognizerSequence = acting == 0 ? 0 : fixture.counter.actions / (sequences * acting)
        guard fixture.counter.actions == sequences * acting * perRecognizerSequence,
              acting == 0 || perRecognizerSequence >= 80,
              fixture.pipeline.view.moved == sequences * PipelineFixture.movesPerSequence else {
            fatalError("gesture pipeline: \(fixture.counter.actions) actions for \(sequences) sequences "
                       + "× \(count) recognizers; view saw \(fixture.pipeline.view.moved) moves")
        }
        return result
    }

    /// Mallocs per move in steady state with `count` recognizers (all threads).
    func allocationsPerMove(recognizers count: Int, mix: GestureFixture.Mix, chunks: Int) -> (mallocs: Int, moves: Int) {
        let fixture = GestureFixture(recognizerCount: count, mix: mix)
        let sequence = PipelineFixture.sequence()
        let moves = PipelineFixture.movesPerSequence
        var down = Array(sequence.prefix(1)), up = Array(sequence.suffix(1))
        var chunkPool = (0 ..< chunks + 3).map { _ in Array(sequence[1 ... moves]) }
        fixture.pipeline.restamp(&down)
        for index in chunkPool.indices { fixture.pipeline.restamp(&chunkPool[index]) }
        fixture.pipeline.restamp(&up)
        fixture.pipeline.deliver(down)
        // Warm-up: the first chunks take every pan past its threshold, build the reused touch
        // sets, and grow both of the event queue's swapped buffers to a chunk's size.
        for _ in 0 ..< 3 { fixture.pipeline.deliver(chunkPool.removeFirst()) }
        let statistics = MemoryBenchmarks.count {
            for chunk in chunkPool { fixture.pipeline.deliver(chunk) }
        }
        fixture.pipeline.deliver(up)
        return (statistics.mallocCount, chunks * moves)
    }
}
