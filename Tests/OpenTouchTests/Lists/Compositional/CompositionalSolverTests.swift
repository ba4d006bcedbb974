import Foundation
import Testing
@testable import OpenTouch

/// The compositional solver's frames for the layouts WWDC's sample code builds: a list, a grid of
/// fractional items, equal-count groups, nested groups, custom groups and edge spacing.
@MainActor
struct CompositionalSolverTests {
    static let phone = CGSize(width: 400, height: 800)

    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func solve(_ section: NSCollectionLayoutSection, items: Int, container: CGSize = phone) -> CompositionalSolution {
        CompositionalSolution(sections: [section], itemCounts: [items], container: container)
    }

    static func cells(_ solution: CompositionalSolution, in rect: CGRect) -> [SolvedElement] {
        solution.elements(in: rect).filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }
    }

    @Test func aListOfFullWidthRowsStacksThemWithoutGaps() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let solution = Self.solve(NSCollectionLayoutSection(group: group), items: 3)
        #expect(solution.contentSize == CGSize(width: 400, height: 132))
        #expect(solution.itemFrame(at: IndexPath(item: 2, section: 0)) == CGRect(x: 0, y: 88, width: 400, height: 44))
        #expect(solution.itemFrame(at: IndexPath(item: 3, section: 0)) == nil)
    }

    @Test func aGridOfQuarterWidthItemsInsetsEachCellAndLeavesTheLastRowPartlyFilled() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.25), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
        let solution = Self.solve(NSCollectionLayoutSection(group: group), items: 10)
        #expect(solution.itemFrame(at: IndexPath(item: 5, section: 0)) == CGRect(x: 102, y: 102, width: 96, height: 96))
        #expect(solution.contentSize.height == 300)
        let lastRow = Self.cells(solution, in: CGRect(x: 0, y: 210, width: 400, height: 10))
        #expect(lastRow.map(\.indexPath.item) == [8, 9])
        #expect(lastRow.map(\.frame.minX) == [2, 102])
    }

    @Test func sectionInsetsAndInterGroupSpacingMoveTheGroups() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(0.5), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
        section.interGroupSpacing = 8
        let solution = Self.solve(section, items: 3)
        #expect(solution.itemFrame(at: IndexPath(item: 1, section: 0)) == CGRect(x: 20, y: 68, width: 180, height: 50))
        #expect(solution.contentSize.height == 206)
    }

    @Test func anEqualCountGroupSizesItsItemsToFitTheInterItemSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(10), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let solution = Self.solve(NSCollectionLayoutSection(group: group), items: 3)
        let frames = Self.cells(solution, in: CGRect(x: 0, y: 0, width: 400, height: 100)).map(\.frame)
        #expect(frames.count == 3)
        #expect(isClose(frames[1], CGRect(x: 380.0 / 3 + 10, y: 0, width: 380.0 / 3, height: 100), within: 1e-6))
    }

    @Test func aRepeatingSubitemKeepsItsOwnSize() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(50), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 3)
        let solution = Self.solve(NSCollectionLayoutSection(group: group), items: 4)
        #expect(solution.itemFrame(at: IndexPath(item: 2, section: 0)) == CGRect(x: 100, y: 0, width: 50, height: 50))
        #expect(solution.itemFrame(at: IndexPath(item: 3, section: 0)) == CGRect(x: 0, y: 50, width: 50, height: 50))
    }

    @Test func nestedGroupsResolveFractionsAgainstTheirOwnGroup() {
        let large = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.7), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(0.3), .fractionalHeight(1)), subitems: [small])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(200)), subitems: [large, column])
        let solution = Self.solve(NSCollectionLayoutSection(group: row), items: 5)
        let frames = Self.cells(solution, in: CGRect(x: 0, y: 0, width: 400, height: 400)).map(\.frame)
        #expect(frames.count == 5)
        #expect(isClose(frames[0], CGRect(x: 0, y: 0, width: 280, height: 200), within: 1e-9))
        #expect(isClose(frames[1], CGRect(x: 280, y: 0, width: 120, height: 100), within: 1e-9))
        #expect(isClose(frames[2], CGRect(x: 280, y: 100, width: 120, height: 100), within: 1e-9))
        #expect(isClose(frames[4], CGRect(x: 280, y: 200, width: 120, height: 100), within: 1e-9))
    }

    @Test func aCustomGroupPlacesOneCellPerFrameItsProviderReturns() {
        var calls = 0
        let group = NSCollectionLayoutGroup.custom(layoutSize: Self.size(.fractionalWidth(1), .absolute(120))) { environment in
            calls += 1
            let width = environment.container.contentSize.width
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 120)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 60, width: width / 2, height: 60), zIndex: 3),
            ]
        }
        let solution = Self.solve(NSCollectionLayoutSection(group: group), items: 3)
        let cells = Self.cells(solution, in: CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(cells.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 200, height: 120), CGRect(x: 200, y: 60, width: 200, height: 60),
            CGRect(x: 0, y: 120, width: 200, height: 120),
        ])
        #expect(cells[1].zIndex == 3)
        #expect(calls == 1)
    }

    @Test func flexibleEdgeSpacingSharesTheGroupsLeftOverWidth() {
        // Two 150-point items fit the 400-point group (a third would not, so it is not repeated).
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(150), .absolute(40)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(5), trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitems: [item, item])
        let solution = Self.solve(NSCollectionLayoutSection(group: group), items: 2)
        let frames = Self.cells(solution, in: CGRect(x: 0, y: 0, width: 400, height: 50)).map(\.frame)
        #expect(frames == [CGRect(x: 50, y: 5, width: 150, height: 40), CGRect(x: 250, y: 5, width: 150, height: 40)])
    }

    @Test func flexibleInterItemSpacingJustifiesTheItems() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(120), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(0)
        let solution = Self.solve(NSCollectionLayoutSection(group: group), items: 3)
        // Three 120-point copies fit 400 points; the 40 left over is shared by the two gaps.
        #expect(Self.cells(solution, in: CGRect(x: 0, y: 0, width: 400, height: 50)).map(\.frame.minX) == [0, 140, 280])
    }

    @Test func anEstimatedRowTakesItsMeasuredHeightAndMovesTheRowsAfterIt() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 7, trailing: 16)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        var solution = Self.solve(NSCollectionLayoutSection(group: group), items: 4)
        // Insets along an estimated dimension are ignored, as UIKit does.
        #expect(solution.itemFrame(at: IndexPath(item: 0, section: 0)) == CGRect(x: 16, y: 0, width: 368, height: 44))
        let measured1 = solution.setMeasuredSize(CGSize(width: 368, height: 80), forItemAt: IndexPath(item: 1, section: 0))
        #expect(measured1)
        #expect(solution.itemFrame(at: IndexPath(item: 1, section: 0)) == CGRect(x: 16, y: 44, width: 368, height: 80))
        #expect(solution.itemFrame(at: IndexPath(item: 2, section: 0))?.minY == 124)
        #expect(solution.contentSize.height == 212)
        let measured2 = solution.setMeasuredSize(CGSize(width: 368, height: 80), forItemAt: IndexPath(item: 1, section: 0))
        #expect(!measured2)
    }
}
