import Foundation

/// One section of a compositional layout, solved in section coordinates: along the layout's
/// scrolling axis the section starts at 0; across it, coordinates are the collection view's.
///
/// Groups are repeated arithmetically (each instance of a fixed-size group is at `index ×
/// stride`), so a section of a million items costs what one of a thousand does. Groups whose
/// length along the placement axis is estimated keep their measured lengths in an `OffsetIndex`.
@MainActor
struct SectionSolution {
    let section: NSCollectionLayoutSection
    let itemCount: Int
    /// The layout's scrolling axis.
    let scrollAxis: LayoutAxis
    /// The axis groups follow one another along: the scrolling axis, or the other one in an
    /// orthogonal section.
    let placementAxis: LayoutAxis
    let container: CGSize
    let solver: GroupSolver
    /// The size groups' dimensions are resolved against: the container inside the section's insets.
    let groupContainer: CGSize
    /// The group laid out without measured sizes.
    let template: SolvedGroup
    /// Leaves per group instance.
    let leavesPerGroup: Int
    let groupCount: Int
    /// Lengths (plus inter-group spacing) of estimated groups along the placement axis.
    private(set) var extents: OffsetIndex?
    /// Measured sizes of self-sizing items, by item number.
    private(set) var measured: [Int: CGSize] = [:]
    /// The section's length across an orthogonal section's groups (the tallest group seen).
    private(set) var orthogonalThickness: CGFloat = 0
    /// Where groups start along the scrolling axis, in section coordinates.
    var groupsStart: CGFloat = 0
    /// The content area (groups and content insets), in section coordinates.
    var contentRect: CGRect = .zero
    /// The section's length along the scrolling axis, boundary supplementaries included.
    var length: CGFloat = 0
    /// Headers, footers and decorations, in section coordinates (unpinned).
    var boundaries: [SolvedBoundary] = []
    var decorations: [SolvedBoundary] = []

    init(_ section: NSCollectionLayoutSection, itemCount: Int, container: CGSize, scrollAxis: LayoutAxis, traitCollection: UITraitCollection) {
        self.section = section
        self.itemCount = max(0, itemCount)
        self.scrollAxis = scrollAxis
        self.container = container
        let orthogonal = section.orthogonalScrollingBehavior != .none
        placementAxis = orthogonal ? scrollAxis.other : scrollAxis
        solver = GroupSolver(traitCollection: traitCollection)
        groupContainer = section.contentInsets.inset(container)
        template = solver.solve(section.group, in: groupContainer)
        leavesPerGroup = template.items.count
        if leavesPerGroup == 0, itemCount > 0 {
            reportUnsupportedCall("NSCollectionLayoutSection: its group has no items, so its \(itemCount) items are not laid out")
        }
        groupCount = leavesPerGroup == 0 ? 0 : (self.itemCount + leavesPerGroup - 1) / leavesPerGroup
        if Self.isEstimated(section.group, along: placementAxis) {
            extents = OffsetIndex(count: groupCount, extent: placementAxis.length(template.size) + section.interGroupSpacing)
        }
        orthogonalThickness = scrollAxis.length(template.size)
        layoutBoundaries()
    }

    var isOrthogonal: Bool { placementAxis != scrollAxis }

    /// The distance from one group's start to the next's, for groups of fixed length.
    var stride: CGFloat { placementAxis.length(template.size) + section.interGroupSpacing }

    /// Where the first group starts along the placement axis.
    var placementStart: CGFloat {
        isOrthogonal ? placementAxis.insets(section.contentInsets).low : groupsStart
    }

    /// Where groups start across the placement axis.
    var placementAcross: CGFloat {
        isOrthogonal ? groupsStart : scrollAxis.other.insets(section.contentInsets).low
    }

    /// The groups' total length along the placement axis, without trailing spacing.
    var groupsLength: CGFloat {
        guard groupCount > 0 else { return 0 }
        let total = extents?.total ?? CGFloat(groupCount) * stride
        return max(0, total - section.interGroupSpacing)
    }

    /// The length of an orthogonal section's scrolling content: its groups and its insets.
    var orthogonalContentLength: CGFloat {
        let insets = placementAxis.insets(section.contentInsets)
        return insets.low + groupsLength + insets.high
    }

    /// Where group `index` starts along the placement axis (from `placementStart`).
    func groupOffset(_ index: Int) -> CGFloat {
        extents?.offset(of: index) ?? CGFloat(index) * stride
    }

    /// Group `index` laid out at its place, holding only the section's items that exist.
    func groupInstance(_ index: Int) -> SolvedGroup {
        let first = index * leavesPerGroup
        let count = min(leavesPerGroup, itemCount - first)
        var group = template
        if (0..<count).contains(where: { measured[first + $0] != nil }) {
            let known = measured
            group = solver.solve(section.group, in: groupContainer) { known[first + $0] }
        }
        if count < group.items.count {
            group.items.removeSubrange(count...)
            group.supplementaries.removeAll { $0.leaf >= count }
        }
        let origin = placementAxis.point(along: placementStart + groupOffset(index), across: placementAcross)
        return group.moved(by: origin, leafShift: first)
    }

    /// Records item `item`'s measured size; returns whether the layout changed.
    mutating func setMeasuredSize(_ size: CGSize, forItem item: Int) -> Bool {
        guard item >= 0, item < itemCount, leavesPerGroup > 0, measured[item] != size else { return false }
        measured[item] = size
        let group = item / leavesPerGroup
        let instance = groupInstance(group)
        // In place: a copy of a million extents per measurement would cost O(n).
        extents?.setExtent(placementAxis.length(instance.size) + section.interGroupSpacing, at: group)
        if isOrthogonal { orthogonalThickness = max(orthogonalThickness, scrollAxis.length(instance.size)) }
        layoutBoundaries()
        return true
    }

    /// Whether `group` (or, for its length, its content) is estimated along `axis`.
    private static func isEstimated(_ group: NSCollectionLayoutGroup, along axis: LayoutAxis) -> Bool {
        let dimension = axis == .horizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension
        return dimension.isEstimated
    }
}
