import Foundation
import OpenTouchTesting
import Testing

/// A fresh application whose key window (375 × 667) shows `root`, on a virtual clock.
@MainActor
private func buttonScene(_ root: UIViewController) -> (window: UIWindow, driver: TouchDriver) {
    let app = UIApplication(clock: VirtualClock(start: 1000))
    let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
    let window = UIWindow(windowScene: scene)
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, TouchDriver(application: app))
}

@MainActor
@Suite("Finders: .button(title) names a button by the title it shows")
struct ButtonFinderTests {
    @Test("A UIButton is found by its title; a label showing the same text is not a button")
    func plainButton() throws {
        let scene = TestingScene()
        let likes = Likes()
        _ = scene.addCards(1, likes: likes)
        let label = UILabel(frame: CGRect(x: 16, y: 300, width: 100, height: 20))
        label.text = "Like"
        scene.root.addSubview(label)
        let found = try scene.driver.only(.button("Like"))
        #expect(found is UIButton && found.accessibilityIdentifier == "like-1")
        #expect(scene.driver.all(.text("Like")).count >= 2)
        try scene.driver.tap(.button("Like"))
        #expect(likes.tapped == [1])
    }

    @Test("An alert's action is a button by its title: the tap chooses it, and the label is not matched")
    func alertAction() throws {
        let presenter = UIViewController()
        let (_, driver) = buttonScene(presenter)
        var ran: [String] = []
        let alert = UIAlertController(title: "Delete photo?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran.append("Cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in ran.append("Delete") })
        presenter.present(alert, animated: true)
        driver.wait(1)
        let action = try driver.only(.button("Delete"))
        #expect(!(action is UILabel))
        #expect(action.accessibilityTraits.contains(.button))
        try driver.tap(.button("Delete"))
        driver.wait(1)
        #expect(ran == ["Delete"])
        #expect(presenter.presentedViewController == nil)
    }

    @Test("A tab bar's tab is a button by its title; tapping it selects the tab")
    func tabBarTab() throws {
        let tabs = UITabBarController()
        let pages = ["One", "Two", "Three"].map { name -> UIViewController in
            let page = UIViewController()
            page.title = name
            return page
        }
        tabs.viewControllers = pages
        let (_, driver) = buttonScene(tabs)
        try driver.tap(.button("Two"))
        #expect(tabs.selectedIndex == 1)
        #expect(try driver.only(.button("Two")).accessibilityTraits.contains(.selected))
        #expect(try !driver.only(.button("One")).accessibilityTraits.contains(.selected))
    }

    @Test("A bar button item's button is found by its title")
    func barButtonItem() throws {
        let page = UIViewController()
        page.title = "Photos"
        var tapped = 0
        page.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in tapped += 1 })
        let (_, driver) = buttonScene(UINavigationController(rootViewController: page))
        try driver.tap(.button("Edit"))
        #expect(tapped == 1)
    }

    @Test("A typo names the close button titles")
    func typo() throws {
        let presenter = UIViewController()
        let (_, driver) = buttonScene(presenter)
        let alert = UIAlertController(title: nil, message: "Sure?", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        presenter.present(alert, animated: false)
        let failure = touchFailure { try driver.tap(.button("Delte")) }
        let message = try #require(failure).reason
        #expect(message.hasPrefix("no shown view matches button \"Delte\""))
        #expect(message.contains("Close:\n  button \"Delete\" on "))
    }
}
