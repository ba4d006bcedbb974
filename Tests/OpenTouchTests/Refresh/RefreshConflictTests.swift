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
