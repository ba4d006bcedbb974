import Foundation
import OpenTouch
import Testing

/// A view that measures how long a finger stays down, as apps do with `CFAbsoluteTimeGetCurrent()`.
@MainActor
private final class TMPressTimer: UIView {
    private var start: CFAbsoluteTime = 0
    private var mediaStart: CFTimeInterval = 0
    var held: CFAbsoluteTime?
    var mediaHeld: CFTimeInterval?

    // Override kept: it measures time inside the touch methods, as the app code under test does.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        start = CFAbsoluteTimeGetCurrent()
        mediaStart = CACurrentMediaTime()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        held = CFAbsoluteTimeGetCurrent() - start
        mediaHeld = CACurrentMediaTime() - mediaStart
    }
}

@MainActor
@Suite("CFAbsoluteTimeGetCurrent follows the virtual clock in tests")
struct TMAbsoluteTimeTests {
    @Test("A press measured between touch callbacks lasts exactly the virtual time")
    func pressDuration() {
        let scene = TestScene()
        let timer = TMPressTimer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.rootView.addSubview(timer)
        #expect(CFAbsoluteTimeGetCurrent() == scene.clock.now)
        let finger = scene.driver.down(at: CGPoint(x: 50, y: 50))
        scene.driver.wait(0.375)
        scene.driver.up(finger)
        #expect(timer.held == 0.375)
        #expect(timer.mediaHeld == 0.375)
    }
}
