import OpenTouchTesting
import Testing

/// A test taps a row by its text, as people do: the label takes no touches itself, so the finger
/// on it reaches the cell, which selects its row.
@MainActor
@Suite("Tapping a cell's label selects its row")
struct CellLabelTapTests {
    final class Groceries: UITableViewController {
        let items = ["Milk", "Eggs", "Bread"]
        var picked: [String] = []

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
            picked.append(items[indexPath.row])
        }
    }

    @Test func tapByTextSelectsTheRow() throws {
        let app = UIApplication(clock: VirtualClock())
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let window = UIWindow(windowScene: scene)
        let groceries = Groceries()
        window.rootViewController = groceries
        window.makeKeyAndVisible()
        let driver = TouchDriver(application: app)

        try driver.tap(.text("Eggs"))
        #expect(groceries.picked == ["Eggs"])
    }

    @Test func aTableCellIsFoundByItsText() throws {
        let app = UIApplication(clock: VirtualClock())
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let window = UIWindow(windowScene: scene)
        let groceries = Groceries()
        window.rootViewController = groceries
        window.makeKeyAndVisible()
        let driver = TouchDriver(application: app)

        let cell = try driver.only(.cell(containing: "Bread"))
        #expect(cell is UITableViewCell)
        try driver.tap(.cell(containing: "Bread"))
        #expect(groceries.picked == ["Bread"])
    }

    @Test func aDisabledAncestorStillBlocksTheTap() throws {
        let app = UIApplication(clock: VirtualClock())
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let window = UIWindow(windowScene: scene)
        let groceries = Groceries()
        window.rootViewController = groceries
        window.makeKeyAndVisible()
        groceries.tableView.layoutIfNeeded()
        let cell = try #require(groceries.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        cell.contentView.isUserInteractionEnabled = false
        let driver = TouchDriver(application: app)

        #expect(throws: TouchTestFailure.self) { try driver.tap(.text("Eggs")) }
        #expect(groceries.picked.isEmpty)
    }
}
