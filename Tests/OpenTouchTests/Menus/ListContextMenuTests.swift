import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

@MainActor
@Suite("Menus: context menus of table and collection view rows")
struct ListContextMenuTests {
    /// A table delegate offering Pin and Delete on every row but row 2.
    final class Inbox: NSObject, UITableViewDataSource, UITableViewDelegate {
        var items = (0..<20).map { "Mail \($0)" }
        var log: [String] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("menu for \(indexPath.row)")
            guard indexPath.row != 2 else { return nil }
            return UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { [weak self] _ in
                UIMenu(children: [UIAction(title: "Pin") { _ in self?.log.append("pin \(indexPath.row)") },
                                  UIAction(title: "Delete", attributes: .destructive) { _ in self?.log.append("delete \(indexPath.row)") }])
            }
        }
    }

    private func makeTable() -> (TestScene, UITableView, Inbox) {
        let ct = TestScene()
        let model = Inbox()
        let table = UITableView(frame: ct.window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.delegate = model
        ct.add(table)
        table.layoutIfNeeded()
        return (ct, table, model)
    }

    @Test("a long press on a row asks the delegate for that row, lifts the cell and shows the menu; the row is not selected")
    func rowMenu() throws {
        let (ct, _, model) = makeTable()
        try ct.driver.longPress(.text("Mail 4"))
        #expect(model.log == ["menu for 4"])
        try ct.driver.tap(.label("Pin"))
        #expect(model.log == ["menu for 4", "pin 4"])
        try ct.driver.tap(.text("Mail 5"))
        #expect(model.log.last == "select 5")
    }

    @Test("a row whose configuration is nil gets no menu: its long press selects it as a tap does")
    func nilRowMenu() throws {
        let (ct, _, model) = makeTable()
        try ct.driver.longPress(.text("Mail 2"))
        #expect(ct.driver.all(.label("Pin")).isEmpty)
        #expect(model.log == ["menu for 2", "select 2"])
    }

    /// A collection view delegate using the iOS 13 per-item method.
    final class Photos: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var log: [String] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("menu for item \(indexPath.item)")
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                UIMenu(children: [UIAction(title: "Favorite") { _ in self?.log.append("favorite \(indexPath.item)") }])
            }
        }
    }

    @Test("a collection view item: the iOS 16 items method falls back to the per-item one; drag to the action runs it")
    func itemMenu() throws {
        let ct = TestScene()
        let model = Photos()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: ct.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = model
        collection.delegate = model
        ct.add(collection)
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let start = cell.convert(CGPoint(x: 50, y: 50), to: nil)
        let finger = ct.driver.down(at: start)
        ct.driver.wait(0.6)
        let row = try #require(ct.driver.all(.label("Favorite")).first?.superview)
        ct.driver.glide(finger, to: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil), steps: 6)
        ct.driver.up(finger)
        #expect(model.log == ["menu for item 0", "favorite 0"])
    }
}
