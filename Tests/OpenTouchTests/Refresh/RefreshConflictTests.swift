import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIRefreshControl in a table with a tap recognizer: the classic conflict")
struct RefreshConflictTests {
    /// A table of 30 rows with a refresh control and a tap recognizer on the table that logs
    /// `"table tapped"`.
    func tableScene() -> (RFScene, UITableView, TBTableModel) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let s = RFScene(contentHeight: 0, scrollView: table)
        let model = TBTableModel(rows: 30, log: CallLog())
        table.dataSource = model
        table.delegate = model
        table.reloadData()
        s.scene.addTap(to: table, as: "table")
        s.scene.window.layoutIfNeeded()
        return (s, table, model)
    }

    @Test("A pull refreshes and the tap fails; the finger still down when .valueChanged is sent", .tags(.scenario))
    func pullBeatsTap() {
        let (s, table, _) = tableScene()
        let finger = s.pull(400)
        #expect(s.log.lines == ["valueChanged tracking=true"])
        s.driver.up(finger)
        s.driver.wait(2)
        #expect(s.log.lines == ["valueChanged tracking=true"])
        #expect(table.contentOffset.y == -60)
    }

    @Test("A tap on a row is the tap recognizer's and never refreshes", .tags(.scenario))
    func tapBeatsRefresh() {
        let (s, table, _) = tableScene()
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(s.log.lines == ["table tapped"])
        #expect(!(table.refreshControl?.isRefreshing ?? true))
    }
}

@MainActor
@Suite("UIRefreshControl set through a UITableViewController, as apps do")
struct RefreshTableControllerTests {
    @Test("tableViewController.refreshControl is the table's; a pull on the table refreshes")
    func tableControllerRefresh() {
        final class Feed: UITableViewController {
            var refreshes = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                refreshControl = UIRefreshControl()
                refreshControl?.addTarget(self, action: Feed.reload, for: .valueChanged)
            }
            func reload() { refreshes += 1 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let feed = Feed(style: .plain)
        let s = TestScene(controller: feed)
        s.window.layoutIfNeeded()
        #expect(feed.refreshControl === feed.tableView.refreshControl)
        let finger = s.driver.down(at: CGPoint(x: 100, y: 100))
        for step in 1...10 {
            s.driver.wait(0.016)
            s.driver.move(finger, to: CGPoint(x: 100, y: 100 + 40 * CGFloat(step)))
        }
        #expect(feed.refreshes == 1)
        s.driver.up(finger)
        s.driver.wait(2)
        #expect(feed.tableView.contentOffset.y == -feed.tableView.adjustedContentInset.top)
        #expect(feed.tableView.adjustedContentInset.top == 60)
        feed.refreshControl?.endRefreshing()
        s.driver.wait(1)
        #expect(feed.tableView.contentOffset.y == 0)
    }
}
