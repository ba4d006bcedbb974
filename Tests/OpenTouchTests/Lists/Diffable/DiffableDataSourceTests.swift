import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Diffable data sources on a real table and collection view")
struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main }

    private func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<Section, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(items, toSection: .main)
        return snapshot
    }

    private func tableRows(_ table: UITableView) -> [String?] {
        (0..<table.numberOfRows(inSection: 0)).map { row in
            let path = IndexPath(row: row, section: 0)
            table.scrollToRow(at: path, at: .none, animated: false)
            table.layoutIfNeeded()
            return table.cellForRow(at: path)?.textLabel?.text
        }
    }

    @Test("Snapshots applied to a table insert, delete and move its rows, animated on the clock")
    func table() {
        let s = TestScene()
        let table = UITableView(frame: s.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
            cell.textLabel?.text = item
            return cell
        }
        s.add(table)
        source.apply(snapshot(["A", "B", "C", "D"]), animatingDifferences: false)
        s.window.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(tableRows(table) == ["A", "B", "C", "D"])
        let dCell = table.cellForRow(at: IndexPath(row: 3, section: 0))

        var finished = false
        source.apply(snapshot(["D", "A", "C", "E"])) { finished = true }
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === dCell)
        #expect(!finished)
        s.driver.wait(TableViewConstants.updateAnimationDuration / 2)
        let midway = dCell?.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 0 && midway < 3 * 44)
        s.driver.wait(TableViewConstants.updateAnimationDuration)
        #expect(finished)
        #expect(tableRows(table) == ["D", "A", "C", "E"])

        #expect(source.itemIdentifier(for: IndexPath(row: 3, section: 0)) == "E")
        #expect(source.itemIdentifier(for: IndexPath(row: 9, section: 0)) == nil)
        #expect(source.indexPath(for: "C") == IndexPath(row: 2, section: 0))
        #expect(source.indexPath(for: "B") == nil)
        #expect(source.snapshot().itemIdentifiers == ["D", "A", "C", "E"])
        #expect(source.sectionIdentifier(for: 0) == .main)
    }

    @Test("Snapshots applied to a collection view insert, delete and move its items")
    func collection() {
        let s = TestScene()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: s.window.bounds, collectionViewLayout: layout)
        collection.register(CVLabelCell.self, forCellWithReuseIdentifier: "Cell")
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path) as? CVLabelCell
            cell?.label.text = item
            return cell
        }
        s.add(collection)
        source.apply(snapshot(["A", "B", "C", "D"]), animatingDifferences: false)
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 4)
        let dCell = collection.cellForItem(at: IndexPath(item: 3, section: 0))

        var finished = false
        source.apply(snapshot(["D", "A", "C", "E"])) { finished = true }
        s.driver.wait(CollectionViewConstants.updateAnimationDuration * 2)
        collection.layoutIfNeeded()
        #expect(finished)
        #expect(collection.numberOfItems(inSection: 0) == 4)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === dCell)
        let texts = (0..<4).map { (collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? CVLabelCell)?.label.text }
        #expect(texts == ["D", "A", "C", "E"])
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "A")
        #expect(source.indexPath(for: "E") == IndexPath(item: 3, section: 0))
        #expect(source.snapshot().numberOfItems == 4)
    }
}
