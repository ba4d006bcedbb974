import Foundation
import OpenTouch
import Testing

/// A photo viewer: a full-screen scroll view (375 × 667) showing a 375 × 667 image view that the
/// controller returns from `viewForZooming(in:)`, zoom scales 1…4. A double tap zooms to ×2
/// around the tapped point with `zoom(to:animated:)`, or back to ×1 with `setZoomScale(_:animated:)`
/// when zoomed in; a single tap, which requires the double tap to fail, toggles the chrome.
@MainActor
final class PhotoZoomController: UIViewController, UIScrollViewDelegate, ScenarioLogging {
    /// How far a double tap zooms in.
    static let doubleTapScale: CGFloat = 2
    let log = TimedLog()
    let scroller = UIScrollView()
    let image = UIView()
    let doubleTap = UITapGestureRecognizer()
    let singleTap = UITapGestureRecognizer()
    private(set) var chromeHidden = false

    override func viewDidLoad() {
        super.viewDidLoad()
        scroller.frame = view.bounds
        image.frame = view.bounds
        scroller.contentSize = view.bounds.size
        scroller.minimumZoomScale = 1
        scroller.maximumZoomScale = 4
        scroller.delegate = self
        scroller.addSubview(image)
        view.addSubview(scroller)
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self, action: PhotoZoomController.handleDoubleTap)
        singleTap.addTarget(self, action: PhotoZoomController.toggleChrome)
        singleTap.require(toFail: doubleTap)
        scroller.addGestureRecognizer(doubleTap)
        scroller.addGestureRecognizer(singleTap)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.add("didEndZooming(\(scale))")
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        log.add("doubleTap")
        guard scroller.zoomScale == scroller.minimumZoomScale else {
            return scroller.setZoomScale(scroller.minimumZoomScale, animated: true)
        }
        let point = recognizer.location(in: image)
        let size = CGSize(width: scroller.bounds.width / Self.doubleTapScale,
                          height: scroller.bounds.height / Self.doubleTapScale)
        scroller.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2,
                                 width: size.width, height: size.height), animated: true)
    }

    func toggleChrome() {
        chromeHidden.toggle()
        log.add("toggleChrome")
    }
}

@MainActor
@Suite("double tap to zoom, single tap and pinch on a photo viewer", .tags(.scenario))
struct PhotoZoomTests {
    @Test("A double tap zooms ×2 centred on the tapped point (zoom(to:animated:)); the single tap never fires")
    func doubleTapZoomsIn() {
        let s = ScenarioScene(PhotoZoomController())
        let c = s.controller
        s.driver.tap(at: CGPoint(x: 100, y: 200), count: 2)
        s.driver.wait(1)
        #expect(c.scroller.zoomScale == 2)
        #expect(c.image.frame.size == CGSize(width: 750, height: 1334))
        // The tapped point (100, 200) becomes (200, 400) and sits at the screen's centre.
        #expect(c.scroller.contentOffset == CGPoint(x: 12.5, y: 66.5))
        // Taps at 0…0.05 and 0.15…0.2; the zoom animates for 0.3 s.
        #expect(s.log.lines == ["doubleTap @0.200", "didEndZooming(2.0) @0.500"])
        #expect(!c.chromeHidden)
    }

    @Test("A second double tap, while zoomed in, zooms back out with setZoomScale(_:animated:)")
    func doubleTapZoomsOut() {
        let s = ScenarioScene(PhotoZoomController())
        s.driver.tap(at: CGPoint(x: 100, y: 200), count: 2)
        s.driver.wait(1)
        s.driver.tap(at: CGPoint(x: 200, y: 300), count: 2)
        s.driver.wait(1)
        #expect(s.controller.scroller.zoomScale == 1)
        #expect(s.controller.scroller.contentOffset == .zero)
        #expect(s.log.of("doubleTap").count == 2)
        #expect(s.log.of("toggleChrome").isEmpty)
    }

    @Test("A single tap is not stolen: it fires once the double tap has failed, 0.35 s after the lift")
    func singleTapStillFires() {
        let s = ScenarioScene(PhotoZoomController())
        s.driver.tap(at: CGPoint(x: 100, y: 200))
        #expect(s.log.lines.isEmpty)
        s.driver.wait(0.4)
        #expect(s.log.lines == ["toggleChrome @0.400"])
        #expect(s.controller.chromeHidden)
        #expect(s.controller.scroller.zoomScale == 1)
    }

    @Test("A pinch still zooms, and neither tap fires")
    func pinchStillZooms() {
        let s = ScenarioScene(PhotoZoomController())
        let fingers = s.driver.down(at: [CGPoint(x: 137.5, y: 333.5), CGPoint(x: 237.5, y: 333.5)])
        s.driver.wait(0.05)
        s.driver.move([(fingers[0], CGPoint(x: 87.5, y: 333.5)), (fingers[1], CGPoint(x: 287.5, y: 333.5))])
        #expect(s.controller.scroller.zoomScale == 2)
        s.driver.wait(0.05)
        s.driver.up(fingers)
        s.driver.wait(1)
        #expect(s.controller.scroller.zoomScale == 2)
        #expect(s.log.lines == ["didEndZooming(2.0) @0.100"])
    }

    @Test("Once zoomed in, a one-finger drag pans the photo")
    func zoomedDragPans() {
        let s = ScenarioScene(PhotoZoomController())
        s.driver.tap(at: CGPoint(x: 100, y: 200), count: 2)
        s.driver.wait(1)
        let finger = s.driver.down(at: CGPoint(x: 200, y: 300))
        s.driver.glide(finger, to: CGPoint(x: 100, y: 300), duration: 0.1, steps: 5)
        #expect(s.controller.scroller.contentOffset == CGPoint(x: 102.5, y: 66.5))   // 12.5 + 100 − 10
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(s.log.of("toggleChrome").isEmpty)
    }
}
