import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// A list screen as an app writes one: an add button with a method-reference target-action.
@MainActor
private final class InboxController: UIViewController {
    var added = 0
    var sender: UIBarButtonItem?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                            action: InboxController.addTapped)
        navigationItem.leftBarButtonItem = editButtonItem
    }

    func addTapped(_ sender: UIBarButtonItem) {
        added += 1
        self.sender = sender
    }
}

@MainActor
@Suite("Bar button items and the back button are real buttons a finger and a finder reach")
struct NavigationBarItemTests {
    @Test("a tap on a system item runs its target-action with the item as sender")
    func systemItemTap() throws {
        let inbox = InboxController()
        let scene = TestScene(controller: UINavigationController(rootViewController: inbox))
        scene.window.layoutIfNeeded()
        try scene.driver.tap(.label("Add"))
        #expect(inbox.added == 1)
        #expect(inbox.sender === inbox.navigationItem.rightBarButtonItem)
    }

    @Test("the edit button toggles setEditing and reads Done while editing")
    func editButton() throws {
        let inbox = InboxController()
        let scene = TestScene(controller: UINavigationController(rootViewController: inbox))
        scene.window.layoutIfNeeded()
        try scene.driver.tap(.text("Edit"))
        #expect(inbox.isEditing)
        #expect(inbox.editButtonItem.title == "Done")
        scene.window.layoutIfNeeded()
        try scene.driver.tap(.text("Done"))
        #expect(!inbox.isEditing)
        #expect(inbox.editButtonItem.title == "Edit")
    }

    @Test("the title shows in the middle of the bar")
    func titleShown() throws {
        let inbox = InboxController()
        let scene = TestScene(controller: UINavigationController(rootViewController: inbox))
        scene.window.layoutIfNeeded()
        let title = try scene.driver.only(.text("Inbox"))
        let frame = title.convert(title.bounds, to: nil)
        #expect(abs(frame.midX - 187.5) < 1)
        #expect(frame.midY == 22)
    }

    @Test("the back button carries the previous title (or backButtonTitle, or Back) and a tap on it pops")
    func backButton() throws {
        let inbox = InboxController()
        let navigation = UINavigationController(rootViewController: inbox)
        let scene = TestScene(controller: navigation)
        let detail = UIViewController()
        detail.title = "Message"
        navigation.pushViewController(detail, animated: false)
        scene.window.layoutIfNeeded()
        #expect(scene.driver.all(.text("Inbox")).count == 1, "the back button, titled after the previous item")
        try scene.driver.tap(.text("Inbox"))
        scene.clock.advance(by: 1)
        #expect(navigation.topViewController === inbox)
        inbox.navigationItem.backButtonTitle = "Mail"
        navigation.pushViewController(detail, animated: false)
        scene.window.layoutIfNeeded()
        #expect(scene.driver.all(.text("Mail")).count == 1)
        detail.navigationItem.hidesBackButton = true
        scene.window.layoutIfNeeded()
        #expect(scene.driver.all(.text("Mail")).isEmpty)
    }

    @Test("a selector item with a nil target travels the responder chain to the controller")
    func selectorThroughChain() throws {
        final class Editor: UIViewController {
            var saved = 0
            override func responds(to action: Selector) -> Bool {
                action == Selector("save:") || super.responds(to: action)
            }
            override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) {
                if action == Selector("save:") { saved += 1 } else { super.perform(action, withSender: sender, for: event) }
            }
        }
        let editor = Editor()
        editor.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: Selector("save:"))
        let scene = TestScene(controller: UINavigationController(rootViewController: editor))
        scene.window.layoutIfNeeded()
        try scene.driver.tap(.text("Save"))
        #expect(editor.saved == 1)
    }

    @Test("a primary action runs on a tap; a disabled item's button ignores the tap")
    func primaryActionAndDisabled() throws {
        var ran = 0
        let content = UIViewController()
        let item = UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in ran += 1 })
        content.navigationItem.rightBarButtonItem = item
        let scene = TestScene(controller: UINavigationController(rootViewController: content))
        scene.window.layoutIfNeeded()
        try scene.driver.tap(.text("Share"))
        #expect(ran == 1)
        item.isEnabled = false
        scene.window.layoutIfNeeded()
        let button = try scene.driver.only(.text("Share"))
        scene.driver.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(ran == 1)
    }

    @Test("toolbar items of the top controller show in the toolbar, flexible spaces sharing the room")
    func toolbarItems() throws {
        var tapped: [String] = []
        let content = UIViewController()
        content.toolbarItems = [
            UIBarButtonItem(title: "Left", primaryAction: UIAction { _ in tapped.append("left") }),
            .flexibleSpace(),
            UIBarButtonItem(title: "Right", primaryAction: UIAction { _ in tapped.append("right") }),
        ]
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        let scene = TestScene(controller: navigation)
        scene.window.layoutIfNeeded()
        let right = try scene.driver.only(.text("Right"))
        #expect(abs(right.convert(right.bounds, to: nil).maxX - (375 - 16)) < 1)
        try scene.driver.tap(.text("Right"))
        try scene.driver.tap(.text("Left"))
        #expect(tapped == ["right", "left"])
    }
}
