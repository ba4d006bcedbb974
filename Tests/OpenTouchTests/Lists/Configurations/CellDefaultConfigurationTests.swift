import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Cells: defaultContentConfiguration and backgroundConfiguration")
struct CellDefaultConfigurationTests {
    /// A data source that dresses each row with the cell's default content configuration.
    final class Groceries: NSObject, UITableViewDataSource {
        let names: [String]
        init(_ names: [String]) { self.names = names }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = names[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }

    private func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { sub -> [UILabel] in
            let own = (sub as? UILabel).map { [$0] } ?? []
            return own + labels(in: sub)
        }
    }

    @Test("A default content configuration shows its text in a real table, and rows size themselves")
    func tableCellShowsText() {
        let s = TestScene()
        let source = Groceries(["Milk", "Eggs\nBread\nButter"])
        let table = UITableView(frame: s.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 100
        table.dataSource = source
        s.add(table)
        s.window.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let milk = cell.map(labels(in:))?.first { $0.text == "Milk" }
        #expect(milk != nil)
        #expect((milk?.frame.height ?? 0) > 0)
        let one = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let three = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(one > 30 && one < 100)
        #expect(three > one + 20)
    }

    @Test("Each table cell style gives the matching list configuration")
    func stylesMatch() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(subtitle == UIListContentConfiguration.subtitleCell())
        #expect(value == UIListContentConfiguration.valueCell())
        #expect(plain == UIListContentConfiguration.cell())
        #expect(UICollectionViewListCell(frame: .zero).defaultContentConfiguration() == .cell())
        #expect(UITableViewHeaderFooterView(reuseIdentifier: nil).defaultContentConfiguration() == .header())
    }

    @Test("A background configuration becomes the background view and follows selection")
    func backgroundFollowsState() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundConfiguration = .listPlainCell()
        let view = cell.backgroundView
        #expect(view != nil)
        #expect(view?.superview === cell)
        let normal = view?.subviews.first?.backgroundColor
        cell.setSelected(true, animated: false)
        #expect(cell.backgroundView === view)
        #expect(view?.subviews.first?.backgroundColor != normal)
        cell.setSelected(false, animated: false)
        #expect(view?.subviews.first?.backgroundColor == normal)
        cell.backgroundConfiguration = nil
        #expect(cell.backgroundView == nil)

        let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        item.backgroundConfiguration = .listPlainCell()
        let itemView = item.backgroundView
        let itemNormal = itemView?.subviews.first?.backgroundColor
        item.isSelected = true
        #expect(item.backgroundView === itemView)
        #expect(itemView?.subviews.first?.backgroundColor != itemNormal)
    }
}
