import Foundation
@testable import OpenTouch
import Testing

/// The gesture arena on its own: no application, window or event. Recognizers sit on views that
/// are in no window, touches are made by hand, and the arena's host is a recorder of what the
/// arena asks of the world (cancel views' touches, settle held deliveries, report).
@MainActor
@Suite("Gesture arena engine: judged on its own")
struct GestureArenaEngineTests {
    /// The arena's host in these tests: writes down every request the arena makes.
    @MainActor
    final class RecordingHost: GestureArenaHost {
        var cancelled: [(recognizer: String, touches: Int)] = []
        var settles = 0
        var diagnostics: [InputDiagnostic.Kind] = []

        override func arena(_ arena: GestureArena, cancelViewTouchesOf recognizer: UIGestureRecognizer, touches: [UITouch]) {
            cancelled.append((recognizer.name ?? "?", touches.count))
        }
        override func arenaDidSettle(_ arena: GestureArena) { settles += 1 }
        override func arena(_ arena: GestureArena, report diagnostic: InputDiagnostic) { diagnostics.append(diagnostic.kind) }
    }

    /// A recognizer that counts its resets and logs its actions.
    final class Probe: UIGestureRecognizer {
        var resets = 0
        var actions: [State] = []
        init(_ name: String) {
            super.init(target: nil, action: nil)
            self.name = name
            addTarget(handler: { [unowned self] in actions.append($0.state) })
        }
        override func reset() { resets += 1 }
    }

    /// An arena with its recording host and a view (in no window) for the recognizers. Made and
    /// released inside each test, on the main actor, as the engine's objects must be.
    @MainActor
    final class Bench {
        let arena = GestureArena()
        let host = RecordingHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        private var nextFinger = 0

        init() { arena.host = host }

        /// A recognizer on the test view.
        func probe(_ name: String) -> Probe {
            let probe = Probe(name)
            view.addGestureRecognizer(probe)
            return probe
        }

        /// A new touch given to `recognizers`, as at touch-down.
        @discardableResult
        func touch(to recognizers: [UIGestureRecognizer]) -> UITouch {
            nextFinger += 1
            let touch = UITouch(finger: nextFinger, timestamp: 0, windowLocation: .zero, type: .direct)
            touch.gestureRecognizers = recognizers
            arena.give(touch, to: recognizers)
            return touch
        }
    }

    @Test("joining gives one attempt per recognizer; the reset drops it and the recognizer hears reset()")
    func joinAndReset() throws {
        let bench = Bench()
        let a = bench.probe("a")
        let touch = bench.touch(to: [a])
        let attempt = try #require(bench.arena.attempt(of: a))
        #expect(bench.arena.join(a) === attempt)
        #expect(attempt.touches == [touch])
        #expect(a.numberOfTouches == 1)
        a.state = .ended
        #expect(a.actions == [.ended])
        // Its touch is still down: the attempt is not over.
        #expect(bench.arena.isMember(a))
        touch.phase = .ended
        bench.arena.eventDidFinish(touchesLifted: true)
        #expect(!bench.arena.isMember(a) && a.attempt == nil)
        #expect(a.state == .possible && a.resets == 1 && a.numberOfTouches == 0)
    }

    @Test("a state set inside a callback reads back at once and is committed when the callback returns")
    func provisionalStateInsideCallback() {
        let bench = Bench()
        let a = bench.probe("a")
        _ = bench.touch(to: [a])
        bench.arena.callback(a) { recognizer in
            recognizer.state = .began
            #expect(recognizer.state == .began)
            #expect(recognizer.storedState == .possible)
        }
        #expect(a.storedState == .began && a.actions == [.began])
        #expect(bench.arena.attempt(of: a)?.provisionalState == nil)
    }

    @Test("a recognizer that requires another to fail waits; it recognizes if that one fails, and fails if it recognizes",
          arguments: [UIGestureRecognizer.State.failed, .ended])
    func failureRequirementWaits(for otherOutcome: UIGestureRecognizer.State) {
        let bench = Bench()
        let single = bench.probe("single"), double = bench.probe("double")
        single.require(toFail: double)
        _ = bench.touch(to: [single, double])
        single.state = .ended
        #expect(single.storedState == .possible && single.actions.isEmpty)
        #expect(bench.arena.attempt(of: single)?.pendingState == .ended)
        double.state = otherOutcome
        if otherOutcome == .failed {
            #expect(single.storedState == .ended && single.actions == [.ended])
        } else {
            #expect(double.actions == [.ended])
            #expect(single.storedState == .failed && single.actions.isEmpty)
        }
    }

    @Test("a gesture that begins fails the others sharing its touch, and takes the touch from views")
    func preventionSharesTouches() {
        let bench = Bench()
        let pan = bench.probe("pan"), tap = bench.probe("tap"), elsewhere = bench.probe("elsewhere")
        _ = bench.touch(to: [pan, tap])
        _ = bench.touch(to: [elsewhere])
        pan.state = .began
        #expect(tap.storedState == .failed)
        #expect(elsewhere.storedState == .possible)
        #expect(bench.host.cancelled.map(\.recognizer) == ["pan"] && bench.host.cancelled.first?.touches == 1)
    }

    @Test("without cancelsTouchesInView, views keep the touch")
    func noCancellationWhenNotAsked() {
        let bench = Bench()
        let pan = bench.probe("pan")
        pan.cancelsTouchesInView = false
        _ = bench.touch(to: [pan])
        pan.state = .began
        #expect(bench.host.cancelled.isEmpty)
        #expect(bench.host.settles >= 1)
    }

