import Foundation
import Testing
import OpenTouch
import OpenTouchTesting

@MainActor
@Suite("Porting corpus: pasted UIKit controllers and recognizers, driven with fingers", .tags(.pastedCode))
struct PCControllerTests {
    @Test("SwipeToRevealGestureRecognizer: a quick swipe from the right edge begins, follows the finger and ends")
    func swipeToReveal() {
        final class Row: UIView {
            var revealed: [CGFloat] = []
            var states: [UIGestureRecognizer.State] = []
            func handleReveal(_ recognizer: SwipeToRevealGestureRecognizer) {
                states.append(recognizer.state)
                revealed.append(recognizer.revealWidth)
            }
        }
        let scene = TestScene()
        let row = Row(frame: CGRect(x: 0, y: 200, width: 375, height: 60))
        row.addGestureRecognizer(SwipeToRevealGestureRecognizer(target: row, action: Row.handleReveal))
        scene.rootView.addSubview(row)

        scene.driver.drag(from: CGPoint(x: 360, y: 230), to: CGPoint(x: 260, y: 230), duration: 0.2, steps: 5)
        #expect(row.states.first == .began && row.states.last == .ended)
        #expect(row.revealed.last == 100)

        row.states.removeAll()
        scene.driver.drag(from: CGPoint(x: 100, y: 230), to: CGPoint(x: 0, y: 230), duration: 0.2)   // not at the edge
        scene.driver.drag(from: CGPoint(x: 360, y: 230), to: CGPoint(x: 200, y: 230), duration: 3.0)  // too slow: 40 pt after 0.9 s
        #expect(row.states.isEmpty)
    }

    @Test("ProfileHeaderViewController: made with init(nibName:bundle:), appears once, double tap likes, single tap waits for it")
    func profileHeader() throws {
        let profile = ProfileHeaderViewController()
        let scene = TestScene(controller: profile)
        #expect(profile.title == "Profile" && profile.appearances == 1)

        scene.driver.tap(at: CGPoint(x: 100, y: 100), count: 2)
        scene.driver.wait(0.5)
        #expect(profile.likeCount == 1 && profile.singleTaps == 0)

        scene.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(profile.singleTaps == 0)          // still waiting for a second tap
        scene.driver.wait(0.5)
        #expect(profile.singleTaps == 1)
        // A view-aimed tap waits until the touch settles: the single tap has decided when it returns.
        try scene.driver.tap(.identifier("profile.header"))
        #expect(profile.singleTaps == 2)
    }

    @Test("PhotoPagerViewController: swiping pages the list and moves the dots; tapping the dots scrolls the pages")
    func photoPager() {
        let pager = PhotoPagerViewController(photoNames: ["a", "b", "c"])
        let scene = TestScene(controller: pager)
        scene.driver.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.15, steps: 6)
        scene.driver.wait(2)
        #expect(pager.scrollView.contentOffset.x == 375)
        #expect(pager.pageControl.currentPage == 1)

        // A tap on the right half of the dots goes one page on, and the handler scrolls there.
        scene.driver.tap(at: CGPoint(x: 300, y: pager.pageControl.frame.midY))
        #expect(pager.pageControl.currentPage == 2)
        #expect(pager.scrollView.contentOffset.x == 750)
    }

    @Test("SegmentedFilterViewController: a tap on a segment filters the list; rows still take taps; a drag scrolls")
    func segmentedFilter() {
        let orders = (1...12).map { SegmentedFilterViewController.Order(id: $0, shipped: $0.isMultiple(of: 3)) }
        let filter = SegmentedFilterViewController(orders: orders)
        let scene = TestScene(controller: filter)
        #expect(filter.visibleOrders.count == 12)

        let control = filter.filterControl
        let shippedCenter = CGPoint(x: control.frame.minX + control.frame.width * 5 / 6, y: control.frame.midY)
        scene.driver.tap(at: shippedCenter)
        #expect(control.selectedSegmentIndex == 2)
        #expect(filter.visibleOrders.map(\.id) == [3, 6, 9, 12])
        let reloads = filter.reloadCount
        scene.driver.tap(at: shippedCenter)            // the selected segment again: no change
        #expect(filter.reloadCount == reloads)

        scene.driver.tap(at: CGPoint(x: 100, y: 64 + 90))     // the second row
        scene.driver.wait(0.2)
        #expect(filter.selectedOrderID == 6)

        scene.driver.tap(at: CGPoint(x: control.frame.minX + 10, y: control.frame.midY))   // "All"
        scene.driver.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3)
        scene.driver.wait(3)
        #expect(filter.listView.contentOffset.y > 0)
    }
}
