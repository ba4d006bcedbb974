import Foundation
import OpenTouch

/// A plain `UITableViewController` with two sections, "Fruit" and "Vegetables", of 15 rows of 60
/// points each (odd-numbered items white, even ones systemGray6), each row a title and a bordered
/// button. Tapping a button logs its action; tapping a row logs its selection and deselects it;
/// scrolling logs the content offset. A long press on the table toggles editing mode, where each
/// row shows a delete control (its "Delete" button removes the row) and a reorder control (drag
/// it to move the row).
final class ListWindowController: UITableViewController {
    static let rowHeight: CGFloat = 60

    private let log: @MainActor (String) -> Void
    private var sections = ListWindowItem.sections
    private var lastLoggedOffset: CGPoint?

    init(log: @escaping @MainActor (String) -> Void) {
        self.log = log
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = .white
        tableView.rowHeight = Self.rowHeight
        tableView.estimatedRowHeight = Self.rowHeight
        tableView.register(ListWindowCell.self, forCellReuseIdentifier: ListWindowCell.reuseIdentifier)
        tableView.addGestureRecognizer(UILongPressGestureRecognizer(target: self,
                                                                    action: ListWindowController.longPressed(_:)))
    }

    func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        setEditing(!isEditing, animated: true)
        log("editing \(isEditing ? "on" : "off")")
    }

    func buttonTapped(_ sender: ListButton) {
        log("action: Button \(sender.tag) tapped")
    }

    // MARK: Data source

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].items.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ListWindowCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? ListWindowCell {
            cell.show(sections[indexPath.section].items[indexPath.row])
            cell.button.removeTarget(nil, action: nil, for: .allEvents)
            cell.button.addTarget(self, action: ListWindowController.buttonTapped, for: .touchUpInside)
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        let item = sections[indexPath.section].items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        log("commit delete section \(indexPath.section) row \(indexPath.row) (\(item.name))")
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                            to destinationIndexPath: IndexPath) {
        let item = sections[sourceIndexPath.section].items.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].items.insert(item, at: destinationIndexPath.row)
        log("moveRowAt section \(sourceIndexPath.section) row \(sourceIndexPath.row) to section "
            + "\(destinationIndexPath.section) row \(destinationIndexPath.row) (\(item.name))")
    }

    // MARK: Delegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log("didSelectRowAt section \(indexPath.section) row \(indexPath.row)")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset
        guard offset != lastLoggedOffset else { return }
        lastLoggedOffset = offset
        log("UIScrollView contentOffset (\(Self.format(offset.x)), \(Self.format(offset.y)))")
    }

    static func format(_ value: CGFloat) -> String {
        String(format: "%.1f", Double(value))
    }
}
