import Foundation
import OpenTouch
import Testing

/// A photo viewer a user would build: a 300 × 300 scroll view showing a 300 × 300 image view
/// that the delegate returns for zooming, zoom scales 1…4.
@MainActor
struct SVZoomScene {
    let s: SVScene
    let image: UIView

    init(minimum: CGFloat = 1, maximum: CGFloat = 4, zooms: Bool = true) {
        s = SVScene(UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)),
                    contentSize: CGSize(width: 300, height: 300))
        image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        s.scrollView.addSubview(image)
        s.scrollView.minimumZoomScale = minimum
        s.scrollView.maximumZoomScale = maximum
        if zooms { s.delegate.zoomingView = image }
    }

    var scrollView: UIScrollView { s.scrollView }

    /// Two fingers down at once at `a` and `b`.
    func down(_ a: CGPoint, _ b: CGPoint) -> [TouchDriver.Finger] {
        s.driver.down(at: [a, b])
    }

    /// Moves both fingers at once.
    func move(_ fingers: [TouchDriver.Finger], _ a: CGPoint, _ b: CGPoint) {
        s.driver.wait(0.02)
        s.driver.move([(fingers[0], a), (fingers[1], b)])
    }
}

@MainActor
@Suite("UIScrollView zooming: the pinch, the zoom centre, the scale limits and the delegate")
struct SVZoomTests {
    @Test("The pinch recognizer exists only while the minimum and maximum zoom scales differ")
    func pinchRecognizerPresence() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 3
        #expect(scrollView.pinchGestureRecognizer?.view === scrollView)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.pinchGestureRecognizer } == true)
        scrollView.minimumZoomScale = 3
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(scrollView.gestureRecognizers?.count == 2)
    }

    @Test("Spreading the fingers to twice their distance zooms ×2 around the pinch centre: exact transform, content size and offset")
    func zoomAroundTheCentre() {
        let z = SVZoomScene()
        let fingers = z.down(CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150))
        z.move(fingers, CGPoint(x: 50, y: 150), CGPoint(x: 250, y: 150))
        #expect(z.scrollView.isZooming)
        #expect(z.scrollView.zoomScale == 2)
        #expect(z.image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(z.image.frame == CGRect(x: 0, y: 0, width: 600, height: 600))
        #expect(z.scrollView.contentSize == CGSize(width: 600, height: 600))
        #expect(z.scrollView.contentOffset == CGPoint(x: 150, y: 150))
        z.s.driver.up(fingers)
        #expect(!z.scrollView.isZooming)
        #expect(z.s.delegate.endZoomScale == 2)
    }

    @Test("An off-centre pinch keeps the content point under the fingers, also while they move together")
    func zoomKeepsTheContentPointUnderTheFingers() {
        let z = SVZoomScene()
        let fingers = z.down(CGPoint(x: 50, y: 100), CGPoint(x: 150, y: 100))
        z.move(fingers, CGPoint(x: 0, y: 100), CGPoint(x: 200, y: 100))
        #expect(z.scrollView.contentOffset == CGPoint(x: 100, y: 100)) // (100, 100)·2 − (100, 100)
        z.move(fingers, CGPoint(x: 30, y: 120), CGPoint(x: 230, y: 120))
        #expect(z.scrollView.contentOffset == CGPoint(x: 70, y: 80))
        #expect(isClose(z.image.convert(CGPoint(x: 130, y: 120), from: z.s.scene.window), CGPoint(x: 100, y: 100), within: 1e-6))
        z.move(fingers, CGPoint(x: 80, y: 120), CGPoint(x: 180, y: 120)) // back to 100 pt apart: ×1
        #expect(z.scrollView.zoomScale == 1)
        #expect(z.scrollView.contentOffset == CGPoint(x: -30, y: -20))
        z.s.driver.up(fingers)
    }

    @Test("The delegate order: willBeginZooming, then didZoom and didScroll per change, didEndZooming(atScale:)")
    func delegateOrder() {
        let z = SVZoomScene()
        let fingers = z.down(CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150))
        z.move(fingers, CGPoint(x: 75, y: 150), CGPoint(x: 225, y: 150))
        z.move(fingers, CGPoint(x: 50, y: 150), CGPoint(x: 250, y: 150))
        z.s.driver.up(fingers)
        #expect(z.s.delegate.calls == ["willBeginZooming", "didZoom", "didScroll", "didZoom", "didScroll", "didEndZooming(2.0)"])
        #expect(z.s.delegate.zooms == [1.5, 2])
    }

    @Test("Without viewForZooming nothing zooms: the pinch fails")
    func noViewForZooming() {
        let z = SVZoomScene(zooms: false)
        let fingers = z.down(CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150))
        z.move(fingers, CGPoint(x: 50, y: 150), CGPoint(x: 250, y: 150))
        #expect(z.scrollView.pinchGestureRecognizer?.state == .failed)
        #expect(z.scrollView.zoomScale == 1)
        z.scrollView.setZoomScale(3, animated: false)
        #expect(z.scrollView.zoomScale == 1)
        z.s.driver.up(fingers)
        #expect(z.s.delegate.calls.isEmpty)
    }

    @Test("Past the maximum with bouncesZoom the scale rubber-bands (limit·(raw/limit)^0.5) and animates back after the lift")
    func bouncesAtTheMaximum() {
        let z = SVZoomScene(maximum: 2)
        let fingers = z.down(CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150))
        z.move(fingers, CGPoint(x: -50, y: 150), CGPoint(x: 350, y: 150)) // raw ×4
        let stretched = 2 * (4 / 2 as CGFloat).squareRoot()
        #expect(isClose(z.scrollView.zoomScale, stretched, within: 1e-6))
        #expect(isClose(z.scrollView.contentOffset, CGPoint(x: 150 * stretched - 150, y: 150 * stretched - 150), within: 1e-6))
        z.s.driver.up(fingers)
        #expect(z.scrollView.isZoomBouncing && z.scrollView.isZooming)
        #expect(z.s.delegate.endZoomScale == nil)
        z.s.driver.wait(0.105)
        #expect(isClose(z.scrollView.zoomScale, svEase(from: stretched, to: 2, after: 100), within: 1e-6))
        z.s.driver.wait(0.3)
        #expect(z.scrollView.zoomScale == 2 && !z.scrollView.isZoomBouncing && !z.scrollView.isZooming)
        #expect(z.scrollView.contentOffset == CGPoint(x: 150, y: 150))
        #expect(z.scrollView.contentSize == CGSize(width: 600, height: 600))
        #expect(z.s.delegate.calls.last == "didEndZooming(2.0)")
    }

    @Test("Without bouncesZoom the scale stops at the maximum and zooming ends at the lift")
    func stopsAtTheMaximumWithoutBounces() {
        let z = SVZoomScene(maximum: 2)
        z.scrollView.bouncesZoom = false
        let fingers = z.down(CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150))
        z.move(fingers, CGPoint(x: -50, y: 150), CGPoint(x: 350, y: 150))
        #expect(z.scrollView.zoomScale == 2)
        z.s.driver.up(fingers)
        #expect(!z.scrollView.isZoomBouncing && !z.scrollView.isZooming)
        #expect(z.s.delegate.calls.last == "didEndZooming(2.0)")
    }

    @Test("Below the minimum the scale rubber-bands and bounces back to it, the offset back into range")
    func bouncesAtTheMinimum() {
        let z = SVZoomScene()
        let fingers = z.down(CGPoint(x: 50, y: 150), CGPoint(x: 250, y: 150))
        z.move(fingers, CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)) // raw ×0.5
        let squeezed = (0.5 as CGFloat).squareRoot()
        #expect(isClose(z.scrollView.zoomScale, squeezed, within: 1e-6))
        #expect(isClose(z.scrollView.contentOffset.x, 150 * squeezed - 150, within: 1e-6))
        z.s.driver.up(fingers)
        z.s.driver.wait(0.4)
        #expect(z.scrollView.zoomScale == 1)
        #expect(z.scrollView.contentOffset == .zero)
        #expect(z.image.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(z.s.delegate.calls.last == "didEndZooming(1.0)")
    }

    @Test("setZoomScale zooms about the visible centre and clamps; animated, it calls willBeginZooming and didEndZooming")
    func setZoomScale() {
        let z = SVZoomScene()
        z.scrollView.zoomScale = 2
        #expect(z.scrollView.contentOffset == CGPoint(x: 150, y: 150))
        #expect(z.scrollView.contentSize == CGSize(width: 600, height: 600))
        #expect(z.s.delegate.calls == ["didZoom", "didScroll"])
        z.scrollView.setZoomScale(10, animated: false)
        #expect(z.scrollView.zoomScale == 4)
        #expect(z.scrollView.contentOffset == CGPoint(x: 450, y: 450))
        z.s.delegate.clear()
        z.scrollView.setZoomScale(1, animated: true)
        #expect(z.scrollView.zoomScale == 4)
        z.s.driver.wait(0.4)
        #expect(z.scrollView.zoomScale == 1 && z.scrollView.contentOffset == .zero)
        #expect(z.s.delegate.calls.first == "willBeginZooming")
        #expect(z.s.delegate.calls.last == "didEndZooming(1.0)")
        #expect(z.s.delegate.zooms.count == 18)
    }

    @Test("zoom(to:) fills the view with the rect, centred, within the scale limits")
    func zoomToRect() {
        let z = SVZoomScene()
        z.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: false)
        #expect(z.scrollView.zoomScale == 3)
        #expect(z.scrollView.contentOffset == .zero)
        z.scrollView.zoom(to: CGRect(x: 200, y: 200, width: 50, height: 50), animated: false)
        #expect(z.scrollView.zoomScale == 4)
        #expect(z.scrollView.contentOffset == CGPoint(x: 750, y: 750))
    }
}
