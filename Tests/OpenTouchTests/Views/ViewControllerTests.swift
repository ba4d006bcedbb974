import Foundation
import OpenTouch
import Testing

@MainActor
private final class ListController: UIViewController {
    let list = UIScrollView()
    var boundsInViewDidLoad: CGRect = .null

    override func viewDidLoad() {
        super.viewDidLoad()
        boundsInViewDidLoad = view.bounds
        list.frame = view.bounds                 // the usual UIKit layout in viewDidLoad
        list.contentSize = CGSize(width: view.bounds.width, height: 3 * view.bounds.height)
        view.addSubview(list)
    }
}

@MainActor
@Suite("a controller's default view has its window's size in viewDidLoad", .tags(.review))
struct ViewControllerTests {
    @Test("a root controller lays out against the window's bounds in viewDidLoad, and its list scrolls")
    func rootControllerLaysOutInViewDidLoad() {
        let controller = ListController()
        let scene = TestScene(width: 320, height: 568, controller: controller)
        #expect(controller.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 320, height: 568))
        scene.driver.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.5, steps: 10)
        #expect(controller.list.contentOffset.y > 150)
    }

    @Test("a presented controller's view is loaded at the window's size too")
    func presentedControllerLaysOutInViewDidLoad() {
        let scene = TestScene(width: 320, height: 568)
        let presented = ListController()
        scene.controller.present(presented, animated: false)
        #expect(presented.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    @Test("a view loaded before the controller is installed starts at zero size, then takes the window's")
    func viewLoadedEarlyStartsAtZero() {
        let controller = ListController()
        _ = controller.view
        #expect(controller.boundsInViewDidLoad == .zero)
        _ = TestScene(width: 320, height: 568, controller: controller)
        #expect(controller.view.bounds.size == CGSize(width: 320, height: 568))
    }
}
