import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UINavigationController's private container views, as seed 001 logs them")
struct NavigationHierarchyTests {
    @Test("the top controller's view sits in UIViewControllerWrapperView ⊂ UINavigationTransitionView ⊂ UILayoutContainerView, each with UIKit's next responder")
    func containerChain() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let scene = TestScene(controller: navigation)
        let chain = sequence(first: content.view as UIView) { $0.superview }.map { "\(type(of: $0))" }
        #expect(chain == ["UIView", "UIViewControllerWrapperView", "UINavigationTransitionView", "UILayoutContainerView", "UIWindow"])
        let wrapper = content.view.superview!
        #expect(content.view.next === content)
        #expect(wrapper.next === wrapper.superview)
        #expect(wrapper.superview!.next === navigation.view)
        #expect(navigation.view.next === navigation)
        #expect(navigation.next === scene.window)
        #expect(content.navigationController === navigation)
        #expect(content.parent === navigation)
        #expect(navigation.children.count == 1 && navigation.children[0] === content)
    }

    @Test("the navigation bar and the hidden toolbar are in front of the transition view; a hidden bar is not hit-tested")
    func barsInFront() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let scene = TestScene(controller: navigation)
        let names = navigation.view.subviews.map { "\(type(of: $0))" }
        #expect(names == ["UINavigationTransitionView", "UINavigationBar", "UIToolbar"])
        #expect(navigation.toolbar.isHidden && navigation.isToolbarHidden)
        scene.window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(scene.hitView(at: CGPoint(x: 187, y: 20))?.isDescendant(of: navigation.navigationBar) == true)
        navigation.isNavigationBarHidden = true
        #expect(scene.hitView(at: CGPoint(x: 187, y: 20)) === content.view)
        #expect(navigation.navigationBar.isHidden)
    }

    @Test("a child's view spans the screen and its safe area takes in the bar; hiding the bar gives it back")
    func safeAreaUnderBar() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let scene = TestScene(controller: navigation)
        scene.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        scene.window.layoutIfNeeded()
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 375, height: 44))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        navigation.setNavigationBarHidden(true, animated: false)
        scene.window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.top == 47)
        navigation.setToolbarHidden(false, animated: false)
        scene.window.layoutIfNeeded()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 589, width: 375, height: 44))
        #expect(content.view.safeAreaInsets.bottom == 78)
    }

    @Test("a scroll view as the child's view gets the bar in its adjusted content inset")
    func scrollViewUnderBar() {
        let table = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: table)
        let scene = TestScene(controller: navigation)
        scene.window.layoutIfNeeded()
        #expect(table.tableView.adjustedContentInset.top == 44)
    }
}
