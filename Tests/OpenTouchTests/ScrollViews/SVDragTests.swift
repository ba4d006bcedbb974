import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIScrollView dragging: the content follows the finger, clamps or rubber-bands at the edges")
struct SVDragTests {
    @Test("Defaults match UIKit and the offset is the bounds origin")
    func defaults() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.bounces && scrollView.isScrollEnabled && scrollView.delaysContentTouches)
        #expect(scrollView.canCancelContentTouches)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal && !scrollView.isPagingEnabled)
        #expect(scrollView.decelerationRate == .normal && scrollView.decelerationRate.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(scrollView.panGestureRecognizer.view === scrollView)
        #expect(scrollView.panGestureRecognizer.cancelsTouchesInView)
        #expect(scrollView.panGestureRecognizer.description.contains("baseClass = UIPanGestureRecognizer"))
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 40))
    }

    @Test("Every change of the offset calls scrollViewDidScroll; setting the same offset does not")
    func didScrollOnEveryChange() {
        let s = SVScene()
        s.scrollView.contentOffset = CGPoint(x: 0, y: 50)
        s.scrollView.contentOffset = CGPoint(x: 0, y: 50)
        s.scrollView.bounds.origin = CGPoint(x: 0, y: 70)
        #expect(s.delegate.calls == ["didScroll", "didScroll"])
        #expect(s.delegate.scrolls.map(\.offset) == [CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 70)])
    }

    @Test("The offset is the start offset minus the translation, with the pan's 10 pt hysteresis removed")
    func followsTheFinger() {
        let s = SVScene()
        s.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        let finger = s.driver.down(at: CGPoint(x: 100, y: 400))
        s.driver.wait(0.02)
        s.driver.move(finger, to: CGPoint(x: 100, y: 380)) // 20 pt: the pan begins with 10 pt
        #expect(s.scrollView.isDragging && s.scrollView.isTracking)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 110))
        s.driver.wait(0.02)
        s.driver.move(finger, to: CGPoint(x: 100, y: 300))
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 190))
        s.driver.wait(0.02)
        s.driver.move(finger, to: CGPoint(x: 100, y: 450)) // back down: 40 pt above the start
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 40))
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(!s.scrollView.isDragging && !s.scrollView.isTracking)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test("A vertical scroll view ignores the horizontal part of a diagonal drag")
    func onlyScrollableAxesMove() {
        let s = SVScene()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 400))
        s.driver.move(finger, to: CGPoint(x: 90, y: 380))
        s.driver.move(finger, to: CGPoint(x: 60, y: 300))
        #expect(s.scrollView.contentOffset.x == 0)
        #expect(isClose(s.scrollView.contentOffset.y, 100 - 20 * 10 / (500 as CGFloat).squareRoot(), within: 1e-6))
        s.driver.up(finger)
    }

    @Test("Without bounces the offset is clamped to 0 … contentSize − bounds size")
    func clampsWithoutBounces() {
        let s = SVScene()
        s.scrollView.bounces = false
        let finger = s.driver.down(at: CGPoint(x: 100, y: 200))
        s.driver.move(finger, to: CGPoint(x: 100, y: 220))
        s.driver.move(finger, to: CGPoint(x: 100, y: 400))
        #expect(s.scrollView.contentOffset == .zero)
        #expect(s.delegate.scrolls.isEmpty)
        s.driver.up(finger)
        s.scrollView.contentOffset = CGPoint(x: 0, y: 1300)
        let second = s.driver.down(at: CGPoint(x: 100, y: 500))
        s.driver.move(second, to: CGPoint(x: 100, y: 480)) // +10
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 1310))
        s.driver.move(second, to: CGPoint(x: 100, y: 100)) // +390 → clamped at 1400
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 1400))
        s.driver.up(second)
    }

    @Test("With bounces the content rubber-bands past an edge: f(x) = (1 − 1/(0.55·x/d + 1))·d")
    func rubberBands() {
        let s = SVScene()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 100))
        s.driver.move(finger, to: CGPoint(x: 100, y: 120)) // 10 pt past the top
        #expect(isClose(s.scrollView.contentOffset.y, -svRubberBand(10, dimension: 600), within: 1e-6))
        s.driver.move(finger, to: CGPoint(x: 100, y: 210)) // 100 pt past the top
        #expect(isClose(s.scrollView.contentOffset.y, -50.38167938931298, within: 1e-6))
        #expect(isClose(s.scrollView.contentOffset.y, -svRubberBand(100, dimension: 600), within: 1e-6))
        s.driver.move(finger, to: CGPoint(x: 100, y: 5000)) // never a whole view
        #expect(s.scrollView.contentOffset.y > -600)
        s.driver.wait(0.2)
        s.driver.up(finger)
    }

    @Test("Rubber-banding past the bottom uses the range's far end; insets extend the range")
    func rubberBandsAtTheBottomWithInsets() {
        let s = SVScene()
        s.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        s.scrollView.contentOffset = CGPoint(x: 0, y: 1450) // 2000 + 50 − 600
        let finger = s.driver.down(at: CGPoint(x: 100, y: 500))
        s.driver.move(finger, to: CGPoint(x: 100, y: 430)) // 60 pt past the far end
        #expect(isClose(s.scrollView.contentOffset.y, 1450 + svRubberBand(60, dimension: 600), within: 1e-6))
        s.driver.wait(0.2)
        s.driver.up(finger)
    }

    @Test("Content that fits does not scroll unless alwaysBounceVertical is set, and then it rubber-bands")
    func alwaysBounce() {
        let s = SVScene(contentSize: CGSize(width: 375, height: 300))
        let finger = s.driver.down(at: CGPoint(x: 100, y: 100))
        s.driver.move(finger, to: CGPoint(x: 100, y: 160))
        #expect(s.scrollView.panGestureRecognizer.state == .failed)
        #expect(s.scrollView.contentOffset == .zero)
        s.driver.up(finger)
        s.scrollView.alwaysBounceVertical = true
        let second = s.driver.down(at: CGPoint(x: 100, y: 100))
        s.driver.move(second, to: CGPoint(x: 100, y: 160))
        #expect(isClose(s.scrollView.contentOffset.y, -svRubberBand(50, dimension: 600), within: 1e-6))
        s.driver.wait(0.2)
        s.driver.up(second)
    }

    @Test("With scrolling disabled the pan is disabled and nothing moves")
    func scrollDisabled() {
        let s = SVScene()
        s.scrollView.isScrollEnabled = false
        #expect(!s.scrollView.panGestureRecognizer.isEnabled)
        s.driver.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100))
        #expect(s.scrollView.contentOffset == .zero)
        #expect(s.delegate.calls.isEmpty)
    }

    @Test("Directional lock: a drag starting mostly along one axis moves only along it; a diagonal start moves both")
    func directionalLock() {
        let s = SVScene(contentSize: CGSize(width: 2000, height: 2000))
        s.scrollView.isDirectionalLockEnabled = true
        s.scrollView.contentOffset = CGPoint(x: 500, y: 500)
        let finger = s.driver.down(at: CGPoint(x: 200, y: 300))
        s.driver.move(finger, to: CGPoint(x: 200, y: 280)) // vertical start
        s.driver.move(finger, to: CGPoint(x: 150, y: 200))
        #expect(s.scrollView.contentOffset == CGPoint(x: 500, y: 590))
        s.driver.wait(0.2)
        s.driver.up(finger)
        s.scrollView.contentOffset = CGPoint(x: 500, y: 500)
        let diagonal = s.driver.down(at: CGPoint(x: 200, y: 300))
        s.driver.move(diagonal, to: CGPoint(x: 180, y: 280)) // 45°: not locked
        s.driver.move(diagonal, to: CGPoint(x: 150, y: 200))
        let gone = 10 / CGFloat(2).squareRoot()
        #expect(isClose(s.scrollView.contentOffset, CGPoint(x: 550 - gone, y: 600 - gone), within: 1e-6))
        s.driver.wait(0.2)
        s.driver.up(diagonal)
    }

    @Test("Dragging dismisses the keyboard with keyboardDismissMode .onDrag")
    func keyboardDismissOnDrag() {
        final class SVField: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let s = SVScene()
        let field = SVField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        s.scene.rootView.addSubview(field)
        #expect(field.becomeFirstResponder())
        s.driver.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300))
        #expect(field.isFirstResponder)
        s.scrollView.keyboardDismissMode = .onDrag
        s.driver.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300))
        #expect(!field.isFirstResponder)
    }
}
