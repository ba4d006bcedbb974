import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UITableView: editing mode, delete and reorder controls")
struct TBEditingTests {
    /// The first subview of `view` (depth first) that is a `T` and passes `test`.
    private func find<T: UIView>(_ type: T.Type, in view: UIView, where test: (T) -> Bool = { _ in true }) -> T? {
        for subview in view.subviews {
            if let match = subview as? T, test(match) { return match }
            if let match = find(type, in: subview, where: test) { return match }
        }
        return nil
    }

    private func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test("The delete control shows the Delete button; tapping it commits and the row goes")
    func deleteRow() {
        let t = TBTableScene(rows: 6)
        t.table.setEditing(true, animated: false)
        t.table.layoutIfNeeded()
        guard let cell = t.table.cellForRow(at: IndexPath(row: 2, section: 0)),
              let control = find(UIButton.self, in: cell, where: { $0.accessibilityLabel == "Delete" }) else {
            Issue.record("no delete control")
            return
        }
        #expect(cell.isEditing)
        #expect(cell.editingStyle == .delete)
        t.driver.tap(at: centre(of: control))
        #expect(cell.showingDeleteConfirmation)
        #expect(t.model.edits.isEmpty)
        guard let confirm = find(UIButton.self, in: cell, where: { $0.title(for: .normal) == "Delete" }) else {
            Issue.record("no confirmation button")
            return
        }
        t.driver.tap(at: centre(of: confirm))
        #expect(t.model.edits == ["commit delete 0.2"])
        #expect(t.table.numberOfRows(inSection: 0) == 5)
        #expect(t.table.indexPathForSelectedRow == nil)
        #expect(!t.log.contains { $0.hasPrefix("didSelect") })
    }

    @Test("Dragging a row by its reorder control moves it live and calls moveRowAt once on lift")
    func reorder() {
        let t = TBTableScene(rows: 8) { _, model in
            model.dress = { cell, _ in cell.showsReorderControl = true }
        }
        t.table.setEditing(true, animated: false)
        t.table.layoutIfNeeded()
        guard let cell = t.table.cellForRow(at: IndexPath(row: 1, section: 0)),
              let grip = find(UIView.self, in: cell, where: { $0.accessibilityLabel == "Reorder" }) else {
            Issue.record("no reorder control")
            return
        }
        let start = centre(of: grip)
        let finger = t.driver.down(at: start)
        t.driver.glide(finger, to: CGPoint(x: start.x, y: start.y + 2 * 44), duration: 0.3)
        #expect(isClose(cell.frame.minY, 3 * 44, within: 1))
        #expect(isClose(t.table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY, CGFloat(2 * 44)))
        #expect(t.model.edits.isEmpty)
        t.driver.up(finger)
        #expect(t.model.edits == ["move 0.1 to 0.3"])
        #expect(t.model.sections[0][3] == "Row 1")
        #expect(t.table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
        #expect(t.table.contentOffset.y == 0)
        #expect(!t.log.contains { $0.hasPrefix("didSelect") })
    }

    @Test("A finger that moves on the reorder control before the clock ticks still drags the row, not the table")
    func reorderWithImmediateMove() {
        let t = TBTableScene(rows: 8) { _, model in
            model.dress = { cell, _ in cell.showsReorderControl = true }
        }
        t.table.setEditing(true, animated: false)
        t.table.layoutIfNeeded()
        guard let cell = t.table.cellForRow(at: IndexPath(row: 0, section: 0)),
              let grip = find(UIView.self, in: cell, where: { $0.accessibilityLabel == "Reorder" }) else {
            Issue.record("no reorder control")
            return
        }
        let start = centre(of: grip)
        let finger = t.driver.down(at: start)
        // A busy window delivers the press and the first 20 points of motion in one frame.
        t.driver.move(finger, to: CGPoint(x: start.x, y: start.y + 20))
        t.driver.glide(finger, to: CGPoint(x: start.x, y: start.y + 2 * 44), duration: 0.3)
        t.driver.up(finger)
        #expect(t.model.edits == ["move 0.0 to 0.2"])
        #expect(t.table.contentOffset.y == 0)
        #expect(!t.table.isDragging)
    }

    @Test("Without showsReorderControl or canMoveRowAt there is no reorder control")
    func noReorderControl() {
        let t = TBTableScene(rows: 3)
        t.table.setEditing(true, animated: false)
        t.table.layoutIfNeeded()
        let cell = t.table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell.flatMap { find(UIView.self, in: $0, where: { $0.accessibilityLabel == "Reorder" }) } == nil)
    }
}
