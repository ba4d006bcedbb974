import Foundation
import OpenTouchTesting
import Testing

/// A grocery list in a collection view: full-width items 44 points tall, one label each, the
/// first ones named, the rest "Item n"; records selections.
@MainActor
final class GroceryList: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    static let names = ["Milk", "Eggs", "Bread", "Butter"]
    let collectionView: UICollectionView
    let count: Int
    var selected: [IndexPath] = []

    init(in scene: TestingScene, count: Int) {
        self.count = count
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: scene.root.bounds.width, height: 44)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: scene.root.bounds, collectionViewLayout: layout)
        collectionView.accessibilityIdentifier = "groceries"
        super.init()
        collectionView.register(GroceryCell.self, forCellWithReuseIdentifier: "grocery")
        collectionView.dataSource = self
        collectionView.delegate = self
        scene.root.addSubview(collectionView)
        scene.app.layoutWindowsIfNeeded()
    }

    static func text(_ item: Int) -> String { item < names.count ? names[item] : "Item \(item)" }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "grocery", for: indexPath)
        (cell as? GroceryCell)?.label.text = Self.text(indexPath.item)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// A cell with one label, as a custom cell builds it.
final class GroceryCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = CGRect(x: 16, y: 11, width: 200, height: 22)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("Finders: cells by index path and by content")
struct CellFinderTests {
    @Test("tap(.item(_:)) selects that item through real touches")
    func tapItemSelects() throws {
        let scene = TestingScene()
        let list = GroceryList(in: scene, count: 100)
        let cell = try scene.driver.tap(.item(3))
        #expect(list.selected == [IndexPath(item: 3, section: 0)])
        #expect(cell === list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
    }

    @Test(".cell(at:) and .cell(containing:) find the same cell; the text may be part of a label's text")
    func cellByContent() throws {
        let scene = TestingScene()
        let list = GroceryList(in: scene, count: 100)
        let byPath = try scene.driver.only(.cell(at: IndexPath(item: 1, section: 0)))
        #expect(try scene.driver.only(.cell(containing: "Eggs")) === byPath)
        #expect(try scene.driver.only(.cell(containing: "utte")) === list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        try scene.driver.tap(.cell(containing: "Bread"))
        #expect(list.selected == [IndexPath(item: 2, section: 0)])
    }

    @Test("A cell containing a text that no cell shows fails and names the close texts")
    func cellContainingMissing() throws {
        let scene = TestingScene()
        _ = GroceryList(in: scene, count: 100)
        let failure = touchFailure { try scene.driver.tap(.cell(containing: "Milkk")) }
        let message = try #require(failure).reason
        #expect(message.hasPrefix("no shown view matches cell containing \"Milkk\""))
        #expect(message.contains("text \"Milk\" on "))
    }

    @Test("An item that exists off screen fails a tap, saying where it lies and what the list shows")
    func offScreenItem() throws {
        let scene = TestingScene()
        let list = GroceryList(in: scene, count: 100)
        let failure = touchFailure { try scene.driver.tap(.item(60)) }
        let message = try #require(failure).reason
        #expect(message.contains("item 60 of section 0 of UICollectionView#groceries exists but is not on screen"))
        #expect(message.contains("the collection view shows items 0–15 of section 0"))
        #expect(message.contains("it lies at y = 2640"))
        #expect(list.selected.isEmpty)
    }

    @Test("An index path the list does not have fails, giving the section's count")
    func missingItem() throws {
        let scene = TestingScene()
        _ = GroceryList(in: scene, count: 100)
        let message = try #require(touchFailure { try scene.driver.tap(.item(500)) }).reason
        #expect(message.contains("UICollectionView#groceries has no item 500 of section 0: section 0 has 100 items"))
        let section = try #require(touchFailure { try scene.driver.tap(.row(0, section: 2)) }).reason
        #expect(section.contains("has no section 2: it has 1 section"))
    }

    @Test("scrollTo(.item(_:)) drags the list until the item's cell is made and reachable; then tap selects it")
    func scrollToItem() throws {
        let scene = TestingScene()
        let list = GroceryList(in: scene, count: 100)
        try scene.driver.scrollTo(.item(60))
        #expect(list.collectionView.contentOffset.y > 2000)
        #expect(list.collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 60, section: 0)))
        try scene.driver.tap(.item(60))
        #expect(list.selected == [IndexPath(item: 60, section: 0)])
    }

    @Test("A cell finder narrowed to one list ignores the other list's cells")
    func narrowedToList() throws {
        let scene = TestingScene()
        let list = GroceryList(in: scene, count: 100)
        #expect(scene.driver.all(.item(2).descendant(of: .identifier("groceries"))).count == 1)
        #expect(scene.driver.all(.item(2).descendant(of: .identifier("other"))).isEmpty)
        _ = list
    }
}

/// The grocery list in a plain table: rows 44 points tall with the classic text label, the first
/// ones named, the rest "Item n"; records `didSelectRowAt`.
@MainActor
final class GroceryTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    let tableView: UITableView
    let count: Int
    var selected: [IndexPath] = []

    init(in scene: TestingScene, count: Int) {
        self.count = count
        tableView = UITableView(frame: scene.root.bounds, style: .plain)
        tableView.accessibilityIdentifier = "groceries"
        tableView.rowHeight = 44
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "grocery")
        tableView.dataSource = self
        tableView.delegate = self
        scene.root.addSubview(tableView)
        scene.app.layoutWindowsIfNeeded()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "grocery", for: indexPath)
        cell.textLabel?.text = GroceryList.text(indexPath.row)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
@Suite("Finders: table rows by index path and by content")
struct TableCellFinderTests {
    @Test("tap(.row(_:section:)) selects that row through real touches")
    func tapRowSelects() throws {
        let scene = TestingScene()
        let table = GroceryTable(in: scene, count: 100)
        let cell = try scene.driver.tap(.row(3, section: 0))
        #expect(table.selected == [IndexPath(row: 3, section: 0)])
        #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(cell === table.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
    }

    @Test("A row that exists off screen fails a tap, naming the rows the table shows")
    func offScreenRow() throws {
        let scene = TestingScene()
        let table = GroceryTable(in: scene, count: 100)
        let failure = touchFailure { try scene.driver.tap(.row(60, section: 0)) }
        let message = try #require(failure).reason
        #expect(message.contains("row 60 of section 0 of UITableView#groceries exists but is not on screen"))
        #expect(message.contains("the table shows rows 0–15 of section 0"))
        #expect(message.contains("it lies at y = 2640"))
        #expect(table.selected.isEmpty)
    }

    @Test("A row the table does not have fails, giving the section's count")
    func missingRow() throws {
        let scene = TestingScene()
        _ = GroceryTable(in: scene, count: 100)
        let message = try #require(touchFailure { try scene.driver.tap(.row(500, section: 0)) }).reason
        #expect(message.contains("UITableView#groceries has no row 500 of section 0: section 0 has 100 rows"))
    }

    @Test("scrollTo(.row(_:section:)) drags the table until the row's cell is made; then tap selects it")
    func scrollToRow() throws {
        let scene = TestingScene()
        let table = GroceryTable(in: scene, count: 100)
        try scene.driver.scrollTo(.row(60, section: 0))
        #expect(table.tableView.contentOffset.y > 2000)
        #expect(table.tableView.indexPathsForVisibleRows?.contains(IndexPath(row: 60, section: 0)) == true)
        try scene.driver.tap(.row(60, section: 0))
        #expect(table.selected == [IndexPath(row: 60, section: 0)])
    }
}
