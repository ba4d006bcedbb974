// The README's list example, as written there, driven by the test line it shows.
import OpenTouchTesting
import Testing

final class GroceriesController: UITableViewController {
    var items = ["Milk", "Eggs", "Bread"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("picked", items[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@MainActor
@Suite("README: a list")
struct ReadmeListExampleTests {
    @Test func tappingARowsLabelSelectsAndDeselectsIt() throws {
        let app = UIApplication(clock: VirtualClock())
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let window = UIWindow(windowScene: scene)
        let groceries = GroceriesController()
        window.rootViewController = groceries
        window.makeKeyAndVisible()
        let driver = TouchDriver(application: app)
        let recorder = TraceRecorder(application: app)

        try driver.tap(.text("Eggs"))
        let steps = recorder.entries.compactMap { entry -> ListSelectionStep? in
            if case .listSelection(_, _, let indexPath, let step) = entry.record, indexPath == IndexPath(row: 1, section: 0) {
                return step
            }
            return nil
        }
        #expect(groceries.tableView.visibleCells.count == 3)
        #expect(steps.contains(.selected))                             // didSelectRowAt ran
        #expect(groceries.tableView.indexPathForSelectedRow == nil)   // and deselected it
    }
}
