import Foundation
import OpenTouch
import Testing

/// Applications, windows and views released mid-gesture: nothing reaches freed memory, and
/// nothing stays alive.
@MainActor
@Suite("Robustness: releasing an application mid-gesture")
struct RBTeardownTests {
    @Test("a long-press timer firing after its application was released does nothing")
    func timerAfterApplicationIsGone() {
        let scene = RBTornDownScene()
        weak var weakPress: UILongPressGestureRecognizer?
        do {
            let press = UILongPressGestureRecognizer()
            scene.rootView?.addGestureRecognizer(press)
            weakPress = press
            _ = scene.driver.down(at: CGPoint(x: 100, y: 100))
        }
        scene.release()
        #expect(scene.app == nil)
        scene.clock.advance(by: 2)
        #expect(weakPress == nil)
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("a recognizer kept by the test can be disabled after its application, window and view are gone")
    func disablingAfterEverythingIsGone() {
        let scene = RBTornDownScene()
        let pan = UIPanGestureRecognizer()
        scene.rootView?.addGestureRecognizer(pan)
        let finger = scene.driver.down(at: CGPoint(x: 100, y: 100))
        scene.driver.move(finger, to: CGPoint(x: 160, y: 100))
        #expect(pan.state == .began || pan.state == .changed)
        scene.release()
        #expect(scene.app == nil && scene.window == nil && scene.rootView == nil)
        pan.isEnabled = false
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
        #expect(pan.location(in: nil).x.isFinite)
    }

    @Test("an application dropped with a finger down releases itself, its windows, views and touches")
    func droppedWithFingerDown() {
        let scene = RBTornDownScene()
        weak var weakTouch: UITouch?
        weak var weakView: RBHookView?
        do {
            let view = RBHookView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scene.rootView?.addSubview(view)
            weakView = view
            let recorder = TraceRecorder(application: scene.app!)
            _ = scene.driver.down(at: CGPoint(x: 50, y: 50))
            weakTouch = recorder.records.lazy.compactMap { record -> UITouch? in
                if case .touchBegan(let touch, _, _) = record { return touch }
                return nil
            }.first
            #expect(weakTouch != nil)
        }
        scene.release()
        #expect(scene.app == nil)
        #expect(scene.window == nil)
        #expect(weakView == nil)
        #expect(weakTouch == nil)
    }

    @Test("a pressed stepper, a scroll view holding a touch and a trace recorder are all released with their application")
    func controlsAndObserversAreReleased() {
        let scene = RBTornDownScene()
        weak var weakStepper: UIStepper?
        weak var weakScrollView: UIScrollView?
        weak var weakRecorder: TraceRecorder?
        do {
            let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
            scrollView.contentSize = CGSize(width: 375, height: 2000)
            scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 2000)))
            scene.rootView?.addSubview(stepper)
            scene.rootView?.addSubview(scrollView)
            weakStepper = stepper
            weakScrollView = scrollView
            let recorder = TraceRecorder(application: scene.app!)
            weakRecorder = recorder
            _ = scene.driver.down(at: [CGPoint(x: 90, y: 36), CGPoint(x: 200, y: 300)])
            scene.driver.wait(0.7)
            #expect(stepper.value > 1)
        }
        scene.release()
        #expect(scene.app == nil)
        #expect(weakStepper == nil)
        #expect(weakScrollView == nil)
        #expect(weakRecorder == nil)
        scene.clock.advance(by: 5)
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("a delegate that disables its recognizer in shouldReceive leaves nothing behind")
    func disabledInShouldReceive() {
        final class Disabler: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                gestureRecognizer.isEnabled = false
                return true
            }
        }
        let scene = RBTornDownScene()
        let delegate = Disabler()
        weak var weakPan: UIPanGestureRecognizer?
        do {
            let pan = UIPanGestureRecognizer()
            pan.delegate = delegate
            scene.rootView?.addGestureRecognizer(pan)
            weakPan = pan
            scene.driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
            #expect(pan.state == .possible)
        }
        scene.release()
        #expect(scene.window == nil)
        #expect(weakPan == nil)
    }
}

@MainActor
@Suite("Robustness: what responders and targets hear when their application goes away")
struct RBTeardownNoticeTests {
    @Test("a running pan's targets get .cancelled and the view gets touchesCancelled, once")
    func runningGestureIsCancelled() {
        let scene = RBTornDownScene()
        let view = RBHookView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let logged = RBLoggedPan(on: view)
        let pan = logged.pan
        scene.rootView?.addSubview(view)
        // Not a TraceRecorder: its records would keep the application alive.
        var phases: [String] = []
        let observation = scene.app!.addTraceObserver { record in
            if case .touches(let phase, let responder, _, _) = record, responder === view {
                phases.append(phase.name.lowercased())
            }
        }
        let finger = scene.driver.down(at: CGPoint(x: 50, y: 50))
        scene.driver.move(finger, to: CGPoint(x: 120, y: 50))
        scene.release()
        withExtendedLifetime(observation) {}
        #expect(scene.app == nil)
        #expect(logged.actions == [.began, .cancelled])
        #expect(phases == ["began", "moved", "cancelled"])
        #expect(pan.state == .possible)
    }

    @Test("a trace observer that lets the window go on a constraint conflict during activation: nothing freed is read, nothing stays alive")
    func conflictObserverReleasesTheWindow() {
        let scene = RBTornDownScene()
        var released = false
        var observation: TraceObservation?
        do {
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            scene.rootView?.addSubview(box)
            NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 100),
                                         box.heightAnchor.constraint(equalToConstant: 10),
                                         box.leadingAnchor.constraint(equalTo: box.superview!.leadingAnchor),
                                         box.topAnchor.constraint(equalTo: box.superview!.topAnchor)])
            scene.window?.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
            observation = scene.app?.addTraceObserver { record in
                guard !released, case .diagnostic(let diagnostic) = record,
                      diagnostic.kind == .unsatisfiableConstraints else { return }
                released = true
                box.removeFromSuperview()
                scene.release()
            }
            // Added at once (the engine is built): the conflict is reported from inside activation.
            box.widthAnchor.constraint(equalToConstant: 200).isActive = true
        }
        #expect(released, "the conflicting constraint was not reported while it was activated")
        withExtendedLifetime(observation) {}
        #expect(scene.app == nil && scene.window == nil && scene.rootView == nil)
    }
}
