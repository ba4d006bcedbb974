import Foundation

/// The sizes and delays of OpenTouch's menus. UIKit does not document them: each is OpenTouch's
/// choice, close to what iOS 17 shows on an iPhone.
public enum MenuConstants {
    /// The width of a list menu (context menus and button menus), in points.
    public static let listWidth: CGFloat = 250
    /// The height of one row of a list menu, in points.
    public static let rowHeight: CGFloat = 44
    /// The height of the menu's title row, in points.
    public static let titleHeight: CGFloat = 34
    /// The height of the gap between inline groups, in points.
    public static let groupSeparatorHeight: CGFloat = 8
    /// The smallest distance between a menu and the window's edges, in points.
    public static let edgeMargin: CGFloat = 8
    /// The distance between a menu and the view or rectangle it is anchored at, in points.
    public static let anchorGap: CGFloat = 8
    /// How long a finger must press for a context menu to appear, in seconds (UIKit's long press, 0.5 s).
    public static let contextMenuPressDuration: TimeInterval = 0.5
    /// How much a context menu's lifted preview is scaled up.
    public static let previewLiftScale: CGFloat = 1.05
    /// The height of an edit menu's bar, in points.
    public static let editMenuHeight: CGFloat = 36
    /// The space on each side of an edit menu item's title, in points.
    public static let editMenuItemPadding: CGFloat = 12
    /// The title of the row a deferred element shows while it loads.
    public static let loadingTitle = "Loading…"
}
