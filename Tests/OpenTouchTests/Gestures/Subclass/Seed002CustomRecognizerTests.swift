import Foundation
import OpenTouch
import Testing

// Seed 002's custom recognizers, written as a user would port them to OpenTouch.

/// TDSimpleTapGestureRecognizer: a one-finger tap that fails on any movement; with the seed's
/// class-wide prevention rule.
@MainActor
private final class TDSimpleTapGestureRecognizer: UIGestureRecognizer {
    var numberOfTapsRequired = 1

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.count != 1 || numberOfTouches != 1 { state = .failed }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .recognized }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// The seed's rule: never prevent another simple tap that has more touches than our taps.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let other = preventedGestureRecognizer as? TDSimpleTapGestureRecognizer,
           other.numberOfTouches > numberOfTapsRequired {
            return false
        }
        return true
    }
}

/// MDCircleGestureRecognizer: recognizes one finger drawing a closed circle.
@MainActor
private final class MDCircleGestureRecognizer: UIGestureRecognizer {
    private(set) var points: [CGPoint] = []
    private(set) var fittedRadius: CGFloat = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1, numberOfTouches == 1, let touch = touches.first else { return state = .failed }
        points = [touch.location(in: view)]
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        points.append(touch.location(in: view))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = isCircle ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func reset() {
        points = []
    }

    /// Closed (ends near its start), round (every point within 25% of the mean radius) and
    /// going around at least 1.8π.
    private var isCircle: Bool {
        guard points.count >= 8 else { return false }
        let cx = points.map(\.x).reduce(0, +) / CGFloat(points.count)
        let cy = points.map(\.y).reduce(0, +) / CGFloat(points.count)
        let radii = points.map { ((($0.x - cx) * ($0.x - cx)) + (($0.y - cy) * ($0.y - cy))).squareRoot() }
        let radius = radii.reduce(0, +) / CGFloat(radii.count)
        fittedRadius = radius
        guard radius > 10, radii.allSatisfy({ abs($0 - radius) <= radius * 0.25 }) else { return false }
        var swept: CGFloat = 0
        for index in 1..<points.count {
            var delta = atan2(points[index].y - cy, points[index].x - cx)
                - atan2(points[index - 1].y - cy, points[index - 1].x - cx)
            if delta > .pi { delta -= 2 * .pi }
            if delta < -.pi { delta += 2 * .pi }
            swept += delta
        }
        let first = points[0], last = points[points.count - 1]
        let gap = ((first.x - last.x) * (first.x - last.x) + (first.y - last.y) * (first.y - last.y)).squareRoot()
        return abs(swept) >= 1.8 * .pi && gap <= radius * 0.5
    }
}

@MainActor
@Suite("Seed 002: custom gesture recognizers", .tags(.seed002))
struct Seed002CustomRecognizerTests {
    private func scene() -> (TestScene, UIView) {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scene.rootView.addSubview(view)
        return (scene, view)
    }

    @Test("the simple tap recognizes a still tap and fails when the finger moves")
    func simpleTap() {
        let (scene, view) = scene()
        var states: [UIGestureRecognizer.State] = []
        let tap = TDSimpleTapGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(tap)

        scene.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(states == [.ended])

        scene.driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 120, y: 100), steps: 2)
        #expect(states == [.ended])
        #expect(tap.state == .possible)
        #expect(tap.description.contains("baseClass = UIGestureRecognizer"))
    }

    @Test("two simple taps on one view both recognize a tap when the seed's rule keeps the first from preventing the second")
    func simpleTapPreventionRule() {
        let (scene, view) = scene()
        var log: [String] = []
        let first = TDSimpleTapGestureRecognizer { _ in log.append("first") }
        let second = TDSimpleTapGestureRecognizer { _ in log.append("second") }
        first.numberOfTapsRequired = 0        // numberOfTouches (1) > 0: first never prevents second
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)

        scene.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(log == ["first", "second"])

        log.removeAll()
        first.numberOfTapsRequired = 1        // the rule no longer applies: first prevents second
        scene.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(log == ["first"])
    }

    @Test("drawing a closed circle recognizes; a straight line and a half circle fail")
    func circleRecognizer() {
        let (scene, view) = scene()
        var recognized = 0
        let circle = MDCircleGestureRecognizer { _ in recognized += 1 }
        view.addGestureRecognizer(circle)
        let center = CGPoint(x: 187, y: 300)

        func draw(sweep: CGFloat, steps: Int) {
            let finger = scene.driver.down(at: CGPoint(x: center.x + 80, y: center.y))
            for step in 1...steps {
                let angle = sweep * CGFloat(step) / CGFloat(steps)
                scene.driver.wait(0.016)
                scene.driver.move(finger, to: CGPoint(x: center.x + 80 * cos(angle), y: center.y + 80 * sin(angle)))
            }
            scene.driver.up(finger)
        }

        draw(sweep: 2 * .pi, steps: 36)
        #expect(recognized == 1)
        #expect(abs(circle.fittedRadius - 80) < 4)

        draw(sweep: .pi, steps: 18)
        #expect(recognized == 1)

        scene.driver.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 300, y: 50), steps: 20)
        #expect(recognized == 1)
    }
}
