import Foundation
import OpenTouch
import Testing

// UIPageControl behaviour statements, driven with fingers. The standard control sits at
// (0 600; 375 26) with five pages: 8-point indicators 16 points apart, centred, so their centres
// are at x 155.5, 171.5, 187.5, 203.5 and 219.5 (y 613).

private let indicatorY: CGFloat = 613

/// The x of page `page`'s indicator in the standard control.
private func indicatorX(_ page: Int) -> CGFloat { 155.5 + CGFloat(page) * 16 }

/// A scene with the standard control on page 2, logging "valueChanged page=N state=S".
@MainActor
private func pageScene(pages: Int = 5, current: Int = 2) -> (TestScene, UIPageControl) {
    let ct = TestScene(loggedContainer: true)
    let control = UIPageControl(frame: CGRect(x: 0, y: 600, width: 375, height: 26))
    control.numberOfPages = pages
    control.currentPage = current
    ct.addControl(control, logging: false)
    control.addAction(UIAction { action in
        guard let sender = action.sender as? UIPageControl else { return }
        ct.log.append("valueChanged page=\(sender.currentPage) state=\(sender.interactionState)")
    }, for: .valueChanged)
    return (ct, control)
}

/// An onboarding pager: a paging scroll view with a page control over it, wired both ways as
/// UIKit apps do (the control scrolls the pages; the pages update the control).
@MainActor
private final class PagerController: UIViewController, UIScrollViewDelegate {
    let pages = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let pageControl = UIPageControl(frame: CGRect(x: 0, y: 600, width: 375, height: 26))
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        pages.isPagingEnabled = true
        pages.contentSize = CGSize(width: 375 * 4, height: 667)
        pages.delegate = self
        pageControl.numberOfPages = 4
        pageControl.addTarget(self, action: PagerController.pageChanged, for: .valueChanged)
        view.addSubview(pages)
        view.addSubview(pageControl)
    }

    func pageChanged(_ sender: UIPageControl) {
        pages.setContentOffset(CGPoint(x: CGFloat(sender.currentPage) * pages.bounds.width, y: 0), animated: false)
        log.append("page \(sender.currentPage)")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }
}

@MainActor
@Suite("Controls: UIPageControl")
struct PageControlTests {
    // MARK: Properties

    @Test("defaults: no pages, page 0, continuous interaction allowed, natural direction, no interaction")
    func defaults() {
        let control = UIPageControl(frame: .zero)
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(!control.hidesForSinglePage && control.allowsContinuousInteraction && !control.defersCurrentPageDisplay)
        #expect(control.backgroundStyle == .automatic && control.direction == .natural && control.interactionState == .none)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
        #expect(UIPageControl.Direction.bottomToTop.rawValue == 4 && UIPageControl.BackgroundStyle.minimal.rawValue == 2)
        #expect(UIPageControl.InteractionState.continuous.rawValue == 2)
    }

    @Test("currentPage is pinned to 0…numberOfPages-1, also when the page count shrinks")
    func currentPagePinned() {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -3
        #expect(control.currentPage == 0)
        control.currentPage = 4
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
    }

