import Foundation
import OpenTouch
import Testing

// Several windows in one scene: the touch goes to the topmost visible window whose hit test
// finds a view (level first, then the order windows were made key and visible), falling through
// windows that answer nil; window coordinates are the window's own, not the screen's.

/// A window that lets touches through wherever none of its subviews takes them.
@MainActor
private final class HTPassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A root view that takes no touches itself and hides its subtree (pointInside always NO).
@MainActor
private final class HTPassThroughRootView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
}

/// The standard scene plus a full-screen `main` catcher in the key window's controller view.
@MainActor
private struct HTWindowsScene {
    let scene = TestScene()
    let main = HTTouchCatcher("main", frame: CGRect(x: 0, y: 0, width: 375, height: 667))

    init() {
        scene.rootView.addSubview(main)
    }

    /// A visible window in the same scene at `level`, with a catcher filling it.
    func addWindow(frame: CGRect, level: UIWindow.Level, name: String) -> (UIWindow, HTTouchCatcher) {
        let window = UIWindow(frame: frame)
        window.windowScene = scene.scene
        window.windowLevel = level
        let content = HTTouchCatcher(name, frame: CGRect(origin: .zero, size: frame.size))
        window.addSubview(content)
        window.isHidden = false
        return (window, content)
    }

    /// The window and view each new touch was given, from the trace.
    func targets(_ recorder: TraceRecorder) -> [(UIWindow?, UIView?)] {
        recorder.records.compactMap { record in
            if case .touchBegan(_, let window, let view) = record { return (window, view) }
            return nil
        }
    }
}

@MainActor
@Suite("Hit testing across windows")
struct HTWindowHitTestTests {
    @Test("an alert-level window above the normal window gets touches where its hit test finds a view; elsewhere the normal window does")
    func alertWindowGetsTouchesInsideItselfOnly() {
        let setup = HTWindowsScene()
        let (alert, alertContent) = setup.addWindow(
            frame: CGRect(x: 100, y: 100, width: 200, height: 200), level: .alert, name: "alertContent")

        setup.scene.driver.tap(at: CGPoint(x: 150, y: 150))
        setup.scene.driver.tap(at: CGPoint(x: 50, y: 50))

        #expect(alertContent.began?.touchWindow === alert)
        #expect(alertContent.began?.touchView === alertContent)
        #expect(alertContent.beganCount == 1)
        #expect(setup.main.began?.touchWindow === setup.scene.window)
        #expect(setup.main.began?.locationInWindow == CGPoint(x: 50, y: 50))
        #expect(setup.main.beganCount == 1)
    }

    @Test("the window level beats ordering: a normal window made key and visible later is still below the alert window")
    func higherLevelWinsOverLaterMadeKeyAndVisible() {
        let setup = HTWindowsScene()
        let (alert, alertContent) = setup.addWindow(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), level: .alert, name: "alertContent")
        let late = UIWindow(windowScene: setup.scene.scene)
        let lateContent = HTTouchCatcher("late", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        late.addSubview(lateContent)
        late.makeKeyAndVisible()
        #expect(late.isKeyWindow && !alert.isKeyWindow)

        setup.scene.driver.tap(at: CGPoint(x: 200, y: 200))

        #expect(alertContent.beganCount == 1)
        #expect(lateContent.sightings.isEmpty && setup.main.sightings.isEmpty)
    }

