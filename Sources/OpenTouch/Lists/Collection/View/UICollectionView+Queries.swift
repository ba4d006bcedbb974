import Foundation

/// Asking a collection view about its data, its cells and where things are.
extension UICollectionView {
    /// The number of sections, as the data source last said.
    public var numberOfSections: Int {
        if sectionCounts == nil { loadCounts() }
        return sectionCounts?.count ?? 0
    }

    /// The number of items in `section`, as the data source last said; 0 (with a diagnostic)
    /// for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        if sectionCounts == nil { loadCounts() }
        guard let counts = sectionCounts, counts.indices.contains(section) else {
            report("numberOfItems(inSection:) was asked for section \(section) of \(sectionCounts?.count ?? 0): 0")
            return 0
        }
        return counts[section]
    }

    /// ``UICollectionView/reloadData()``'s work.
    func reloadAllData() {
        cancelItemTracking()
        movement = nil
        for key in visibleViews.keys.sorted() { endDisplaying(key) }
        sectionCounts = nil
        selection.reset()
        let context = layout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// Lays out now if a layout pass is due, so queries see current cells.
    func layoutIfDue() {
        if sectionCounts == nil || layout.needsPrepare { layoutIfNeeded() }
        if sectionCounts == nil || layout.needsPrepare { placeElements() }
    }

    /// The cell showing the item at `indexPath`, when it is shown; nil otherwise.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[ElementKey(category: .cell, kind: "", indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The index path of the item `cell` shows; nil when the cell is not shown.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    /// The index path of the supplementary view `supplementaryView`; nil when it is not shown.
    public func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        visibleViews.first { $0.key.category == .supplementaryView && $0.value === supplementaryView }?.key.indexPath
    }

    /// The item whose frame contains `point` (in the collection view's coordinates): the top-most
    /// one, asking the layout for the elements around the point.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfDue()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (layout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && isValid($0.elementKey)
        }
        return hits.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
    }

    /// The cells shown in the visible bounds, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        visibleKeys(.cell).compactMap { visibleViews[$0] as? UICollectionViewCell }
    }

    /// The index paths of the items shown in the visible bounds, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleKeys(.cell).map(\.indexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath`, when shown.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` shown in the visible bounds, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleKeys(.supplementaryView, kind: elementKind).compactMap { visibleViews[$0] }
    }

    /// The index paths of the supplementary views of `elementKind` shown, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleKeys(.supplementaryView, kind: elementKind).map(\.indexPath)
    }

    /// The layout's attributes for the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfDue()
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                        at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfDue()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The shown elements of `category` (and `kind`) whose frames meet the bounds, sorted.
    private func visibleKeys(_ category: ElementCategory, kind: String? = nil) -> [ElementKey] {
        let visible = bounds
        return visibleViews.filter { key, view in
            let frame = view.superview === self ? view.frame : convert(view.bounds, from: view)
            return key.category == category && (kind == nil || key.kind == kind) && frame.intersects(visible)
        }.keys.sorted()
    }
}
