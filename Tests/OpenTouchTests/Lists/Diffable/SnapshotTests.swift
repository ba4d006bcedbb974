import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("NSDiffableDataSourceSnapshot")
struct SnapshotTests {
    private func sample() -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2, 3], toSection: "A")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    @Test func appendingBuildsSectionsAndItems() {
        let snapshot = sample()
        #expect(snapshot.sectionIdentifiers == ["A", "B"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "A") == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "B")
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfSection("B") == 1)
        #expect(snapshot.indexOfItem(99) == nil)
    }

    @Test func insertingMovingAndDeleting() {
        var snapshot = sample()
        snapshot.insertItems([10], beforeItem: 2)
        snapshot.insertItems([11], afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 10, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5, 11])
        snapshot.moveItem(1, afterItem: 4)
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 1, 5, 11])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "B")
        snapshot.moveItem(11, beforeItem: 10)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [11, 10, 2, 3])
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot.insertSections(["Y"], afterSection: "A")
        #expect(snapshot.sectionIdentifiers == ["Z", "A", "Y", "B"])
        snapshot.moveSection("Z", afterSection: "B")
        snapshot.moveSection("B", beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["B", "A", "Y", "Z"])
        snapshot.deleteItems([10, 4, 999])
        #expect(snapshot.itemIdentifiers == [1, 5, 11, 2, 3])
        snapshot.deleteSections(["A"])
        #expect(snapshot.itemIdentifiers == [1, 5])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func reloadAndReconfigureMarksAreKeptInOrderOnce() {
        var snapshot = sample()
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([5])
        snapshot.reloadSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
        snapshot.deleteItems([3])
        #expect(snapshot.reloadedItemIdentifiers == [1])
    }

    @Test func duplicateIdentifiersAreReportedAndTheFirstIsKept() {
        let scene = TestScene()
        let recorder = scene.recorder()
        var snapshot = sample()
        snapshot.appendItems([6, 6, 1], toSection: "B")
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5, 6])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "A")
        #expect(recorder.diagnostics.map(\.kind) == [.unsupportedCall])
        #expect(recorder.diagnostics.first?.description.contains("not unique") == true)
    }

    @Test func appendingWithoutSectionsAddsNothing() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendItems([1])
        #expect(snapshot.numberOfItems == 0)
    }
}

@MainActor
@Suite("NSDiffableDataSourceSectionSnapshot")
struct SectionSnapshotTests {
    private func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Veg"])
        snapshot.append(["Apple", "Pear"], to: "Fruit")
        snapshot.append(["Gala"], to: "Apple")
        snapshot.append(["Leek"], to: "Veg")
        return snapshot
    }

    @Test func treeReadsDepthFirstAndHidesCollapsedChildren() {
        var snapshot = outline()
        #expect(snapshot.items == ["Fruit", "Apple", "Gala", "Pear", "Veg", "Leek"])
        #expect(snapshot.rootItems == ["Fruit", "Veg"])
        #expect(snapshot.visibleItems == ["Fruit", "Veg"])
        snapshot.expand(["Fruit", "Apple"])
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Gala", "Pear", "Veg"])
        snapshot.collapse(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Veg"])
        #expect(!snapshot.isVisible("Gala"))
        #expect(snapshot.isExpanded("Apple"))
        #expect(snapshot.level(of: "Gala") == 2)
        #expect(snapshot.level(of: "Nope") == -1)
        #expect(snapshot.parent(of: "Gala") == "Apple")
        #expect(snapshot.parent(of: "Fruit") == nil)
        #expect(snapshot.index(of: "Pear") == 3)
    }

    @Test func insertingDeletingAndSubtrees() {
        var snapshot = outline()
        snapshot.insert(["Banana"], after: "Apple")
        snapshot.insert(["Nuts"], before: "Veg")
        #expect(snapshot.items == ["Fruit", "Apple", "Gala", "Banana", "Pear", "Nuts", "Veg", "Leek"])
        let fruit = snapshot.snapshot(of: "Fruit")
        #expect(fruit.rootItems == ["Apple", "Banana", "Pear"])
        #expect(fruit.items == ["Apple", "Gala", "Banana", "Pear"])
        #expect(snapshot.snapshot(of: "Fruit", includingParent: true).rootItems == ["Fruit"])
        snapshot.delete(["Apple"])
        #expect(!snapshot.contains("Gala"))
        #expect(snapshot.items == ["Fruit", "Banana", "Pear", "Nuts", "Veg", "Leek"])
        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["Kale"])
        replacement.append(["Baby kale"], to: "Kale")
        snapshot.replace(childrenOf: "Veg", using: replacement)
        #expect(snapshot.items.suffix(3) == ["Veg", "Kale", "Baby kale"])
        #expect(snapshot.level(of: "Baby kale") == 2)
        #expect(snapshot.visualDescription().contains("+ Veg"))
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }
}
