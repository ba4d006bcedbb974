import Foundation

extension GroupSolver {
    /// The most copies a group makes of its subitems to fill itself (a guard against items of
    /// tiny length; OpenTouch's choice).
    static let maximumRepeatedSubitems = 10_000
    /// How far past its group a repeated subitem may reach and still count as fitting, for
    /// fractions that do not add up exactly in floating point.
    static let fitTolerance: CGFloat = 0.001

    /// Lays `entries` side by side along `axis` in a content box of `content` size; `equal`
    /// gives each the same length, filling the box; `fill` repeats the entries while another
    /// fits. The result's size is the content's extent.
    func line(
        _ group: NSCollectionLayoutGroup, _ entries: [NSCollectionLayoutItem], axis: LayoutAxis, equal: Bool, fill: Bool,
        content: CGSize, leafBase: Int, measured: (Int) -> CGSize?
    ) -> SolvedGroup {
        let inter = group.interItemSpacing
        let gaps = CGFloat(max(0, entries.count - 1))
        let equalLength = max(0, (axis.length(content) - gaps * (inter?.spacing ?? 0)) / CGFloat(max(1, entries.count)))
        var children: [SolvedGroup] = []
        var placedEntries: [NSCollectionLayoutItem] = []
        var base = leafBase
        var used: CGFloat = 0
        var index = 0
        while index < entries.count || (fill && index < GroupSolver.maximumRepeatedSubitems) {
            let entry = entries[index % entries.count]
            let child = layout(entry, in: content, leafBase: base, forced: equal ? (axis, equalLength) : nil, measured: measured)
            let (low, high) = axis.edges(of: entry.edgeSpacing)
            let extent = axis.length(child.size) + (low?.spacing ?? 0) + (high?.spacing ?? 0) + (index > 0 ? inter?.spacing ?? 0 : 0)
            // Past the listed subitems, the list repeats while another copy fits (UIKit fills a
            // group this way); a copy of no length would repeat for ever, so it stops.
            if index >= entries.count, extent <= 0 || used + extent > axis.length(content) + GroupSolver.fitTolerance { break }
            used += extent
            base += child.items.count
            children.append(child)
            placedEntries.append(entry)
            index += 1
        }
        let entries = placedEntries
        let extra = flexibleShare(entries, children, axis: axis, inter: inter, group: group, content: content)
        var solved = SolvedGroup(size: .zero)
        var cursor: CGFloat = 0
        var crossExtent: CGFloat = 0
        for (index, child) in children.enumerated() {
            let (low, high) = axis.edges(of: entries[index].edgeSpacing)
            cursor += space(low, extra)
            let across = crossPosition(entries[index], child, axis: axis, content: content)
            solved.append(child.moved(by: axis.point(along: cursor, across: across)))
            cursor += axis.length(child.size) + space(high, extra)
            let (_, crossHigh) = axis.other.edges(of: entries[index].edgeSpacing)
            crossExtent = max(crossExtent, across + axis.other.length(child.size) + (crossHigh?.spacing ?? 0))
            if index < children.count - 1 { cursor += space(inter, extra) }
        }
        solved.size = axis.size(along: cursor, across: crossExtent)
        return solved
    }

    /// The extra length each flexible spacing gets: the group's left-over length shared equally.
    private func flexibleShare(
        _ entries: [NSCollectionLayoutItem], _ children: [SolvedGroup], axis: LayoutAxis,
        inter: NSCollectionLayoutSpacing?, group: NSCollectionLayoutGroup, content: CGSize
    ) -> CGFloat {
        let alongEstimated = axis == .horizontal
            ? group.layoutSize.widthDimension.isEstimated : group.layoutSize.heightDimension.isEstimated
        guard !alongEstimated else { return 0 }
        var used: CGFloat = 0
        var flexible = 0
        for (index, child) in children.enumerated() {
            let (low, high) = axis.edges(of: entries[index].edgeSpacing)
            used += axis.length(child.size) + (low?.spacing ?? 0) + (high?.spacing ?? 0)
            flexible += (low?.isFlexibleSpacing == true ? 1 : 0) + (high?.isFlexibleSpacing == true ? 1 : 0)
        }
        let gaps = max(0, children.count - 1)
        used += CGFloat(gaps) * (inter?.spacing ?? 0)
        if inter?.isFlexibleSpacing == true { flexible += gaps }
        let leftover = axis.length(content) - used
        return flexible > 0 && leftover > 0 ? leftover / CGFloat(flexible) : 0
    }

    private func space(_ spacing: NSCollectionLayoutSpacing?, _ extra: CGFloat) -> CGFloat {
        guard let spacing else { return 0 }
        return spacing.spacing + (spacing.isFlexibleSpacing ? extra : 0)
    }

    /// Where a child starts across the line: after a fixed leading spacing, or pushed by
    /// flexible spacings (both flexible: centred).
    private func crossPosition(_ entry: NSCollectionLayoutItem, _ child: SolvedGroup, axis: LayoutAxis, content: CGSize) -> CGFloat {
        let (low, high) = axis.other.edges(of: entry.edgeSpacing)
        let room = axis.other.length(content) - axis.other.length(child.size)
        switch (low?.isFlexibleSpacing, high?.isFlexibleSpacing) {
        case (true, true): return max(low?.spacing ?? 0, room / 2)
        case (true, _): return max(low?.spacing ?? 0, room - (high?.spacing ?? 0))
        default: return low?.spacing ?? 0
        }
    }
}