    @Test("a hidden window is skipped: its content gets nothing and the window below gets the touch")
    func hiddenWindowIsSkipped() {
        let setup = HTWindowsScene()
        let (alert, alertContent) = setup.addWindow(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), level: .alert, name: "alertContent")
        alert.isHidden = true
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: CGPoint(x: 200, y: 200))

        #expect(alertContent.sightings.isEmpty)
        #expect(setup.main.began?.touchWindow === setup.scene.window)
        #expect(!recorder.records.contains { record in
            if case .hitTest(let view, _) = record { return view === alert }
            return false
        })

        alert.isHidden = false
        setup.scene.driver.tap(at: CGPoint(x: 200, y: 200))
        #expect(alertContent.beganCount == 1)
    }

    @Test("a window with user interaction disabled answers nil, so the touch falls through to the window below")
    func disabledWindowLetsTouchesFallThrough() {
        let setup = HTWindowsScene()
        let (alert, alertContent) = setup.addWindow(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), level: .alert, name: "alertContent")
        alert.isUserInteractionEnabled = false

        setup.scene.driver.tap(at: CGPoint(x: 200, y: 200))

        #expect(alertContent.sightings.isEmpty)
        #expect(setup.main.beganCount == 1)
    }

    @Test("when the top window's hitTest returns nil (pass-through root view and window) the touch falls through to the window below")
    func passThroughTopWindowLetsTouchesFallThrough() {
        let setup = HTWindowsScene()
        let overlay = HTPassThroughWindow(windowScene: setup.scene.scene)
        overlay.windowLevel = .alert
        let controller = UIViewController()
        controller.view = HTPassThroughRootView(frame: .zero)
        overlay.rootViewController = controller
        let bubble = HTTouchCatcher("bubble", frame: CGRect(x: 300, y: 600, width: 60, height: 60))
        overlay.addSubview(bubble)
        overlay.isHidden = false
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: CGPoint(x: 100, y: 100))

        #expect(hitTestCalls(hitTestRecords(recorder.records, pass: .first)) == ["HTPassThroughWindow", "bubble", "HTPassThroughRootView", "UIWindow", "UIView", "main"])
        // UIKit's second pass asks the window that took the touch, not the one above it again.
        #expect(hitTestCalls(hitTestRecords(recorder.records, pass: .second)) == ["UIWindow", "UIView", "main"])
        #expect(hitTestAnswers(recorder.records).prefix(3) == ["bubble→nil", "HTPassThroughRootView→nil", "HTPassThroughWindow→nil"])
        #expect(setup.main.began?.touchWindow === setup.scene.window)
        #expect(setup.main.began?.touchesForTouchWindow?.contains(setup.main.began!.touch) == true)

        setup.scene.driver.tap(at: CGPoint(x: 330, y: 630))
        #expect(bubble.began?.touchWindow === overlay)
        #expect(bubble.began?.locationInView == CGPoint(x: 30, y: 30))
        #expect(setup.main.beganCount == 1)
    }

    @Test("a visible window that belongs to no scene gets no touches")
    func windowWithoutASceneGetsNoTouches() {
        let setup = HTWindowsScene()
        let orphan = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        orphan.windowLevel = .alert
        let orphanContent = HTTouchCatcher("orphan", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        orphan.addSubview(orphanContent)
        orphan.isHidden = false

        setup.scene.driver.tap(at: CGPoint(x: 200, y: 200))

        #expect(orphanContent.sightings.isEmpty)
        #expect(setup.main.beganCount == 1)
    }

    @Test("among windows of the same level the one made key and visible last is on top, and re-making one key brings it back up")
    func equalLevelsOrderByMakeKeyAndVisible() {
        let setup = HTWindowsScene()
        let first = UIWindow(windowScene: setup.scene.scene)
        let firstContent = HTTouchCatcher("first", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        first.addSubview(firstContent)
        let second = UIWindow(windowScene: setup.scene.scene)
        let secondContent = HTTouchCatcher("second", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        second.addSubview(secondContent)

        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        setup.scene.driver.tap(at: CGPoint(x: 200, y: 200))
        #expect(secondContent.beganCount == 1 && firstContent.beganCount == 0)
        #expect(second.isKeyWindow && !first.isKeyWindow)

        first.makeKeyAndVisible()
        setup.scene.driver.tap(at: CGPoint(x: 200, y: 200))
        #expect(firstContent.beganCount == 1 && secondContent.beganCount == 1)
        #expect(setup.scene.scene.keyWindow === first)
        #expect(setup.main.sightings.isEmpty)
    }

    @Test("a 200×200 window at (100, 100) hit-tests and reports touches in its own coordinates")
    func offsetWindowUsesItsOwnCoordinates() {
        let setup = HTWindowsScene()
        let small = UIWindow(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        small.windowScene = setup.scene.scene
        small.windowLevel = .alert
        let inner = HTTouchCatcher("inner", frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        small.addSubview(inner)
        small.isHidden = false
        var forSmall: Set<UITouch>? = nil
        var forMain: Set<UITouch>? = nil
        inner.onTouches = { phase, _, event in
            guard phase == .began, let event else { return }
            forSmall = event.touches(for: small)
            forMain = event.touches(for: setup.scene.window)
        }
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: CGPoint(x: 150, y: 160))

        let began = inner.began
        #expect(began?.touchWindow === small && began?.touchView === inner)
        #expect(began?.locationInWindow == CGPoint(x: 50, y: 60))
        #expect(began?.locationInView == CGPoint(x: 30, y: 30))
        #expect(began?.touch.location(in: setup.scene.rootView) == CGPoint(x: 150, y: 160))
        #expect(forSmall?.count == 1 && began.map { forSmall?.contains($0.touch) == true } == true)
        #expect(forMain?.isEmpty == true)
        var windowPoint: CGPoint?
        for record in recorder.records {
            if case .hitTest(let view, let point) = record, view === small { windowPoint = point }
        }
        #expect(windowPoint == CGPoint(x: 50, y: 60))
    }

    @Test("in an offset window a point on no subview is taken by the window itself, and points outside it go below")
    func offsetWindowItselfIsTheHitViewOnItsEmptyArea() {
        let setup = HTWindowsScene()
        let small = UIWindow(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        small.windowScene = setup.scene.scene
        small.windowLevel = .alert
        small.isHidden = false
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: CGPoint(x: 290, y: 290))
        setup.scene.driver.tap(at: CGPoint(x: 301, y: 150))

        let targets = setup.targets(recorder)
        #expect(targets.count == 2)
        #expect(targets.first?.0 === small && targets.first?.1 === small)
        #expect(targets.last?.0 === setup.scene.window && targets.last?.1 === setup.main)
    }

    @Test("a touch that moves out of its offset window stays with its view, with locations outside the window's bounds")
    func touchMovingOutOfItsWindowStaysWithItsView() {
        let setup = HTWindowsScene()
        let small = UIWindow(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        small.windowScene = setup.scene.scene
        small.windowLevel = .alert
        let inner = HTTouchCatcher("inner", frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        small.addSubview(inner)
        small.isHidden = false

        let finger = setup.scene.driver.down(at: CGPoint(x: 150, y: 160))
        setup.scene.driver.move(finger, to: CGPoint(x: 50, y: 60))
        setup.scene.driver.up(finger)

        #expect(inner.sightings.map(\.phase) == [.began, .moved, .ended])
        let moved = inner.sightings.first { $0.phase == .moved }
        #expect(moved?.touchView === inner && moved?.touchWindow === small)
        #expect(moved?.locationInWindow == CGPoint(x: -50, y: -40))
        #expect(moved?.locationInView == CGPoint(x: -70, y: -70))
        #expect(setup.main.sightings.isEmpty)
    }
}
