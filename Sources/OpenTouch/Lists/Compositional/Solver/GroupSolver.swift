import Foundation

/// Lays out one instance of a group: resolves fractional, absolute and estimated dimensions
/// against the containing group, applies content insets, edge spacing and inter-item spacing,
/// and numbers the leaves depth first.
@MainActor
struct GroupSolver {
    /// The traits passed to custom groups' providers.
    var traitCollection: UITraitCollection
    /// Each custom group's frames, asked once per solver (providers get no index, so every
    /// instance of a group has the same frames). A reference, so that answering stays a read.
    private let customFrames = CustomFramesCache()

    init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// Lays out `group` in a container of `container` size at the origin; `measured` gives a
    /// leaf's measured size (by its number in the group), if it has one.
    func solve(_ group: NSCollectionLayoutGroup, in container: CGSize, measured: (Int) -> CGSize? = { _ in nil }) -> SolvedGroup {
        layout(group, in: container, leafBase: 0, forced: nil, measured: measured)
    }

    /// The number of leaves one instance of `group` has.
    func leafCount(_ group: NSCollectionLayoutGroup, in container: CGSize) -> Int {
        solve(group, in: container).items.count
    }

    /// Lays out `item` at the origin; its first leaf is number `leafBase`.
    func layout(
        _ item: NSCollectionLayoutItem, in container: CGSize, leafBase: Int,
        forced: (LayoutAxis, CGFloat)?, measured: (Int) -> CGSize?
    ) -> SolvedGroup {
        guard let group = item as? NSCollectionLayoutGroup else {
            return layoutLeaf(item, in: container, leaf: leafBase, forced: forced, measured: measured(leafBase))
        }
        var size = group.layoutSize.resolve(in: container)
        if let (axis, length) = forced { size = axis.size(along: length, across: axis.other.length(size)) }
        let content = group.contentInsets.inset(size)
        var solved: SolvedGroup
        switch group.arrangement {
        case .line(let axis, let repeatCount):
            let entries = repeatCount.map { Array(repeating: group.subitems[0], count: $0) } ?? group.subitems
            let alongEstimated = (axis == .horizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension).isEstimated
            let fill = repeatCount == nil && !alongEstimated
            solved = line(group, entries, axis: axis, equal: false, fill: fill, content: content, leafBase: leafBase, measured: measured)
        case .equal(let axis, let count):
            let entries = Array(repeating: group.subitems[0], count: count)
            solved = line(group, entries, axis: axis, equal: true, fill: false, content: content, leafBase: leafBase, measured: measured)
        case .custom(let provider):
            solved = custom(group, provider, size: size)
        }
        solved = solved.moved(by: CGPoint(x: group.contentInsets.leading, y: group.contentInsets.top))
        if group.layoutSize.widthDimension.isEstimated {
            size.width = solved.size.width + group.contentInsets.leading + group.contentInsets.trailing
        }
        if group.layoutSize.heightDimension.isEstimated {
            size.height = solved.size.height + group.contentInsets.top + group.contentInsets.bottom
        }
        solved.size = size
        let frame = CGRect(origin: .zero, size: size)
        for supplementary in group.supplementaryItems {
            solved.supplementaries.append(PlacedSupplementary(
                frame: supplementary.frame(attachedTo: frame), elementKind: supplementary.elementKind,
                zIndex: supplementary.zIndex, leaf: leafBase))
        }
        return solved
    }

    private func layoutLeaf(
        _ item: NSCollectionLayoutItem, in container: CGSize, leaf: Int,
        forced: (LayoutAxis, CGFloat)?, measured: CGSize?
    ) -> SolvedGroup {
        var size = item.layoutSize.resolve(in: container)
        let widthEstimated = item.layoutSize.widthDimension.isEstimated
        let heightEstimated = item.layoutSize.heightDimension.isEstimated
        if let measured {
            if widthEstimated { size.width = max(0, measured.width) }
            if heightEstimated { size.height = max(0, measured.height) }
        }
        if let (axis, length) = forced { size = axis.size(along: length, across: axis.other.length(size)) }
        var insets = item.contentInsets
        if widthEstimated { insets.leading = 0; insets.trailing = 0 }
        if heightEstimated { insets.top = 0; insets.bottom = 0 }
        let slot = CGRect(origin: .zero, size: size)
        let frame = insets.inset(slot)
        let selfSizing = SelfSizingAxes(horizontal: widthEstimated, vertical: heightEstimated)
        var solved = SolvedGroup(size: size, items: [PlacedItem(frame: frame, slot: slot, zIndex: 0, selfSizing: selfSizing)])
        for supplementary in item.supplementaryItems {
            solved.supplementaries.append(PlacedSupplementary(
                frame: supplementary.frame(attachedTo: frame), elementKind: supplementary.elementKind,
                zIndex: supplementary.zIndex, leaf: leaf))
        }
        return solved
    }

    private func custom(_ group: NSCollectionLayoutGroup, _ provider: NSCollectionLayoutGroupCustomItemProvider, size: CGSize) -> SolvedGroup {
        let key = ObjectIdentifier(group)
        let frames: [NSCollectionLayoutGroupCustomItem]
        if let cached = customFrames.frames[key] {
            frames = cached
        } else {
            frames = provider(CompositionalLayoutEnvironment(contentSize: size, traitCollection: traitCollection))
            customFrames.frames[key] = frames
        }
        var solved = SolvedGroup(size: .zero)
        var extent = CGRect.zero
        for custom in frames {
            solved.items.append(PlacedItem(frame: custom.frame, slot: custom.frame, zIndex: custom.zIndex))
            extent = extent.union(custom.frame)
        }
        solved.size = CGSize(width: max(0, extent.maxX), height: max(0, extent.maxY))
        return solved
    }
}

/// The frames custom groups' providers returned, by group.
@MainActor
final class CustomFramesCache {
    var frames: [ObjectIdentifier: [NSCollectionLayoutGroupCustomItem]] = [:]
}
