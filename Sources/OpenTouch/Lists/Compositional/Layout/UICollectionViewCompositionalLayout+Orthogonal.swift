import Foundation

/// Orthogonal sections: each has a scroll view of its own across the collection view's band of
/// the section, and its cells (and their badges) live inside it.
extension UICollectionViewCompositionalLayout {
    /// Makes, places and sizes the orthogonal sections' scroll views; removes those of sections
    /// that no longer scroll orthogonally.
    func layoutOrthogonalScrollers(in collectionView: UICollectionView) {
        var wanted: [Int: OrthogonalScrollView] = [:]
        for index in solution?.sections.indices ?? 0..<0 {
            guard let geometry = orthogonalGeometry(index) else { continue }
            let behavior = geometry.behavior
            let scroller = orthogonalScrollers[index] ?? OrthogonalScrollView(section: index, behavior: behavior, layout: self)
            scroller.behavior = behavior
            scroller.isPagingEnabled = behavior == .paging
            scroller.decelerationRate = behavior == .groupPaging || behavior == .groupPagingCentered ? .fast : .normal
            if scroller.frame != geometry.band { scroller.frame = geometry.band }
            if scroller.contentSize != geometry.contentSize { scroller.contentSize = geometry.contentSize }
            if scroller.superview !== collectionView { collectionView.addSubview(scroller) }
            wanted[index] = scroller
        }
        for index in orthogonalScrollers.keys.sorted() where wanted[index] !== orthogonalScrollers[index] {
            orthogonalScrollers[index]?.removeFromSuperview()
        }
        orthogonalScrollers = wanted
    }

    /// Where section `index`'s scroll view goes (its band, in content coordinates) and how far it
    /// scrolls; nil when the section does not scroll orthogonally.
    func orthogonalGeometry(_ index: Int) -> (band: CGRect, contentSize: CGSize, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)? {
        guard let solution, solution.sections.indices.contains(index), solution.sections[index].isOrthogonal else { return nil }
        let section = solution.sections[index]
        let axis = solution.scrollAxis
        let thickness = section.itemCount > 0 ? section.orthogonalThickness : 0
        let across = axis.other.length(solution.container)
        let band = CGRect(
            origin: axis.point(along: solution.sectionOffsets[index] + section.groupsStart, across: 0),
            size: axis.size(along: thickness, across: across))
        let contentSize = axis.size(along: thickness, across: max(across, section.orthogonalContentLength))
        return (band, contentSize, section.section.orthogonalScrollingBehavior)
    }

    /// Shows the cells an orthogonal scroll brought into view.
    func orthogonalSectionDidScroll(_ scroller: OrthogonalScrollView) {
        collectionView?.setNeedsLayout()
    }

    /// The group positions section `scroller.section` snaps to.
    func snapping(for scroller: OrthogonalScrollView) -> OrthogonalSnapping? {
        guard let solution, solution.sections.indices.contains(scroller.section) else { return nil }
        let section = solution.sections[scroller.section]
        guard section.isOrthogonal else { return nil }
        return OrthogonalSnapping(
            axis: section.placementAxis, leadingInset: section.placementStart, groupCount: section.groupCount,
            groupLength: section.placementAxis.length(section.template.size),
            offsetOfGroup: { section.groupOffset($0) })
    }

    /// Cells and item supplementaries of orthogonal sections go in their section's scroll view.
    func orthogonalHost(for attributes: UICollectionViewLayoutAttributes) -> UIView? {
        let section = attributes.indexPath.count == 2 ? attributes.indexPath.section : -1
        guard let scroller = orthogonalScrollers[section] else { return nil }
        switch attributes.representedElementCategory {
        case .cell:
            return scroller
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            let boundary = solution?.sections[section].section.boundarySupplementaryItems.contains { $0.elementKind == kind } ?? false
            return boundary ? nil : scroller
        case .decorationView:
            return nil
        }
    }
}
