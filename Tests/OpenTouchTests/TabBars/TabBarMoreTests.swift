import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

@MainActor
@Suite("UITabBarController: a More tab for the sixth and later tabs, re-selection, UIKit's container views")
struct TabBarMoreTests {
    static let seven = ["One", "Two", "Three", "Four", "Five", "Six", "Seven"]

    @Test("Seven controllers: the bar shows four tabs and More; the More navigation controller is not in viewControllers")
    func barWithMore() {
        let s = TabsScene(Self.seven)
        #expect(s.tabs.tabBar.items?.map { $0.title ?? "" } == ["One", "Two", "Three", "Four", "More"])
        #expect(s.tabs.tabBar.items?.last === s.tabs.moreNavigationController.tabBarItem)
        #expect(s.tabs.moreNavigationController.tabBarItem.systemItem == .more)
        #expect(s.tabs.viewControllers?.count == 7)
        #expect(!(s.tabs.viewControllers ?? []).contains { $0 === s.tabs.moreNavigationController })
        #expect(s.tabs.moreNavigationController.parent === s.tabs)
    }

    @Test("A tap on More asks and tells the delegate about the More navigation controller and shows its list")
    func tapMore() throws {
        let s = TabsScene(Self.seven)
        let more = s.tabs.moreNavigationController
        more.title = "MoreNav"
        s.tapTab(4)
        #expect(s.log.lines == ["shouldSelect MoreNav", "One willDisappear", "One didDisappear", "didSelect MoreNav"])
        #expect(s.tabs.selectedViewController === more)
        #expect(s.tabs.selectedIndex == NSNotFound)
        #expect(s.tabs.tabBar.selectedItem === more.tabBarItem)
        #expect(more.view.window === s.scene.window)
        for name in ["Five", "Six", "Seven"] { #expect(s.driver.all(.text(name)).count == 1) }
    }

    @Test("A tap on a More row pushes that controller: it is selected, with its index, and no delegate call")
    func tapRowPushes() throws {
        let s = TabsScene(Self.seven)
        s.tapTab(4)
        s.log.removeAll()
        try s.driver.tap(.text("Six"))
        s.driver.wait(1)
        #expect(s.log.lines == ["Six willAppear", "Six didAppear"])
        #expect(s.tabs.selectedViewController === s.pages[5])
        #expect(s.tabs.selectedIndex == 5)
        #expect(s.pages[5].navigationController === s.tabs.moreNavigationController)
        #expect(s.pages[5].tabBarController === s.tabs)
        #expect(s.pages[5].view.window === s.scene.window)
        #expect(s.tabs.tabBar.selectedItem === s.tabs.moreNavigationController.tabBarItem)
    }

    @Test("A second tap on the More tab pops back to the list, animated")
    func reselectMorePopsToList() throws {
        let s = TabsScene(Self.seven)
        s.tapTab(4)
        try s.driver.tap(.text("Seven"))
        s.driver.wait(1)
        s.log.removeAll()
        s.tapTab(4)
        s.driver.wait(1)
        #expect(s.log.lines.contains("Seven didDisappear"))
        #expect(s.tabs.moreNavigationController.viewControllers.count == 1)
        #expect(s.tabs.selectedViewController === s.tabs.moreNavigationController)
        #expect(s.pages[6].viewIfLoaded?.window == nil)
    }

    @Test("selectedIndex of a More controller shows it pushed in More; selecting the More navigation controller shows the list")
    func programmaticSelectionInMore() {
        let s = TabsScene(Self.seven)
        s.tabs.selectedIndex = 6
        // The More navigation controller passes the appearance on to Seven (its order is the
        // navigation controller's); each page sees will before did.
        #expect(Set(s.log.lines) == ["One willDisappear", "Seven willAppear", "One didDisappear", "Seven didAppear"])
        #expect(s.log.lines.firstIndex(of: "Seven willAppear")! < s.log.lines.firstIndex(of: "Seven didAppear")!)
        #expect(s.tabs.selectedIndex == 6 && s.tabs.selectedViewController === s.pages[6])
        #expect(s.tabs.moreNavigationController.topViewController === s.pages[6])
        s.log.removeAll()
        s.tabs.selectedViewController = s.pages[1]
        #expect(Set(s.log.lines) == ["Seven willDisappear", "Two willAppear", "Seven didDisappear", "Two didAppear"])
        #expect(s.log.lines.count == 4)
        s.tabs.selectedViewController = s.tabs.moreNavigationController
        #expect(s.tabs.selectedIndex == NSNotFound)
        #expect(s.tabs.moreNavigationController.viewControllers.count == 1)
    }

    @Test("Going back to fewer tabs drops the More tab and a selection inside it")
    func fewerTabsDropMore() {
        let s = TabsScene(Self.seven)
        s.tabs.selectedIndex = 5
        s.tabs.viewControllers = Array(s.pages.prefix(3))
        #expect(s.tabs.tabBar.items?.count == 3)
        #expect(s.tabs.selectedIndex == 0)
        #expect(s.tabs.moreNavigationController.parent == nil)
        #expect(s.pages[5].viewIfLoaded?.window == nil)
        #expect(s.pages[0].view.window === s.scene.window)
    }

    @Test("A tap on the selected tab pops its navigation controller to the root, animated")
    func reselectPopsToRoot() throws {
        let tabs = UITabBarController()
        let s = TabsScene(["Other"], tabs: tabs)
        let root = TabsPage("Root", log: s.log), detail = TabsPage("Detail", log: s.log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 1)
        tabs.viewControllers = [navigation, s.pages[0]]
        tabs.selectedIndex = 0
        s.scene.window.layoutIfNeeded()
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.viewControllers.count == 2)
        s.log.removeAll()
        s.tapTab(0)
        s.driver.wait(0.1)
        #expect(detail.viewIfLoaded?.window === s.scene.window, "the pop is animated: the detail is still on screen")
        s.driver.wait(1)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === root)
        #expect(root.view.window === s.scene.window)
        // Asked first; the pop starts (its will-callbacks) before the delegate is told.
        #expect(s.log.lines.first == "shouldSelect ?")
        let told = try #require(s.log.lines.firstIndex(of: "didSelect ?"))
        #expect(try #require(s.log.lines.firstIndex(of: "Detail willDisappear")) < told)
        #expect(s.log.lines.contains("Detail didDisappear") && s.log.lines.contains("Root didAppear"))
    }

    @Test("The container views carry UIKit's class names, the tab bar beside the transition view")
    func containerClassNames() throws {
        let s = TabsScene()
        let child = s.pages[0].view!
        var names: [String] = []
        var view = child.superview
        while let current = view, current !== s.scene.window {
            names.append(String(describing: type(of: current)))
            view = current.superview
        }
        #expect(names == ["UIViewControllerWrapperView", "UITransitionView", "UILayoutContainerView"])
        #expect(s.tabs.view.description.hasPrefix("<UILayoutContainerView: 0x"))
        #expect(s.tabs.tabBar.superview === s.tabs.view)
        #expect(s.tabs.view.next === s.tabs)
        #expect(child.safeAreaInsets.bottom == 83)
    }

    @Test("UITabBarItem is a UIBarItem: title, tag and isEnabled set through the base class reach the tab")
    func tabBarItemIsBarItem() {
        let s = TabsScene()
        let item: UIBarItem = s.pages[1].tabBarItem
        item.title = "Second"
        item.isEnabled = false
        item.tag = 9
        #expect(s.tabs.tabBar.items?[1].title == "Second")
        #expect(s.driver.all(.text("Second")).count == 1)
        s.tapTab(1)
        #expect(s.tabs.selectedIndex == 0)
        #expect(s.pages[1].tabBarItem.tag == 9)
    }
}
