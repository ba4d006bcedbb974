import Foundation
@testable import OpenTouch
import Testing

/// A small seeded generator (SplitMix64), so every run builds the same snapshots.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@MainActor
@Suite("Snapshot differences")
struct SnapshotDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    private func layout(_ snapshot: Snapshot) -> [(section: Int, items: [Int])] {
        snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
    }

    private func same(_ lhs: [(section: Int, items: [Int])]?, _ rhs: [(section: Int, items: [Int])]) -> Bool {
        guard let lhs, lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).allSatisfy { $0.section == $1.section && $0.items == $1.items }
    }

    /// A random snapshot of up to 6 sections drawn from 0..<8 and items drawn from 0..<40.
    private func randomSnapshot(_ random: inout SeededGenerator) -> Snapshot {
        var snapshot = Snapshot()
        let sections = Array(0..<8).shuffled(using: &random).prefix(Int.random(in: 0...6, using: &random))
        snapshot.appendSections(Array(sections))
        var pool = Array(0..<40).shuffled(using: &random)
        for section in sections {
            let count = Int.random(in: 0...min(8, pool.count), using: &random)
            snapshot.appendItems(Array(pool.prefix(count)), toSection: section)
            pool.removeFirst(count)
        }
        return snapshot
    }

    @Test(.tags(.property)) func applyingTheDifferenceToTheOldLayoutGivesTheNewOne() {
        var random = SeededGenerator(state: 21)
        for _ in 0..<500 {
            let old = randomSnapshot(&random)
            var new = randomSnapshot(&random)
            let common = new.itemIdentifiers.filter { old.indexOfItem($0) != nil }
            new.reloadItems(Array(common.prefix(2)))
            new.reloadSections(Array(new.sectionIdentifiers.filter { old.indexOfSection($0) != nil }.prefix(1)))
            let difference = new.difference(from: old)
            #expect(same(difference.applied(to: layout(old), new: layout(new)), layout(new)))
        }
    }

    @Test func identicalSnapshotsHaveNoDifference() {
        var random = SeededGenerator(state: 7)
        let snapshot = randomSnapshot(&random)
        #expect(snapshot.difference(from: snapshot).isEmpty)
    }

    @Test func aSingleMoveIsOneMoveNotARebuild() {
        var old = Snapshot()
        old.appendSections([0])
        old.appendItems([1, 2, 3, 4, 5])
        var new = old
        new.moveItem(5, beforeItem: 1)
        let difference = new.difference(from: old)
        #expect(difference.movedItems == [.init(from: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))])
        #expect(difference.insertedItems.isEmpty && difference.deletedItems.isEmpty)
    }

    @Test func insertsDeletesAndReloadsUseTheirOwnSidesPaths() {
        var old = Snapshot()
        old.appendSections([0, 1])
        old.appendItems([1, 2, 3], toSection: 0)
        old.appendItems([4], toSection: 1)
        var new = Snapshot()
        new.appendSections([1, 2])
        new.appendItems([4, 9], toSection: 1)
        new.appendItems([3], toSection: 2)
        new.reloadItems([4])
        new.reconfigureItems([4])
        let difference = new.difference(from: old)
        #expect(difference.deletedSections == [0])
        #expect(difference.insertedSections == [1])
        #expect(difference.insertedItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.reloadedItems == [IndexPath(item: 0, section: 1)])
        #expect(difference.reconfiguredItems == [IndexPath(item: 0, section: 0)])
        #expect(difference.movedItems.isEmpty)
    }

    @Test func theDifferenceIsTheSameEveryTime() {
        var random = SeededGenerator(state: 99)
        let old = randomSnapshot(&random), new = randomSnapshot(&random)
        let first = new.difference(from: old)
        for _ in 0..<5 { #expect(new.difference(from: old) == first) }
    }

    @Test func largeSnapshotsDiffInLinearishTime() {
        var old = Snapshot()
        old.appendSections([0])
        old.appendItems(Array(0..<100_000))
        var new = old
        new.deleteItems([5, 50_000])
        new.appendItems([-1, -2])
        new.moveItem(99_999, beforeItem: 0)
        let start = Date()
        let difference = new.difference(from: old)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(difference.deletedItems.count == 2 && difference.insertedItems.count == 2)
        #expect(difference.movedItems.count == 1)
    }
}
