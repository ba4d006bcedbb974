import Foundation
import OpenTouch
import Testing

/// A collection view of 50 full-width items 44 points tall filling a `TestScene`; item cells
/// hold a button at their right edge. The delegate's answers are settable.
@MainActor
private final class WhyList: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView: UICollectionView
    var highlights = true
    var selects = true
    var selected: [IndexPath] = []

    init(_ scene: TestScene) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: scene.window.bounds.width, height: 44)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: scene.window.bounds, collectionViewLayout: layout)
        collectionView.accessibilityIdentifier = "list"
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        scene.rootView.addSubview(collectionView)
        scene.app.layoutWindowsIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if cell.contentView.subviews.isEmpty {
            let button = UIButton(type: .system)
            button.setTitle("Info", for: .normal)
            button.frame = CGRect(x: collectionView.bounds.width - 60, y: 0, width: 60, height: 44)
            cell.contentView.addSubview(button)
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { highlights }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { selects }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }

    /// The middle of item `item`'s label area (left of the button), in window coordinates.
    func point(ofItem item: Int) -> CGPoint { CGPoint(x: 100, y: CGFloat(item) * 44 + 22) }
}

@MainActor
@Suite("Why-traces: why a row or item did not select")
struct WhyListSelectionTests {
    @Test func aTapThatSelectsSaysSo() throws {
        let scene = TestScene()
        let list = WhyList(scene)
        let recorder = scene.recorder()
        scene.driver.tap(at: list.point(ofItem: 2))
        scene.driver.wait(0.5)
        #expect(list.selected == [IndexPath(item: 2, section: 0)])
        let explanation = try #require(recorder.explain())
        #expect(explanation.outcome.contains("item 2 of section 0 of UICollectionView#list selected"))
        #expect(explanation.deliveries.map(\.reason).contains("list.highlighted"))
        #expect(explanation.deliveries.map(\.reason).contains("list.selected"))
    }

    @Test func aRefusedHighlightIsTheReason() throws {
        let scene = TestScene()
        let list = WhyList(scene)
        list.highlights = false
        let recorder = scene.recorder()
        scene.driver.tap(at: list.point(ofItem: 1))
        scene.driver.wait(0.5)
        #expect(list.selected.isEmpty)
        let outcome = try #require(recorder.explain()).outcome
        #expect(outcome.contains("item 1 of section 0 of UICollectionView#list not highlighted: "
                                 + "shouldHighlightItemAt returned false, so the touch cannot select it"))
    }

    @Test func allowsSelectionFalseIsTheReason() throws {
        let scene = TestScene()
        let list = WhyList(scene)
        list.collectionView.allowsSelection = false
        let recorder = scene.recorder()
        scene.driver.tap(at: list.point(ofItem: 1))
        scene.driver.wait(0.5)
        let outcome = try #require(recorder.explain()).outcome
        #expect(outcome.contains("item 1 of section 0 of UICollectionView#list cannot be selected by touch: allowsSelection is false"))
    }

    @Test func aRefusedSelectionIsTheReason() throws {
        let scene = TestScene()
        let list = WhyList(scene)
        list.selects = false
        let recorder = scene.recorder()
        scene.driver.tap(at: list.point(ofItem: 3))
        scene.driver.wait(0.5)
        #expect(list.selected.isEmpty)
        let outcome = try #require(recorder.explain()).outcome
        #expect(outcome.contains("item 3 of section 0 of UICollectionView#list not selected: shouldSelectItemAt returned false"))
    }

    @Test func aTapRecognizerOnTheSuperviewThatCancelsTouchesIsTheReason() throws {
        let scene = TestScene()
        let list = WhyList(scene)
        let tap = UITapGestureRecognizer()
        scene.rootView.addGestureRecognizer(tap)
        let recorder = scene.recorder()
        scene.driver.tap(at: list.point(ofItem: 2))
        scene.driver.wait(0.5)
        #expect(list.selected.isEmpty)
        let outcome = try #require(recorder.explain()).outcome
        #expect(outcome.contains("item 2 of section 0 of UICollectionView#list not selected: UITapGestureRecognizer"))
        #expect(outcome.contains("recognized and cancelled the touch in its view (cancelsTouchesInView is true)"))
    }

    @Test func aDragThatScrollsIsTheReason() throws {
        let scene = TestScene()
        let list = WhyList(scene)
        let recorder = scene.recorder()
        let finger = scene.driver.down(at: list.point(ofItem: 5))
        scene.driver.wait(0.3)
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.isHighlighted == true)
        scene.driver.glide(finger, to: CGPoint(x: 100, y: 40), duration: 0.3, steps: 10)
        scene.driver.up(finger)
        scene.driver.wait(2)
        #expect(list.selected.isEmpty)
        let outcome = try #require(recorder.explain()).outcome
        #expect(outcome.contains("item 5 of section 0 of UICollectionView#list not selected: the drag became a scroll "
                                 + "(UICollectionView#list's pan began)"))
    }

    @Test func aTouchOnAButtonInTheCellIsTheReason() throws {
        let scene = TestScene()
        let list = WhyList(scene)
        let recorder = scene.recorder()
        scene.driver.tap(at: CGPoint(x: 345, y: 44 * 4 + 22))
        scene.driver.wait(0.5)
        #expect(list.selected.isEmpty)
        let outcome = try #require(recorder.explain()).outcome
        #expect(outcome.contains("item 4 of section 0 of UICollectionView#list not selected: the touch landed on UIButton"))
        #expect(outcome.contains("inside its cell, and controls take their own touches"))
    }
}

