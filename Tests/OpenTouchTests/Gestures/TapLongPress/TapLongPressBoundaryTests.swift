import Foundation
import OpenTouch
import Testing

/// A full-screen, multi-touch view with one recognizer, recording the states of its actions.
@MainActor
private struct TLScene {
    let scene = TestScene()
    let view: UIView
    var states: [UIGestureRecognizer.State] { recorded.states }
    private let recorded = TLRecorded()

    init(_ recognizer: UIGestureRecognizer) {
        let recorded = self.recorded
        recognizer.addTarget { recorded.states.append($0.state) }
        view = scene.addView(multipleTouch: true, recognizers: [recognizer])
    }

    var driver: TouchDriver { scene.driver }
}

@MainActor
private final class TLRecorded {
    var states: [UIGestureRecognizer.State] = []
}

@MainActor
@Suite("Tap: the limits, just inside and just outside")
struct TapBoundaryTests {
    private let point = CGPoint(x: 150, y: 300)

    @Test("a finger that moves 44 pt still taps; 46 pt fails", arguments: [(44.0, true), (46.0, false)])
    func movementAllowance(distance: Double, recognizes: Bool) {
        let tl = TLScene(UITapGestureRecognizer())
        let finger = tl.driver.down(at: point)
        tl.driver.move(finger, to: CGPoint(x: point.x + distance, y: point.y))
        tl.driver.up(finger)
        #expect(tl.states == (recognizes ? [.ended] : []))
    }

    @Test("a tap held 0.74 s is recognized; 0.76 s fails", arguments: [(0.74, true), (0.76, false)])
    func tapDuration(seconds: Double, recognizes: Bool) {
        let tl = TLScene(UITapGestureRecognizer())
        tl.driver.tap(at: point, duration: seconds)
        #expect(tl.states == (recognizes ? [.ended] : []))
    }

    @Test("a double tap with 0.34 s between lift and touch-down is recognized; 0.36 s fails",
          arguments: [(0.34, true), (0.36, false)])
    func intervalBetweenTaps(seconds: Double, recognizes: Bool) {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let tl = TLScene(tap)
        tl.driver.tap(at: point, count: 2, interval: seconds)
        tl.driver.wait(1)
        #expect(tl.states == (recognizes ? [.ended] : []))
    }

    @Test("the second tap of a double tap may land 44 pt from the first, not 46", arguments: [(44.0, true), (46.0, false)])
    func secondTapDistance(distance: Double, recognizes: Bool) {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let tl = TLScene(tap)
        tl.driver.tap(at: point)
        tl.driver.wait(0.1)
        tl.driver.tap(at: CGPoint(x: point.x, y: point.y + distance))
        #expect(tl.states == (recognizes ? [.ended] : []))
    }

    @Test("a triple tap needs three taps: two are not enough")
    func tripleTap() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 3
        let tl = TLScene(tap)
        tl.driver.tap(at: point, count: 2, interval: 0.1)
        tl.driver.wait(1)
        #expect(tl.states.isEmpty)
        tl.driver.tap(at: point, count: 3, interval: 0.1)
        #expect(tl.states == [.ended])
    }

    @Test("a two-finger tap needs exactly two fingers", arguments: [(1, false), (2, true), (3, false)])
    func twoFingerTap(fingers: Int, recognizes: Bool) {
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let tl = TLScene(tap)
        let points = (0..<fingers).map { CGPoint(x: point.x + CGFloat($0) * 30, y: point.y) }
        let down = tl.driver.down(at: points)
        tl.driver.wait(0.05)
        tl.driver.up(down)
        tl.driver.wait(1)
        #expect(tl.states == (recognizes ? [.ended] : []))
    }

    @Test("the tap's description matches UIKit's, with its tap and touch counts when not 1")
    func description() {
        let tap = UITapGestureRecognizer()
        #expect(tap.description.hasPrefix("<UITapGestureRecognizer: 0x"))
        #expect(tap.description.contains("state = Possible"))
        tap.numberOfTapsRequired = 2
        #expect(tap.description.hasSuffix("; numberOfTapsRequired = 2>"))
    }
}

@MainActor
@Suite("Long press: the limits, just inside and just outside")
struct LongPressBoundaryTests {
    private let point = CGPoint(x: 150, y: 300)

    @Test("a press lifted at 0.49 s fails; one held to 0.5 s begins, then ends on lift")
    func minimumDuration() {
        let short = TLScene(UILongPressGestureRecognizer())
        short.driver.longPress(at: point, duration: 0.49)
        #expect(short.states.isEmpty)

        let long = TLScene(UILongPressGestureRecognizer())
        let finger = long.driver.down(at: point)
        long.driver.wait(0.5)
        #expect(long.states == [.began])
        long.driver.up(finger)
        #expect(long.states == [.began, .ended])
    }

    @Test("moving 9.9 pt before it begins is allowed; 10.1 pt fails", arguments: [(9.9, true), (10.1, false)])
    func allowableMovement(distance: Double, begins: Bool) {
        let tl = TLScene(UILongPressGestureRecognizer())
        let finger = tl.driver.down(at: point)
        tl.driver.wait(0.2)
        tl.driver.move(finger, to: CGPoint(x: point.x + distance, y: point.y))
        tl.driver.wait(0.4)
        tl.driver.up(finger)
        #expect(tl.states == (begins ? [.began, .ended] : []))
    }

    @Test("after it begins, a 60 pt drag only reports changes")
    func movementAfterBegan() {
        let tl = TLScene(UILongPressGestureRecognizer())
        let finger = tl.driver.down(at: point)
        tl.driver.wait(0.5)
        tl.driver.glide(finger, to: CGPoint(x: point.x + 60, y: point.y), duration: 0.2, steps: 6)
        tl.driver.up(finger)
        #expect(tl.states == [.began] + Array(repeating: .changed, count: 6) + [.ended])
    }

    @Test("with numberOfTapsRequired = 1 a tap must come first: tap then press begins, a press alone does not")
    func tapThenPress() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let tl = TLScene(press)
        tl.driver.tap(at: point)
        tl.driver.wait(0.2)
        tl.driver.longPress(at: point, duration: 0.6)
        #expect(tl.states == [.began, .ended])

        let alone = UILongPressGestureRecognizer()
        alone.numberOfTapsRequired = 1
        let other = TLScene(alone)
        other.driver.longPress(at: point, duration: 0.6)
        other.driver.wait(1)
        #expect(other.states.isEmpty)
    }

    @Test("a two-finger long press begins with two fingers held, not with one")
    func twoFingers() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        let tl = TLScene(press)
        tl.driver.longPress(at: point, duration: 0.6)
        #expect(tl.states.isEmpty)
        let fingers = tl.driver.down(at: [point, CGPoint(x: point.x + 40, y: point.y)])
        tl.driver.wait(0.5)
        tl.driver.up(fingers)
        #expect(tl.states == [.began, .ended])
    }
}
