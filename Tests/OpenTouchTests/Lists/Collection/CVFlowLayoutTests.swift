import Foundation
import OpenTouch
import Testing

/// A model whose delegate gives each item its own size (UICollectionViewDelegateFlowLayout).
final class CVSizedModel: CVModel, UICollectionViewDelegateFlowLayout {
    var sizes: [CGSize] = []

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath.item]
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout: lines, spacing, insets, headers")
struct CVFlowLayoutTests {
    @Test("Full lines spread their leftover space between items; the last line keeps the columns")
    func verticalGrid() {
        let s = CVScene(model: CVModel(count: 8))
        #expect(s.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.frame(1) == CGRect(x: 137.5, y: 0, width: 100, height: 100))
        #expect(s.frame(2) == CGRect(x: 275, y: 0, width: 100, height: 100))
        #expect(s.frame(3) == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(s.frame(6) == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect(s.frame(7) == CGRect(x: 137.5, y: 220, width: 100, height: 100))
        #expect(s.collectionView.contentSize == CGSize(width: 375, height: 320))
    }

    @Test("Section insets shrink the lines and offset them; line spacing separates lines")
    func insetsAndSpacing() {
        let layout = CVScene.grid {
            $0.sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 30, right: 15)
            $0.minimumLineSpacing = 4
        }
        let s = CVScene(model: CVModel(count: 6), layout: layout)
        #expect(s.frame(0) == CGRect(x: 15, y: 20, width: 100, height: 100))
        #expect(s.frame(1) == CGRect(x: 137.5, y: 20, width: 100, height: 100))
        #expect(s.frame(2) == CGRect(x: 260, y: 20, width: 100, height: 100))
        #expect(s.frame(3) == CGRect(x: 15, y: 124, width: 100, height: 100))
        #expect(isClose(s.collectionView.contentSize.height, 254))
    }

    @Test("A section of one item centres it; a lone item on the last line of a longer section starts at the leading edge")
    func loneItems() {
        let s = CVScene(model: CVModel(sections: [["a"], ["b", "c", "d", "e"]]))
        #expect(s.frame(0, section: 0) == CGRect(x: 137.5, y: 0, width: 100, height: 100))
        #expect(s.frame(0, section: 1) == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(s.frame(3, section: 1) == CGRect(x: 0, y: 210, width: 100, height: 100))
    }

    @Test("Horizontal scrolling: items fill columns top to bottom, columns stack rightwards")
    func horizontal() {
        let layout = CVScene.grid { $0.scrollDirection = .horizontal }
        let s = CVScene(model: CVModel(count: 5), layout: layout, frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        #expect(s.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.frame(1) == CGRect(x: 0, y: 200, width: 100, height: 100))
        #expect(s.frame(2) == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(s.frame(4) == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(s.collectionView.contentSize == CGSize(width: 320, height: 300))
    }

    @Test("Headers span the width above their section's insets; footers follow the last line")
    func headersAndFooters() {
        let layout = CVScene.grid {
            $0.headerReferenceSize = CGSize(width: 0, height: 50)
            $0.footerReferenceSize = CGSize(width: 0, height: 30)
            $0.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        }
        let s = CVScene(model: CVModel(sections: [["a", "b", "c"], ["d"]]), layout: layout)
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        let header0 = s.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        let footer0 = s.collectionView.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0))
        let header1 = s.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
        #expect(header0?.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
        #expect((header0 as? CVHeader)?.title.text == "header 0")
        #expect(s.frame(0) == CGRect(x: 0, y: 60, width: 100, height: 100))
        #expect(footer0?.frame == CGRect(x: 0, y: 170, width: 375, height: 30))
        #expect(header1?.frame == CGRect(x: 0, y: 200, width: 375, height: 50))
        #expect(s.frame(0, section: 1) == CGRect(x: 137.5, y: 260, width: 100, height: 100))
        #expect(s.collectionView.visibleSupplementaryViews(ofKind: header).count == 2)
    }

    @Test("Pinned headers stay at the top of the visible area until their section's end pushes them up")
    func pinnedHeaders() {
        let layout = CVScene.grid {
            $0.headerReferenceSize = CGSize(width: 0, height: 50)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        let items = (0..<9).map(String.init)
        let s = CVScene(model: CVModel(sections: [items, items, items]), layout: layout)
        let kind = UICollectionView.elementKindSectionHeader
        func headerY(_ section: Int) -> CGFloat? {
            s.collectionView.layoutIfNeeded()
            return s.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame.minY
        }
        s.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(headerY(0) == 100)
        s.collectionView.contentOffset = CGPoint(x: 0, y: 340)
        #expect(headerY(0) == 320)
        #expect(headerY(1) == 370)
        s.collectionView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(headerY(1) == 500)
    }

    @Test("Delegate sizes: lines break where the next item no longer fits; items centre on the line's height")
    func delegateSizes() {
        let model = CVSizedModel(count: 4)
        model.sizes = [CGSize(width: 100, height: 100), CGSize(width: 200, height: 50),
                       CGSize(width: 50, height: 80), CGSize(width: 300, height: 40)]
        let s = CVScene(model: model)
        #expect(s.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.frame(1) == CGRect(x: 112.5, y: 25, width: 200, height: 50))
        #expect(s.frame(2) == CGRect(x: 325, y: 10, width: 50, height: 80))
        #expect(s.frame(3) == CGRect(x: 0, y: 110, width: 300, height: 40))
        #expect(s.collectionView.contentSize.height == 150)
    }

    @Test("Queries: indexPathForItem(at:), layoutAttributesForItem(at:), scrollToItem(at:at:animated:)")
    func queries() {
        let s = CVScene(model: CVModel(count: 100))
        let view = s.collectionView
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 120)) == IndexPath(item: 4, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 120, y: 50)) == nil)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 50, section: 0))?.frame
                == CGRect(x: 275, y: 1760, width: 100, height: 100))
        view.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == 1760)
        view.scrollToItem(at: IndexPath(item: 50, section: 0), at: .centeredVertically, animated: false)
        #expect(view.contentOffset.y == 1810 - 333.5)
        view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .bottom, animated: false)
        #expect(view.contentOffset.y == view.contentSize.height - 667)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.last == IndexPath(item: 99, section: 0))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
}