/// A plain table of 50 rows 44 points tall filling a `TestScene`; each row holds a button at its
/// right edge. The delegate's answers are settable.
@MainActor
private final class WhyTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    let tableView: UITableView
    var highlights = true
    /// What `willSelectRowAt` returns for a row: the row itself by default.
    var willSelect: (IndexPath) -> IndexPath? = { $0 }
    var selected: [IndexPath] = []

    init(_ scene: TestScene) {
        tableView = UITableView(frame: scene.window.bounds, style: .plain)
        tableView.accessibilityIdentifier = "list"
        tableView.rowHeight = 44
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        scene.rootView.addSubview(tableView)
        scene.app.layoutWindowsIfNeeded()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if cell.contentView.subviews.allSatisfy({ !($0 is UIButton) }) {
            let button = UIButton(type: .system)
            button.setTitle("Info", for: .normal)
            button.frame = CGRect(x: tableView.bounds.width - 60, y: 0, width: 60, height: 44)
            cell.contentView.addSubview(button)
        }
        return cell
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { highlights }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { willSelect(indexPath) }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

    /// The middle of row `row`'s label area (left of the button), in window coordinates.
    func point(ofRow row: Int) -> CGPoint { CGPoint(x: 100, y: CGFloat(row) * 44 + 22) }
}

@MainActor
@Suite("Why-traces: why a table row did not select")
struct WhyTableSelectionTests {
    @Test func aTapThatSelectsSaysSo() throws {
        let scene = TestScene()
        let table = WhyTable(scene)
        let recorder = scene.recorder()
        scene.driver.tap(at: table.point(ofRow: 2))
        scene.driver.wait(0.5)
        #expect(table.selected == [IndexPath(row: 2, section: 0)])
        let explanation = try #require(recorder.explain())
        #expect(explanation.outcome.contains("row 2 of section 0 of UITableView#list selected"))
        #expect(explanation.deliveries.map(\.reason).contains("list.highlighted"))
        #expect(explanation.deliveries.map(\.reason).contains("list.selected"))
    }

