import Foundation
import OpenTouch
import Testing

// More than 16 fingers at once (past the size where the engine's per-touch lists switch to an
// identifier index), through the public API: the orders views and recognizers see must be the
// ones a few fingers get, finger after finger.

/// A multi-touch view that logs each touch call as "<phase> <fingers>", fingers numbered by where
/// they went down (finger k at x = 60 + 12k), so that the order of one-touch calls shows.
@MainActor
private final class FingerOrderView: UIView {
    var lines: [String] = []
    var asked: [String] = []
    private var numbers: [ObjectIdentifier: Int] = [:]

    private func log(_ phase: String, _ touches: Set<UITouch>) {
        let fingers = touches.map { touch in
            numbers[ObjectIdentifier(touch)] ?? {
                let number = Int(((touch.location(in: nil).x - 60) / 12).rounded())
                numbers[ObjectIdentifier(touch)] = number
                return number
            }()
        }.sorted()
        lines.append("\(phase) \(fingers.map(String.init).joined(separator: ","))")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled", touches) }
}

/// Holds every touch's began (delaysTouchesBegan) until a finger moves, then fails.
@MainActor
private final class HoldUntilMoveRecognizer: UIGestureRecognizer {
    var resets = 0
    override func reset() { resets += 1 }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}

/// Ignores every touch it is given while `ignoring`; counts the touches it is told moved.
@MainActor
private final class IgnoringRecognizer: UIGestureRecognizer {
    var ignoring = true
    var movedTouches = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard ignoring else { return }
        for touch in touches { ignore(touch, for: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { movedTouches += touches.count }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}

/// A plain view that logs each time it is asked whether a recognizer may begin.
@MainActor
private final class AskedView: UIView {
    var number = 0
    var log: ((Int) -> Void)?
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log?(number)
        return true
    }
}

@MainActor
@Suite("Gesture arena: more than 16 fingers keep the orders of a few")
struct GAManyFingerTests {
    static let fingers = 20
    static let all = (0 ..< fingers).map(String.init).joined(separator: ",")

    /// A scene whose multi-touch view fills the root view and logs touch calls per finger.
    private func scene() -> (TestScene, FingerOrderView) {
        let scene = TestScene()
        let view = FingerOrderView(frame: scene.window.bounds)
        view.isMultipleTouchEnabled = true
        scene.rootView.addSubview(view)
        return (scene, view)
    }

    private func points(dx: CGFloat = 0, y: CGFloat = 300) -> [CGPoint] {
        (0 ..< Self.fingers).map { CGPoint(x: 60 + 12 * CGFloat($0) + dx, y: y) }
    }

    @Test("delaysTouchesBegan holding 20 fingers, then failing: the begans are released finger by finger, in order")
    func heldBegansReleasedInOrder() {
        let (scene, view) = scene()
        let holder = HoldUntilMoveRecognizer()
        holder.delaysTouchesBegan = true
        view.addGestureRecognizer(holder)
        var fingers: [TouchDriver.Finger] = []
        for point in points() { fingers.append(scene.driver.down(at: point)) }
        #expect(view.lines.isEmpty)
        scene.driver.move(fingers[7], to: CGPoint(x: 60 + 12 * 7, y: 320))
        #expect(holder.state == .failed)
        #expect(view.lines == (0 ..< Self.fingers).map { "began \($0)" } + ["moved 7"])
        scene.driver.up(fingers)
        #expect(view.lines.last == "ended \(Self.all)")
    }

    @Test("a pan (cancelsTouchesInView) recognizing over 20 fingers: the view's touches are cancelled in finger order")
    func cancelledInOrder() {
        let (scene, view) = scene()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let fingers = scene.driver.down(at: points())
        scene.driver.move(Array(zip(fingers, points(dx: 30))))
        #expect(pan.state == .began)
        #expect(view.lines == ["began \(Self.all)"] + (0 ..< Self.fingers).map { "cancelled \($0)" })
        scene.driver.up(fingers)
        #expect(view.lines.count == 1 + Self.fingers)
    }

    @Test("a window leaving its scene while 20 began are held: the view gets nothing, the possible holder fails and is reset once")
    func windowLeavesWithHeldTouches() {
        let (scene, view) = scene()
        let holder = HoldUntilMoveRecognizer()
        holder.delaysTouchesBegan = true
        view.addGestureRecognizer(holder)
        let fingers = scene.driver.down(at: points())
        scene.window.windowScene = nil
        #expect(view.lines.isEmpty)
        #expect(holder.resets == 1 && holder.state == .possible)
        scene.driver.up(fingers)
        #expect(view.lines.isEmpty)
    }

    @Test("a recognizer that ignored 20 fingers sees every finger of the next gesture after its reset")
    func ignoredThenReset() {
        let (scene, view) = scene()
        let recognizer = IgnoringRecognizer()
        recognizer.cancelsTouchesInView = false
        view.addGestureRecognizer(recognizer)
        var fingers = scene.driver.down(at: points())
        scene.driver.move(Array(zip(fingers, points(dx: 2))))
        #expect(recognizer.movedTouches == 0)
        scene.driver.up(fingers)
        recognizer.ignoring = false
        fingers = scene.driver.down(at: points())
        scene.driver.move(Array(zip(fingers, points(dx: 2))))
        #expect(recognizer.movedTouches == Self.fingers)
        scene.driver.up(fingers)
        #expect(view.lines.filter { $0.hasPrefix("moved") } == ["moved \(Self.all)", "moved \(Self.all)"])
    }

    @Test("20 touched views under one pan: each view is asked gestureRecognizerShouldBegin once, in finger order")
    func eachViewAskedOnce() {
        let scene = TestScene()
        var asked: [Int] = []
        let container = UIView(frame: scene.window.bounds)
        container.isMultipleTouchEnabled = true
        scene.rootView.addSubview(container)
        // Finger k goes down on view k; the views are added in reverse, so hit order is not add order.
        for number in (0 ..< Self.fingers).reversed() {
            let view = AskedView(frame: CGRect(x: 54 + 12 * CGFloat(number), y: 200, width: 12, height: 200))
            view.number = number
            view.log = { asked.append($0) }
            container.addSubview(view)
        }
        let pan = UIPanGestureRecognizer()
        container.addGestureRecognizer(pan)
        let fingers = scene.driver.down(at: points())
        scene.driver.move(Array(zip(fingers, points(dx: 30))))
        #expect(pan.state == .began)
        #expect(asked == Array(0 ..< Self.fingers))
        scene.driver.up(fingers)
    }
}
