import Foundation
import OpenTouch
import Testing

/// A single tap that asks, by overriding `shouldRequireFailure(of:)`, to wait for `partner`.
@MainActor
private final class WaitingTap: UITapGestureRecognizer {
    weak var partner: UIGestureRecognizer?
    var asked = 0
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return otherGestureRecognizer === partner
    }
}

/// A double tap that asks, by overriding `shouldBeRequiredToFail(by:)`, to be waited for by `partner`.
@MainActor
private final class WaitedForTap: UITapGestureRecognizer {
    weak var partner: UIGestureRecognizer?
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === partner
    }
}

/// How a test sets "the single tap waits for the double tap to fail".
enum GARequirementSource: String, CaseIterable, Sendable {
    case requireToFail, subclassShouldRequireFailure, subclassShouldBeRequiredToFail
    case delegateShouldRequireFailureOf, delegateShouldBeRequiredToFailBy
}

/// A view with a single tap and a double tap, the single waiting for the double in the way `source` says.
@MainActor
private struct TapPair {
    let ga = GAScene()
    let single: UITapGestureRecognizer
    let double: UITapGestureRecognizer
    let delegate = GADelegate()

    init(_ source: GARequirementSource = .requireToFail) {
        switch source {
        case .subclassShouldRequireFailure: single = WaitingTap()
        default: single = UITapGestureRecognizer()
        }
        double = source == .subclassShouldBeRequiredToFail ? WaitedForTap() : UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.name = "single"
        double.name = "double"
        single.delegate = delegate
        double.delegate = delegate
        let (single, double) = (self.single, self.double)
        switch source {
        case .requireToFail: single.require(toFail: double)
        case .subclassShouldRequireFailure: (single as! WaitingTap).partner = double
        case .subclassShouldBeRequiredToFail: (double as! WaitedForTap).partner = single
        case .delegateShouldRequireFailureOf: delegate.requireFailureOf = { $0 === single && $1 === double }
        case .delegateShouldBeRequiredToFailBy: delegate.requiredToFailBy = { $0 === double && $1 === single }
        }
        ga.watch(single, as: "single")
        ga.watch(double, as: "double")
        ga.view.addGestureRecognizer(single)
        ga.view.addGestureRecognizer(double)
    }
}

@MainActor
@Suite("Gesture arena: failure requirements")
struct GAFailureRequirementTests {
    @Test("a single tap waiting for a double tap recognizes only when the double tap's 0.35 s timer fails it",
          arguments: GARequirementSource.allCases)
    func singleWaitsForDoubleToFail(source: GARequirementSource) {
        let pair = TapPair(source)
        let ga = pair.ga

        ga.driver.tap(at: ga.point)
        #expect(pair.single.state == .possible)
        #expect(!ga.log.lines.contains("single Ended"))
        ga.driver.wait(0.34)
        #expect(!ga.log.lines.contains("single Ended"))
        ga.driver.wait(0.02)

        #expect(ga.log.lines.filter { !$0.hasPrefix("view") } == ["single Ended"])
        #expect(ga.recorder.transitions(of: pair.double) == ["Possible→Failed", "Failed→Possible"])
        #expect(ga.recorder.transitions(of: pair.single) == ["Possible→Ended", "Ended→Possible"])
        ga.expectBalancedTouches()
    }

    @Test("a single tap waiting for a double tap fails when the double tap recognizes",
          arguments: GARequirementSource.allCases)
    func singleFailsWhenDoubleRecognizes(source: GARequirementSource) {
        let pair = TapPair(source)
        let ga = pair.ga

        ga.driver.tap(at: ga.point, count: 2, interval: 0.1)
        ga.driver.wait(1)

        #expect(ga.log.lines.filter { !$0.hasPrefix("view") } == ["double Ended"])
        #expect(ga.recorder.transitions(of: pair.single).first == "Possible→Failed")
        #expect(ga.recorder.actionStates(of: pair.single).isEmpty)
        #expect(pair.single.state == .possible)
        #expect(pair.double.state == .possible)
        ga.expectBalancedTouches()
    }

    @Test("a drag requiring a tap to fail does not begin while the tap is possible, and begins when it fails")
    func continuousWaitsForDiscrete() {
        let ga = GAScene()
        let tap = UITapGestureRecognizer(), drag = GADragRecognizer()
        drag.require(toFail: tap)
        ga.watch(drag, as: "drag")
        ga.view.addGestureRecognizer(drag)
        ga.view.addGestureRecognizer(tap)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(20))
        ga.driver.move(finger, to: ga.at(40))
        #expect(drag.state == .possible)
        #expect(ga.recorder.actionStates(of: drag).isEmpty)
        ga.driver.move(finger, to: ga.at(60))      // the tap fails: the drag begins
        #expect(tap.state == .failed)
        #expect(drag.state == .began)
        ga.driver.move(finger, to: ga.at(70))
        ga.driver.up(finger)

