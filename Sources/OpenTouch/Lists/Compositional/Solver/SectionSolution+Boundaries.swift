import Foundation

extension SectionSolution {
    /// Places the content area, headers, footers and decorations along the scrolling axis:
    /// leading boundary supplementaries that extend the boundary, the content insets, the groups,
    /// the insets again, then trailing boundary supplementaries.
    mutating func layoutBoundaries() {
        let axis = scrollAxis
        let across = axis.other
        let crossInsets: (low: CGFloat, high: CGFloat) = section.supplementariesFollowContentInsets ? across.insets(section.contentInsets) : (0, 0)
        let crossLength = max(0, across.length(container) - crossInsets.low - crossInsets.high)
        let boxSize = across.size(along: crossLength, across: axis.length(container))
        var leadingExtent: CGFloat = 0
        var trailingExtent: CGFloat = 0
        for item in section.boundarySupplementaryItems where item.extendsBoundary {
            let extent = axis.length(item.layoutSize.resolve(in: boxSize))
            switch edge(of: item.alignment) {
            case .leading: leadingExtent = max(leadingExtent, extent)
            case .trailing: trailingExtent = max(trailingExtent, extent)
            case .none: break
            }
        }
        let insets = axis.insets(section.contentInsets)
        groupsStart = leadingExtent + insets.low
        let groupsSpan = isOrthogonal ? (itemCount > 0 ? orthogonalThickness : 0) : groupsLength
        let contentEnd = groupsStart + groupsSpan + insets.high
        length = contentEnd + trailingExtent
        contentRect = rect(along: leadingExtent, length: contentEnd - leadingExtent, acrossFrom: 0, acrossLength: across.length(container))
        let whole = rect(along: 0, length: length, acrossFrom: crossInsets.low, acrossLength: crossLength)
        let content = rect(along: leadingExtent, length: contentEnd - leadingExtent, acrossFrom: crossInsets.low, acrossLength: crossLength)
        boundaries = section.boundarySupplementaryItems.enumerated().map { index, item in
            let frame = item.frame(attachedTo: item.extendsBoundary ? whole : content)
            let pin: SolvedBoundary.Pin = item.pinToVisibleBounds ? (edge(of: item.alignment) == .trailing ? .trailing : .leading) : .none
            let ordinal = section.boundarySupplementaryItems[..<index].filter { $0.elementKind == item.elementKind }.count
            return SolvedBoundary(elementKind: item.elementKind, frame: frame, zIndex: item.zIndex, pin: pin, index: ordinal)
        }
        decorations = section.decorationItems.enumerated().map { index, item in
            let ordinal = section.decorationItems[..<index].filter { $0.elementKind == item.elementKind }.count
            // One below the item's z-index: a background is drawn under the cells of the same z-index.
            return SolvedBoundary(elementKind: item.elementKind, frame: item.contentInsets.inset(contentRect), zIndex: item.zIndex - 1, pin: .none, index: ordinal)
        }
    }

    /// Which end of the scrolling axis an alignment touches (a corner counts for the axis's edge).
    func edge(of alignment: NSRectAlignment) -> SolvedBoundary.Pin {
        let edges = alignment.edges
        let low: NSDirectionalRectEdge = scrollAxis == .vertical ? .top : .leading
        let high: NSDirectionalRectEdge = scrollAxis == .vertical ? .bottom : .trailing
        if edges.contains(low) { return .leading }
        if edges.contains(high) { return .trailing }
        return .none
    }

    private func rect(along start: CGFloat, length: CGFloat, acrossFrom crossStart: CGFloat, acrossLength: CGFloat) -> CGRect {
        CGRect(origin: scrollAxis.point(along: start, across: crossStart), size: scrollAxis.size(along: max(0, length), across: acrossLength))
    }
}
