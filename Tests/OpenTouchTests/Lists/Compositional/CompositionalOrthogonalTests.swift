import Foundation
import OpenTouch
import Testing

/// A feed built as apps build it with a compositional layout: a horizontal carousel section
/// (orthogonal scrolling) above a vertical list, on a 375 × 667 screen. The carousel's groups
/// are 80% of the width inside 16-point side insets, 10 points apart.
@MainActor
struct CompositionalFeed {
    static let groupWidth: CGFloat = (375 - 32) * 0.8
    static let stride: CGFloat = groupWidth + 10

    static func layout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if section == 0 {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)), subitems: [item])
                let carousel = NSCollectionLayoutSection(group: group)
                carousel.orthogonalScrollingBehavior = behavior
                carousel.interGroupSpacing = 10
                carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return carousel
            }
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
            return NSCollectionLayoutSection(group: row)
        }
    }

    static func scene(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous) -> CLScene {
        CLScene(model: CLModel(counts: [10, 50]), layout: layout(behavior))
    }
}

@MainActor
@Suite("Orthogonal sections: a carousel in a vertical compositional layout")
struct CompositionalOrthogonalTests {
    static func carousel(_ s: CLScene) -> UIScrollView? {
        s.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
    }

    static func drag(_ s: CLScene, from start: CGPoint, via step: CGPoint, to end: CGPoint) {
        let finger = s.driver.down(at: start)
        s.driver.move(finger, to: step)
        s.driver.move(finger, to: end)
        s.driver.wait(0.2)
        s.driver.up(finger)
    }

    @Test func theCarouselsCellsLiveInAScrollViewOfTheirOwnAcrossTheSectionsBand() throws {
        let s = CompositionalFeed.scene()
        let carousel = try #require(Self.carousel(s))
        #expect(carousel !== s.collectionView)
        #expect(carousel.superview === s.collectionView)
        #expect(carousel.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
        #expect(isClose(carousel.contentSize.width, 32 + 10 * CompositionalFeed.groupWidth + 90, within: 1e-9))
        #expect(s.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === s.collectionView)
        #expect(s.frame(0, section: 1)?.minY == 200)
    }

    @Test func aHorizontalDragScrollsTheCarouselAndNotTheCollectionView() throws {
        let s = CompositionalFeed.scene()
        let carousel = try #require(Self.carousel(s))
        Self.drag(s, from: CGPoint(x: 300, y: 100), via: CGPoint(x: 280, y: 100), to: CGPoint(x: 100, y: 100))
        #expect(carousel.contentOffset == CGPoint(x: 190, y: 0))
        #expect(s.collectionView.contentOffset == .zero)
        s.collectionView.layoutIfNeeded()
        // The third card (at 16 + 2 strides, 190 scrolled) comes within the preparation margin.
        let third = try #require(s.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(isClose(third.frame.minX, 16 + 2 * CompositionalFeed.stride, within: 1e-9))
        #expect(isClose(third.convert(third.bounds, to: s.collectionView).minX, 16 + 2 * CompositionalFeed.stride - 190, within: 1e-9))
    }

    @Test func aVerticalDragOnTheCarouselScrollsTheCollectionViewAndNotTheCarousel() throws {
        let s = CompositionalFeed.scene()
        let carousel = try #require(Self.carousel(s))
        Self.drag(s, from: CGPoint(x: 100, y: 150), via: CGPoint(x: 100, y: 130), to: CGPoint(x: 100, y: 50))
        #expect(s.collectionView.contentOffset.y > 0)
        #expect(carousel.contentOffset == .zero)
    }

    @Test func aTapOnACardSelectsItAndAfterScrollingSelectsTheCardUnderTheFinger() throws {
        let s = CompositionalFeed.scene()
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.5)
        #expect(s.model.calls.contains("didSelect 0-0"))
        Self.drag(s, from: CGPoint(x: 300, y: 100), via: CGPoint(x: 280, y: 100), to: CGPoint(x: 100, y: 100))
        s.driver.wait(1)
        s.model.calls.removeAll()
        s.driver.tap(at: CGPoint(x: 300, y: 100))
        s.driver.wait(0.5)
        #expect(s.model.calls.contains("didSelect 0-1"))
        #expect(s.collectionView.indexPathForItem(at: CGPoint(x: 300, y: 100)) == IndexPath(item: 1, section: 0))
    }

    @Test func aDragThatScrollsTheCarouselSelectsNothing() {
        let s = CompositionalFeed.scene()
        Self.drag(s, from: CGPoint(x: 300, y: 100), via: CGPoint(x: 280, y: 100), to: CGPoint(x: 100, y: 100))
        s.driver.wait(1)
        #expect(!s.model.calls.contains { $0.hasPrefix("didSelect") })
    }

    @Test func groupPagingComesToRestOnTheNextGroupsLeadingEdge() throws {
        let s = CompositionalFeed.scene(.groupPaging)
        let carousel = try #require(Self.carousel(s))
        s.driver.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        s.driver.wait(3)
        #expect(isClose(carousel.contentOffset.x, CompositionalFeed.stride, within: 0.5))
    }

    @Test func groupPagingCenteredComesToRestWithTheGroupCentred() throws {
        let s = CompositionalFeed.scene(.groupPagingCentered)
        let carousel = try #require(Self.carousel(s))
        s.driver.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        s.driver.wait(3)
        let centred = 16 + CompositionalFeed.stride + CompositionalFeed.groupWidth / 2 - 375 / 2
        #expect(isClose(carousel.contentOffset.x, centred, within: 0.5))
    }

    @Test func pagingPagesByTheCollectionViewsWidth() throws {
        let s = CompositionalFeed.scene(.paging)
        let carousel = try #require(Self.carousel(s))
        #expect(carousel.isPagingEnabled)
        s.driver.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100), duration: 0.1)
        s.driver.wait(3)
        #expect(isClose(carousel.contentOffset.x, 375, within: 0.5))
    }
}
