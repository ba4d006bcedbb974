import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIPageViewController, scroll style: page spacing and a view outliving its controller")
struct PageScrollSpacingTests {
    @Test("interPageSpacing puts a gap between pages: a page's length is its width plus the gap")
    func spacing() {
        let log = CallLog()
        let pages = (0..<3).map { PGPage("P\($0)", log: log) }
        let model = PGModel(pages: pages, log: log)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                         options: [.interPageSpacing: 20])
        let scene = TestScene(controller: pager)
        pager.dataSource = model
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        scene.window.layoutIfNeeded()
        let scroll = pager.view.subviews.first as? UIScrollView
        #expect(scroll?.bounds.width == 395)
        #expect(pages[0].view.frame == CGRect(x: 395, y: 0, width: 375, height: 667))
        scene.driver.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.1)
        scene.driver.wait(1)
        #expect(pager.viewControllers?.first === pages[1])
        #expect(pages[1].view.frame == CGRect(x: 395, y: 0, width: 375, height: 667))
    }

    @Test("a page view controller's view kept in a window after the controller went scrolls without a crash")
    func viewOutlivesController() {
        let scene = TestScene()
        var pager: UIPageViewController? = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let log = CallLog()
        let pages = (0..<3).map { PGPage("P\($0)", log: log) }
        let model = PGModel(pages: pages, log: log)
        pager?.dataSource = model
        pager?.setViewControllers([pages[0]], direction: .forward, animated: false)
        let view: UIView = pager!.view
        view.frame = scene.window.bounds
        scene.window.addSubview(view)
        weak let gone = pager
        pager = nil
        #expect(gone == nil)
        scene.driver.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.1)
        scene.driver.wait(1)
        #expect(view.window != nil)
    }
}
