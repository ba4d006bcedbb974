import Foundation

/// The object that gives a ``UITableView`` its sections, rows and cells.
///
/// UIKit's optional methods have default implementations that behave as their absence does in
/// UIKit; ``tableView(_:canMoveRowAt:)`` follows OpenTouch's rule (see the Tables article).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, or nil. Default nil.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, or nil. Default nil.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row may be edited (deleted, inserted, swiped). Default true.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control in editing mode. Default: the visible cell's
    /// ``UITableViewCell/showsReorderControl`` (OpenTouch's rule; UIKit asks whether
    /// ``tableView(_:moveRowAt:to:)`` is implemented).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index. Default nil (OpenTouch draws no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a section-index title leads to. Default `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The user deleted or inserted the row in editing mode (or by a swipe). Default: nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// The user moved a row with its reorder control; update the model. Default: nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// Returns 1.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Returns nil.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Returns nil.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Returns true.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Returns the visible cell's ``UITableViewCell/showsReorderControl`` (false when not visible).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.defaultCanMoveRow(at: indexPath)
    }
    /// Returns nil.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Returns `index`.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {}
}
