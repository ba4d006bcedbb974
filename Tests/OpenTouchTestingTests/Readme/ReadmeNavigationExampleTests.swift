// The README's navigation example, as written there, driven by the test lines it shows.
import OpenTouchTesting
import Testing

final class InboxController: UITableViewController {
    let messages = ["Hello", "Lunch?"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "New", style: .plain, target: self,
                                                            action: InboxController.compose)   // was #selector(compose)
    }

    func compose() {
        let draft = UIViewController()
        draft.sheetPresentationController?.detents = [.medium(), .large()]
        present(draft, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let message = UIViewController()
        message.title = messages[indexPath.row]
        navigationController?.pushViewController(message, animated: true)
    }
}

@MainActor
@Suite("README: navigation and a sheet")
struct ReadmeNavigationExampleTests {
    @Test func aRowPushesTheBackButtonPopsAndNewPresentsASheet() throws {
        let app = UIApplication(clock: VirtualClock())
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let driver = TouchDriver(application: app)
        let inbox = InboxController()

        window.rootViewController = UINavigationController(rootViewController: inbox)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        try driver.tap(.text("Lunch?"))   // pushes "Lunch?"; the push runs on the app's clock
        driver.wait(1)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "Lunch?")
        try driver.tap(.text("Inbox"))    // the back button pops
        driver.wait(1)
        #expect(navigation.viewControllers.count == 1)
        try driver.tap(.text("New"))      // a sheet slides up to its medium detent
        driver.wait(1)
        let draft = try #require(inbox.presentedViewController)
        #expect(draft.sheetPresentationController?.detents.count == 2)
        #expect(abs(draft.view.convert(CGPoint.zero, to: nil).y - 333.5) < 1, "the medium detent: half the screen")
    }
}
