import Foundation
import OpenTouch
import Testing

/// A round button: only points inside the oval inscribed in its bounds are inside.
@MainActor
private final class GfxRoundButton: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}

@MainActor
@Suite("Graphics: a round button hit-tested with UIBezierPath(ovalIn: bounds)")
struct GraphicsRoundButtonSceneTests {
    @Test("a tap in the corner of the button's bounds misses it; a tap inside the circle hits it")
    func tapsInCornerAndCircle() {
        let scene = TestScene()
        let button = GfxRoundButton(frame: CGRect(x: 100, y: 200, width: 80, height: 80))
        scene.rootView.addSubview(button)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 104, y: 204))
        #expect(recorder.touchCounts(for: button).began == 0)
        #expect(scene.window.hitTest(CGPoint(x: 104, y: 204), with: nil) === scene.rootView)

        scene.driver.tap(at: CGPoint(x: 140, y: 240))
        #expect(recorder.touchCounts(for: button).began == 1)

        scene.driver.tap(at: CGPoint(x: 179, y: 240))
        #expect(recorder.touchCounts(for: button).began == 2)
    }

    @Test("point(inside:) agrees with the circle at every whole point of the bounds, except on the circle itself")
    func everyPointOfTheBounds() {
        let button = GfxRoundButton(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        var checked = 0
        for x in 0...60 {
            for y in 0...60 {
                let dx = CGFloat(x) - 30, dy = CGFloat(y) - 30
                let distance = (dx * dx + dy * dy).squareRoot()
                guard abs(distance - 30) > 0.01 else { continue }
                checked += 1
                #expect(button.point(inside: CGPoint(x: x, y: y), with: nil) == (distance < 30), "(\(x), \(y))")
            }
        }
        #expect(checked > 3600)
    }

    @Test("a transformed round button is hit through its transform")
    func rotatedAndScaledButton() {
        let scene = TestScene()
        let button = GfxRoundButton(frame: CGRect(x: 100, y: 300, width: 100, height: 50))
        scene.rootView.addSubview(button)
        let recorder = scene.recorder()
        button.transform = CGAffineTransform(scaleX: 2, y: 2)
        // The oval now spans 200 × 100 points about the same centre (150, 325).
        scene.driver.tap(at: CGPoint(x: 245, y: 325))
        #expect(recorder.touchCounts(for: button).began == 1)
        scene.driver.tap(at: CGPoint(x: 60, y: 285))
        #expect(recorder.touchCounts(for: button).began == 1)
    }
}
