import Foundation
import OpenTouch
import Testing

/// Counts the cells a collection view shows and reuses. Its own cell class, so that tests running
/// in parallel do not share the count.
final class CVCountedCell: UICollectionViewCell {
    nonisolated(unsafe) static var live = 0
    private(set) var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        CVCountedCell.live += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        CVCountedCell.live -= 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source of `count` items in one section, giving counted cells.
final class CVCountedSource: UICollectionViewDataSource, UICollectionViewDelegate {
    let count: Int
    private(set) var requests = 0
    private(set) var displayed = 0
    private(set) var ended = 0

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        requests += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Counted", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed += 1
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        ended += 1
    }
}

@MainActor
@Suite("UICollectionView at any length: only the visible cells exist", .serialized)
struct CVVirtualizationTests {
    /// Scrolls a 375 × 667 grid of `count` 100 × 100 items through `offsets` and returns the
    /// largest number of live cells seen and the cells' total reuses.
    func scroll(count: Int, through offsets: [CGFloat]) -> (maxLive: Int, shown: Int, requests: Int) {
        let scene = TestScene()
        let source = CVCountedSource(count: count)
        let view = UICollectionView(frame: scene.window.bounds, collectionViewLayout: CVScene.grid())
        view.register(CVCountedCell.self, forCellWithReuseIdentifier: "Counted")
        view.dataSource = source
        view.delegate = source
        scene.add(view)
        let before = CVCountedCell.live
        var maxLive = 0
        for offset in offsets {
            view.contentOffset = CGPoint(x: 0, y: offset)
            view.layoutIfNeeded()
            maxLive = max(maxLive, CVCountedCell.live - before)
            #expect(view.visibleCells.count <= 24)
        }
        let shown = view.subviews.filter { $0 is CVCountedCell }.count
        #expect(source.displayed - source.ended == shown)
        return (maxLive, shown, source.requests)
    }

    @Test("A million items: scrolling keeps the live cells to a screenful and reuses them")
    func million() {
        var offsets: [CGFloat] = (0..<200).map { CGFloat($0) * 37 }
        let lastLine = CGFloat(333_333 * 110 - 667)
        offsets += [50_000_000, lastLine, 1234]
        let result = scroll(count: 1_000_000, through: offsets)
        #expect(result.maxLive <= 40)
        #expect(result.shown <= 30)
        #expect(result.requests > 200)
        #expect(result.requests > 5 * result.maxLive)
    }

    @Test("A million items cost what a thousand do: the same cells, the same data source requests")
    func millionLikeThousand() {
        let offsets = (0..<100).map { CGFloat($0) * 50 }
        let small = scroll(count: 1_000, through: offsets)
        let large = scroll(count: 1_000_000, through: offsets)
        #expect(small.maxLive == large.maxLive)
        #expect(small.requests == large.requests)
    }

    @Test("The last item of a million is where arithmetic puts it, and is found there")
    func lastItem() {
        let s = CVScene(model: CVModel(count: 1_000_000))
        let last = IndexPath(item: 999_999, section: 0)
        #expect(isClose(s.collectionView.contentSize.height, 333_334 * 110 - 10))
        s.collectionView.scrollToItem(at: last, at: .bottom, animated: false)
        s.collectionView.layoutIfNeeded()
        #expect(s.frame(999_999) == CGRect(x: 0, y: 333_333 * 110, width: 100, height: 100))
        #expect((s.collectionView.cellForItem(at: last) as? CVLabelCell)?.label.text == "999999")
        #expect(s.collectionView.indexPathForItem(at: CGPoint(x: 50, y: 333_333 * 110 + 50)) == last)
    }
}
