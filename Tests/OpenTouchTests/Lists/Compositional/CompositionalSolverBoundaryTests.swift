import Foundation
import Testing
@testable import OpenTouch

/// Badges, headers (pinned and not), footers, backgrounds and orthogonal carousels, as the solver
/// places them.
@MainActor
struct CompositionalSolverBoundaryTests {
    typealias Support = CompositionalSolverTests

    static func listSection(rows: CGFloat = 44) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: Support.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Support.size(.fractionalWidth(1), .absolute(rows)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    static func header(pinned: Bool, kind: String = "header", alignment: NSRectAlignment = .top) -> NSCollectionLayoutBoundarySupplementaryItem {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Support.size(.fractionalWidth(1), .absolute(30)), elementKind: kind, alignment: alignment)
        header.pinToVisibleBounds = pinned
        return header
    }

    @Test func aBadgeSitsOnItsItemsTopTrailingCornerMovedOutByHalfItsSize() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: Support.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: Support.size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Support.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let solution = Support.solve(NSCollectionLayoutSection(group: group), items: 3)
        let badges = solution.elements(in: CGRect(x: -50, y: -50, width: 500, height: 500))
            .filter { $0.category == .supplementary("badge") }.sorted { $0.indexPath < $1.indexPath }
        #expect(badges.map(\.indexPath.item) == [0, 1, 2])
        #expect(badges[0].frame == CGRect(x: 190, y: -10, width: 20, height: 20))
        #expect(badges[2].frame == CGRect(x: 190, y: 90, width: 20, height: 20))
        #expect(badges[0].zIndex == 1)
    }

    @Test func aHeaderAndFooterExtendTheSectionOutsideItsContentInsets() {
        let section = Self.listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.boundarySupplementaryItems = [Self.header(pinned: false), Self.header(pinned: false, kind: "footer", alignment: .bottom)]
        let solution = Support.solve(section, items: 2)
        #expect(solution.itemFrame(at: IndexPath(item: 0, section: 0)) == CGRect(x: 16, y: 40, width: 368, height: 44))
        #expect(solution.supplementaryFrame(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 0, width: 368, height: 30))
        #expect(solution.supplementaryFrame(ofKind: "footer", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 138, width: 368, height: 30))
        #expect(solution.contentSize.height == 168)
    }

    @Test func aHeaderThatDoesNotExtendTheBoundaryOverlapsTheFirstRow() {
        let section = Self.listSection()
        let header = Self.header(pinned: false)
        header.extendsBoundary = false
        section.boundarySupplementaryItems = [header]
        section.supplementariesFollowContentInsets = false
        let solution = Support.solve(section, items: 2)
        #expect(solution.itemFrame(at: IndexPath(item: 0, section: 0))?.minY == 0)
        #expect(solution.supplementaryFrame(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 400, height: 30))
        #expect(solution.contentSize.height == 88)
    }

    @Test func aPinnedHeaderFollowsTheVisibleTopUntilItsSectionEndsThenIsPushedAway() {
        let first = Self.listSection()
        first.boundarySupplementaryItems = [Self.header(pinned: true)]
        let second = Self.listSection()
        second.boundarySupplementaryItems = [Self.header(pinned: true)]
        let solution = CompositionalSolution(sections: [first, second], itemCounts: [10, 10], container: Support.phone)
        let header = IndexPath(item: 0, section: 0)
        func y(_ top: CGFloat, _ path: IndexPath = header) -> CGFloat? {
            solution.supplementaryFrame(ofKind: "header", at: path, visible: CGRect(x: 0, y: top, width: 400, height: 800))?.frame.minY
        }
        #expect(y(0) == 0)
        #expect(y(100) == 100)
        #expect(y(460) == 440)
        #expect(y(600) == 440)
        #expect(y(600, IndexPath(item: 0, section: 1)) == 600)
        #expect(y(100, IndexPath(item: 0, section: 1)) == 470)
        #expect((solution.supplementaryFrame(ofKind: "header", at: header, visible: CGRect(x: 0, y: 100, width: 400, height: 800))?.zIndex ?? 0) >= 2)
    }

    @Test func aBackgroundDecorationCoversTheContentAreaInsideItsOwnInsets() {
        let section = Self.listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        section.boundarySupplementaryItems = [Self.header(pinned: false)]
        let solution = Support.solve(section, items: 2)
        let decorations = solution.elements(in: CGRect(x: 0, y: 0, width: 400, height: 800)).filter { $0.category == .decoration("background") }
        #expect(decorations.map(\.frame) == [CGRect(x: 5, y: 35, width: 390, height: 98)])
    }

    @Test func anOrthogonalCarouselLaysItsGroupsAcrossAndAnswersForItsScrollOffset() {
        let item = NSCollectionLayoutItem(layoutSize: Support.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Support.size(.fractionalWidth(0.8), .absolute(200)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 10
        carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let solution = CompositionalSolution(sections: [carousel, Self.listSection()], itemCounts: [5, 3], container: Support.phone)
        let width = 368 * 0.8
        #expect(isClose(solution.itemFrame(at: IndexPath(item: 2, section: 0)), CGRect(x: 16 + 2 * (width + 10), y: 0, width: width, height: 200), within: 1e-9))
        #expect(solution.itemFrame(at: IndexPath(item: 0, section: 1))?.minY == 200)
        #expect(isClose(solution.sections[0].orthogonalContentLength, 32 + 5 * width + 40, within: 1e-9))
        let band = CGRect(x: 0, y: 0, width: 400, height: 200)
        let atStart = solution.elements(in: band).filter { $0.category == .cell }.map(\.indexPath.item).sorted()
        #expect(atStart == [0, 1])
        let scrolled = solution.elements(in: band, orthogonalOffsets: [0: 600]).filter { $0.category == .cell }.map(\.indexPath.item).sorted()
        #expect(scrolled == [1, 2, 3])
    }
}
