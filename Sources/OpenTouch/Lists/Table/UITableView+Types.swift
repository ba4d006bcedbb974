import Foundation

extension UITableView {
    /// The look of a table.
    public enum Style: Int, Sendable, Hashable {
        /// Rows edge to edge; section headers and footers stick to the top and bottom while their section shows.
        case plain = 0
        /// Sections in groups separated by gaps; headers and footers scroll with the rows.
        case grouped = 1
        /// Grouped sections inset from the edges with rounded corners.
        case insetGrouped = 2
    }

    /// Where ``UITableView/scrollToRow(at:at:animated:)`` puts the row.
    public enum ScrollPosition: Int, Sendable, Hashable {
        /// The least scrolling that makes the row visible.
        case none = 0
        /// The row at the top of the visible area.
        case top = 1
        /// The row in the middle of the visible area.
        case middle = 2
        /// The row at the bottom of the visible area.
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable, Hashable {
        /// Fades in or out.
        case fade = 0
        /// Slides in from or out to the right.
        case right = 1
        /// Slides in from or out to the left.
        case left = 2
        /// Slides in from or out to the top.
        case top = 3
        /// Slides in from or out to the bottom.
        case bottom = 4
        /// No animation of the rows themselves (the others still move).
        case none = 5
        /// Keeps the row in the middle while it appears or disappears.
        case middle = 6
        /// The table chooses (here: fade).
        case automatic = 100
    }

    /// The separators' style.
    public enum SeparatorStyle: Int, Sendable, Hashable {
        /// No separators.
        case none = 0
        /// A thin line below each row.
        case singleLine = 1
        /// A thin etched line (drawn as `.singleLine`).
        case singleLineEtched = 2
    }

    /// How a separator's inset is measured.
    public enum SeparatorInsetReference: Int, Sendable, Hashable {
        /// From the cell's edges.
        case fromCellEdges = 0
        /// From the table's layout margins (here: as `.fromCellEdges`).
        case fromAutomaticInsets = 1
    }

    /// A height that tells the table to choose: self-sizing rows, headers sized to their title.
    /// The value is -1, as UIKit's.
    public static let automaticDimension: CGFloat = -1
}
