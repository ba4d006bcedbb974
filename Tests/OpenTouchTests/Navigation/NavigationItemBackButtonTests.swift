import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

@MainActor
@Suite("The back button's display modes, and left items beside it")
struct NavigationItemBackButtonTests {
    /// "Feed" with "Post" pushed on it, laid out.
    private func makeScene() -> (TestScene, UINavigationController, UIViewController, UIViewController) {
        let feed = UIViewController()
        feed.title = "Feed"
        let navigation = UINavigationController(rootViewController: feed)
        let scene = TestScene(controller: navigation)
        let post = UIViewController()
        post.title = "Post"
        navigation.pushViewController(post, animated: false)
        scene.window.layoutIfNeeded()
        return (scene, navigation, feed, post)
    }

    @Test("backButtonDisplayMode of the item below: .generic reads Back, .minimal shows the chevron alone (labelled Back), and a tap still pops")
    func displayModes() throws {
        let (scene, navigation, feed, _) = makeScene()
        #expect(scene.driver.all(.text("Feed")).count == 1)
        feed.navigationItem.backButtonDisplayMode = .generic
        scene.window.layoutIfNeeded()
        #expect(scene.driver.all(.text("Feed")).isEmpty)
        #expect(scene.driver.all(.text("Back")).count == 1)
        feed.navigationItem.backButtonDisplayMode = .minimal
        scene.window.layoutIfNeeded()
        #expect(scene.driver.all(.text("Back")).isEmpty && scene.driver.all(.text("Feed")).isEmpty)
        let back = try scene.driver.only(.label("Back"))
        #expect(back.bounds.width < 60, "the chevron alone: \(back.bounds.width)")
        try scene.driver.tap(.label("Back"))
        scene.clock.advance(by: 1)
        #expect(navigation.topViewController === feed)
    }

    @Test("leftItemsSupplementBackButton shows a left item beside the back button; without it the item replaces it")
    func leftItemsSupplement() throws {
        let (scene, navigation, feed, post) = makeScene()
        post.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Share", primaryAction: nil)
        scene.window.layoutIfNeeded()
        #expect(scene.driver.all(.text("Feed")).isEmpty)
        post.navigationItem.leftItemsSupplementBackButton = true
        scene.window.layoutIfNeeded()
        let back = try scene.driver.only(.text("Feed"))
        let share = try scene.driver.only(.text("Share"))
        #expect(back.convert(back.bounds, to: nil).maxX <= share.convert(share.bounds, to: nil).minX)
        post.navigationItem.setHidesBackButton(true, animated: true)
        scene.window.layoutIfNeeded()
        #expect(scene.driver.all(.text("Feed")).isEmpty && scene.driver.all(.text("Share")).count == 1)
        post.navigationItem.setHidesBackButton(false, animated: false)
        scene.window.layoutIfNeeded()
        try scene.driver.tap(.text("Feed"))
        scene.clock.advance(by: 1)
        #expect(navigation.topViewController === feed)
    }
}
