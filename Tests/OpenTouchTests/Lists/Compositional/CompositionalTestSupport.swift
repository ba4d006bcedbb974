import Foundation
import OpenTouch
import Testing

// The compositional-layout suites' scene: a full-screen collection view over a ``CLModel``,
// built as an app builds it. Types are prefixed `CL` because all test files share one module.

/// A list row as apps write one for a self-sizing list: a bar pinned to the content view's edges
/// whose height constraint gives the row its height.
final class CLBarCell: UICollectionViewCell {
    let bar = UIView()
    var barHeight: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        barHeight = bar.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            barHeight,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A data source and delegate as apps write them: sections of rows of given heights, with
/// headers, logging selections as `"didSelect 0-3"`.
final class CLModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var heights: [[CGFloat]]
    var selected: [IndexPath] = []
    var calls: [String] = []

    init(heights: [[CGFloat]]) {
        self.heights = heights
    }

    /// Sections of `counts` rows, each 44 points tall by its constraints.
    convenience init(counts: [Int]) {
        self.init(heights: counts.map { Array(repeating: 44, count: $0) })
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { heights.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        heights[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath) as! CLBarCell
        cell.barHeight.constant = heights[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
        calls.append("didSelect \(indexPath.section)-\(indexPath.item)")
    }
}

/// A test scene with a full-screen collection view (375 × 667) laid out by `layout`.
@MainActor
struct CLScene {
    let scene = TestScene()
    let collectionView: UICollectionView
    let model: CLModel

    init(model: CLModel, layout: UICollectionViewLayout) {
        self.model = model
        collectionView = UICollectionView(frame: scene.window.bounds, collectionViewLayout: layout)
        collectionView.register(CLBarCell.self, forCellWithReuseIdentifier: "Row")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
        }
        collectionView.dataSource = model
        collectionView.delegate = model
        scene.add(collectionView)
        collectionView.layoutIfNeeded()
    }

    var driver: TouchDriver { scene.driver }

    /// The frame of the cell shown for `item`, nil when none is shown.
    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }
}