        #expect(ga.recorder.actionStates(of: drag) == [.began, .changed, .ended])
        ga.expectBalancedTouches()
    }

    @Test("a drag requiring a long press to fail fails when the press begins")
    func continuousFailsWhenRequirementRecognizes() {
        let ga = GAScene()
        let press = UILongPressGestureRecognizer(), drag = GADragRecognizer()
        drag.require(toFail: press)
        ga.view.addGestureRecognizer(drag)
        ga.view.addGestureRecognizer(press)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(3))
        ga.driver.wait(0.6)
        #expect(press.state == .began)
        #expect(drag.state == .failed)
        ga.driver.move(finger, to: ga.at(8))
        ga.driver.up(finger)

        #expect(ga.recorder.actionStates(of: drag).isEmpty)
        #expect(ga.recorder.actionStates(of: press) == [.began, .changed, .ended])
        ga.expectBalancedTouches()
    }

    @Test("the single tap resets together with the double tap it waits for, not before")
    func partnersResetTogether() {
        let pair = TapPair()
        let ga = pair.ga

        ga.driver.tap(at: ga.point)
        ga.driver.wait(0.36)

        let transitions = ga.recorder.allTransitions()
        #expect(transitions == ["double: Possible→Failed", "single: Possible→Ended",
                                "single: Ended→Possible", "double: Failed→Possible"]
                || transitions == ["double: Possible→Failed", "single: Possible→Ended",
                                   "double: Failed→Possible", "single: Ended→Possible"])
    }

    @Test("the delegate's dynamic failure questions are asked at most once per attempt, the deciding one exactly once")
    func dynamicQuestionsAskedOncePerAttempt() {
        let pair = TapPair(.delegateShouldRequireFailureOf)
        let ga = pair.ga

        for _ in 1...2 {
            ga.driver.tap(at: ga.point)
            ga.driver.wait(1)
        }

        #expect(ga.log.lines.filter { !$0.hasPrefix("view") } == ["single Ended", "single Ended"])
        var counts: [String: Int] = [:]
        for question in pair.delegate.questions
        where question.hasPrefix("requireFailureOf") || question.hasPrefix("requiredToFailBy") {
            counts[question, default: 0] += 1
        }
        #expect(counts["requireFailureOf single double"] == 2)
        #expect(counts.values.allSatisfy { $0 <= 2 }, "asked more than once per attempt: \(counts)")
    }

    @Test("the subclass's shouldRequireFailure(of:) is asked at most once per other recognizer per attempt")
    func subclassQuestionAskedOncePerAttempt() {
        let pair = TapPair(.subclassShouldRequireFailure)
        let ga = pair.ga
        let waiting = pair.single as! WaitingTap

        ga.driver.tap(at: ga.point)
        ga.driver.wait(1)
        #expect(waiting.asked == 1)
        ga.driver.tap(at: ga.point)
        ga.driver.wait(1)
        #expect(waiting.asked == 2)
    }

    @Test("a failure-requirement cycle is reported, the earlier-added recognizer proceeds, and nothing hangs",
          arguments: [false, true])
    func cycleIsBroken(addBFirst: Bool) {
        let ga = GAScene()
        let a = UITapGestureRecognizer(), b = UITapGestureRecognizer()
        a.name = "A"
        b.name = "B"
        a.require(toFail: b)
        b.require(toFail: a)
        ga.watch(a, as: "A")
        ga.watch(b, as: "B")
        for recognizer in addBFirst ? [b, a] : [a, b] { ga.view.addGestureRecognizer(recognizer) }

        ga.driver.tap(at: ga.point)
        ga.driver.wait(1)

        let (winner, loser) = addBFirst ? (b, a) : (a, b)
        #expect(ga.diagnosticKinds.contains(.failureRequirementCycle))
        #expect(ga.log.lines.filter { !$0.hasPrefix("view") } == ["\(winner.name!) Ended"])
        #expect(ga.recorder.transitions(of: loser) == ["Possible→Failed", "Failed→Possible"])
        #expect(a.state == .possible && b.state == .possible)

        ga.log.removeAll()
        ga.driver.tap(at: ga.point)                 // the next attempt works the same way
        ga.driver.wait(1)
        #expect(ga.log.lines.filter { !$0.hasPrefix("view") } == ["\(winner.name!) Ended"])
        ga.expectBalancedTouches()
    }

    @Test("the same input twice gives the same sequence of state changes")
    func deterministic() {
        func run() -> [String] {
            let ga = GAScene()
            let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
            let press = UILongPressGestureRecognizer(), drag = GADragRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            let delegate = GADelegate()
            delegate.simultaneously = { a, b in a === drag || b === drag }
            for (name, recognizer) in [("single", single), ("double", double), ("press", press), ("drag", drag)] {
                recognizer.name = name
                recognizer.delegate = delegate
                ga.view.addGestureRecognizer(recognizer)
            }
            ga.driver.tap(at: ga.point)
            ga.driver.wait(0.5)
            ga.driver.tap(at: ga.point, count: 2)
            ga.driver.wait(0.5)
            let finger = ga.driver.down(at: ga.point)
            ga.driver.wait(0.6)
            ga.driver.glide(finger, to: ga.at(40), steps: 4)
            ga.driver.up(finger)
            ga.driver.wait(1)
            return ga.recorder.allTransitions()
        }

        let first = run(), second = run()
        #expect(!first.isEmpty)
        #expect(first == second)
    }
}
