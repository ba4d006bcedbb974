import Foundation
import OpenTouch
import Testing

/// A cell whose height comes from Auto Layout: a multi-line label pinned 10 points inside the
/// content view, as self-sizing cells are written.
@MainActor
final class TBSelfSizingCell: UITableViewCell {
    let body = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
@Suite("UITableView: self-sizing rows")
struct TBSelfSizingTests {
    final class Source: NSObject, UITableViewDataSource {
        let lines: [Int]
        init(lines: [Int]) { self.lines = lines }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { lines.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "body", for: indexPath) as! TBSelfSizingCell
            cell.body.text = Array(repeating: "Line", count: lines[indexPath.row]).joined(separator: "\n")
            return cell
        }
    }

    private func makeTable(_ source: Source, estimate: CGFloat) -> (TestScene, UITableView) {
        let s = TestScene()
        let table = UITableView(frame: s.window.bounds, style: .plain)
        table.register(TBSelfSizingCell.self, forCellReuseIdentifier: "body")
        table.estimatedRowHeight = estimate
        table.dataSource = source
        s.add(table)
        s.window.layoutIfNeeded()
        return (s, table)
    }

    @Test("Measuring and scrolling self-sizing rows reports no constraint conflict or ambiguity, as on iOS")
    func measuringLogsNothing() {
        let source = Source(lines: (0..<100).map { $0 % 4 + 1 })
        let s = TestScene()
        let recorder = s.recorder()
        let table = UITableView(frame: s.window.bounds, style: .plain)
        table.register(TBSelfSizingCell.self, forCellReuseIdentifier: "body")
        table.estimatedRowHeight = 44
        table.dataSource = source
        s.add(table)
        s.window.layoutIfNeeded()
        s.driver.drag(from: CGPoint(x: 180, y: 500), to: CGPoint(x: 180, y: 100), duration: 0.4, steps: 12)
        s.clock.advance(by: 3)
        s.window.layoutIfNeeded()
        #expect(table.contentOffset.y > 200)
        let kinds = recorder.diagnostics.map(\.kind)
        #expect(!kinds.contains(.unsatisfiableConstraints))
        #expect(!kinds.contains(.ambiguousLayout))
    }

    @Test("Rows are measured with Auto Layout as they appear; rows below keep their estimate")
    func measured() {
        let source = Source(lines: (0..<200).map { $0 % 3 + 1 })
        let (_, table) = makeTable(source, estimate: 50)
        let one = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let two = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let three = table.rectForRow(at: IndexPath(row: 2, section: 0)).height
        #expect(one > 20 && one < 50)
        #expect(isClose(two - one, three - two, within: 0.5))
        #expect(two > one)
        #expect(table.rectForRow(at: IndexPath(row: 150, section: 0)).height == 50)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TBSelfSizingCell
        #expect(isClose(cell?.body.frame.height ?? 0, two - 20, within: 0.5))
    }

    @Test("Scrolling up into rows measured smaller than their estimate keeps the visible rows still")
    func noJump() {
        let source = Source(lines: Array(repeating: 1, count: 400))
        let (_, table) = makeTable(source, estimate: 100)
        table.contentOffset = CGPoint(x: 0, y: 20_000)
        table.layoutIfNeeded()
        let anchor = table.indexPathsForVisibleRows?.first ?? IndexPath(row: 0, section: 0)
        let before = table.rectForRow(at: anchor).minY - table.contentOffset.y
        table.contentOffset.y -= 200
        table.layoutIfNeeded()
        let after = table.rectForRow(at: anchor).minY - table.contentOffset.y
        #expect(isClose(after - before, 200, within: 0.5))
    }
}
