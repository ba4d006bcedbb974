import Foundation

extension SectionSolution {
    /// The groups whose instances may reach into `low...high` along the placement axis (one
    /// extra group on each side for supplementaries that stick out).
    func groups(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        guard groupCount > 0, high >= low else { return 0..<0 }
        let start = low - placementStart
        let end = high - placementStart
        var first: Int
        var last: Int
        if let extents {
            first = extents.index(at: start) ?? 0
            last = extents.index(at: end) ?? groupCount - 1
        } else if stride > 0 {
            first = Int((start / stride).rounded(.down).clamped(-1, CGFloat(groupCount)))
            last = Int((end / stride).rounded(.down).clamped(-1, CGFloat(groupCount)))
        } else {
            return 0..<groupCount
        }
        first = max(0, first - 1)
        last = min(groupCount - 1, last + 1)
        return first <= last ? first..<(last + 1) : 0..<0
    }

    /// The cells and item or group supplementaries in `rect` (section coordinates); an
    /// orthogonal section's items are looked for in `rect` moved by its scroll offset.
    func itemElements(in rect: CGRect, orthogonalOffset: CGFloat, section index: Int) -> [SolvedElement] {
        let probe = isOrthogonal ? rect.shifted(by: orthogonalOffset, along: placementAxis) : rect
        var result: [SolvedElement] = []
        for group in groups(from: placementAxis.min(probe), to: placementAxis.max(probe)) {
            let instance = groupInstance(group)
            for (leaf, item) in instance.items.enumerated() where item.frame.overlaps(probe) {
                let path = IndexPath(item: group * leavesPerGroup + leaf, section: index)
                result.append(SolvedElement(
                    category: .cell, indexPath: path, frame: item.frame, zIndex: item.zIndex,
                    selfSizing: item.selfSizing, scrollsOrthogonally: isOrthogonal))
            }
            for supplementary in instance.supplementaries where supplementary.frame.overlaps(probe) {
                let path = IndexPath(item: supplementary.leaf, section: index)
                result.append(SolvedElement(
                    category: .supplementary(supplementary.elementKind), indexPath: path,
                    frame: supplementary.frame, zIndex: supplementary.zIndex, scrollsOrthogonally: isOrthogonal))
            }
        }
        return result
    }

    /// Item `item`'s cell frame in section coordinates, or nil when out of range.
    func itemFrame(_ item: Int) -> CGRect? {
        placedItem(item)?.frame
    }

    /// Item `item` as placed in section coordinates, or nil when out of range.
    func placedItem(_ item: Int) -> PlacedItem? {
        guard item >= 0, item < itemCount, leavesPerGroup > 0 else { return nil }
        let instance = groupInstance(item / leavesPerGroup)
        return instance.items[item % leavesPerGroup]
    }

    /// The section's boundary supplementaries with pinned ones moved into `visible` (section
    /// coordinates; nil: no pinning).
    func boundaryFrames(visible: CGRect?) -> [SolvedBoundary] {
        guard let visible else { return boundaries }
        let axis = scrollAxis
        return boundaries.map { boundary in
            var pinned = boundary
            let extent = axis.length(boundary.frame.size)
            let natural = axis.min(boundary.frame)
            let position: CGFloat
            switch boundary.pin {
            case .none: return boundary
            case .leading: position = min(max(natural, axis.min(visible)), length - extent)
            case .trailing: position = max(min(natural, axis.max(visible) - extent), 0)
            }
            pinned.frame = boundary.frame.shifted(by: position - natural, along: axis)
            pinned.zIndex = max(boundary.zIndex, CompositionalLayoutConstants.pinnedSupplementaryZIndex)
            return pinned
        }
    }
}

extension CGFloat {
    /// The value limited to `low...high`.
    func clamped(_ low: CGFloat, _ high: CGFloat) -> CGFloat { Swift.min(Swift.max(self, low), high) }
}
