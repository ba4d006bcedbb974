import Foundation
import OpenTouch
import Testing

/// A section background as apps write one.
final class CLBackgroundView: UICollectionReusableView {}

@MainActor
@Suite("UICollectionViewCompositionalLayout in a collection view: providers, backgrounds, visible-item handlers")
struct CompositionalLayoutTests {
    static func rows(height: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(height)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    @Test func theSectionProviderIsAskedAgainWithTheNewWidthWhenTheCollectionViewResizes() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            widths.append(environment.container.effectiveContentSize.width)
            return Self.rows(height: 50)
        }
        let s = CLScene(model: CLModel(counts: [20]), layout: layout)
        #expect(widths.last == 375)
        #expect(s.frame(1) == CGRect(x: 0, y: 50, width: 187.5, height: 50))
        s.collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 667)
        s.collectionView.layoutIfNeeded()
        #expect(widths.last == 300)
        #expect(s.frame(1) == CGRect(x: 0, y: 50, width: 150, height: 50))
    }

    @Test func aBackgroundDecorationShowsBehindItsSectionsCells() throws {
        let section = Self.rows(height: 50)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(CLBackgroundView.self, forDecorationViewOfKind: "background")
        let s = CLScene(model: CLModel(counts: [4]), layout: layout)
        let background = try #require(s.collectionView.subviews.first { $0 is CLBackgroundView })
        // Four groups of one half-width item each, one under the other, inside 10-point insets.
        #expect(background.frame == CGRect(x: 0, y: 0, width: 375, height: 220))
        let cell = try #require(s.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let backgroundIndex = try #require(s.collectionView.subviews.firstIndex { $0 === background })
        let cellIndex = try #require(s.collectionView.subviews.firstIndex { $0 === cell })
        #expect(backgroundIndex < cellIndex)
    }

    @Test func aVisibleItemsHandlerChangesHowTheCarouselsCellsLookAsItScrolls() throws {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            guard index == 0 else { return Self.rows(height: 60) }
            let section = Self.rows(height: 200)
            section.orthogonalScrollingBehavior = .continuous
            section.visibleItemsInvalidationHandler = { items, offset, _ in
                for item in items where item.representedElementCategory == .cell {
                    item.alpha = offset.x > 0 ? 0.5 : 1
                }
            }
            return section
        }
        let s = CLScene(model: CLModel(counts: [6, 6]), layout: layout)
        let cell = try #require(s.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.alpha == 1)
        let carousel = try #require(cell.superview as? UIScrollView)
        carousel.contentOffset = CGPoint(x: 40, y: 0)
        s.collectionView.layoutIfNeeded()
        #expect(cell.alpha == 0.5)
        #expect(s.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 147.5)
        #expect(s.collectionView.indexPathForItem(at: CGPoint(x: 150, y: 100)) == IndexPath(item: 1, section: 0))
    }
}
