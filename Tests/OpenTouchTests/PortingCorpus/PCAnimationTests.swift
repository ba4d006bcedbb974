import Foundation
import Testing
import OpenTouch

@MainActor
private final class SwipeLog: @MainActor SwipeCardViewDelegate {
    var swipes: [String] = []
    func swipeCardView(_ card: SwipeCardView, didSwipe direction: SwipeCardView.Direction) {
        swipes.append(direction == .left ? "left" : "right")
    }
}

@MainActor
@Suite("Porting corpus: pasted layer and animation code, driven with fingers", .tags(.pastedCode))
struct PCAnimationTests {
    @Test("ProgressRingView: a tap restarts the fill, which the shape layer's presentation shows over 2 s")
    func progressRing() {
        let scene = TestScene()
        let ring = ProgressRingView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        scene.rootView.addSubview(ring)
        ring.progress = 0.4
        #expect(ring.displayedProgress == 0.4)
        scene.driver.tap(at: CGPoint(x: 160, y: 160))
        scene.driver.wait(0.4)          // the tap is recognized at once: no double tap to wait for
        #expect(ring.restarts == 1)
        let early = ring.displayedProgress
        #expect(early > 0 && early < 0.25)
        scene.driver.wait(0.8)
        let middle = ring.displayedProgress
        #expect(middle > early && middle < 1)
        scene.driver.wait(1)
        #expect(ring.displayedProgress == 1)
    }

    @Test("SwipeCardView: a short drag springs the card back (still draggable meanwhile); a long one flies it off")
    func swipeCard() {
        let scene = TestScene()
        let log = SwipeLog()
        let card = SwipeCardView(frame: CGRect(x: 37, y: 150, width: 300, height: 400))
        card.delegate = log
        scene.rootView.addSubview(card)
        let home = card.center

        scene.driver.drag(from: CGPoint(x: 187, y: 350), to: CGPoint(x: 247, y: 360), duration: 0.2, steps: 8)
        #expect(card.center == home)
        #expect(card.transform.isIdentity)
        scene.driver.wait(0.1)
        #expect(card.layer.presentation()!.position.x > home.x)
        // `.allowUserInteraction`: the springing card can be grabbed again.
        #expect(scene.window.hitTest(home, with: nil) === card)
        scene.driver.wait(1)
        #expect(card.layer.presentation()?.position == home)

        scene.driver.drag(from: CGPoint(x: 187, y: 350), to: CGPoint(x: 30, y: 350), duration: 0.2, steps: 8)
        #expect(card.alpha == 0)
        #expect(scene.window.hitTest(home, with: nil) === scene.rootView)
        scene.driver.wait(0.5)
        #expect(log.swipes == ["left"])
        #expect(card.superview == nil)
        #expect(card.layer.shadowOpacity == 0.2 && card.layer.cornerRadius == 12)
    }
}
