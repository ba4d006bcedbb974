import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

@MainActor
@Suite("UITabBarController: tabs chosen with a finger, the delegate, appearance callbacks, geometry")
struct TabBarControllerTests {
    @Test("The tab bar is 49 points plus the bottom safe area; the child fills the screen and its safe area reaches the bar")
    func geometry() {
        let s = TabsScene()
        #expect(s.tabs.tabBar.frame == CGRect(x: 0, y: 812 - 83, width: 375, height: 83))
        let child = s.pages[0].view!
        #expect(child.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(s.tabs.tabBar.sizeThatFits(CGSize(width: 375, height: 1000)) == CGSize(width: 375, height: 83))
    }

    @Test("A tap on a tab: shouldSelect, the old page disappears as the new one appears (UIKit's order), then didSelect")
    func tapSelects() throws {
        let s = TabsScene()
        try s.driver.tap(.label("Two"))
        #expect(s.log.lines == ["shouldSelect Two", "One willDisappear", "Two willAppear", "One didDisappear",
                                "Two didAppear", "didSelect Two"])
        #expect(s.tabs.selectedIndex == 1)
        #expect(s.tabs.selectedViewController === s.pages[1])
        #expect(s.tabs.tabBar.selectedItem === s.pages[1].tabBarItem)
        #expect(s.pages[0].viewIfLoaded?.window == nil)
        #expect(s.pages[1].view.window === s.scene.window)
    }

    @Test("shouldSelect returning false keeps the selected tab, on screen and in the bar, with no appearance calls")
    func refusedSelection() {
        let s = TabsScene()
        s.delegate.refused = ["Three"]
        s.tapTab(2)
        #expect(s.log.lines == ["shouldSelect Three"])
        #expect(s.tabs.selectedIndex == 0)
        #expect(s.tabs.tabBar.selectedItem === s.pages[0].tabBarItem)
        #expect(!s.pages[2].isViewLoaded)
    }

    @Test("Tapping the selected tab asks and reports it again, with no appearance calls")
    func reselect() {
        let s = TabsScene()
        s.tapTab(0)
        #expect(s.log.lines == ["shouldSelect One", "didSelect One"])
        #expect(s.tabs.selectedIndex == 0)
    }

    @Test("Selecting from code changes the page without asking or telling the delegate")
    func programmaticSelection() {
        let s = TabsScene()
        s.tabs.selectedIndex = 2
        #expect(s.log.lines == ["One willDisappear", "Three willAppear", "One didDisappear", "Three didAppear"])
        s.log.removeAll()
        s.tabs.selectedViewController = s.pages[1]
        #expect(s.log.lines == ["Three willDisappear", "Two willAppear", "Three didDisappear", "Two didAppear"])
        s.log.removeAll()
        s.tabs.selectedIndex = 7
        #expect(s.log.lines.isEmpty)
        #expect(s.tabs.selectedIndex == 1)
    }

    @Test("Only the selected page's view is loaded and on screen; the tab bar is in front of it")
    func lazyViews() {
        let s = TabsScene()
        #expect(s.pages[0].isViewLoaded)
        #expect(!s.pages[1].isViewLoaded && !s.pages[2].isViewLoaded)
        let barPoint = CGPoint(x: 10, y: 812 - 50)
        var hit = s.scene.hitView(at: barPoint)
        while let view = hit, !(view is UITabBar) { hit = view.superview }
        #expect(hit === s.tabs.tabBar)
    }

    @Test("A disabled item ignores taps: no delegate call, no change")
    func disabledItem() {
        let s = TabsScene()
        s.pages[1].tabBarItem.isEnabled = false
        s.tapTab(1)
        #expect(s.log.lines.isEmpty)
        #expect(s.tabs.selectedIndex == 0)
    }

    @Test("Children know their tab bar controller, and so do their children")
    func tabBarControllerProperty() {
        let s = TabsScene()
        let inner = UIViewController()
        s.pages[1].addChild(inner)
        inner.didMove(toParent: s.pages[1])
        #expect(s.pages[0].tabBarController === s.tabs)
        #expect(inner.tabBarController === s.tabs)
        #expect(s.tabs.tabBarController == nil)
        #expect(s.pages[0].parent === s.tabs)
    }

    @Test("setViewControllers keeps the selected page, else the one at its index, else the first; removed pages leave")
    func replacingControllers() {
        let s = TabsScene()
        s.tabs.selectedIndex = 1
        s.log.removeAll()
        let four = TabsPage("Four", log: s.log)
        s.tabs.setViewControllers([four, s.pages[1]], animated: false)
        #expect(s.tabs.selectedViewController === s.pages[1])
        #expect(s.tabs.selectedIndex == 1)
        #expect(s.pages[0].parent == nil && s.pages[2].parent == nil)
        #expect(s.log.lines.isEmpty)
        s.tabs.setViewControllers([four, s.pages[2]], animated: false)
        #expect(s.tabs.selectedViewController === s.pages[2])
        #expect(s.log.lines == ["Two willDisappear", "Two didDisappear", "Three willAppear", "Three didAppear"])
        #expect(s.tabs.tabBar.items?.map(\.title) == ["Four", "Three"])
    }

    @Test("A tab bar item made by a controller shows the controller's title until given its own")
    func defaultItemTitle() {
        let page = UIViewController()
        page.title = "Inbox"
        #expect(page.tabBarItem.title == "Inbox")
        page.title = "Mail"
        #expect(page.tabBarItem.title == "Mail")
        page.tabBarItem.title = "Box"
        page.title = "Other"
        #expect(page.tabBarItem.title == "Box")
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        #expect(item.title == "Favorites" && item.tag == 4)
    }

    @Test("A UITabBarController subclass overriding tabBar(_:didSelect:) sees the tap before the delegate is asked")
    func subclassOverride() {
        final class Tabs: UITabBarController {
            var log: CallLog?
            override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
                log?.append("override \(item.title ?? "")")
                super.tabBar(tabBar, didSelect: item)
            }
        }
        let tabs = Tabs()
        let s = TabsScene(tabs: tabs)
        tabs.log = s.log
        s.tapTab(1)
        #expect(s.log.lines.first == "override Two")
        #expect(s.log.lines.dropFirst().first == "shouldSelect Two")
        #expect(s.log.lines.last == "didSelect Two")
    }
}
