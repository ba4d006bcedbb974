import Foundation
import OpenTouchTesting
import Testing

@MainActor
@Suite("View-aimed actions on real scenes")
struct ActionTests {
    /// A 200 × 200 view `pad` at (80, 200) with `recognizer` on it.
    private func pad(_ scene: TestingScene, _ recognizer: UIGestureRecognizer) -> UIView {
        let view = UIView(frame: CGRect(x: 80, y: 200, width: 200, height: 200))
        view.accessibilityIdentifier = "pad"
        view.addGestureRecognizer(recognizer)
        scene.root.addSubview(view)
        return view
    }

    @Test("tap on a UIButton sends .touchUpInside and returns the button")
    func tapButton() throws {
        let scene = TestingScene()
        let likes = Likes()
        let cards = scene.addCards(3, likes: likes)
        let tapped = try scene.driver.tap(.identifier("like-3"))
        #expect(tapped === cards[2].subviews[0])
        #expect(likes.tapped == [3])
        try scene.driver.tap(.view(cards[0].subviews[0]))
        #expect(likes.tapped == [3, 1])
    }

    @Test("doubleTap recognizes a two-tap recognizer once")
    func doubleTap() throws {
        let scene = TestingScene()
        var count = 0
        let recognizer = UITapGestureRecognizer { _ in count += 1 }
        recognizer.numberOfTapsRequired = 2
        _ = pad(scene, recognizer)
        try scene.driver.doubleTap(.identifier("pad"))
        #expect(count == 1)
    }

    @Test("longPress begins a long-press recognizer after its minimum duration")
    func longPress() throws {
        let scene = TestingScene()
        var states: [UIGestureRecognizer.State] = []
        _ = pad(scene, UILongPressGestureRecognizer { states.append($0.state) })
        try scene.driver.longPress(.identifier("pad"), duration: 0.7)
        #expect(states == [.began, .ended])
    }

    @Test("drag moves a pan recognizer's translation by about the distance, less its hysteresis")
    func drag() throws {
        let scene = TestingScene()
        var translation = CGPoint.zero
        let view = pad(scene, UIPanGestureRecognizer { translation = ($0 as! UIPanGestureRecognizer).translation(in: nil) })
        try scene.driver.drag(.view(view), by: CGVector(dx: 80, dy: 0))
        #expect(translation.x > 60 && translation.x <= 80)
        #expect(translation.y == 0)
    }

    @Test("swipe left is recognized by a left swipe recognizer, not by a right one", arguments: [
        (UISwipeGestureRecognizer.Direction.left, 1), (.right, 0),
    ])
    func swipe(direction: UISwipeGestureRecognizer.Direction, expected: Int) throws {
        let scene = TestingScene()
        var count = 0
        let recognizer = UISwipeGestureRecognizer { _ in count += 1 }
        recognizer.direction = direction
        _ = pad(scene, recognizer)
        try scene.driver.swipe(.identifier("pad"), direction: .left)
        #expect(count == expected)
    }

    @Test("pinch spreads two fingers to the requested scale", arguments: [2.0, 0.5])
    func pinch(scale: CGFloat) throws {
        let scene = TestingScene()
        var last: CGFloat = 1
        _ = pad(scene, UIPinchGestureRecognizer { last = ($0 as! UIPinchGestureRecognizer).scale })
        try scene.driver.pinch(.identifier("pad"), scale: scale)
        #expect(abs(last - scale) < 0.1 * scale)
    }

    @Test("rotate turns two fingers by the requested angle")
    func rotate() throws {
        let scene = TestingScene()
        var last: CGFloat = 0
        _ = pad(scene, UIRotationGestureRecognizer { last = ($0 as! UIRotationGestureRecognizer).rotation })
        try scene.driver.rotate(.identifier("pad"), angle: .pi / 4)
        #expect(abs(last - .pi / 4) < 0.15)
    }
}
