import Foundation
import OpenTouch
import Testing

/// Each recognizer's fate comes with the rule that decided it, checked against UIKit's rules.
@MainActor
@Suite("Why-traces: gesture recognizers")
struct WhyGestureTests {
    /// The reasons recorded for `recognizer`, with the state each explains.
    private func reasons(of recognizer: UIGestureRecognizer, in recorder: TraceRecorder)
        -> [(state: UIGestureRecognizer.State, reason: GestureReason)] {
        recorder.records.compactMap { record in
            if case .gestureReason(let other, let state, let reason) = record, other === recognizer { return (state, reason) }
            return nil
        }
    }

    /// A single tap named "single" that requires a double tap named "double" to fail, both on `card`.
    private func singleAndDoubleTap(on card: UIView) -> (single: UITapGestureRecognizer, double: UITapGestureRecognizer) {
        let single = UITapGestureRecognizer()
        single.name = "single"
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        card.addGestureRecognizer(single)
        card.addGestureRecognizer(double)
        return (single, double)
    }

    private func card(in scene: TestScene) -> UIView {
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        card.accessibilityIdentifier = "card"
        scene.rootView.addSubview(card)
        return card
    }

    @Test func aTapThatMovedPastItsAllowanceFailsWithTheDistance() {
        let scene = TestScene()
        let card = card(in: scene)
        let tap = UITapGestureRecognizer()
        tap.allowableMovement = 10
        card.addGestureRecognizer(tap)
        let recorder = scene.recorder()

        let finger = scene.driver.down(at: CGPoint(x: 100, y: 200))
        scene.driver.move(finger, to: CGPoint(x: 115, y: 200))
        scene.driver.up(finger)

        let found = reasons(of: tap, in: recorder)
        #expect(found.map(\.state) == [.failed])
        #expect(found.first?.reason == .movedTooFar(distance: 15, allowed: 10))
        let line = recorder.lines(TraceFormatter(style: .verbose)).first { $0.contains("failed:") }
        #expect(line == "UITapGestureRecognizer on UIView#card failed: finger moved 15 pt, more than the 10 pt allowed")
        let fate = try! #require(recorder.explain()?.recognizers.first)
        #expect(fate.finalState == "Failed")
        #expect(fate.steps.last?.text == "Possible → Failed: finger moved 15 pt, more than the 10 pt allowed")
        #expect(fate.steps.last?.reason == "movedTooFar")
    }

