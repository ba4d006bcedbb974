import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UITableView: batch updates, animations and the consistency check")
struct TBUpdateTests {
    @Test("Inserted rows slide the others down on the application's clock")
    func insertAnimates() {
        let t = TBTableScene(rows: 10)
        let cell = t.table.cellForRow(at: IndexPath(row: 3, section: 0))
        t.model.sections[0].insert("new", at: 1)
        var finished: Bool?
        t.table.performBatchUpdates({
            t.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }, completion: { finished = $0 })
        #expect(t.table.numberOfRows(inSection: 0) == 11)
        #expect(t.table.cellForRow(at: IndexPath(row: 4, section: 0)) === cell)
        #expect(isClose(cell?.frame.minY, CGFloat(4 * 44)))
        #expect(finished == nil)
        t.driver.wait(TableViewConstants.updateAnimationDuration / 2)
        let midway = cell?.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 3 * 44 && midway < 4 * 44)
        t.driver.wait(TableViewConstants.updateAnimationDuration)
        #expect(finished == true)
        #expect(isClose(cell?.layer.presentation()?.frame.minY, CGFloat(4 * 44)))
        #expect(t.table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "new")
    }

    @Test("The selection follows inserts, deletes and moves")
    func selectionFollows() {
        let t = TBTableScene(rows: 10)
        t.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        t.model.sections[0].insert("x", at: 0)
        t.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        t.model.sections[0].remove(at: 1)
        t.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        let row = t.model.sections[0].remove(at: 3)
        t.model.sections[0].insert(row, at: 8)
        t.table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 8, section: 0))
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 8, section: 0))
        t.model.sections[0].remove(at: 8)
        t.table.deleteRows(at: [IndexPath(row: 8, section: 0)], with: .fade)
        #expect(t.table.indexPathForSelectedRow == nil)
    }

    @Test("Counts that do not add up are reported with UIKit's text, and the table reloads")
    func inconsistent() {
        let t = TBTableScene(rows: 5)
        let recorder = t.s.recorder()
        t.model.sections[0].append("sneaky")
        t.model.sections[0].append("extra")
        t.table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
        #expect(recorder.diagnostics.map(\.kind) == [.invalidListUpdate])
        let message = recorder.diagnostics.first?.message ?? ""
        #expect(message.contains("invalid number of rows in section 0"))
        #expect(message.contains("after the update (7)"))
        #expect(message.contains("before the update (5)"))
        #expect(message.contains("(1 inserted, 0 deleted)"))
        #expect(t.table.numberOfRows(inSection: 0) == 7)
    }

    @Test("Sections insert and delete; beginUpdates and endUpdates nest")
    func sections() {
        let t = TBTableScene(sections: [["a"], ["b", "c"]])
        t.table.beginUpdates()
        t.model.sections.insert(["x", "y", "z"], at: 0)
        t.table.insertSections(IndexSet(integer: 0), with: .fade)
        t.table.beginUpdates()
        t.model.sections.remove(at: 2)
        t.table.deleteSections(IndexSet(integer: 1), with: .fade)
        t.table.endUpdates()
        #expect(t.table.numberOfSections == 2)
        t.table.endUpdates()
        #expect(t.table.numberOfSections == 2)
        #expect(t.table.numberOfRows(inSection: 0) == 3)
        #expect(t.table.numberOfRows(inSection: 1) == 1)
        #expect(t.table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "a")
    }
}
