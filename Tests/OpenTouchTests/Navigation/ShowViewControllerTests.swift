import Foundation
import Testing
import OpenTouch

@MainActor
@Suite("show(_:sender:) and showDetailViewController(_:sender:)")
struct ShowViewControllerTests {
    @Test("inside a navigation controller, show pushes (animated) onto the closest one")
    func showPushes() {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let scene = TestScene(controller: navigation)
        let detail = UIViewController()
        list.show(detail, sender: nil)
        #expect(navigation.viewControllers == [list, detail])
        #expect(list.presentedViewController == nil)
        scene.driver.wait(1)
        #expect(navigation.topViewController === detail && detail.viewIfLoaded?.window === scene.window)
    }

    @Test("outside a navigation controller, show presents; showDetailViewController presents even inside one")
    func showPresents() {
        let scene = TestScene()
        let shown = UIViewController()
        scene.controller.show(shown, sender: nil)
        scene.driver.wait(1)
        #expect(scene.controller.presentedViewController === shown)

        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let other = TestScene(controller: navigation)
        let detail = UIViewController()
        list.showDetailViewController(detail, sender: nil)
        other.driver.wait(1)
        #expect(navigation.viewControllers == [list])
        #expect(list.presentedViewController === detail)
    }
}
