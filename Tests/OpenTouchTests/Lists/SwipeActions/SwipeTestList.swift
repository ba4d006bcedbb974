import Foundation
@testable import OpenTouch

/// A scroll view of 44-point rows that hosts swipe actions through OpenTouch's internal host
/// protocol, as a table view does: the interaction is tested here apart from any one list class.
@MainActor
final class SwipeTestList: UIScrollView, SwipeActionsHost {
    /// A row: a cell with a content view that counts finished touches (a stand-in for selection).
    final class Row: UIView {
        let content = UIView()
        var endedTouches = 0
        var cancelledTouches = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            content.frame = bounds
            content.isUserInteractionEnabled = false
            addSubview(content)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endedTouches += 1 }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelledTouches += 1 }
    }

    static let rowHeight: CGFloat = 44
    private(set) var rows: [Row] = []
    var leading: [Int: UISwipeActionsConfiguration] = [:]
    var trailing: [Int: UISwipeActionsConfiguration] = [:]
    var editing = false
    var events: [String] = []
    private(set) var controller: SwipeActionsController!

    init(rowCount: Int, frame: CGRect) {
        super.init(frame: frame)
        contentSize = CGSize(width: frame.width, height: CGFloat(rowCount) * Self.rowHeight)
        rows = (0..<rowCount).map { Row(frame: CGRect(x: 0, y: CGFloat($0) * Self.rowHeight, width: frame.width, height: Self.rowHeight)) }
        for row in rows { addSubview(row) }
        controller = SwipeActionsController(host: self)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    var swipeScrollView: UIScrollView { self }
    var allowsSwipeActions: Bool { !editing }

    func swipeIndexPath(at point: CGPoint) -> IndexPath? {
        let row = Int(point.y / Self.rowHeight)
        return rows.indices.contains(row) && point.y >= 0 ? IndexPath(row: row, section: 0) : nil
    }

    func swipeCell(at indexPath: IndexPath) -> UIView? { rows[indexPath.row] }

    func swipeActionsConfiguration(at indexPath: IndexPath, leading isLeading: Bool) -> UISwipeActionsConfiguration? {
        isLeading ? leading[indexPath.row] : trailing[indexPath.row]
    }

    func swipeActionsWillBegin(at indexPath: IndexPath) { events.append("willBegin \(indexPath.row)") }
    func swipeActionsDidEnd(at indexPath: IndexPath?) { events.append("didEnd \(indexPath?.row ?? -1)") }
}