    @Test func aLongPressLiftedTooSoonAndOneMovedTooFar() {
        let scene = TestScene()
        let press = UILongPressGestureRecognizer()
        card(in: scene).addGestureRecognizer(press)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 200), duration: 0.2)
        let finger = scene.driver.down(at: CGPoint(x: 100, y: 200))
        scene.driver.move(finger, to: CGPoint(x: 100, y: 212))
        scene.driver.up(finger)

        #expect(reasons(of: press, in: recorder).map(\.reason)
                == [.liftedTooSoon(required: 0.5), .movedTooFar(distance: 12, allowed: 10)])
    }

    @Test func aSingleTapWaitsForTheDoubleTapAndRecognizesWhenItFails() {
        let scene = TestScene()
        let (single, double) = singleAndDoubleTap(on: card(in: scene))
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 200), duration: 0.05)
        scene.driver.wait(1)

        let doubleName = TraceName(double)
        #expect(reasons(of: single, in: recorder).map(\.reason) == [.waitingFor([doubleName]), .requirementFailed(doubleName)])
        #expect(reasons(of: double, in: recorder).map(\.reason) == [.nextTapTooLate(allowed: 0.35)])
        let explanation = try! #require(recorder.explain())
        let fate = try! #require(explanation.recognizers.first { $0.recognizer.contains("\"single\"") })
        #expect(fate.finalState == "Ended")
        // It waited from the lift (+0.05 s) until the double tap gave up 0.35 s later.
        let ended = try! #require(fate.steps.first { $0.text.hasPrefix("Possible → Ended") })
        #expect(abs(ended.offset - 0.4) < 0.001)
        #expect(ended.text.contains("UITapGestureRecognizer \"double\" on UIView#card, which it waited for, failed"))
        #expect(explanation.outcome.hasPrefix("recognized by UITapGestureRecognizer \"single\""))
    }

    @Test func anExplanationTakenWhileTheSingleTapStillWaitsSaysItIsNotDecided() throws {
        let scene = TestScene()
        _ = singleAndDoubleTap(on: card(in: scene))
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 200), duration: 0.05)

        let explanation = try #require(recorder.explain())
        #expect(explanation.outcome.hasPrefix(
            "not decided yet: UITapGestureRecognizer \"single\" on UIView#card is still possible: waits for "
            + "UITapGestureRecognizer \"double\" on UIView#card to fail (let time pass"))
        scene.driver.wait(1)
        #expect(try #require(recorder.explain()).outcome.hasPrefix("recognized by"))
    }

    @Test func aPinchFailsForOneFingerOrForFingersLiftedBeforeTheyPinched() {
        let scene = TestScene()
        let card = card(in: scene)
        let pinch = UIPinchGestureRecognizer()
        card.addGestureRecognizer(pinch)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 200))
        scene.driver.wait(1)
        let fingers = scene.driver.down(at: [CGPoint(x: 80, y: 200), CGPoint(x: 160, y: 200)])
        scene.driver.up(fingers)

        #expect(reasons(of: pinch, in: recorder).map(\.reason)
                == [.tooFewTouches(count: 1, required: 2), .liftedBeforeBeginning])
        #expect(recorder.explain()?.text.contains("a finger lifted before the two fingers moved enough to begin") == true)
    }

    @Test func aDiagonalSwipeFailsAtTheLiftForItsDirectionNotForItsLength() {
        let scene = TestScene()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        card(in: scene).addGestureRecognizer(swipe)
        let recorder = scene.recorder()

        scene.driver.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 110, y: 240), duration: 0.3, steps: 10)

        #expect(reasons(of: swipe, in: recorder).map(\.reason)
                == [.wrongDirection(movement: CGPoint(x: -90, y: 90), allowed: "a swipe left that moves more along it than across")])
    }

    @Test func aPanOfTheSuperviewIsExcludedWhenTheInnerPanBegins() {
        let scene = TestScene()
        let card = card(in: scene)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        inner.accessibilityIdentifier = "slider"
        card.addSubview(inner)
        let outerPan = UIPanGestureRecognizer()
        let innerPan = UIPanGestureRecognizer()
        card.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        let recorder = scene.recorder()

        scene.driver.drag(from: CGPoint(x: 60, y: 150), to: CGPoint(x: 160, y: 150))

        #expect(reasons(of: outerPan, in: recorder).map(\.reason) == [.excludedBy(TraceName(innerPan))])
        let text = try! #require(recorder.explain()?.text)
        #expect(text.contains("Possible → Failed: UIPanGestureRecognizer on UIView#slider recognized and prevents it"))
    }

    @Test func aDelegateThatRefusesIsNamed() {
        let scene = TestScene()
        let card = card(in: scene)
        let refusing = UITapGestureRecognizer()
        let refusingDelegate = Refuser(begin: false)
        refusing.delegate = refusingDelegate
        let deaf = UILongPressGestureRecognizer()
        let deafDelegate = Refuser(receive: false)
        deaf.delegate = deafDelegate
        card.addGestureRecognizer(refusing)
        card.addGestureRecognizer(deaf)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 200))

        #expect(reasons(of: refusing, in: recorder).map(\.reason) == [.delegateRefusedBegin])
        #expect(reasons(of: deaf, in: recorder).map(\.reason) == [.delegateRefusedTouch])
        let explanation = try! #require(recorder.explain())
        #expect(explanation.recognizers.map(\.finalState) == ["Failed", "never got the touch"])
        #expect(explanation.text.contains("its delegate's gestureRecognizerShouldBegin returned false"))
        withExtendedLifetime((refusingDelegate, deafDelegate)) {}
    }

    @Test func simultaneousRecognitionSaysWhichDelegateAllowedIt() {
        let scene = TestScene()
        let card = card(in: scene)
        let pinch = UIPinchGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 2
        let delegate = Refuser(simultaneous: true)
        pinch.delegate = delegate
        card.addGestureRecognizer(pan)
        card.addGestureRecognizer(pinch)
        let recorder = scene.recorder()

        let fingers = scene.driver.down(at: [CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200)])
        for step in 1 ... 10 {
            let d = CGFloat(step) * 6
            scene.driver.move([(fingers[0], CGPoint(x: 100 - d, y: 200 + d)), (fingers[1], CGPoint(x: 200 + d, y: 200 + d))])
        }
        scene.driver.up(fingers)

        let all = reasons(of: pinch, in: recorder).map(\.reason) + reasons(of: pan, in: recorder).map(\.reason)
        #expect(all.contains(.simultaneousWith(TraceName(pan))) || all.contains(.simultaneousWith(TraceName(pinch))))
        withExtendedLifetime(delegate) {}
    }

    @Test func aSwipeTheOtherWayFailsWithTheMovement() {
        let scene = TestScene()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        card(in: scene).addGestureRecognizer(swipe)
        let recorder = scene.recorder()

        scene.driver.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.2)

        let reason = try! #require(reasons(of: swipe, in: recorder).first?.reason)
        guard case .wrongDirection(let movement, let allowed) = reason else {
            Issue.record("expected a wrong direction, got \(reason)")
            return
        }
        #expect(movement.x >= 50 && movement.y == 0)
        #expect(allowed == "a swipe left")
    }

    @Test func aVerticalScrollViewsPanCannotScrollSideways() {
        let scene = TestScene()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        list.contentSize = CGSize(width: 375, height: 2000)
        scene.rootView.addSubview(list)
        let recorder = scene.recorder()

        scene.driver.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 300, y: 310))

        let reason = reasons(of: list.panGestureRecognizer, in: recorder).first?.reason
        #expect(reason == .cannotScroll(axis: "horizontal", contentSize: CGSize(width: 375, height: 2000),
                                        boundsSize: CGSize(width: 375, height: 600)))
        #expect(reason?.text == "the drag is horizontal and the scroll view cannot scroll horizontally (content 375 × 2000, bounds 375 × 600)")
    }

    @Test func aButtonKeepsItsTouchFromASuperviewsTap() {
        let scene = TestScene()
        let card = card(in: scene)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        button.setTitle("Like", for: .normal)
        card.addSubview(button)
        let tap = UITapGestureRecognizer()
        card.addGestureRecognizer(tap)
        let recorder = scene.recorder()

        scene.driver.tap(button)

        #expect(reasons(of: tap, in: recorder).map(\.reason) == [.controlKeepsTouch(TraceName(button))])
        let explanation = try! #require(recorder.explain())
        #expect(explanation.controlEvents.contains { $0.text.contains("touchUpInside") })
        let lines = explanation.text.split(separator: "\n").map(String.init)
        let ended = try! #require(lines.firstIndex { $0.hasSuffix("touchesEnded → UIButton \"Like\"") })
        #expect(lines[ended + 1].hasSuffix("UIButton \"Like\" sends touchUpInside"))
        #expect(explanation.text.contains("UIButton \"Like\" keeps its touch from a superview's recognizer"))
    }

    @Test func disablingARecognizerMidGestureIsTheReason() {
        let scene = TestScene()
        let pan = UIPanGestureRecognizer()
        card(in: scene).addGestureRecognizer(pan)
        let recorder = scene.recorder()

        let finger = scene.driver.down(at: CGPoint(x: 100, y: 200))
        scene.driver.move(finger, to: CGPoint(x: 150, y: 200))
        pan.isEnabled = false
        scene.driver.up(finger)

        #expect(reasons(of: pan, in: recorder).map(\.reason) == [.disabled])
        #expect(reasons(of: pan, in: recorder).map(\.state) == [.cancelled])
    }
}

/// A delegate with fixed answers.
private final class Refuser: UIGestureRecognizerDelegate {
    let begin: Bool, receive: Bool, simultaneous: Bool

    init(begin: Bool = true, receive: Bool = true, simultaneous: Bool = false) {
        self.begin = begin
        self.receive = receive
        self.simultaneous = simultaneous
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
}
