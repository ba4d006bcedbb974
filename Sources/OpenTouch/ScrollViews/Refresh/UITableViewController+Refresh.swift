import Foundation

extension UITableViewController {
    /// The table view's refresh control: the same as `tableView.refreshControl`, as in UIKit.
    public var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }
}
