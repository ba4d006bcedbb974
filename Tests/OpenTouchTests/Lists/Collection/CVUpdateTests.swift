import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UICollectionView updates: insert, delete, move, reload, batches")
struct CVUpdateTests {
    @Test("Inserting an item shifts the others, animating on the application clock")
    func insertAnimates() {
        let s = CVScene(model: CVModel(count: 6))
        let movedCell = s.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        s.model.sections[0].insert("new", at: 0)
        s.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(s.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === movedCell)
        #expect(movedCell.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        let presentation = movedCell.layer.presentation()
        #expect(presentation?.frame.minY == 0)
        s.driver.wait(CollectionViewConstants.updateAnimationDuration / 2)
        let midY = movedCell.layer.presentation()?.frame.minY ?? -1
        #expect(midY > 0 && midY < 110)
        s.driver.wait(CollectionViewConstants.updateAnimationDuration)
        #expect(isClose(movedCell.layer.presentation()?.frame.minY ?? -1, 110))
        #expect(s.visibleTexts == ["new", "0", "1", "2", "3", "4", "5"])
    }

    @Test("A batch deletes, inserts and moves at once; the selection follows its items; completion runs after the animation")
    func batch() {
        let s = CVScene(model: CVModel(count: 6))
        s.collectionView.allowsMultipleSelection = true
        s.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        s.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        var finished: Bool?
        s.collectionView.performBatchUpdates({
            s.model.sections[0] = ["5", "0", "2", "3", "4", "x"]
            s.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            s.collectionView.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 0, section: 0))
            s.collectionView.insertItems(at: [IndexPath(item: 5, section: 0)])
        }, completion: { finished = $0 })
        #expect(finished == nil)
        #expect(s.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        s.driver.wait(1)
        #expect(finished == true)
        #expect(s.visibleTexts == ["5", "0", "2", "3", "4", "x"])
        #expect(s.collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 6)
    }

    @Test("An update the data source's counts do not match is reported, as UIKit words it, and the data reloaded")
    func inconsistency() {
        let s = CVScene(model: CVModel(count: 6))
        let recorder = s.scene.recorder()
        s.model.sections[0].append(contentsOf: ["a", "b"])
        s.collectionView.insertItems(at: [IndexPath(item: 6, section: 0)])
        let messages = recorder.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("Invalid update: invalid number of items in section 0") })
        s.collectionView.layoutIfNeeded()
        #expect(s.collectionView.numberOfItems(inSection: 0) == 8)
        #expect(s.visibleTexts.count == 8)
    }

    @Test("Deleting a section removes its cells after they fade; reloadItems gives a new cell")
    func sectionsAndReloads() {
        let s = CVScene(model: CVModel(sections: [["a", "b"], ["c", "d"]]))
        let gone = s.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        s.model.sections.removeFirst()
        s.collectionView.deleteSections(IndexSet(integer: 0))
        #expect(gone.superview === s.collectionView)
        s.driver.wait(1)
        #expect(gone.superview == nil)
        #expect(s.visibleTexts == ["c", "d"])
        let old = s.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        s.model.sections[0][1] = "D"
        s.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        s.driver.wait(1)
        #expect(s.visibleTexts == ["c", "D"])
        #expect(s.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) !== old)
    }

    @Test("reloadData asks the data source again and clears the selection")
    func reload() {
        let s = CVScene(model: CVModel(count: 3))
        s.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        s.model.sections = [["x", "y"]]
        s.collectionView.reloadData()
        s.collectionView.layoutIfNeeded()
        #expect(s.visibleTexts == ["x", "y"])
        #expect(s.collectionView.indexPathsForSelectedItems == nil)
    }
}
