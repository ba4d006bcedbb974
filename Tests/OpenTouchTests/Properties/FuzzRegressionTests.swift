import Foundation
import OpenTouch
import Testing

/// Minimal repros of the engine bugs the property tests found, each shrunk to a few lines of
/// public API. A test stays `.disabled("engine bug: …")` until the engine is fixed.
@MainActor
@Suite("Properties: minimal repros of what the fuzzer found", .tags(.property))
struct FuzzRegressionTests {
    /// An application with one visible window and a root controller; only the application is
    /// returned strongly, so releasing it releases the scene.
    private static func makeApp() -> (UIApplication, VirtualClock, UIView) {
        let clock = VirtualClock(start: 1000)
        let app = UIApplication(clock: clock)
        let window = UIWindow(windowScene: UIWindowScene(application: app))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        return (app, clock, window.rootViewController!.view)
    }

    @Test("A recognizer timer firing after its application was released does not crash")
    func timerAfterApplicationReleased() {
        var (app, clock, root): (UIApplication?, VirtualClock, UIView) = Self.makeApp()
        let window = root.window!
        root.addGestureRecognizer(UILongPressGestureRecognizer())
        app!.eventFetcher.post(DigitizerEvent(timestamp: clock.now, fingers: [.down(1, at: CGPoint(x: 50, y: 50))]))
        app!.processPendingInput()
        app = nil
        clock.advance(by: 1)
        #expect(window.windowScene == nil)
    }

