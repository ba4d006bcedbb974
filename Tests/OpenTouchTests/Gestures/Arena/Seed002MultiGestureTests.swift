import Foundation
import OpenTouch
import Testing

// Seed 002, CASE 2 (single tap with pinch) and CASE 3 (pan with pinch, simultaneously).

@MainActor
private final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

@MainActor
@Suite("Seed 002 CASE 2 and 3: taps, pinches and pans on one view", .tags(.seed002))
struct Seed002MultiGestureTests {
    private func scene() -> (TestScene, UIView) {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        view.isMultipleTouchEnabled = true
        scene.rootView.addSubview(view)
        return (scene, view)
    }

    @Test("CASE 2: a one-finger tap fires the tap; a two-finger spread fires the pinch and fails the tap")
    func singleTapAndPinch() {
        let (scene, view) = scene()
        var log: [String] = []
        let tap = UITapGestureRecognizer { log.append("tap \($0.state)") }
        var endScale: CGFloat = 0
        let pinch = UIPinchGestureRecognizer { recognizer in
            log.append("pinch \(recognizer.state)")
            if recognizer.state == .ended { endScale = (recognizer as! UIPinchGestureRecognizer).scale }
        }
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pinch)

        scene.driver.tap(at: CGPoint(x: 187, y: 300))
        #expect(log == ["tap Ended"])

        log.removeAll()
        let fingers = scene.driver.down(at: [CGPoint(x: 137, y: 300), CGPoint(x: 237, y: 300)])
        for step in 1...5 {
            scene.driver.wait(0.02)
            let spread = CGFloat(step) * 10
            scene.driver.move([(fingers[0], CGPoint(x: 137 - spread, y: 300)), (fingers[1], CGPoint(x: 237 + spread, y: 300))])
        }
        scene.driver.up(fingers)
        #expect(log.first == "pinch Began")
        #expect(log.last == "pinch Ended")
        #expect(!log.contains { $0.hasPrefix("tap") })
        #expect(abs(endScale - 2) < 0.01, "fingers 100 pt apart spread to 200 pt: scale \(endScale)")
    }

    @Test("CASE 3: pan and pinch run together when the delegate allows it; otherwise the first to begin wins")
    func panWithPinch() {
        for simultaneous in [true, false] {
            let (scene, view) = scene()
            let delegate = SimultaneousDelegate()
            var log: [String] = []
            let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
            let pinch = UIPinchGestureRecognizer { log.append("pinch \($0.state)") }
            if simultaneous { pinch.delegate = delegate }
            view.addGestureRecognizer(pan)
            view.addGestureRecognizer(pinch)

            let fingers = scene.driver.down(at: [CGPoint(x: 137, y: 300), CGPoint(x: 237, y: 300)])
            for step in 1...10 {
                scene.driver.wait(0.02)
                let d = CGFloat(step) * 4
                scene.driver.move([(fingers[0], CGPoint(x: 137 - d, y: 300 + 2 * d)),
                                   (fingers[1], CGPoint(x: 237 + d, y: 300 + 2 * d))])
            }
            scene.driver.up(fingers)

            let panBegan = log.contains("pan Began"), pinchBegan = log.contains("pinch Began")
            if simultaneous {
                #expect(panBegan && pinchBegan, "both run: \(log)")
                #expect(log.contains("pan Changed") && log.contains("pinch Changed"))
            } else {
                #expect(panBegan != pinchBegan, "exactly one wins: \(log)")
            }
        }
    }
}
