import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UITableView: swipe actions with real fingers")
struct TableSwipeActionsTests {
    /// A data source and delegate as an app writes them for swipe-to-delete.
    final class Shopping: NSObject, UITableViewDataSource, UITableViewDelegate {
        var items = (0..<20).map { "Item \($0)" }
        var log: [String] = []
        var trailing: UISwipeActionsConfiguration?

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(indexPath.row)")
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBegin \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("didEnd \(indexPath?.row ?? -1)") }
        func tableView(_ tableView: UITableView,
                       trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { trailing }
    }

    private func makeTable() -> (TestScene, UITableView, Shopping) {
        let s = TestScene()
        let model = Shopping()
        let table = UITableView(frame: s.window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.delegate = model
        s.add(table)
        s.window.layoutIfNeeded()
        return (s, table, model)
    }

    private func point(_ table: UITableView, row: Int) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    private func swipe(_ s: TestScene, _ table: UITableView, row: Int, by dx: CGFloat) {
        let start = point(table, row: row)
        s.driver.drag(from: start, to: CGPoint(x: start.x + dx, y: start.y), duration: 0.3, steps: 12)
        s.driver.wait(0.6)
    }

    private func button(titled title: String, in view: UIView?) -> UIButton? {
        guard let view else { return nil }
        if let button = view as? UIButton, button.title(for: .normal) == title { return button }
        return view.subviews.lazy.compactMap { self.button(titled: title, in: $0) }.first
    }

    @Test("Swiping left reveals Delete; tapping it commits the delete and the row goes")
    func swipeToDelete() throws {
        let (s, table, model) = makeTable()
        swipe(s, table, row: 2, by: -120)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        let delete = try #require(button(titled: "Delete", in: cell))
        #expect(model.log == ["willBegin 2"])
        #expect(cell?.contentView.transform.tx ?? 0 < -40)
        s.driver.tap(delete)
        s.driver.wait(1)
        #expect(model.log == ["willBegin 2", "commit 2", "didEnd 2"])
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Item 3")
        #expect(button(titled: "Delete", in: table) == nil)
    }

    @Test("A tap elsewhere closes the open row and selects nothing")
    func tapElsewhereCloses() throws {
        let (s, table, model) = makeTable()
        swipe(s, table, row: 1, by: -120)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(button(titled: "Delete", in: cell) != nil)
        s.driver.tap(at: point(table, row: 6))
        s.driver.wait(0.6)
        #expect(model.log == ["willBegin 1", "didEnd 1"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(cell.contentView.transform == .identity)
        #expect(button(titled: "Delete", in: cell) == nil)
        s.driver.tap(at: point(table, row: 6))
        #expect(model.log.last == "select 6")
    }

    @Test("A vertical drag on a row still scrolls and reveals nothing")
    func verticalDragScrolls() {
        let (s, table, model) = makeTable()
        let start = point(table, row: 8)
        s.driver.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.3, steps: 12)
        s.driver.wait(1)
        #expect(table.contentOffset.y > 100)
        #expect(model.log.isEmpty)
        #expect(button(titled: "Delete", in: table) == nil)
    }

    @Test("The delegate's own trailing actions replace Delete; their handler runs on tap")
    func customTrailingActions() throws {
        let (s, table, model) = makeTable()
        var flagged: [String] = []
        model.trailing = UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                flagged.append("flag")
                completion(true)
            },
        ])
        swipe(s, table, row: 0, by: -120)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(button(titled: "Delete", in: cell) == nil)
        let flag = try #require(button(titled: "Flag", in: cell))
        s.driver.tap(flag)
        s.driver.wait(0.6)
        #expect(flagged == ["flag"])
        #expect(table.numberOfRows(inSection: 0) == 20)
        #expect(cell?.contentView.transform == .identity)
        swipe(s, table, row: 3, by: 120)
        // No leading actions: a swipe that way reveals nothing and begins no swipe editing.
        #expect(!model.log.contains("willBegin 3"))
        #expect(Array(model.log.prefix(2)) == ["willBegin 0", "didEnd 0"])
    }
}
