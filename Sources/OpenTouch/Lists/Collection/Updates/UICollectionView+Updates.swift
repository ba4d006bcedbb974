import Foundation

/// Inserting, deleting, moving and reloading items and sections, alone or in a batch.
///
/// The data source must already reflect the changes when the batch ends (change the model inside
/// the `updates` block). The collection view then checks, as UIKit does, that each section's new
/// count equals its old count plus insertions and moves in, minus deletions and moves out; when
/// it does not, it reports UIKit's "Invalid update" message as a diagnostic and reloads instead
/// of raising. Cells move to their new places on the application clock over
/// ``CollectionViewConstants/updateAnimationDuration``, inserted ones from the layout's
/// `initialLayoutAttributesForAppearingItem(at:)` and deleted ones to its
/// `finalLayoutAttributesForDisappearingItem(at:)` (fading when the layout gives none).
extension UICollectionView {
    /// Runs `updates` (which announces changes and updates the model), then applies the
    /// changes as one animated update and calls `completion` when its animations end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingUpdate == nil
        if outer { pendingUpdate = CollectionUpdate() }
        updates?()
        guard outer, let update = pendingUpdate else {
            completion?(true)
            return
        }
        pendingUpdate = nil
        guard sectionCounts != nil else {
            // Nothing was loaded yet: the new data is simply loaded.
            reloadData()
            completion?(true)
            return
        }
        apply(update, completion: completion)
    }

    /// Inserts items at `indexPaths` (new index paths).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    /// Deletes the items at `indexPaths` (old index paths).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    /// Replaces the cells of the items at `indexPaths` with new ones from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths }
    }

    /// Moves the item at `indexPath` to `newIndexPath`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections `sections` (new indexes).
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections += Array(sections) }
    }

    /// Deletes the sections `sections` (old indexes).
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections += Array(sections) }
    }

    /// Replaces the sections `sections` with their new contents.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections += Array(sections) }
    }

    /// Moves section `section` to `newSection`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Has the data source configure the shown cells of `indexPaths` again, in the same cells:
    /// a dequeue for the cell's identifier returns the cell itself, without `prepareForReuse`.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cellForItem(at: indexPath) else { continue }
            reconfiguringCell = cell
            let result = dataSource.collectionView(self, cellForItemAt: dataIndexPath(forDisplayed: indexPath))
            reconfiguringCell = nil
            if result !== cell {
                report("reconfigureItems(at:): the data source returned a different cell for \(indexPath); it replaces the old one")
                let key = ElementKey(category: .cell, kind: "", indexPath: indexPath)
                endDisplaying(key)
                setNeedsLayout()
            }
        }
    }

    /// Adds a change to the batch under way, or applies it alone.
    private func record(_ change: (inout CollectionUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
            return
        }
        withoutActuallyEscaping(change) { change in
            performBatchUpdates({ change(&self.pendingUpdate!) }, completion: nil)
        }
    }

    /// Applies `update`: checks it against the new counts, remaps cells and selection, lays out
    /// and animates.
    private func apply(_ update: CollectionUpdate, completion: ((Bool) -> Void)?) {
        let old = sectionCounts ?? []
        loadCounts()
        let new = sectionCounts ?? []
        if let problem = update.inconsistency(old: old, new: new) {
            report("Invalid update: \(problem). The collection view reloads its data instead.")
            reloadData()
            completion?(false)
            return
        }
        guard !update.isEmpty else {
            completion?(true)
            return
        }
        selection.remap { update.reloadedItems.contains($0) ? nil : update.newIndexPath($0) }
        let leaving = remapVisibleViews(update)
        layout.prepare(forCollectionViewUpdates: update.updateItems)
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        animateRelayout(animated: true, inserted: Set(update.insertedItems + update.reloadedItems.compactMap(update.newIndexPath)),
                        leaving: leaving, completion: completion)
        layout.finalizeCollectionViewUpdates()
    }

    /// Gives the shown views their new index paths; returns the views whose elements go.
    private func remapVisibleViews(_ update: CollectionUpdate) -> [(key: ElementKey, view: UICollectionReusableView)] {
        var kept: [ElementKey: UICollectionReusableView] = [:]
        var leaving: [(key: ElementKey, view: UICollectionReusableView)] = []
        for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) {
            var newKey = key
            switch key.category {
            case .cell:
                let path = update.reloadedItems.contains(key.indexPath) ? nil : update.newIndexPath(key.indexPath)
                newKey.indexPath = path ?? key.indexPath
                if path == nil { leaving.append((key, view)); continue }
            case .supplementaryView, .decorationView:
                guard key.indexPath.count == 2, let section = update.newSection(key.indexPath.section) else {
                    leaving.append((key, view))
                    continue
                }
                newKey.indexPath = IndexPath(item: key.indexPath.item, section: section)
            }
            if kept[newKey] == nil { kept[newKey] = view } else { leaving.append((key, view)) }
        }
        visibleViews = kept
        return leaving
    }
}