    @Test func aRefusedHighlightIsTheReason() throws {
        let scene = TestScene()
        let table = WhyTable(scene)
        table.highlights = false
        let recorder = scene.recorder()
        scene.driver.tap(at: table.point(ofRow: 1))
        scene.driver.wait(0.5)
        #expect(table.selected.isEmpty)
        let outcome = try #require(recorder.explain()).outcome
        #expect(outcome.contains("row 1 of section 0 of UITableView#list not highlighted: "
                                 + "shouldHighlightRowAt returned false, so the touch cannot select it"))
    }

    @Test func allowsSelectionFalseIsTheReason() throws {
        let scene = TestScene()
        let table = WhyTable(scene)
        table.tableView.allowsSelection = false
        let recorder = scene.recorder()
        scene.driver.tap(at: table.point(ofRow: 1))
        scene.driver.wait(0.5)
        let outcome = try #require(recorder.explain()).outcome
        #expect(outcome.contains("row 1 of section 0 of UITableView#list cannot be selected by touch: allowsSelection is false"))
    }

    @Test func willSelectReturningNilIsTheReason() throws {
        let scene = TestScene()
        let table = WhyTable(scene)
        table.willSelect = { _ in nil }
        let recorder = scene.recorder()
        scene.driver.tap(at: table.point(ofRow: 3))
        scene.driver.wait(0.5)
        #expect(table.selected.isEmpty)
        let outcome = try #require(recorder.explain()).outcome
        #expect(outcome.contains("row 3 of section 0 of UITableView#list not selected: willSelectRowAt returned nil"))
    }

    @Test func aRedirectedSelectionNamesBothRows() throws {
        let scene = TestScene()
        let table = WhyTable(scene)
        table.willSelect = { IndexPath(row: $0.row + 3, section: $0.section) }
        let recorder = scene.recorder()
        scene.driver.tap(at: table.point(ofRow: 1))
        scene.driver.wait(0.5)
        #expect(table.selected == [IndexPath(row: 4, section: 0)])
        let explanation = try #require(recorder.explain())
        #expect(explanation.outcome.contains("row 4 of section 0 of UITableView#list selected"))
        #expect(explanation.deliveries.map(\.reason).contains("list.selectRedirected"))
    }

    @Test func aTapRecognizerOnTheSuperviewThatCancelsTouchesIsTheReason() throws {
        let scene = TestScene()
        let table = WhyTable(scene)
        let tap = UITapGestureRecognizer()
        scene.rootView.addGestureRecognizer(tap)
        let recorder = scene.recorder()
        scene.driver.tap(at: table.point(ofRow: 2))
        scene.driver.wait(0.5)
        #expect(table.selected.isEmpty)
        let outcome = try #require(recorder.explain()).outcome
        #expect(outcome.contains("row 2 of section 0 of UITableView#list not selected: UITapGestureRecognizer"))
        #expect(outcome.contains("recognized and cancelled the touch in its view (cancelsTouchesInView is true)"))
    }

    @Test func aDragThatScrollsIsTheReason() throws {
        let scene = TestScene()
        let table = WhyTable(scene)
        let recorder = scene.recorder()
        let finger = scene.driver.down(at: table.point(ofRow: 5))
        scene.driver.wait(0.3)
        #expect(table.tableView.cellForRow(at: IndexPath(row: 5, section: 0))?.isHighlighted == true)
        scene.driver.glide(finger, to: CGPoint(x: 100, y: 40), duration: 0.3, steps: 10)
        scene.driver.up(finger)
        scene.driver.wait(2)
        #expect(table.selected.isEmpty)
        let outcome = try #require(recorder.explain()).outcome
        #expect(outcome.contains("row 5 of section 0 of UITableView#list not selected: the drag became a scroll "
                                 + "(UITableView#list's pan began)"))
    }

    @Test func aTouchOnAButtonInTheCellIsTheReason() throws {
        let scene = TestScene()
        let table = WhyTable(scene)
        let recorder = scene.recorder()
        scene.driver.tap(at: CGPoint(x: 345, y: 44 * 4 + 22))
        scene.driver.wait(0.5)
        #expect(table.selected.isEmpty)
        let outcome = try #require(recorder.explain()).outcome
        #expect(outcome.contains("row 4 of section 0 of UITableView#list not selected: the touch landed on UIButton"))
        #expect(outcome.contains("inside its cell, and controls take their own touches"))
    }
}
