import Foundation
import OpenTouch
import Testing

/// The same input gives the same outcome in every run: no decision depends on the order of a
/// `Set` of touches (which changes with addresses and with the process's hash seed).
@MainActor
@Suite("Robustness: decisions independent of set order")
struct RBDeterminismTests {
    /// Two fingers press a multi-touch button in one report; the first drags far outside and
    /// both lift together. The control tracks the touch that began first, so it is always outside.
    private func twoFingerPress() -> [String] {
        let scene = TestScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 100, height: 44)
        button.isMultipleTouchEnabled = true
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("outside") }, for: .touchUpOutside)
        scene.rootView.addSubview(button)
        let fingers = scene.driver.down(at: [CGPoint(x: 120, y: 320), CGPoint(x: 180, y: 320)])
        scene.driver.move(fingers[0], to: CGPoint(x: 120, y: 600))
        scene.driver.up(fingers)
        return events
    }

    @Test("a two-finger press on a button ends the same way every time: the first finger is tracked")
    func twoFingerPressOnAButton() {
        for _ in 0..<40 {
            #expect(twoFingerPress() == ["outside"])
        }
    }

    @Test("a two-finger tap's centroid, and so its outcome, does not depend on set order")
    func twoFingerTapCentroid() {
        var outcomes: [CGPoint] = []
        for _ in 0..<20 {
            let scene = TestScene()
            let tap = UITapGestureRecognizer()
            tap.numberOfTouchesRequired = 2
            var location = CGPoint.zero
            tap.addTarget(handler: { location = $0.location(in: nil) })
            scene.rootView.addGestureRecognizer(tap)
            let fingers = scene.driver.down(at: [CGPoint(x: 100.1, y: 200.3), CGPoint(x: 250.7, y: 410.9), ])
            scene.driver.up(fingers)
            outcomes.append(location)
        }
        #expect(Set(outcomes.map { "\($0.x),\($0.y)" }).count == 1)
    }
}