    @Test("a failure-requirement cycle is reported and the earliest member proceeds")
    func cycleIsBroken() {
        let bench = Bench()
        let a = bench.probe("a"), b = bench.probe("b")
        a.require(toFail: b)
        b.require(toFail: a)
        _ = bench.touch(to: [a, b])
        a.state = .ended
        #expect(a.storedState == .possible)
        b.state = .ended
        #expect(bench.host.diagnostics.contains(.failureRequirementCycle))
        #expect(a.storedState == .ended)
        #expect(b.storedState == .failed)
    }

    @Test("a gesture left running after its touches lift is cancelled, reported and reset")
    func abandonedGestureIsCancelled() {
        let bench = Bench()
        let pan = bench.probe("pan")
        let touch = bench.touch(to: [pan])
        pan.state = .began
        touch.phase = .ended
        bench.arena.eventWillUpdate()
        bench.arena.eventDidFinish(touchesLifted: true)
        #expect(pan.actions == [.began, .cancelled])
        #expect(bench.host.diagnostics == [.abandonedGesture])
        #expect(!bench.arena.isMember(pan) && pan.resets == 1)
    }

    @Test("disabling a member mid-gesture cancels it and ends its attempt")
    func disablingEndsTheAttempt() {
        let bench = Bench()
        let pan = bench.probe("pan")
        _ = bench.touch(to: [pan])
        pan.state = .began
        pan.isEnabled = false
        #expect(pan.actions == [.began, .cancelled])
        #expect(pan.attempt == nil && pan.state == .possible)
    }

    @Test("tear-down cancels running gestures and resets every member")
    func tearDownResetsEveryone() {
        let bench = Bench()
        let pan = bench.probe("pan"), tap = bench.probe("tap")
        _ = bench.touch(to: [pan])
        _ = bench.touch(to: [tap])
        pan.state = .began
        bench.arena.tearDown()
        #expect(pan.actions == [.began, .cancelled])
        #expect(bench.arena.members.isEmpty && pan.attempt == nil && tap.attempt == nil)
        #expect(pan.resets == 1 && tap.resets == 1)
    }

    @Test("a recognizer outliving its arena loses its attempt, and behaves as one in no window")
    func recognizerOutlivesArena() {
        let view = UIView()
        let probe = Probe("late")
        view.addGestureRecognizer(probe)
        do {
            let arena = GestureArena()
            let touch = UITouch(finger: 1, timestamp: 0, windowLocation: .zero, type: .direct)
            arena.give(touch, to: [probe])
            #expect(probe.attempt?.arena === arena)
        }
        #expect(probe.attempt == nil && probe.numberOfTouches == 0)
        probe.state = .ended
        #expect(probe.actions == [.ended])
        #expect(probe.state == .possible && probe.resets == 1)
    }

    @Test("a recognizer that joins another arena mid-attempt keeps its attempt and its touches")
    func attemptMovesToAnotherArena() {
        let bench = Bench(), other = GestureArena()
        let pan = bench.probe("pan")
        let first = bench.touch(to: [pan])
        let attempt = bench.arena.join(pan)
        #expect(other.join(pan) === attempt)
        #expect(attempt.arena === other && other.isMember(pan) && !bench.arena.isMember(pan))
        #expect(pan.trackedTouches == [first])
        other.tearDown()
        bench.arena.tearDown()
        #expect(pan.attempt == nil && pan.resets == 1)
    }

    @Test("a new touch's recognizers go last in its order; the other members keep theirs")
    func newTouchReordersMembers() {
        let bench = Bench()
        let a = bench.probe("a"), b = bench.probe("b"), c = bench.probe("c"), d = bench.probe("d")
        bench.touch(to: [a, b, c, d])
        bench.touch(to: [c, a])
        #expect(bench.arena.members.map { $0.name ?? "?" } == ["b", "d", "c", "a"])
        bench.touch(to: [d, b, a, c])
        #expect(bench.arena.members.map { $0.name ?? "?" } == ["d", "b", "a", "c"])
        bench.arena.tearDown()
    }

    @Test("a commit settles a host that may need it, and skips one that says it need not")
    func settlingAsksTheHostFirst() {
        /// A host that says it holds nothing, and counts the settles it is asked for anyway.
        final class IdleHost: GestureArenaHost {
            var settles = 0
            override func arenaDidSettle(_ arena: GestureArena) { settles += 1 }
            override var mayNeedSettling: Bool { false }
        }
        let bench = Bench()
        let a = bench.probe("a")
        bench.touch(to: [a])
        let settlesBefore = bench.host.settles
        a.state = .began
        #expect(bench.host.settles > settlesBefore)
        let idle = IdleHost()
        bench.arena.host = idle
        a.state = .changed
        #expect(a.actions == [.began, .changed] && idle.settles == 0)
        bench.arena.tearDown()
        bench.arena.host = bench.host
    }

    @Test("the arena's own invariants catch a member waiting while not possible")
    func invariantCatchesWaitingOutsidePossible() {
        let bench = Bench()
        let a = bench.probe("a"), b = bench.probe("b")
        a.require(toFail: b)
        let touch = bench.touch(to: [a, b])
        #expect(bench.arena.firstBrokenArenaInvariant(listed: [touch]) == nil)
        a.state = .ended
        #expect(bench.arena.firstBrokenArenaInvariant(listed: [touch]) == nil)
        a.storedState = .began
        #expect(bench.arena.firstBrokenArenaInvariant(listed: [touch])?.contains("waits to leave .possible") == true)
    }
}
