import Foundation
import OpenTouch
import Testing

/// Attributes carrying a corner radius, as custom layouts add properties.
final class CVRoundedAttributes: UICollectionViewLayoutAttributes {
    var cornerRadius: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CVRoundedAttributes
        copy.cornerRadius = cornerRadius
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CVRoundedAttributes, other.cornerRadius == cornerRadius else { return false }
        return super.isEqual(object)
    }
}

/// A cell that reads the custom attribute in `apply(_:)`.
final class CVRoundedCell: UICollectionViewCell {
    var appliedRadius: CGFloat = -1

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let rounded = layoutAttributes as? CVRoundedAttributes { appliedRadius = rounded.cornerRadius }
    }
}

/// A two-column waterfall, as apps write one: `prepare()` caches every item's attributes once,
/// each item going to the shorter column.
final class CVWaterfallLayout: UICollectionViewLayout {
    var columns = 2
    var spacing: CGFloat = 8
    var heightForItem: (IndexPath) -> CGFloat = { 50 + CGFloat($0.item % 4) * 30 }
    private var attributesCache: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0
    private(set) var prepareCount = 0

    override class var layoutAttributesClass: AnyClass { CVRoundedAttributes.self }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func prepare() {
        super.prepare()
        prepareCount += 1
        guard attributesCache.isEmpty, let collectionView else { return }
        let width = (collectionView.bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
        var columnBottoms = Array(repeating: spacing, count: columns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = columnBottoms.firstIndex(of: columnBottoms.min()!)!
            let attributes = CVRoundedAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: spacing + CGFloat(column) * (width + spacing), y: columnBottoms[column],
                                      width: width, height: heightForItem(indexPath))
            attributes.cornerRadius = CGFloat(item % 3)
            attributesCache.append(attributes)
            columnBottoms[column] = attributes.frame.maxY + spacing
        }
        height = columnBottoms.max() ?? 0
    }

    override func invalidateLayout() {
        super.invalidateLayout()
        attributesCache.removeAll()
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesCache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesCache.indices.contains(indexPath.item) ? attributesCache[indexPath.item] : nil
    }
}

@MainActor
@Suite("Custom UICollectionViewLayout subclasses", .tags(.pastedCode))
struct CVCustomLayoutTests {
    func makeView(_ layout: UICollectionViewLayout, count: Int) -> (TestScene, UICollectionView, CVModel) {
        let scene = TestScene()
        let model = CVModel(count: count)
        let view = UICollectionView(frame: scene.window.bounds, collectionViewLayout: layout)
        view.register(CVLabelCell.self, forCellWithReuseIdentifier: "Cell")
        view.dataSource = model
        view.delegate = model
        scene.add(view)
        view.layoutIfNeeded()
        return (scene, view, model)
    }

    @Test("A waterfall layout places cells where its cache says, prepared once, and only the visible ones exist")
    func waterfall() {
        let layout = CVWaterfallLayout()
        let (scene, view, model) = makeView(layout, count: 200)
        #expect(layout.prepareCount == 1)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 8, y: 8, width: 175.5, height: 50))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 191.5, y: 8, width: 175.5, height: 80))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 8, y: 66, width: 175.5, height: 110))
        #expect(view.visibleCells.count < 30)
        #expect(view.contentSize.height > 5000)
        view.contentOffset = CGPoint(x: 0, y: 3000)
        view.layoutIfNeeded()
        #expect(layout.prepareCount == 1)
        #expect(view.visibleCells.allSatisfy { $0.frame.intersects(view.bounds) })
        #expect(view.visibleCells.count < 30)
        let cell = view.visibleCells[0]
        scene.driver.tap(cell)
        #expect(model.calls.contains("didSelect 0-\(view.indexPath(for: cell)!.item)"))
    }

    @Test("The layout's attributes class reaches cells' apply(_:); copies keep the subclass and its values")
    func customAttributes() {
        let layout = CVWaterfallLayout()
        let scene = TestScene()
        let model = CVModel(count: 10)
        let view = UICollectionView(frame: scene.window.bounds, collectionViewLayout: layout)
        view.register(CVRoundedCell.self, forCellWithReuseIdentifier: "Cell")
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
        }
        let source = Source()
        view.dataSource = source
        scene.add(view)
        view.layoutIfNeeded()
        #expect((view.cellForItem(at: IndexPath(item: 2, section: 0)) as? CVRoundedCell)?.appliedRadius == 2)
        let original = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) as! CVRoundedAttributes
        let copy = original.copy() as! CVRoundedAttributes
        #expect(copy.cornerRadius == 1 && copy.frame == original.frame && copy.indexPath == original.indexPath)
        #expect(copy.isEqual(original))
        copy.cornerRadius = 5
        #expect(!copy.isEqual(original))
        _ = model
    }

    @Test("invalidateLayout() makes the collection view prepare again at its next layout pass")
    func invalidation() {
        let layout = CVWaterfallLayout()
        let (scene, view, model) = makeView(layout, count: 20)
        layout.heightForItem = { _ in 40 }
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 40)
        withExtendedLifetime((scene, model)) {}
    }
}
