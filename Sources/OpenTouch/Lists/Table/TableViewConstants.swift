import Foundation

/// The sizes and durations OpenTouch's tables use where UIKit documents no value. Each is
/// OpenTouch's choice, close to what iOS shows on a 375-point-wide iPhone.
public enum TableViewConstants {
    /// The height of a row whose height is ``UITableView/automaticDimension`` and whose content
    /// view has no constraints to measure: 44 points, the classic iOS row.
    public static let defaultRowHeight: CGFloat = 44
    /// The estimate used for rows not yet measured when ``UITableView/estimatedRowHeight`` is
    /// ``UITableView/automaticDimension``: 44 points.
    public static let defaultEstimatedRowHeight: CGFloat = 44
    /// A `.plain` table's section header or footer height when it has a title or a view and its
    /// height is automatic: 28 points.
    public static let plainHeaderFooterHeight: CGFloat = 28
    /// A `.grouped`/`.insetGrouped` table's section header or footer height with a title or a
    /// view, automatic height: 38 points.
    public static let groupedTitledHeaderFooterHeight: CGFloat = 38
    /// A `.grouped`/`.insetGrouped` table's header or footer height without title or view (the
    /// gap between sections is a footer plus the next header): 18 points.
    public static let groupedEmptyHeaderFooterHeight: CGFloat = 18
    /// The horizontal inset of an `.insetGrouped` table's sections: 20 points.
    public static let insetGroupedMargin: CGFloat = 20
    /// The corner radius of an `.insetGrouped` table's sections: 10 points.
    public static let insetGroupedCornerRadius: CGFloat = 10
    /// The default left inset of separators, and of the classic cell labels: 16 points.
    public static let separatorLeftInset: CGFloat = 16
    /// The thickness of a separator: half a point.
    public static let separatorThickness: CGFloat = 0.5
    /// Extra points above and below the visible area in which cells are kept or made, so that a
    /// slow scroll finds the next row ready: 0 (only rows that intersect the bounds exist).
    public static let tilingMargin: CGFloat = 0
    /// The width given to a built-in accessory (disclosure indicator, checkmark, detail button): 24 points.
    public static let accessoryWidth: CGFloat = 24
    /// The gap between the content view and the accessory, and between the accessory and the
    /// trailing edge: 16 points.
    public static let accessoryPadding: CGFloat = 16
    /// The width of the editing control (delete or insert button) in editing mode: 44 points.
    public static let editingControlWidth: CGFloat = 44
    /// The width of the reorder control in editing mode: 44 points.
    public static let reorderControlWidth: CGFloat = 44
    /// The width of the "Delete" confirmation button: 80 points.
    public static let deleteConfirmationWidth: CGFloat = 80
    /// The duration of insert, delete, move and reload animations: 0.3 seconds.
    public static let updateAnimationDuration: TimeInterval = 0.3
    /// The default indentation width per ``UITableViewCell/indentationLevel``: 10 points (UIKit's documented default).
    public static let indentationWidth: CGFloat = 10
}
