import Testing
import UIKit

/// `NSObject` subclasses pasted in Swift 5 mode as scroll-view and recognizer delegates and as a
/// data source: they conform to the main-actor protocols without annotations, as on iOS.
@MainActor
@Suite("Swift 5 mode: NSObject delegates and data sources")
struct DelegateCodeTests {
    @Test("an NSObject scroll-view delegate sees the drag, the offsets and the page it settles on")
    func scrollDelegate() {
        let scene = TestScene()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        scrollView.contentSize = CGSize(width: 900, height: 200)
        scrollView.isPagingEnabled = true
        let tracker = ScrollTracker()
        scrollView.delegate = tracker
        scene.rootView.addSubview(scrollView)

        scene.driver.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), duration: 0.3, steps: 12)
        scene.driver.wait(2)

        #expect(tracker.draggingBegan == 1)
        #expect(tracker.offsets.count > 5)
        #expect(tracker.offsets.last == CGPoint(x: 300, y: 0))
        #expect(tracker.settledPage == 1)
    }

    @Test("an NSObject recognizer delegate keeps a tap recognizer to a circle")
    func recognizerDelegate() {
        let scene = TestScene()
        let dial = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        let filter = CircleOnlyGestureFilter()
        tap.delegate = filter
        dial.addGestureRecognizer(tap)
        scene.rootView.addSubview(dial)

        scene.driver.tap(at: CGPoint(x: 104, y: 104))
        #expect(taps == 0)
        scene.driver.tap(at: CGPoint(x: 150, y: 150))
        #expect(taps == 1)
    }

    @Test("an NSObject data source fills a view and, as its delegate, hears which chip was tapped")
    func dataSource() {
        let scene = TestScene()
        let bar = ChipBar(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
        let chips = FruitChips()
        bar.dataSource = chips
        bar.delegate = chips
        scene.rootView.addSubview(bar)
        bar.reloadData()

        #expect(bar.chips.map { $0.title(for: .normal) } == ["Apple", "Pear", "Plum"])
        scene.driver.tap(bar.chips[1])
        scene.driver.tap(bar.chips[2])
        #expect(chips.selected == ["Pear", "Plum"])
    }
}
