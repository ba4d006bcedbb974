import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UICollectionView selection and highlight by touch")
struct CVSelectionTests {
    @Test("A tap highlights, then on lift asks shouldSelect, unhighlights and selects")
    func tapSelects() {
        let s = CVScene(model: CVModel(count: 10))
        s.tap(4)
        #expect(s.model.calls == ["shouldHighlight 0-4", "didHighlight 0-4", "shouldSelect 0-4",
                                  "didUnhighlight 0-4", "didSelect 0-4"])
        #expect(s.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(s.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        #expect(s.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == false)
    }

    @Test("A press highlights after the scroll view's content-touch delay, not before")
    func highlightAfterDelay() {
        let s = CVScene(model: CVModel(count: 10))
        let cell = s.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        let finger = s.driver.down(at: s.driver.screenLocation(of: cell))
        s.driver.wait(0.1)
        #expect(cell.isHighlighted == false)
        s.driver.wait(0.1)
        #expect(cell.isHighlighted)
        #expect(s.model.calls == ["shouldHighlight 0-1", "didHighlight 0-1"])
        s.driver.up(finger)
        #expect(!cell.isHighlighted && cell.isSelected)
    }

    @Test("Single selection: tapping another item deselects the first; tapping the selected one selects it again")
    func singleSelection() {
        let s = CVScene(model: CVModel(count: 10))
        s.tap(1)
        s.model.calls = []
        s.tap(2)
        #expect(s.model.calls == ["shouldHighlight 0-2", "didHighlight 0-2", "shouldSelect 0-2",
                                  "didUnhighlight 0-2", "didDeselect 0-1", "didSelect 0-2"])
        s.model.calls = []
        s.tap(2)
        #expect(s.model.calls.last == "didSelect 0-2")
        #expect(!s.model.calls.contains { $0.hasPrefix("didDeselect") || $0.hasPrefix("shouldDeselect") })
        #expect(s.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("Multiple selection: taps toggle, asking shouldDeselect for a selected item")
    func multipleSelection() {
        let s = CVScene(model: CVModel(count: 10))
        s.collectionView.allowsMultipleSelection = true
        s.tap(1)
        s.tap(3)
        #expect(s.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        s.model.calls = []
        s.tap(1)
        #expect(s.model.calls == ["shouldHighlight 0-1", "didHighlight 0-1", "shouldDeselect 0-1",
                                  "didUnhighlight 0-1", "didDeselect 0-1"])
        s.model.deselectAnswer = false
        s.tap(3)
        #expect(s.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("shouldHighlight false prevents both highlight and selection; shouldSelect false only selection")
    func refusals() {
        let s = CVScene(model: CVModel(count: 10))
        s.model.highlightAnswer = false
        s.tap(0)
        #expect(s.model.calls == ["shouldHighlight 0-0"])
        #expect(s.collectionView.indexPathsForSelectedItems == nil)
        s.model.highlightAnswer = true
        s.model.selectAnswer = false
        s.model.calls = []
        s.tap(0)
        #expect(s.model.calls == ["shouldHighlight 0-0", "didHighlight 0-0", "shouldSelect 0-0", "didUnhighlight 0-0"])
        #expect(s.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("allowsSelection false: taps ask nothing and select nothing")
    func selectionOff() {
        let s = CVScene(model: CVModel(count: 10))
        s.collectionView.allowsSelection = false
        s.tap(0)
        #expect(s.model.calls.isEmpty)
        #expect(s.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("A drag that starts on an item scrolls and unhighlights without selecting")
    func dragScrolls() {
        let s = CVScene(model: CVModel(count: 100))
        let cell = s.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!
        let start = s.driver.screenLocation(of: cell)
        let finger = s.driver.down(at: start)
        s.driver.wait(0.2)
        #expect(cell.isHighlighted)
        s.driver.glide(finger, to: CGPoint(x: start.x, y: start.y - 200))
        s.driver.up(finger)
        #expect(s.collectionView.contentOffset.y > 100)
        #expect(s.model.calls == ["shouldHighlight 0-4", "didHighlight 0-4", "didUnhighlight 0-4"])
        #expect(s.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("A tap recognizer on a superview cancels the touch: it fires and the item is not selected")
    func superviewTapCancels() {
        let s = CVScene(model: CVModel(count: 10))
        let tap = s.scene.addTap(to: s.scene.rootView, as: "background")
        s.tap(0)
        #expect(s.scene.log.lines == ["background tapped"])
        #expect(s.collectionView.indexPathsForSelectedItems == nil)
        #expect(!s.model.calls.contains("didSelect 0-0"))
        tap.cancelsTouchesInView = false
        s.tap(0)
        #expect(s.scene.log.lines == ["background tapped", "background tapped"])
        #expect(s.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("A button inside a cell takes its own tap without selecting the item")
    func buttonInCell() {
        let s = CVScene(model: CVModel(count: 10))
        let cell = s.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        cell.contentView.addSubview(button)
        s.driver.tap(button)
        #expect(taps == 1)
        #expect(s.collectionView.indexPathsForSelectedItems == nil)
        #expect(!s.model.calls.contains("didSelect 0-0"))
    }

    @Test("selectItem and deselectItem call no delegate method; cells show the state when they appear")
    func programmatic() {
        let s = CVScene(model: CVModel(count: 100))
        let far = IndexPath(item: 90, section: 0)
        s.collectionView.selectItem(at: far, animated: false, scrollPosition: .centeredVertically)
        s.collectionView.layoutIfNeeded()
        #expect(s.collectionView.cellForItem(at: far)?.isSelected == true)
        #expect(s.model.calls.isEmpty)
        s.collectionView.selectItem(at: IndexPath(item: 91, section: 0), animated: false, scrollPosition: [])
        #expect(s.collectionView.indexPathsForSelectedItems == [IndexPath(item: 91, section: 0)])
        s.collectionView.deselectItem(at: IndexPath(item: 91, section: 0), animated: false)
        #expect(s.collectionView.indexPathsForSelectedItems == nil)
        #expect(s.model.calls.isEmpty)
    }
}
