import Foundation
import MallocInterposerSwift
import OpenTouch

/// Allocation counts with the malloc interposer: per move in steady state, per hit test, and
/// bytes per view.
///
/// On Linux the interposer replaces `malloc` and friends because its shared library is linked
/// into the executable ahead of libc; ``interposerCheck()`` proves it is active before any zero
/// is trusted. Counts cover every thread, so the event-fetcher thread's allocations are included.
@MainActor
struct MemoryBenchmarks {
    /// Counts the allocations made by `body` (all threads), after resetting the counters.
    static func count(_ body: () -> Void) -> MallocInterposerSwift.Statistics {
        MallocInterposerSwift.initialize()
        MallocInterposerSwift.hook()
        body()
        MallocInterposerSwift.unhook()
        return MallocInterposerSwift.getStatistics()
    }

    /// Allocates 10,000 small arrays while counting; returns the number of mallocs seen, which
    /// must be at least 10,000 for the interposer to be trusted.
    static func interposerCheck() -> Int {
        var arrays: [[Int]] = []
        arrays.reserveCapacity(10_000)
        let statistics = count {
            for index in 0 ..< 10_000 { arrays.append([Int](repeating: index, count: 4)) }
        }
        consume(arrays.count)
        return statistics.mallocCount
    }

    /// Mallocs over a long run of moves (after warm-up) through the whole pipeline, and over as
    /// many direct `touchesMoved` calls for the floor; with the number of moves.
    func allocationsPerMove(chunks: Int) -> (pipeline: Int, floor: Int, moves: Int) {
        let fixture = PipelineFixture()
        for _ in 0 ..< 50 {
            var warmUp = PipelineFixture.sequence()
            fixture.restamp(&warmUp)
            fixture.deliver(warmUp)
        }
        var sequence = PipelineFixture.sequence()
        let moves = PipelineFixture.movesPerSequence
        var down = Array(sequence.prefix(1)), up = Array(sequence.suffix(1))
        // One extra chunk of moves is delivered before counting: the first move of a touch may
        // build its moved-touches set once; steady state starts after it.
        var chunkPool = (0 ... chunks).map { _ in Array(sequence[1 ... moves]) }
        fixture.restamp(&down)
        for index in chunkPool.indices { fixture.restamp(&chunkPool[index]) }
        fixture.restamp(&up)
        fixture.deliver(down)
        fixture.deliver(chunkPool.removeFirst())
        let movedBefore = fixture.view.moved
        let statistics = Self.count {
            for chunk in chunkPool { fixture.deliver(chunk) }
        }
        let moved = fixture.view.moved - movedBefore
        fixture.deliver(up)
        precondition(moved == chunks * moves, "expected \(chunks * moves) moves, got \(moved)")
        sequence.removeAll()

        let view = fixture.view, touches = view.beganTouches, event = view.beganEvent
        let floor = Self.count { callTouchesMoved(view, touches, event, times: moved) }
        return (statistics.mallocCount, floor.mallocCount, moved)
    }

    /// Mallocs per hit test over every query point of the deep tree, repeated `rounds` times.
    func allocationsPerHitTest(_ fixtures: HitTestFixtures, rounds: Int) -> (openTouch: Double, naive: Double) {
        let root = fixtures.deepRoot, naive = fixtures.deepNaiveRoot, points = fixtures.deepPoints
        var sum = 0
        let openTouch = Self.count {
            for _ in 0 ..< rounds { for point in points { sum &+= root.hitTest(point, with: nil)?.tag ?? 0 } }
        }
        let baseline = Self.count {
            for _ in 0 ..< rounds { for point in points { sum &+= naive.hitTest(point)?.id ?? 0 } }
        }
        consume(sum)
        let queries = Double(rounds * points.count)
        return (Double(openTouch.mallocCount) / queries, Double(baseline.mallocCount) / queries)
    }

    /// Requested bytes and mallocs per view for `count` views of each kind, all kept alive.
    func bytesPerView(count: Int) -> (openTouch: (bytes: Double, mallocs: Double),
                                      naive: (bytes: Double, mallocs: Double)) {
        var views: [UIView] = []
        views.reserveCapacity(count)
        let openTouch = Self.count {
            for index in 0 ..< count {
                views.append(UIView(frame: CGRect(x: index % 300, y: index / 300, width: 10, height: 10)))
            }
        }
        var naiveViews: [NaiveView] = []
        naiveViews.reserveCapacity(count)
        let naive = Self.count {
            for index in 0 ..< count {
                naiveViews.append(NaiveView(id: index, frame: CGRect(x: index % 300, y: index / 300,
                                                                     width: 10, height: 10)))
            }
        }
        consume(views.count + naiveViews.count)
        let total = Double(count)
        return ((Double(openTouch.mallocBytesCount) / total, Double(openTouch.mallocCount) / total),
                (Double(naive.mallocBytesCount) / total, Double(naive.mallocCount) / total))
    }
}
