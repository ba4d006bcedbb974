import Foundation
import OpenTouch
import Testing

/// Xcode's UITableViewController template, filled in as an app does (only `@objc` and
/// selectors would differ).
@MainActor
final class TBFruitsController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry", "Date"]
    var picked: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "reuseIdentifier")
    }

    // MARK: - Table view data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "reuseIdentifier", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return 60
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picked.append(fruits[indexPath.row])
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            fruits.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
}

@MainActor
@Suite("UITableViewController: Xcode's template, pasted")
struct TBTableViewControllerTests {
    @Test("The subclass's overrides feed the table and get the selection")
    func template() {
        let controller = TBFruitsController(style: .plain)
        let s = TestScene(controller: controller)
        s.window.layoutIfNeeded()
        let table = controller.tableView!
        #expect(table.dataSource === controller)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 60)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Banana")
        let rect = table.rectForRow(at: IndexPath(row: 2, section: 0))
        s.driver.tap(at: table.convert(CGPoint(x: 100, y: rect.midY), to: nil))
        #expect(controller.picked == ["Cherry"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("clearsSelectionOnViewWillAppear deselects when the view appears again")
    func clearsSelection() {
        let controller = TBFruitsController(style: .grouped)
        let s = TestScene(controller: controller)
        s.window.layoutIfNeeded()
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("setEditing on the controller puts the table in editing mode")
    func editing() {
        let controller = TBFruitsController()
        let s = TestScene(controller: controller)
        s.window.layoutIfNeeded()
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isEditing == true)
    }
}
