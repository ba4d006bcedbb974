import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// A list screen with a sort menu and a share button, as an app writes one.
@MainActor
private final class LibraryController: UIViewController {
    var log: [String] = []
    let sortItem = UIBarButtonItem(title: "Sort")
    let shareItem = UIBarButtonItem(title: "Share")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        sortItem.menu = UIMenu(title: "", children: [
            UIAction(title: "By Date") { [weak self] _ in self?.log.append("by date") },
            UIAction(title: "By Name") { [weak self] _ in self?.log.append("by name") },
        ])
        navigationItem.rightBarButtonItems = [sortItem, shareItem]
    }
}

@MainActor
@Suite("A bar button item's menu, and popovers anchored on bar button items")
struct BarButtonMenuTests {
    private func makeScene(width: CGFloat = 375, height: CGFloat = 667) -> (TestScene, LibraryController) {
        let library = LibraryController()
        let scene = TestScene(width: width, height: height, controller: UINavigationController(rootViewController: library))
        scene.window.layoutIfNeeded()
        return (scene, library)
    }

    @Test("an item with only a menu opens it on a tap; a tap on a row runs the row")
    func menuOnTap() throws {
        let (scene, library) = makeScene()
        try scene.driver.tap(.text("Sort"))
        #expect(!scene.driver.all(.label("By Date")).isEmpty, "the menu is shown")
        try scene.driver.tap(.label("By Name"))
        #expect(library.log == ["by name"])
        #expect(scene.driver.all(.label("By Date")).isEmpty, "the menu closed")
    }

    @Test("an item with a primary action and a menu: a tap runs the action, a long press opens the menu")
    func primaryActionAndMenu() throws {
        let (scene, library) = makeScene()
        library.sortItem.primaryAction = UIAction(title: "Sort") { [weak library] _ in library?.log.append("primary") }
        scene.window.layoutIfNeeded()
        try scene.driver.tap(.text("Sort"))
        #expect(library.log == ["primary"])
        #expect(scene.driver.all(.label("By Date")).isEmpty)
        try scene.driver.longPress(.text("Sort"), duration: 0.8)
        #expect(!scene.driver.all(.label("By Date")).isEmpty, "a long press opened the menu")
        #expect(library.log == ["primary"], "the long press ran no action")
        try scene.driver.tap(.label("By Date"))
        #expect(library.log == ["primary", "by date"])
    }

    @Test("an item with a target-action and a menu keeps the tap for its action")
    func targetActionAndMenu() throws {
        let (scene, library) = makeScene()
        library.sortItem.setTarget(library) { controller in { controller.log.append("target") } }
        try scene.driver.tap(.text("Sort"))
        #expect(library.log == ["target"])
        #expect(scene.driver.all(.label("By Date")).isEmpty)
    }

    @Test("a popover presented from a bar button item points at the item's button, and the bar stays reachable")
    func popoverFromBarButtonItem() throws {
        let (scene, library) = makeScene(width: 1024, height: 768)
        library.shareItem.setTarget(library) { controller in { controller.log.append("share") } }
        let button = try scene.driver.only(.text("Share"))
        let anchor = button.convert(button.bounds, to: nil)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.barButtonItem = library.shareItem
        library.present(content, animated: false)
        let frame = content.view.convert(content.view.bounds, to: nil)
        #expect(popover.arrowDirection == .up)
        #expect(frame.minY > anchor.maxY && frame.minY < anchor.maxY + 20, "\(frame) under \(anchor)")
        #expect(frame.minX <= anchor.midX && frame.maxX >= anchor.midX, "\(frame) spans the item's middle")
        try scene.driver.tap(.text("Share"))
        #expect(library.log == ["share"], "the bar passes touches through")
        #expect(content.presentingViewController != nil, "and the popover stays")
        scene.driver.tap(at: CGPoint(x: 500, y: 600))
        scene.clock.advance(by: 1)
        #expect(content.presentingViewController == nil, "a tap elsewhere dismisses it")
    }
}
