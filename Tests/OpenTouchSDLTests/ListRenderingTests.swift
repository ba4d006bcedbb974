import Foundation
import OpenTouch
import OpenTouchSDL
import Testing

/// A collection view of 40 full-width items 20 points tall in a 100 × 100 window: cells
/// alternately red and green (their `backgroundView`), a blue `selectedBackgroundView`, and
/// yellow section headers 10 points tall.
@MainActor
private final class ColouredList: NSObject, UICollectionViewDataSource {
    let collectionView: UICollectionView

    init(in fixture: RenderFixture) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 20)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 100, height: 10)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = self
        fixture.root.addSubview(collectionView)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        let background = UIView()
        background.backgroundColor = indexPath.item % 2 == 0 ? .red : .green
        cell.backgroundView = background
        if cell.selectedBackgroundView == nil {
            let selected = UIView()
            selected.backgroundColor = .blue
            cell.selectedBackgroundView = selected
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        header.backgroundColor = .yellow
        return header
    }
}

@MainActor
@Suite("Rendering lists into a software surface", .serialized,
       .enabled(if: WindowTestEnvironment.sdlTestsEnabled, WindowTestEnvironment.sdlSkipReason))
struct ListRenderingTests {
    static let yellow = PixelColor.rgb(255, 255, 0)

    @Test("a collection view draws its header and its cells' backgrounds where the layout puts them")
    func cellsAndHeaderDraw() throws {
        let f = try RenderFixture()
        let list = ColouredList(in: f)
        f.render()
        #expect(f.pixel(50, 5) == Self.yellow)
        #expect(f.pixel(50, 15) == .redPixel)
        #expect(f.pixel(50, 35) == .greenPixel)
        #expect(f.pixel(50, 95) == .redPixel)
        withExtendedLifetime(list) {}
    }

    @Test("a selected item shows its selectedBackgroundView; a highlighted one too, until it is unhighlighted")
    func selectionDraws() throws {
        let f = try RenderFixture()
        let list = ColouredList(in: f)
        f.render()
        list.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let highlighted = try #require(list.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        highlighted.isHighlighted = true
        f.render()
        #expect(f.pixel(50, 35) == .bluePixel)
        #expect(f.pixel(50, 55) == .bluePixel)
        #expect(f.pixel(50, 15) == .redPixel)
        highlighted.isHighlighted = false
        f.render()
        #expect(f.pixel(50, 55) == .redPixel)
    }

    @Test("after scrolling, the cells now in view draw in place: the second section's header and items")
    func scrolledCellsDraw() throws {
        let f = try RenderFixture()
        let list = ColouredList(in: f)
        f.render()
        // Section 0 spans 0–410 (header 10 + 20 items of 20); section 1's header is at 410–420.
        list.collectionView.contentOffset = CGPoint(x: 0, y: 400)
        f.render()
        #expect(f.pixel(50, 5) == .greenPixel)
        #expect(f.pixel(50, 15) == Self.yellow)
        #expect(f.pixel(50, 25) == .redPixel)
        #expect(f.pixel(50, 45) == .greenPixel)
    }
}
