import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UITableView: a finger highlights and selects rows as on iOS")
struct TBSelectionTouchTests {
    @Test("A tap highlights, unhighlights and selects, in UIKit's delegate order")
    func tapOrder() {
        let t = TBTableScene()
        t.driver.tap(at: t.point(row: 2))
        #expect(t.log == ["shouldHighlight 0.2", "didHighlight 0.2", "didUnhighlight 0.2",
                          "willSelect 0.2", "didSelect 0.2"])
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(t.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        t.s.log.removeAll()
        t.driver.tap(at: t.point(row: 4))
        #expect(t.log == ["shouldHighlight 0.4", "didHighlight 0.4", "didUnhighlight 0.4",
                          "willSelect 0.4", "willDeselect 0.2", "didDeselect 0.2", "didSelect 0.4"])
        #expect(t.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(t.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test("A slow press highlights the row after the content-touch delay, and the lift selects it")
    func slowPress() {
        let t = TBTableScene(cellClass: TBCountingCell.self)
        let finger = t.driver.down(at: t.point(row: 1))
        t.driver.wait(0.1)
        #expect(t.log.isEmpty)
        t.driver.wait(0.1)
        #expect(t.log == ["shouldHighlight 0.1", "didHighlight 0.1"])
        let cell = t.table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TBCountingCell
        #expect(cell?.isHighlighted == true)
        t.driver.up(finger)
        #expect(t.log.suffix(3) == ["didUnhighlight 0.1", "willSelect 0.1", "didSelect 0.1"])
        #expect(cell?.states == ["highlighted true", "highlighted false", "selected true"])
    }

    @Test("A drag that starts on a row scrolls, undoes the highlight and selects nothing")
    func dragScrolls() {
        let t = TBTableScene()
        let start = t.point(row: 5)
        let finger = t.driver.down(at: start)
        t.driver.wait(0.2)
        #expect(t.log == ["shouldHighlight 0.5", "didHighlight 0.5"])
        t.driver.glide(finger, to: CGPoint(x: start.x, y: start.y - 120))
        t.driver.up(finger)
        t.driver.wait(1)
        #expect(t.log == ["shouldHighlight 0.5", "didHighlight 0.5", "didUnhighlight 0.5"])
        #expect(t.table.contentOffset.y > 50)
        #expect(t.table.indexPathForSelectedRow == nil)
    }

    @Test("A quick flick never reaches the row: no highlight at all")
    func quickFlick() {
        let t = TBTableScene()
        let start = t.point(row: 5)
        t.driver.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.1)
        t.driver.wait(1)
        #expect(t.log.isEmpty)
        #expect(t.table.contentOffset.y > 100)
    }

    @Test("Multiple selection: a tap on a selected row deselects it")
    func multipleSelection() {
        let t = TBTableScene { table, _ in table.allowsMultipleSelection = true }
        t.driver.tap(at: t.point(row: 1))
        t.driver.tap(at: t.point(row: 3))
        #expect(t.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        t.s.log.removeAll()
        t.driver.tap(at: t.point(row: 1))
        #expect(t.log == ["shouldHighlight 0.1", "didHighlight 0.1", "didUnhighlight 0.1",
                          "willDeselect 0.1", "didDeselect 0.1"])
        #expect(t.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test("willSelectRowAt redirects the selection to another row, or refuses it with nil")
    func redirectAndRefuse() {
        let t = TBTableScene()
        t.model.redirects[IndexPath(row: 2, section: 0)] = IndexPath(row: 6, section: 0)
        t.model.redirects[IndexPath(row: 3, section: 0)] = .some(nil)
        t.driver.tap(at: t.point(row: 2))
        #expect(t.log.last == "didSelect 0.6")
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
        t.s.log.removeAll()
        t.driver.tap(at: t.point(row: 3))
        #expect(t.log == ["shouldHighlight 0.3", "didHighlight 0.3", "didUnhighlight 0.3", "willSelect 0.3"])
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
    }

    @Test("shouldHighlightRowAt false refuses the highlight and the selection")
    func refusedHighlight() {
        let t = TBTableScene()
        t.model.unhighlightable = [IndexPath(row: 2, section: 0)]
        t.driver.tap(at: t.point(row: 2))
        #expect(t.log == ["shouldHighlight 0.2"])
        #expect(t.table.indexPathForSelectedRow == nil)
    }

    @Test("allowsSelection false: no highlight, no selection")
    func selectionOff() {
        let t = TBTableScene { table, _ in table.allowsSelection = false }
        t.driver.tap(at: t.point(row: 2))
        #expect(t.log.isEmpty)
        #expect(t.table.indexPathForSelectedRow == nil)
    }

    @Test("selectRow and deselectRow call no delegate methods; reloadData clears the selection")
    func programmatic() {
        let t = TBTableScene()
        t.table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .middle)
        t.s.window.layoutIfNeeded()
        #expect(t.log.isEmpty)
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 30, section: 0))
        #expect(t.table.cellForRow(at: IndexPath(row: 30, section: 0))?.isSelected == true)
        let rect = t.table.rectForRow(at: IndexPath(row: 30, section: 0))
        let inset = t.table.adjustedContentInset
        let middle = inset.top + (t.table.bounds.height - inset.top - inset.bottom) / 2
        #expect(isClose(rect.midY - t.table.contentOffset.y, middle, within: 0.5))
        t.table.deselectRow(at: IndexPath(row: 30, section: 0), animated: false)
        #expect(t.table.indexPathForSelectedRow == nil)
        t.table.selectRow(at: IndexPath(row: 31, section: 0), animated: false, scrollPosition: .none)
        t.table.reloadData()
        #expect(t.table.indexPathForSelectedRow == nil)
        #expect(t.log.isEmpty)
    }
}