    @Test("size(forNumberOfPages:) is the indicators plus 12 points at each end, 26 high; vertical directions swap")
    func sizeForPages() {
        let control = UIPageControl(frame: .zero)
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 3 * 8 + 2 * 8 + 24, height: 26))
        #expect(control.size(forNumberOfPages: 0) == .zero)
        control.direction = .topToBottom
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 26, height: 32))
    }

    @Test("indicator images and the deprecated deferred display are kept; a page control prints no opaque field")
    func keptProperties() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 600, width: 375, height: 26))
        control.preferredIndicatorImage = UIImage(systemName: "circle.fill")
        control.setIndicatorImage(UIImage(systemName: "location.fill"), forPage: 0)
        #expect(control.indicatorImage(forPage: 0)?.description == "UIImage(systemName: \"location.fill\")")
        #expect(control.indicatorImage(forPage: 1) == nil)
        control.setIndicatorImage(nil, forPage: 0)
        #expect(control.indicatorImage(forPage: 0) == nil)
        control.defersCurrentPageDisplay = true
        control.numberOfPages = 3
        control.currentPage = 2
        control.updateCurrentPageDisplay()
        #expect(control.currentPage == 2)
        #expect(maskingAddresses(control.description).hasSuffix("; frame = (0 600; 375 26); layer = <CALayer: 0x…>>"))
    }

    // MARK: Taps

    @Test("a tap on either side of the current page's indicator moves one page that way, as a discrete interaction")
    func tapsBothSides() {
        let (ct, control) = pageScene()
        ct.driver.tap(at: CGPoint(x: 40, y: indicatorY))
        #expect(control.currentPage == 1)
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 180, y: indicatorY))     // right of page 1's indicator (171.5)
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 360, y: indicatorY))
        #expect(control.currentPage == 3 && control.interactionState == .none)
        #expect(ct.log.lines == ["valueChanged page=1 state=discrete", "valueChanged page=2 state=discrete",
                                 "valueChanged page=3 state=discrete"])
    }

    @Test("at the first or last page a tap toward the end changes nothing and sends nothing")
    func tapsAtTheEnds() {
        let (ct, control) = pageScene(current: 0)
        ct.driver.tap(at: CGPoint(x: 20, y: indicatorY))
        #expect(control.currentPage == 0 && ct.log.lines.isEmpty)
        control.currentPage = 4
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 350, y: indicatorY))
        #expect(control.currentPage == 4 && ct.log.lines.isEmpty)
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: indicatorX(4), y: indicatorY))   // on its centre: no side
        #expect(ct.log.lines.isEmpty)
    }

    @Test("setting currentPage sends nothing; a tap lifted outside the control changes nothing")
    func programmaticAndOutside() {
        let (ct, control) = pageScene()
        control.currentPage = 0
        control.currentPage = 3
        #expect(ct.log.lines.isEmpty)
        control.allowsContinuousInteraction = false
        let finger = ct.driver.down(at: CGPoint(x: 300, y: indicatorY))
        ct.driver.move(finger, to: CGPoint(x: 300, y: 400))
        ct.driver.up(finger)
        #expect(control.currentPage == 3 && ct.log.lines.isEmpty)
    }

    // MARK: Scrubbing

    @Test("dragging along the indicators scrubs: the page follows the finger one page at a time, each with valueChanged")
    func scrubbing() {
        let (ct, control) = pageScene()
        let finger = ct.driver.down(at: CGPoint(x: indicatorX(2), y: indicatorY))
        ct.driver.glide(finger, to: CGPoint(x: indicatorX(3), y: indicatorY), steps: 4)
        #expect(control.currentPage == 3 && control.interactionState == .continuous)
        ct.driver.glide(finger, to: CGPoint(x: 370, y: indicatorY), steps: 4)      // past the last indicator
        #expect(control.currentPage == 4)
        ct.driver.move(finger, to: CGPoint(x: 5, y: indicatorY))                  // one jump past the first
        #expect(control.currentPage == 0)
        ct.driver.up(finger)
        #expect(control.interactionState == .none)
        #expect(ct.log.lines == [3, 4, 3, 2, 1, 0].map { "valueChanged page=\($0) state=continuous" })
    }

    @Test("a scrub keeps following the finger away from the control, and a cancelled scrub keeps its page")
    func scrubAwayAndCancel() {
        let (ct, control) = pageScene()
        let finger = ct.driver.down(at: CGPoint(x: indicatorX(2), y: indicatorY))
        ct.driver.glide(finger, to: CGPoint(x: indicatorX(0), y: 420), steps: 6)
        #expect(control.currentPage == 0 && !control.isTouchInside)
        ct.driver.cancel(finger)
        #expect(control.currentPage == 0 && control.interactionState == .none)
        #expect(ct.log.lines.count == 2)
    }

    @Test("without allowsContinuousInteraction a drag is a tap, judged by where the finger landed")
    func noContinuousInteraction() {
        let (ct, control) = pageScene()
        control.allowsContinuousInteraction = false
        ct.driver.drag(from: CGPoint(x: 260, y: indicatorY), to: CGPoint(x: 60, y: indicatorY), steps: 5)
        #expect(control.currentPage == 3)
        #expect(ct.log.lines == ["valueChanged page=3 state=discrete"])
    }

    // MARK: Directions

    @Test("right to left: the first page is on the right, so a tap on the left goes forward")
    func rightToLeft() {
        let (ct, control) = pageScene()
        control.direction = .rightToLeft
        ct.driver.tap(at: CGPoint(x: 40, y: indicatorY))
        #expect(control.currentPage == 3)
        ct.driver.wait(1)
        ct.driver.drag(from: CGPoint(x: 187.5, y: indicatorY), to: CGPoint(x: 360, y: indicatorY), steps: 5)
        #expect(control.currentPage == 0)
    }

    @Test("top to bottom and bottom to top: taps and scrubs work along the vertical indicators")
    func verticalDirections() {
        let ct = TestScene(loggedContainer: true)
        let control = UIPageControl(frame: CGRect(x: 340, y: 100, width: 26, height: 375))
        control.numberOfPages = 5
        control.currentPage = 2
        control.direction = .topToBottom
        ct.addControl(control, logging: false)
        ct.driver.tap(at: CGPoint(x: 353, y: 120))          // above page 2's indicator (y 287.5)
        #expect(control.currentPage == 1)
        ct.driver.wait(1)
        ct.driver.drag(from: CGPoint(x: 353, y: 271.5), to: CGPoint(x: 353, y: 470), steps: 6)
        #expect(control.currentPage == 4)
        control.direction = .bottomToTop
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 353, y: 120))          // above the current indicator: forward is up
        #expect(control.currentPage == 4)                   // page 4's indicator is at the top: no page above
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 353, y: 460))
        #expect(control.currentPage == 3)
    }

    // MARK: Hidden for a single page

    @Test("hidesForSinglePage with one page: the control gets no touches, the view behind it does")
    func hiddenForSinglePage() {
        let (ct, control) = pageScene(pages: 1, current: 0)
        logControlEvents(of: control, to: ct.log)
        control.hidesForSinglePage = true
        ct.driver.tap(at: CGPoint(x: 187, y: indicatorY))
        #expect(ct.log.lines == ["container began 1", "container ended 1"])
        ct.log.removeAll()
        control.numberOfPages = 2
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 300, y: indicatorY))
        #expect(control.currentPage == 1)
        #expect(!ct.log.lines.contains { $0.hasPrefix("container") })
    }

    // MARK: Recognizers

    @Test("a superview's tap recognizer does not fire when the control is tapped, but does elsewhere")
    func superviewTap() {
        let (ct, control) = pageScene()
        let tap = UITapGestureRecognizer()
        ct.watch(tap, as: "tap")
        ct.container.addGestureRecognizer(tap)
        ct.driver.tap(at: CGPoint(x: 300, y: indicatorY))
        #expect(control.currentPage == 3 && !ct.log.lines.contains("tap Ended"))
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 187, y: 300))
        #expect(ct.log.lines.contains("tap Ended") && control.currentPage == 3)
    }

    @Test("a superview's pan does not take a scrub along the indicators; a vertical drag goes to the pan")
    func superviewPan() {
        let (ct, control) = pageScene()
        let pan = UIPanGestureRecognizer()
        ct.watch(pan, as: "pan")
        ct.container.addGestureRecognizer(pan)
        ct.driver.drag(from: CGPoint(x: indicatorX(2), y: indicatorY), to: CGPoint(x: indicatorX(4), y: indicatorY), steps: 8)
        #expect(control.currentPage == 4 && !ct.log.lines.contains { $0.hasPrefix("pan") })
        ct.log.removeAll()
        logControlEvents(of: control, to: ct.log)
        ct.driver.wait(1)
        ct.driver.drag(from: CGPoint(x: 300, y: indicatorY), to: CGPoint(x: 302, y: 413), steps: 10)
        #expect(Array(ct.log.lines.prefix(3)) == ["touchDown highlighted", "pan Began", "touchCancel normal"])
        #expect(control.currentPage == 4)
    }

    // MARK: Scenes

    @Test("a page control driving a paging scroll view: taps and scrubs scroll the pages; swiping the pages updates the control silently")
    func pagerScene() {
        let controller = PagerController()
        let scene = TestScene(controller: controller)
        // Four pages: indicators at x 163.5, 179.5, 195.5 and 211.5.
        scene.driver.tap(at: CGPoint(x: 300, y: 613))
        #expect(controller.pageControl.currentPage == 1 && controller.pages.contentOffset.x == 375)
        scene.driver.wait(1)
        scene.driver.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 150, y: 300), duration: 0.1)
        scene.driver.wait(3)
        #expect(controller.pages.contentOffset.x == 750)
        #expect(controller.pageControl.currentPage == 2)
        #expect(controller.log == ["page 1"], "setting currentPage from the scroll view sends nothing")
        scene.driver.drag(from: CGPoint(x: 195.5, y: 613), to: CGPoint(x: 20, y: 613), steps: 6)
        #expect(controller.log == ["page 1", "page 1", "page 0"])
        #expect(controller.pages.contentOffset.x == 0)
    }

    // MARK: Property

    @Test("seeded random taps and drags: one valueChanged per one-page change, and the page stays in range",
          arguments: 0..<12)
    func randomSequences(seed: Int) {
        var random = FuzzRandom(seed: UInt64(seed))
        let (ct, control) = pageScene()
        var lastSeen = control.currentPage
        var sent = 0
        var jumps = 0
        control.addAction(UIAction { action in
            guard let sender = action.sender as? UIPageControl else { return }
            sent += 1
            if abs(sender.currentPage - lastSeen) != 1 { jumps += 1 }
            lastSeen = sender.currentPage
        }, for: .valueChanged)
        let area = CGRect(x: 0, y: 600, width: 375, height: 26)
        for _ in 0..<25 {
            if random.chance(0.15) { control.numberOfPages = random.int(0...8) }
            if random.chance(0.15) { control.allowsContinuousInteraction.toggle() }
            if random.chance(0.15) { control.direction = random.chance(0.5) ? .leftToRight : .rightToLeft }
            if random.chance(0.1) { control.currentPage = random.int(-2...9) }
            lastSeen = control.currentPage
            let before = control.currentPage
            let sentBefore = sent
            let finger = ct.driver.down(at: random.point(in: area, margin: 5))
            for _ in 0..<random.int(0...4) {
                ct.driver.move(finger, to: random.point(in: CGRect(x: 0, y: 450, width: 375, height: 200)))
            }
            if random.chance(0.1) { ct.driver.cancel(finger) } else { ct.driver.up(finger) }
            #expect(lastSeen == control.currentPage, "no page change without valueChanged")
            #expect(sent - sentBefore >= abs(control.currentPage - before))
            #expect(control.currentPage >= 0 && control.currentPage < max(control.numberOfPages, 1))
            ct.driver.wait(0.5)
        }
        #expect(jumps == 0, "every valueChanged is a one-page step")
        #expect(sent > 0)
    }
}
