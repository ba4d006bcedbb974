import Foundation
import OpenTouch

/// The scenes the timeline tests record, each on a ``TestScene`` with a recorder that captures
/// view trees, and the timeline of what the touches did.
@MainActor
enum TimelineScenes {
    /// A card with a Like button, a hidden banner in front of it, and a caption beside it;
    /// `covered` adds a clear overlay over the card, added after it (so in front).
    static func likeButton(covered: Bool = false) -> (scene: TestScene, recorder: TraceRecorder, button: UIButton) {
        let scene = TestScene()
        let card = UIView(frame: CGRect(x: 16, y: 120, width: 343, height: 100.5))
        card.accessibilityIdentifier = "card"
        let button = UIButton(type: .system)
        button.setTitle("Like", for: .normal)
        button.accessibilityIdentifier = "like-1"
        button.frame = CGRect(x: 270, y: 30, width: 44, height: 44)
        let caption = UILabel(frame: CGRect(x: 12, y: 30, width: 200, height: 20))
        caption.text = "A card"
        card.addSubview(button)
        card.addSubview(caption)
        scene.rootView.addSubview(card)
        let banner = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        banner.accessibilityIdentifier = "banner"
        banner.isHidden = true
        scene.rootView.addSubview(banner)
        if covered {
            let overlay = UIView(frame: CGRect(x: 0, y: 120, width: 343, height: 100.5))
            overlay.accessibilityIdentifier = "gradient-overlay"
            scene.rootView.addSubview(overlay)
        }
        let recorder = TraceRecorder(application: scene.app, capturesViewTrees: true)
        scene.driver.tap(button)
        return (scene, recorder, button)
    }

    /// A photo view whose single tap waits for its double tap to fail; the finger taps twice.
    static func doubleTap() -> (scene: TestScene, recorder: TraceRecorder) {
        let scene = TestScene()
        let photo = UIView(frame: CGRect(x: 40, y: 100, width: 295, height: 295))
        photo.accessibilityIdentifier = "photo"
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.name = "doubleTap"
        let singleTap = UITapGestureRecognizer()
        singleTap.name = "singleTap"
        singleTap.require(toFail: doubleTap)
        photo.addGestureRecognizer(singleTap)
        photo.addGestureRecognizer(doubleTap)
        scene.rootView.addSubview(photo)
        let recorder = TraceRecorder(application: scene.app, capturesViewTrees: true)
        scene.driver.tap(at: CGPoint(x: 187, y: 247), count: 2)
        scene.driver.wait(0.5)
        return (scene, recorder)
    }

    /// A list (a scroll view) with a row that has its own pan recognizer: the finger drags the row
    /// up (the row's pan wins, the list stays), then drags the list below the row (the list scrolls).
    static func panInScrollView() -> (scene: TestScene, recorder: TraceRecorder) {
        let scene = TestScene()
        let list = UIScrollView(frame: scene.rootView.bounds)
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: 375, height: 2000)
        let row = UIView(frame: CGRect(x: 0, y: 200, width: 375, height: 60))
        row.accessibilityIdentifier = "row-3"
        let pan = UIPanGestureRecognizer()
        pan.name = "rowPan"
        row.addGestureRecognizer(pan)
        list.addSubview(row)
        scene.rootView.addSubview(list)
        let recorder = TraceRecorder(application: scene.app, capturesViewTrees: true)
        scene.driver.drag(from: CGPoint(x: 100, y: 230), to: CGPoint(x: 100, y: 80), duration: 0.3, steps: 10)
        scene.driver.wait(0.5)
        scene.driver.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 350), duration: 0.3, steps: 10)
        scene.driver.wait(1)
        return (scene, recorder)
    }

    /// A card that only swipes left; the finger swipes diagonally down and to the right, which nothing handles.
    static func unhandledSwipe() -> (scene: TestScene, recorder: TraceRecorder) {
        let scene = TestScene()
        let card = UIView(frame: CGRect(x: 16, y: 120, width: 343, height: 300))
        card.accessibilityIdentifier = "card"
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        swipe.name = "dismiss"
        card.addGestureRecognizer(swipe)
        scene.rootView.addSubview(card)
        let recorder = TraceRecorder(application: scene.app, capturesViewTrees: true)
        scene.driver.drag(from: CGPoint(x: 60, y: 160), to: CGPoint(x: 260, y: 360), duration: 0.2, steps: 8)
        scene.driver.wait(0.5)
        return (scene, recorder)
    }

    /// A card with a tap recognizer; the finger goes down and moves 80 pt before lifting.
    static func movedTap() -> (scene: TestScene, recorder: TraceRecorder) {
        let scene = TestScene()
        let card = UIView(frame: CGRect(x: 16, y: 120, width: 343, height: 300))
        card.accessibilityIdentifier = "card"
        let tap = UITapGestureRecognizer()
        tap.name = "open"
        card.addGestureRecognizer(tap)
        scene.rootView.addSubview(card)
        let recorder = TraceRecorder(application: scene.app)
        scene.driver.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 180, y: 200), duration: 0.1, steps: 4)
        scene.driver.wait(0.5)
        return (scene, recorder)
    }

    /// A photo view whose single tap requires its double tap to fail; the finger taps once and
    /// the recording stops right after, before the double tap gives up.
    static func tapThenStop() -> (scene: TestScene, recorder: TraceRecorder) {
        let scene = TestScene()
        let photo = UIView(frame: CGRect(x: 40, y: 100, width: 295, height: 295))
        photo.accessibilityIdentifier = "photo"
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.name = "doubleTap"
        let singleTap = UITapGestureRecognizer()
        singleTap.name = "singleTap"
        singleTap.require(toFail: doubleTap)
        photo.addGestureRecognizer(singleTap)
        photo.addGestureRecognizer(doubleTap)
        scene.rootView.addSubview(photo)
        let recorder = TraceRecorder(application: scene.app)
        scene.driver.tap(at: CGPoint(x: 187, y: 247))
        return (scene, recorder)
    }

    /// A view with only a double tap (which delays touchesEnded); one tap, then a wait: the view
    /// hears of the lift only when the double tap gives up.
    static func heldEnd() -> (scene: TestScene, recorder: TraceRecorder) {
        let scene = TestScene()
        let photo = UIView(frame: CGRect(x: 40, y: 100, width: 295, height: 295))
        photo.accessibilityIdentifier = "photo"
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.name = "doubleTap"
        photo.addGestureRecognizer(doubleTap)
        scene.rootView.addSubview(photo)
        let recorder = TraceRecorder(application: scene.app)
        scene.driver.tap(at: CGPoint(x: 187, y: 247))
        scene.driver.wait(0.5)
        return (scene, recorder)
    }
}
