import Foundation
import OpenTouch
import Testing

/// A self-sizing cell as apps write one: a box pinned to the content view's edges, with its
/// size in constraints.
final class CVSizingCell: UICollectionViewCell {
    let box = UIView()
    private var width: NSLayoutConstraint!
    private var height: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        width = box.widthAnchor.constraint(equalToConstant: 100)
        height = box.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            width, height,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(width: CGFloat, height: CGFloat) {
        self.width.constant = width
        self.height.constant = height
    }
}

/// Items whose heights vary with their index, all the collection view's width.
final class CVSizingSource: UICollectionViewDataSource {
    let count: Int
    let width: CGFloat

    init(count: Int, width: CGFloat) {
        self.count = count
        self.width = width
    }

    static func height(_ item: Int) -> CGFloat { 30 + CGFloat(item % 3) * 20 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Sizing", for: indexPath) as! CVSizingCell
        cell.configure(width: width, height: Self.height(indexPath.item))
        return cell
    }
}

@MainActor
@Suite("Self-sizing cells in a flow layout (estimatedItemSize)")
struct CVSelfSizingTests {
    func makeView(count: Int, width: CGFloat, estimate: CGSize) -> (TestScene, UICollectionView, CVSizingSource) {
        let scene = TestScene()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = estimate
        let source = CVSizingSource(count: count, width: width)
        let view = UICollectionView(frame: scene.window.bounds, collectionViewLayout: layout)
        view.register(CVSizingCell.self, forCellWithReuseIdentifier: "Sizing")
        view.dataSource = source
        scene.add(view)
        view.layoutIfNeeded()
        return (scene, view, source)
    }

    @Test("Cells take the sizes their constraints give; the lines below move to make room")
    func listOfHeights() {
        let (scene, view, source) = makeView(count: 50, width: 375, estimate: CGSize(width: 375, height: 44))
        let frames = (0..<4).map { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 375, height: 30))
        #expect(frames[1] == CGRect(x: 0, y: 40, width: 375, height: 50))
        #expect(frames[2] == CGRect(x: 0, y: 100, width: 375, height: 70))
        #expect(frames[3] == CGRect(x: 0, y: 180, width: 375, height: 30))
        withExtendedLifetime((scene, source)) {}
    }

    @Test("Scrolling a million self-sizing items measures only the cells shown")
    func millionSelfSizing() {
        let (scene, view, source) = makeView(count: 1_000_000, width: 375, estimate: CGSize(width: 375, height: 44))
        view.contentOffset = CGPoint(x: 0, y: 20_000_000)
        view.layoutIfNeeded()
        let shown = view.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
        #expect(!shown.isEmpty && shown.count < 30)
        for (upper, lower) in zip(shown, shown.dropFirst()) {
            #expect(isClose(lower.frame.minY, upper.frame.maxY + 10))
        }
        for cell in shown {
            let item = view.indexPath(for: cell)!.item
            #expect(cell.frame.height == CVSizingSource.height(item))
        }
        withExtendedLifetime((scene, source)) {}
    }

    @Test("Varying widths re-flow the lines: two narrow measured items share a line")
    func widths() {
        let (scene, view, source) = makeView(count: 6, width: 150, estimate: CGSize(width: 375, height: 44))
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        let second = view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(first?.size == CGSize(width: 150, height: 30))
        #expect(second?.size == CGSize(width: 150, height: 50))
        #expect(first?.minY == 10 && second?.minY == 0)
        #expect(first?.minX == 0 && second?.maxX == 375)
        withExtendedLifetime((scene, source)) {}
    }
}
