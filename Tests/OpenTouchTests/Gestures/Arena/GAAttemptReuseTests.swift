import Foundation
import OpenTouch
import Testing

// The arena recycles a recognizer's finished attempt for the next one, and recognizers given the
// same touches in one event share one touch set: nothing of an earlier attempt may show in a
// later one, and every recognizer must still get exactly its own touches.

/// A drag that ignores its touch at touch-down while `ignoring` is set (then it gets no more of it).
@MainActor
private final class GAIgnoringDrag: GADragRecognizer {
    var ignoring = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if ignoring { for touch in touches { ignore(touch, for: event) } }
    }
}

/// Keeps every touch set it is given; fails when its touches end.
@MainActor
private final class GASetKeeper: UIGestureRecognizer {
    var began: [Set<UITouch>] = []
    var moved: [Set<UITouch>] = []
    var ended: [Set<UITouch>] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { began.append(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moved.append(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        ended.append(touches)
        state = .failed
    }
}

/// A view with a pan, a tap that waits (by its delegate) for the pan to fail, a long press and a
/// drag that may ignore its touch; the delegate logs its questions into the scene's log.
@MainActor
private struct GAReuseScene {
    let ga = GAScene()
    let delegate = GADelegate()
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    let press = UILongPressGestureRecognizer()
    let drag = GAIgnoringDrag()

    init() {
        delegate.log = ga.log
        let (pan, tap) = (self.pan, self.tap)
        delegate.requireFailureOf = { $0 === tap && $1 === pan }
        for (recognizer, name) in [(pan, "pan"), (tap, "tap"), (press, "press"), (drag, "drag")] as [(UIGestureRecognizer, String)] {
            recognizer.name = name
            recognizer.delegate = delegate
            recognizer.cancelsTouchesInView = false
            ga.watch(recognizer, as: name)
            ga.view.addGestureRecognizer(recognizer)
        }
    }

    /// Down, `moves` moves of 6 points, up; returns the log lines it added.
    func sequence(moves: Int) -> [String] {
        let start = ga.log.lines.count
        let finger = ga.driver.down(at: ga.point)
        for step in 0 ..< moves { ga.driver.move(finger, to: ga.at(CGFloat(step + 1) * 6)) }
        ga.driver.up(finger)
        ga.driver.wait(1)
        return Array(ga.log.lines[start...])
    }
}

@MainActor
@Suite("Gesture arena: later attempts start clean")
struct GAAttemptReuseTests {
    @Test("after an attempt that ignored its touch, waited for a partner and failed others, the next one behaves like a first one",
          arguments: [0, 1, 5])
    func laterAttemptsMatchFirstOnes(moves: Int) {
        let reused = GAReuseScene()
        reused.drag.ignoring = true
        _ = reused.sequence(moves: 5)
        _ = reused.sequence(moves: 0)
        reused.drag.ignoring = false
        let movedBefore = reused.drag.movedCalls
        let later = reused.sequence(moves: moves)

        let fresh = GAReuseScene()
        let first = fresh.sequence(moves: moves)

        #expect(later == first)
        #expect(reused.drag.movedCalls - movedBefore == fresh.drag.movedCalls)
        #expect(reused.ga.recorder.transitions(of: reused.pan).suffix(fresh.ga.recorder.transitions(of: fresh.pan).count)
                == fresh.ga.recorder.transitions(of: fresh.pan))
        for recognizer in [reused.pan, reused.tap, reused.press, reused.drag] as [UIGestureRecognizer] {
            #expect(recognizer.state == .possible)
            #expect(recognizer.numberOfTouches == 0)
        }
        reused.ga.expectBalancedTouches()
    }

    @Test("recognizers of one touch share its set; a recognizer of two touches gets both, each other one only its own")
    func touchSetsHoldEachRecognizersTouches() {
        let ga = GAScene()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 137, height: 400))
        let right = UIView(frame: CGRect(x: 138, y: 0, width: 137, height: 400))
        ga.view.addSubview(left)
        ga.view.addSubview(right)
        let leftKeepers = [GASetKeeper(), GASetKeeper()], rightKeeper = GASetKeeper(), both = GASetKeeper()
        for keeper in leftKeepers { left.addGestureRecognizer(keeper) }
        right.addGestureRecognizer(rightKeeper)
        ga.view.addGestureRecognizer(both)

        let fingers = ga.driver.down(at: [ga.at(-60), ga.at(60)])
        ga.driver.move([(fingers[0], ga.at(-50)), (fingers[1], ga.at(70))])
        ga.driver.move(fingers[1], to: ga.at(80))
        ga.driver.up(fingers)

        func views(_ sets: [Set<UITouch>]) -> [[String]] {
            sets.map { set in set.map { $0.view === left ? "left" : $0.view === right ? "right" : "?" }.sorted() }
        }
        for keeper in leftKeepers {
            #expect(views(keeper.began) == [["left"]])
            #expect(views(keeper.moved) == [["left"]])
            #expect(views(keeper.ended) == [["left"]])
        }
        #expect(views(rightKeeper.began) == [["right"]])
        #expect(views(rightKeeper.moved) == [["right"], ["right"]])
        #expect(views(rightKeeper.ended) == [["right"]])
        #expect(views(both.began) == [["left", "right"]])
        #expect(views(both.moved) == [["left", "right"], ["right"]])
        #expect(views(both.ended) == [["left", "right"]])
        ga.expectBalancedTouches()
    }
}