    @Test("A recognizer removed from its view by its delegate's gestureRecognizerShouldBegin is back in .possible")
    func removedInShouldBegin() {
        final class Remover: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
                recognizer.view?.removeGestureRecognizer(recognizer)
                return true
            }
        }
        let s = TestScene(), delegate = Remover(), tap = UITapGestureRecognizer()
        tap.delegate = delegate
        s.rootView.addGestureRecognizer(tap)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.wait(1)
        #expect(tap.view == nil)
        #expect(tap.state == .possible)
    }

    @Test("A recognizer disabled by its delegate's shouldReceive does not keep its window, view and touch alive")
    func disabledInShouldReceiveLeaks() {
        final class Disabler: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                recognizer.isEnabled = false
                return true
            }
        }
        let delegate = Disabler()
        weak var weakWindow: UIView?, weakSwipe: UIGestureRecognizer?
        do {
            let (app, clock, root) = Self.makeApp()
            let swipe = UISwipeGestureRecognizer()
            swipe.delegate = delegate
            root.window!.addGestureRecognizer(swipe)
            weakWindow = root.window
            weakSwipe = swipe
            let driver = TouchDriver(application: app)
            driver.tap(at: CGPoint(x: 50, y: 50))
            clock.advance(by: 1)
        }
        #expect(weakWindow == nil)
        #expect(weakSwipe == nil)
    }

    @Test("A recognizer removed from its view by its delegate's shouldRequireFailureOf is back in .possible")
    func removedInShouldRequireFailure() {
        final class Remover: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ recognizer: UIGestureRecognizer,
                                   shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
                recognizer.view?.removeGestureRecognizer(recognizer)
                return false
            }
        }
        let s = TestScene(), delegate = Remover(), pan = UIPanGestureRecognizer()
        pan.delegate = delegate
        s.rootView.addGestureRecognizer(pan)
        s.rootView.addGestureRecognizer(UITapGestureRecognizer())
        s.driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 200))
        s.driver.wait(1)
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
    }

    @Test("A window removed from its scene in scrollViewWillBeginDragging: the scroll view never gets an end for a began it never saw")
    func windowRemovedWhileContentTouchDelayed() {
        final class Releaser: UIScrollViewDelegate {
            func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { scrollView.window?.windowScene = nil }
        }
        let s = TestScene(), delegate = Releaser()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        list.contentSize = CGSize(width: 300, height: 1200)
        list.delegate = delegate
        s.rootView.addSubview(list)
        let recorder = s.recorder()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.move(finger, to: CGPoint(x: 100, y: 250))
        s.driver.move(finger, to: CGPoint(x: 100, y: 200))
        s.driver.up(finger)
        s.driver.wait(3)
        let phases = recorder.records.compactMap { record -> UITouch.Phase? in
            if case .touches(let phase, let responder, _, _) = record, responder === list { return phase }
            return nil
        }
        #expect(phases.first != .ended, "the list's phases: \(phases)")
        #expect(list.panGestureRecognizer.state == .possible)
    }

    @Test("A button pressed by two fingers at once reacts the same way every time (no Set order in its choice)")
    func twoFingerPressOnButtonIsDeterministic() {
        var outcomes: [[String]] = []
        for _ in 0..<24 {
            let s = TestScene()
            let button = UIButton(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
            button.isMultipleTouchEnabled = true
            s.rootView.addSubview(button)
            var events: [String] = []
            for (event, name) in [(UIControl.Event.touchCancel, "cancel"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside")] {
                button.addAction(UIAction { _ in events.append(name) }, for: event)
            }
            let fingers = s.driver.down(at: [CGPoint(x: 60, y: 60), CGPoint(x: 240, y: 240)])
            s.driver.cancel(fingers[0])
            s.driver.up(fingers[1])
            outcomes.append(events)
        }
        #expect(Set(outcomes.map { $0.joined(separator: ",") }).count == 1, "outcomes: \(outcomes)")
    }

    @Test("Removing a recognizer whose cancel action removes another recognizer of the same view does not crash")
    func removeRecognizerWhoseActionRemovesASibling() {
        let s = TestScene(), root = s.rootView
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        root.addGestureRecognizer(tap)
        root.addGestureRecognizer(pan)
        pan.addTarget(handler: { pan in if pan.state == .cancelled { root.removeGestureRecognizer(tap) } })
        let finger = s.driver.down(at: CGPoint(x: 100, y: 100))
        s.driver.move(finger, to: CGPoint(x: 200, y: 100))
        root.removeGestureRecognizer(pan)
        s.driver.up(finger)
        #expect(root.gestureRecognizers == nil)
    }

    @Test("Three pans whose delegate makes each wait for the others do not recurse forever")
    func threeWayDynamicFailureCycle() {
        final class Waiter: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ recognizer: UIGestureRecognizer,
                                   shouldRequireFailureOf other: UIGestureRecognizer) -> Bool { true }
        }
        let s = TestScene(), delegate = Waiter()
        let pans = [UIPanGestureRecognizer(), UIPanGestureRecognizer(), UIPanGestureRecognizer()]
        for pan in pans {
            pan.delegate = delegate
            s.window.addGestureRecognizer(pan)
        }
        s.driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 200))
        #expect(pans.allSatisfy { $0.state == .possible })
    }

    @Test("A superview settled at a lift that takes its window out of the scene: the touch ends once, nothing crashes")
    func settledResponderRemovesItsWindow() {
        final class Container: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("cancelled")
                window?.windowScene = nil
            }
        }
        final class Leaf: UIView {
            // Forwards the begin (the container opens) but not the end: the container is owed one.
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let s = TestScene()
        let container = Container(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.addSubview(Leaf(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        s.rootView.addSubview(container)
        let finger = s.driver.down(at: CGPoint(x: 50, y: 50))
        s.driver.up(finger)
        #expect(container.log == ["began", "cancelled"])
        #expect(s.window.windowScene == nil)
    }

    @Test("A gesture held back by its failure requirement's touches is reset when that window leaves its scene (seed 1649018)")
    func heldGestureResetWhenPartnerIsCancelled() {
        let s = TestScene()
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        s.window.addGestureRecognizer(tap)
        let panel = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 200))
        panel.addGestureRecognizer(pan)
        s.rootView.addSubview(panel)
        pan.require(toFail: tap)
        // The tap holds the first finger; the second, on the panel, fails it and drives the pan.
        let held = s.driver.down(at: CGPoint(x: 50, y: 50))
        let dragged = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.move(dragged, to: CGPoint(x: 150, y: 300))
        s.driver.move(dragged, to: CGPoint(x: 200, y: 300))
        s.driver.up(dragged)
        // The pan is over but waits for the tap, whose finger is still down.
        #expect(pan.state == .ended)
        s.window.windowScene = nil
        s.driver.up(held)
        #expect(tap.state == .possible)
        #expect(pan.state == .possible)
    }
}
