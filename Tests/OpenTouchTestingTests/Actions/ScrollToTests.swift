import Foundation
import OpenTouchTesting
import Testing

@MainActor
@Suite("Below the fold: scrollTo brings a view into reach with finger drags")
struct ScrollToTests {
    /// A full-screen scroll view `feed` 2000 pt tall with a Buy button at y = 1500.
    private func feed(_ scene: TestingScene, bought: Likes) -> UIScrollView {
        let scrollView = UIScrollView(frame: scene.root.bounds)
        scrollView.accessibilityIdentifier = "feed"
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 1500, width: 175, height: 44)
        button.accessibilityIdentifier = "buy"
        button.addAction(UIAction { _ in bought.tapped.append(1) }, for: .touchUpInside)
        scrollView.addSubview(button)
        scene.root.addSubview(scrollView)
        return scrollView
    }

    @Test("Tapping a button below the fold fails, naming the scroll view and suggesting scrollTo")
    func belowTheFold() throws {
        let scene = TestingScene()
        _ = feed(scene, bought: Likes())
        let failure = touchFailure { try scene.driver.tap(.identifier("buy")) }
        #expect(try #require(failure).reason == "aimed at UIButton#buy at (187.5, 1522); that is outside its window, "
            + "frame (0 0; 375 667); it is inside UIScrollView#feed (contentOffset (0, 0), contentSize 375 x 2000): "
            + "call scrollTo(_:) first")
    }

    @Test("scrollTo drags the feed until the button is hittable, then the tap fires .touchUpInside")
    func scrollToThenTap() throws {
        let scene = TestingScene()
        let bought = Likes()
        let scrollView = feed(scene, bought: bought)
        try scene.driver.scrollTo(.identifier("buy"))
        #expect(scrollView.contentOffset.y > 800)
        #expect(scene.driver.isHittable(.identifier("buy")))
        try scene.driver.tap(.identifier("buy"))
        #expect(bought.tapped == [1])
    }

    @Test("A scroll view whose content cannot move that far makes scrollTo fail with its offset and size")
    func cannotScroll() throws {
        let scene = TestingScene()
        let scrollView = feed(scene, bought: Likes())
        scrollView.isScrollEnabled = false
        let failure = touchFailure { try scene.driver.scrollTo(.identifier("buy")) }
        let reason = try #require(failure).reason
        #expect(reason.hasPrefix("UIScrollView#feed did not scroll toward UIButton#buy"))
        #expect(reason.contains("contentOffset stays at (0, 0), contentSize 375 x 2000, bounds (0 0; 375 667), isScrollEnabled = false"))
    }
}

@MainActor
@Suite("A scroll view smaller than the window")
struct InsetScrollViewTests {
    @Test("A row scrolled out of a small scroll view, still inside the window, is reported as scrolled out of view; scrollTo brings it in")
    func scrolledOutOfSmallScrollView() throws {
        let scene = TestingScene()
        let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: 375, height: 1000)
        let row = UIButton(type: .system)
        row.frame = CGRect(x: 0, y: 300, width: 375, height: 44)
        row.accessibilityIdentifier = "row-7"
        list.addSubview(row)
        scene.root.addSubview(list)
        let reason = scene.driver.hittability(of: row).description
        #expect(reason == "aimed at UIButton#row-7 at (187.5, 422); hit testing chose its ancestor UIView, because the "
            + "point (187.5, 322) in UIScrollView#list is outside its bounds (0 0; 375 200): it is scrolled out of view, "
            + "call scrollTo(_:) first")
        try scene.driver.scrollTo(.identifier("row-7"))
        #expect(scene.driver.isHittable(row))
        #expect(list.contentOffset.y > 100)
    }
}
