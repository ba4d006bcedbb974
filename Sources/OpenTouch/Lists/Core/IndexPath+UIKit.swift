import Foundation

/// UIKit's additions to `IndexPath`: a path of two indexes, a section and a row (tables) or an
/// item (collection views).
extension IndexPath {
    /// An index path for a table view's row `row` in section `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for a collection view's item `item` in section `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get {
            precondition(count == 2, "IndexPath.section needs an index path of two indexes, not \(count)")
            return self[0]
        }
        set {
            precondition(count == 2, "IndexPath.section needs an index path of two indexes, not \(count)")
            self[0] = newValue
        }
    }

    /// The row in a table view: the second index.
    public var row: Int {
        get {
            precondition(count == 2, "IndexPath.row needs an index path of two indexes, not \(count)")
            return self[1]
        }
        set {
            precondition(count == 2, "IndexPath.row needs an index path of two indexes, not \(count)")
            self[1] = newValue
        }
    }

    /// The item in a collection view: the second index, the same as ``row``.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
