import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UITableView: recognizers and controls around rows")
struct TBConflictTests {
    /// A table inside a container whose tap recognizer logs `"superview tapped"`.
    private func sceneWithTap(cancelsTouchesInView: Bool) -> TBTableScene {
        let t = TBTableScene()
        let tap = t.s.addTap(to: t.s.rootView, as: "superview")
        tap.cancelsTouchesInView = cancelsTouchesInView
        return t
    }

    @Test("A tap recognizer on the superview with cancelsTouchesInView swallows didSelectRowAt")
    func tapRecognizerCancels() {
        let t = sceneWithTap(cancelsTouchesInView: true)
        t.driver.tap(at: t.point(row: 2))
        #expect(t.log.contains("superview tapped"))
        #expect(!t.log.contains("didSelect 0.2"))
        #expect(t.table.indexPathForSelectedRow == nil)
        #expect(t.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
    }

    @Test("With cancelsTouchesInView false both the recognizer and the selection fire")
    func tapRecognizerLetsThrough() {
        let t = sceneWithTap(cancelsTouchesInView: false)
        t.driver.tap(at: t.point(row: 2))
        #expect(t.log.contains("superview tapped"))
        #expect(t.log.contains("didSelect 0.2"))
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("A button in a cell takes its own tap; the row is not selected")
    func buttonInCell() {
        let t = TBTableScene()
        var taps = 0
        t.model.dress = { cell, path in
            guard path.row == 1, cell.contentView.subviews.first(where: { $0 is UIButton }) == nil else { return }
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 250, y: 4, width: 80, height: 36)
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            cell.contentView.addSubview(button)
        }
        t.table.reloadData()
        t.s.window.layoutIfNeeded()
        let cell = t.table.cellForRow(at: IndexPath(row: 1, section: 0))
        let button = cell?.contentView.subviews.first { $0 is UIButton }
        let point = button.map { $0.convert(CGPoint(x: 40, y: 18), to: nil) } ?? .zero
        t.driver.tap(at: point)
        #expect(taps == 1)
        #expect(!t.log.contains("didSelect 0.1"))
        #expect(t.table.indexPathForSelectedRow == nil)
        t.driver.tap(at: CGPoint(x: 40, y: point.y))
        #expect(t.log.last == "didSelect 0.1")
    }

    @Test("The detail button calls accessoryButtonTappedForRowWith and does not select")
    func detailButton() {
        final class Delegate: NSObject, UITableViewDataSource, UITableViewDelegate {
            var tapped: [IndexPath] = []
            var selected: [IndexPath] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.accessoryType = .detailButton
                return cell
            }
            func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
                tapped.append(indexPath)
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let s = TestScene()
        let table = UITableView(frame: s.window.bounds, style: .plain)
        let delegate = Delegate()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = delegate
        table.delegate = delegate
        s.add(table)
        s.window.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
        let button = cell.flatMap { firstButton(in: $0) }
        #expect(button != nil)
        if let button { s.driver.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)) }
        #expect(delegate.tapped == [IndexPath(row: 3, section: 0)])
        #expect(delegate.selected.isEmpty)
    }

    private func firstButton(in view: UIView) -> UIButton? {
        for subview in view.subviews {
            if let button = subview as? UIButton { return button }
            if let button = firstButton(in: subview) { return button }
        }
        return nil
    }
}
