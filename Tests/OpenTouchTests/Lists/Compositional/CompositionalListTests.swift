import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Lists made with UICollectionViewCompositionalLayout.list(using:)")
struct CompositionalListTests {
    static func list(_ configuration: UICollectionLayoutListConfiguration, heights: [[CGFloat]]) -> CLScene {
        CLScene(model: CLModel(heights: heights), layout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    @Test func rowsSizeThemselvesFromTheirConstraintsAndMoveTheRowsBelow() {
        let list = Self.list(UICollectionLayoutListConfiguration(appearance: .plain), heights: [(0..<100).map { $0 % 2 == 0 ? 80 : 30 }])
        #expect(list.frame(0) == CGRect(x: 0, y: 0, width: 375, height: 80))
        #expect(list.frame(1) == CGRect(x: 0, y: 80, width: 375, height: 30))
        #expect(list.frame(2)?.minY == 110)
        #expect(list.collectionView.visibleCells.count < 40)
    }

    @Test func aPlainListPinsItsSectionHeadersWhileTheSectionScrolls() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let list = Self.list(configuration, heights: [Array(repeating: 44, count: 30), Array(repeating: 44, count: 30)])
        let header = IndexPath(item: 0, section: 0)
        let kind = UICollectionView.elementKindSectionHeader
        #expect(list.collectionView.supplementaryView(forElementKind: kind, at: header)?.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(list.frame(0)?.minY == 44)
        list.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.supplementaryView(forElementKind: kind, at: header)?.frame.minY == 300)
    }

    @Test func anInsetGroupedListInsetsItsSectionsFromTheSidesAndSpacesThem() {
        let list = Self.list(UICollectionLayoutListConfiguration(appearance: .insetGrouped), heights: [[44, 44], [44]])
        let side = CompositionalLayoutListConstants.insetGroupedSideInset
        let gap = CompositionalLayoutListConstants.groupedSectionSpacing
        #expect(list.frame(0) == CGRect(x: side, y: gap, width: 375 - 2 * side, height: 44))
        #expect(list.frame(0, section: 1)?.minY == gap + 88 + gap)
    }

    @Test func aTapOnARowSelectsIt() throws {
        let list = Self.list(UICollectionLayoutListConfiguration(appearance: .plain), heights: [Array(repeating: 44, count: 20)])
        let cell = try #require(list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        list.driver.tap(cell)
        list.driver.wait(0.5)
        #expect(list.model.selected == [IndexPath(item: 3, section: 0)])
    }

    @Test func aListCellIndentsItsContentViewByLevelTimesWidth() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 20, y: 0, width: 280, height: 44))
        cell.indentationWidth = 30
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 60)
    }
}
