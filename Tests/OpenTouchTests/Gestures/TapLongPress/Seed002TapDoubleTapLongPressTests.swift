import Foundation
import OpenTouch
import Testing

// Seed 002, CASE 1: a single tap, a double tap and a long press on one view. The single tap must
// wait for the double tap to fail — by require(toFail:), by the delegate, or by a subclass.

/// Seed 002's tap subclass (TDTapGestureRecognizer) and its controller.
@MainActor
private final class TDTapGestureRecognizer: UITapGestureRecognizer {}

@MainActor
private final class TDGestureViewController: UIViewController, UIGestureRecognizerDelegate {
    var log: [String] = []
    func singleTap(_ gesture: UITapGestureRecognizer) { log.append("single \(gesture.state)") }
    func doubleTap(_ gesture: UITapGestureRecognizer) { log.append("double \(gesture.state)") }
    func longPress(_ gesture: UILongPressGestureRecognizer) { log.append("long \(gesture.state)") }

    /// The seed's delegate method: a one-tap TDTapGestureRecognizer waits for a multi-tap one.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? TDTapGestureRecognizer, let other = otherGestureRecognizer as? TDTapGestureRecognizer {
            return tap.numberOfTapsRequired == 1 && other.numberOfTapsRequired > 1
        }
        return false
    }
}

/// A single tap that declares, as a subclass, that it waits for any tap needing more taps.
@MainActor
private final class PatientSingleTap: UITapGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let other = otherGestureRecognizer as? UITapGestureRecognizer else { return false }
        return other.numberOfTapsRequired > numberOfTapsRequired
    }
}

enum Seed002WaitingStyle: CaseIterable, Sendable {
    case requireToFail, delegate, subclass, none
}

@MainActor
private struct Case1Scene {
    let scene = TestScene()
    let controller = TDGestureViewController()
    let target = UIView(frame: CGRect(x: 50, y: 100, width: 275, height: 300))
    let point = CGPoint(x: 187, y: 250)

    init(_ style: Seed002WaitingStyle) {
        scene.rootView.addSubview(target)
        let single: UITapGestureRecognizer = style == .subclass ? PatientSingleTap() : TDTapGestureRecognizer()
        single.addTarget(controller, action: TDGestureViewController.singleTap)
        let double = TDTapGestureRecognizer(target: controller, action: TDGestureViewController.doubleTap)
        double.numberOfTapsRequired = 2
        let long = UILongPressGestureRecognizer(target: controller, action: TDGestureViewController.longPress)
        switch style {
        case .requireToFail: single.require(toFail: double)
        case .delegate: single.delegate = controller
        case .subclass, .none: break
        }
        for recognizer in [single, double, long] as [UIGestureRecognizer] { target.addGestureRecognizer(recognizer) }
    }
}

@MainActor
@Suite("Seed 002 CASE 1: single tap, double tap and long press on one view", .tags(.seed002))
struct Seed002TapDoubleTapLongPressTests {
    @Test("one tap: the single tap fires only after the double tap has failed, 0.35 s after the lift",
          arguments: [Seed002WaitingStyle.requireToFail, .delegate, .subclass])
    func singleTapWaitsForDoubleTapToFail(style: Seed002WaitingStyle) {
        let case1 = Case1Scene(style)
        case1.scene.driver.tap(at: case1.point)
        #expect(case1.controller.log.isEmpty)

        case1.scene.driver.wait(0.34)
        #expect(case1.controller.log.isEmpty)
        case1.scene.driver.wait(0.02)
        #expect(case1.controller.log == ["single Ended"])
    }

    @Test("two quick taps: only the double tap fires", arguments: [Seed002WaitingStyle.requireToFail, .delegate, .subclass])
    func doubleTapWins(style: Seed002WaitingStyle) {
        let case1 = Case1Scene(style)
        case1.scene.driver.tap(at: case1.point, count: 2, interval: 0.1)
        case1.scene.driver.wait(1)
        #expect(case1.controller.log == ["double Ended"])
    }

    @Test("a press held for 0.6 s: only the long press fires (Began, then Ended on lift)",
          arguments: [Seed002WaitingStyle.requireToFail, .delegate, .subclass])
    func longPressWins(style: Seed002WaitingStyle) {
        let case1 = Case1Scene(style)
        case1.scene.driver.longPress(at: case1.point, duration: 0.6)
        case1.scene.driver.wait(1)
        #expect(case1.controller.log == ["long Began", "long Ended"])
    }

    @Test("without a failure requirement, a double tap fires the single tap on each tap and the double tap on the second")
    func withoutRequirementBothFire() {
        let case1 = Case1Scene(.none)
        case1.scene.driver.tap(at: case1.point, count: 2, interval: 0.1)
        case1.scene.driver.wait(1)
        #expect(case1.controller.log == ["single Ended", "single Ended", "double Ended"])
    }
}
