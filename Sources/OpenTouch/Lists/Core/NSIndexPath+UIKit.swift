import Foundation

/// UIKit's additions to `NSIndexPath` (the class an `IndexPath` bridges to, and what apps pass
/// as a context-menu configuration's identifier): a section and a row or item.
extension NSIndexPath {
    /// An index path for a table view's row `row` in section `section`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An index path for a collection view's item `item` in section `section`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index.
    public var section: Int { index(atPosition: 0) }
    /// The row in a table view: the second index.
    public var row: Int { index(atPosition: 1) }
    /// The item in a collection view: the second index.
    public var item: Int { index(atPosition: 1) }
}
