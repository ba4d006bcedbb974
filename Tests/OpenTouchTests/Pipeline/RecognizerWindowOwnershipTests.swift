import Foundation
import OpenTouch
import Testing

/// A recognizer's pointer to the window its last centroid is in is not a weak reference: the
/// window clears it when it goes away, and a recognizer that goes first leaves the window's list.
/// These tests release each side first and read every public path that uses the pointer.
@MainActor
@Suite("Ownership: a recognizer's last window")
struct RecognizerWindowOwnershipTests {
    /// An application with one window filling a 375 × 667 screen and a view filling the window.
    @MainActor
    final class Stage {
        let application = UIApplication(clock: VirtualClock())
        let window: UIWindow
        let view: UIView
        let driver: TouchDriver

        init() {
            let scene = UIWindowScene(application: application,
                                      screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
            window = UIWindow(windowScene: scene)
            view = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 500))
            window.addSubview(view)
            window.makeKeyAndVisible()
            driver = TouchDriver(application: application)
        }

        /// Drags one finger from (100, 200) to (160, 260) and lifts it.
        func drag() {
            let finger = driver.down(at: CGPoint(x: 100, y: 200))
            driver.move(finger, to: CGPoint(x: 130, y: 230))
            driver.move(finger, to: CGPoint(x: 160, y: 260))
            driver.up(finger)
        }
    }

    @Test("a recognizer kept after the window of its last touches is released answers its last centroid")
    func recognizerOutlivesWindow() {
        let pan = UIPanGestureRecognizer()
        let standalone = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        weak var weakWindow: UIWindow?
        do {
            let stage = Stage()
            stage.view.addGestureRecognizer(pan)
            stage.drag()
            weakWindow = stage.window
            #expect(pan.location(in: nil) == CGPoint(x: 160, y: 260))
            #expect(pan.location(in: stage.view) == CGPoint(x: 160, y: 160))
            stage.window.windowScene = nil
        }
        #expect(weakWindow == nil)
        #expect(pan.view == nil)
        #expect(pan.location(in: nil) == CGPoint(x: 160, y: 260))
        #expect(pan.location(in: standalone) == standalone.convert(CGPoint(x: 160, y: 260), from: nil))
    }

    @Test("a recognizer released before the window of its last touches leaves nothing for the window to clear")
    func windowOutlivesRecognizer() {
        weak var weakPan: UIPanGestureRecognizer?
        weak var weakWindow: UIWindow?
        do {
            let stage = Stage()
            do {
                let pan = UIPanGestureRecognizer()
                stage.view.addGestureRecognizer(pan)
                stage.drag()
                stage.view.removeGestureRecognizer(pan)
                weakPan = pan
            }
            #expect(weakPan == nil)
            weakWindow = stage.window
            stage.drag()
            stage.window.windowScene = nil
        }
        #expect(weakWindow == nil)
    }

    @Test("a recognizer whose touches move to another window leaves the first, and outlives both")
    func recognizerMovesBetweenWindows() {
        let pan = UIPanGestureRecognizer()
        weak var weakFirst: UIWindow?
        weak var weakSecond: UIWindow?
        do {
            let second = Stage()
            do {
                let first = Stage()
                first.view.addGestureRecognizer(pan)
                first.drag()
                first.view.removeGestureRecognizer(pan)
                weakFirst = first.window
                second.view.addGestureRecognizer(pan)
                second.drag()
                first.window.windowScene = nil
            }
            #expect(weakFirst == nil)
            #expect(pan.location(in: second.view) == CGPoint(x: 160, y: 160))
            weakSecond = second.window
            second.window.windowScene = nil
        }
        #expect(weakSecond == nil)
        #expect(pan.location(in: nil) == CGPoint(x: 160, y: 260))
    }
}
