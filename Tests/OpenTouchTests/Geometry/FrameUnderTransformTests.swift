import Foundation
import OpenTouch
import Testing

/// A photo viewer as apps write it: the image view is centred in `scrollViewDidZoom` by moving
/// its frame's origin while it is scaled.
@MainActor
private final class PhotoViewerController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let imageView = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    var boundsSeenInDidZoom: [CGSize] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.delegate = self
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        scrollView.contentSize = imageView.frame.size
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        var frame = imageView.frame
        frame.origin.x = frame.width < scrollView.bounds.width ? (scrollView.bounds.width - frame.width) / 2 : 0
        frame.origin.y = frame.height < scrollView.bounds.height ? (scrollView.bounds.height - frame.height) / 2 : 0
        imageView.frame = frame
        boundsSeenInDidZoom.append(imageView.bounds.size)
    }
}

@MainActor
@Suite("UIView frame under a transform: it reads back as set")
struct FrameUnderTransformTests {
    @Test("a view scaled 0.5 given frame (0, 0, 100, 100) has bounds 200 × 200 and is hit at (199, 199) in its own space")
    func halfScale() {
        let scene = TestScene()
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        scene.rootView.addSubview(view)
        #expect(view.bounds.size == CGSize(width: 200, height: 200))
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.point(inside: CGPoint(x: 199, y: 199), with: nil))
        #expect(scene.rootView.hitTest(CGPoint(x: 99.5, y: 99.5), with: nil) === view)
        #expect(scene.rootView.hitTest(CGPoint(x: 100.5, y: 50), with: nil) !== view)
    }

    @Test("moving a zoomed view by its frame's origin keeps its bounds, however often")
    func frameOriginKeepsBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        for step in 1...5 {
            view.frame.origin = CGPoint(x: CGFloat(step) * 10, y: 0)
            #expect(view.bounds.size == CGSize(width: 300, height: 200))
            #expect(view.frame == CGRect(x: CGFloat(step) * 10, y: 0, width: 600, height: 600))
        }
    }

    @Test("a quarter turn swaps the frame's sides into the bounds")
    func quarterTurn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        view.frame = CGRect(x: 20, y: 40, width: 100, height: 60)
        #expect(abs(view.bounds.width - 30) < 1e-9 && abs(view.bounds.height - 50) < 1e-9)
        #expect(view.center == CGPoint(x: 70, y: 70))
        let frame = view.frame
        #expect(abs(frame.minX - 20) < 1e-9 && abs(frame.minY - 40) < 1e-9)
        #expect(abs(frame.width - 100) < 1e-9 && abs(frame.height - 60) < 1e-9)
    }

    @Test("a 30° turn: the bounds whose rotated box is the frame, so the frame reads back")
    func thirtyDegrees() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(rotationAngle: .pi / 6)
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        let frame = view.frame
        #expect(abs(frame.width - 120) < 1e-9 && abs(frame.height - 100) < 1e-9)
        #expect(abs(frame.midX - 60) < 1e-9 && abs(frame.midY - 50) < 1e-9)
    }

    @Test("a 45° turn has no exact answer: the bounds are scaled evenly to the frame's width")
    func fortyFiveDegrees() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 80)
        #expect(abs(view.bounds.width / view.bounds.height - 2) < 1e-9)
        #expect(abs(view.frame.width - 300) < 1e-9)
        #expect(view.center == CGPoint(x: 150, y: 40))
    }

    @Test("a photo viewer centring its zoomed image in scrollViewDidZoom keeps the image's bounds")
    func photoViewerCentring() {
        let controller = PhotoViewerController()
        let scene = TestScene(controller: controller)
        controller.scrollView.setZoomScale(0.5, animated: false)
        #expect(controller.boundsSeenInDidZoom.allSatisfy { $0 == CGSize(width: 300, height: 200) })
        #expect(controller.imageView.frame == CGRect(x: 75, y: 150, width: 150, height: 100))
        controller.scrollView.setZoomScale(2, animated: false)
        #expect(controller.imageView.bounds.size == CGSize(width: 300, height: 200))
        #expect(controller.imageView.frame.size == CGSize(width: 600, height: 400))
        #expect(controller.scrollView.contentSize == CGSize(width: 600, height: 400))

        // Pinch back in with two fingers: still the same bounds at every step.
        let fingers = scene.driver.down(at: [CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200)])
        for step in 1...4 {
            scene.driver.wait(0.02)
            let inset = CGFloat(step) * 10
            scene.driver.move([(fingers[0], CGPoint(x: 100 + inset, y: 200)), (fingers[1], CGPoint(x: 200 - inset, y: 200))])
        }
        scene.driver.up(fingers)
        #expect(controller.boundsSeenInDidZoom.count > 4)
        #expect(controller.boundsSeenInDidZoom.allSatisfy { $0 == CGSize(width: 300, height: 200) },
                "\(controller.boundsSeenInDidZoom)")
        let scale = controller.scrollView.zoomScale
        #expect(scale < 2)
        #expect(abs(controller.imageView.frame.width - 300 * scale) < 1e-6)
    }
}
