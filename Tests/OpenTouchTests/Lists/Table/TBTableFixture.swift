import Foundation
import OpenTouch
import Testing

// Shared pieces of the Lists/Table suites, prefixed `TB` because all test files share one module.

/// A data source and delegate as an app writes one: rows are strings in sections, and every
/// delegate call of the selection machinery is written to the scene's log as
/// `"didSelect 0.2"` (section.row).
@MainActor
final class TBTableModel: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var titles: [String?]
    let log: CallLog
    /// What `willSelectRowAt` returns, by row; missing rows return themselves.
    var redirects: [IndexPath: IndexPath?] = [:]
    /// Rows whose `shouldHighlightRowAt` is false.
    var unhighlightable: Set<IndexPath> = []
    /// Called from `cellForRowAt` to dress a cell.
    var dress: ((UITableViewCell, IndexPath) -> Void)?
    /// How many cells `cellForRowAt` handed out.
    private(set) var cellRequests = 0
    /// Every distinct cell `cellForRowAt` handed out.
    private(set) var distinctCells: [UITableViewCell] = []
    /// `commit editingStyle` and `moveRowAt` calls.
    private(set) var edits: [String] = []

    init(sections: [[String]], titles: [String?] = [], log: CallLog) {
        self.sections = sections
        self.titles = titles
        self.log = log
    }

    convenience init(rows: Int, log: CallLog) {
        self.init(sections: [(0..<rows).map { "Row \($0)" }], log: log)
    }

    static func name(_ path: IndexPath) -> String { "\(path.section).\(path.row)" }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if !distinctCells.contains(where: { $0 === cell }) { distinctCells.append(cell) }
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        dress?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < titles.count ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(Self.name(indexPath))")
        return !unhighlightable.contains(indexPath)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(Self.name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(Self.name(indexPath))")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(Self.name(indexPath))")
        if let redirect = redirects[indexPath] { return redirect }
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(Self.name(indexPath))")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(Self.name(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(Self.name(indexPath))")
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        edits.append("commit \(editingStyle == .delete ? "delete" : "insert") \(Self.name(indexPath))")
        if editingStyle == .delete {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        edits.append("move \(Self.name(sourceIndexPath)) to \(Self.name(destinationIndexPath))")
        let row = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
    }
}

/// A table of 44-point rows filling a 375 × 667 scene, fed by a ``TBTableModel``.
@MainActor
struct TBTableScene {
    let s: TestScene
    let table: UITableView
    let model: TBTableModel

    init(rows: Int = 50, style: UITableView.Style = .plain, cellClass: AnyClass = UITableViewCell.self,
         sections: [[String]]? = nil, titles: [String?] = [], configure: (UITableView, TBTableModel) -> Void = { _, _ in }) {
        let scene = TestScene()
        s = scene
        table = UITableView(frame: scene.window.bounds, style: style)
        model = sections.map { TBTableModel(sections: $0, titles: titles, log: scene.log) }
            ?? TBTableModel(rows: rows, log: scene.log)
        table.rowHeight = 44
        table.register(cellClass, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.delegate = model
        configure(table, model)
        s.add(table)
        s.window.layoutIfNeeded()
    }

    var driver: TouchDriver { s.driver }
    var log: [String] { s.log.lines }

    /// The centre of the row at `row` (section 0) in window coordinates, as the table shows it now.
    func point(row: Int, section: Int = 0) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: section))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    /// Runs a main-loop turn (layout after scrolling).
    func settle() {
        _ = s.app.runMainLoopTurn()
    }
}

/// A cell that counts `prepareForReuse` and the `setHighlighted`/`setSelected` calls, as an app
/// cell that restyles itself does.
@MainActor
final class TBCountingCell: UITableViewCell {
    private(set) var reuses = 0
    private(set) var states: [String] = []

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        states.append("highlighted \(highlighted)")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        states.append("selected \(selected)")
    }
}
