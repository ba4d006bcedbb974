import Foundation
import OpenTouch
import Testing

// Helpers for the Lists/Collection suites. Types are prefixed `CV` because all test files share
// one module. The data source and cell are written as an app writes them.

/// A cell as apps write it: a label in the content view, `prepareForReuse` clearing it.
final class CVLabelCell: UICollectionViewCell {
    let label = UILabel()
    /// How many times this cell was prepared for reuse.
    private(set) var reuseCount = 0
    /// Cells alive right now, counted by `init`/`deinit`.
    nonisolated(unsafe) static var live = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        contentView.addSubview(label)
        CVLabelCell.live += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        CVLabelCell.live -= 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        label.text = nil
    }
}

/// A header as apps write it.
final class CVHeader: UICollectionReusableView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A data source and delegate over an array of sections of strings, logging delegate calls.
class CVModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[String]]
    /// Delegate calls, as `"didSelect 0-3"`.
    var calls: [String] = []
    /// How many cells the data source was asked for.
    var cellRequests = 0
    var highlightAnswer = true
    var selectAnswer = true
    var deselectAnswer = true
    var headers = false

    init(sections: [[String]]) {
        self.sections = sections
    }

    /// A model of one section of `count` items named "0", "1", …
    convenience init(count: Int) {
        self.init(sections: [(0..<count).map(String.init)])
    }

    static func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! CVLabelCell
        cell.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header",
                                                                     for: indexPath) as! CVHeader
        header.title.text = "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
        return header
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(Self.name(indexPath))")
        return highlightAnswer
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(Self.name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(Self.name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(Self.name(indexPath))")
        return selectAnswer
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(Self.name(indexPath))")
        return deselectAnswer
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(Self.name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(Self.name(indexPath))")
    }
}

/// A test scene with a full-screen collection view (375 × 667) over a ``CVModel``.
@MainActor
struct CVScene {
    let scene: TestScene
    let collectionView: UICollectionView
    let model: CVModel

    init(model: CVModel, layout: UICollectionViewLayout = CVScene.grid(), frame: CGRect? = nil) {
        scene = TestScene()
        self.model = model
        collectionView = UICollectionView(frame: frame ?? scene.window.bounds, collectionViewLayout: layout)
        collectionView.register(CVLabelCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(CVHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        collectionView.register(CVHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "Header")
        collectionView.dataSource = model
        collectionView.delegate = model
        scene.add(collectionView)
        collectionView.layoutIfNeeded()
    }

    /// A vertical flow layout of 100 × 100 items, 10-point spacing.
    static func grid(_ configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        configure(layout)
        return layout
    }

    var driver: TouchDriver { scene.driver }

    /// The frame of the cell shown for `indexPath`, nil when none is shown.
    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Taps the cell of `item` (laid out first).
    func tap(_ item: Int, section: Int = 0) {
        collectionView.layoutIfNeeded()
        guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section)) else {
            Issue.record("no cell shown for item \(item) of section \(section)")
            return
        }
        driver.tap(cell)
    }

    /// The item texts of the visible cells, in order.
    var visibleTexts: [String] {
        collectionView.visibleCells.compactMap { ($0 as? CVLabelCell)?.label.text }
    }
}
