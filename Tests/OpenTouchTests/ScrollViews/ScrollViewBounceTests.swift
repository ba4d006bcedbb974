import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIScrollView per-axis bouncing (iOS 17.4)", .tags(.review))
struct ScrollViewBounceTests {
    /// A vertical list in a scene, its offset after pulling down 200 pt past the top.
    private func pulledOffset(_ configure: (UIScrollView) -> Void) -> CGFloat {
        let scene = TestScene()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        list.contentSize = CGSize(width: 375, height: 2000)
        configure(list)
        scene.rootView.addSubview(list)
        let finger = scene.driver.down(at: CGPoint(x: 100, y: 200))
        for step in 1...10 {
            scene.driver.wait(0.02)
            scene.driver.move(finger, to: CGPoint(x: 100, y: 200 + CGFloat(step) * 20))
        }
        return list.contentOffset.y
    }

    @Test("bounces sets both axes and reads true while either bounces")
    func bouncesSetsBoth() {
        let list = UIScrollView()
        #expect(list.bouncesHorizontally && list.bouncesVertically)
        list.bounces = false
        #expect(!list.bouncesHorizontally && !list.bouncesVertically && !list.bounces)
        list.bouncesVertically = true
        #expect(list.bounces)
    }

    @Test("bouncesVertically false stops a vertical pull at the top; true rubber-bands it")
    func verticalPull() {
        #expect(pulledOffset { _ in } < 0)
        #expect(pulledOffset { $0.bouncesVertically = false } == 0)
        #expect(pulledOffset { $0.bouncesHorizontally = false } < 0)
    }
}
