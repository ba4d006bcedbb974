import Foundation

/// A whole compositional layout solved for a container: its sections one after another along
/// the scrolling axis (with the configuration's spacing and boundary supplementaries), and the
/// answers the collection view asks for (elements in a rect, one item's frame, content size).
///
/// Sections are found by binary search and groups arithmetically, so a rect query costs the
/// same for a thousand items as for a million.
@MainActor
struct CompositionalSolution {
    let scrollAxis: LayoutAxis
    let container: CGSize
    let interSectionSpacing: CGFloat
    private(set) var sections: [SectionSolution]
    /// Where each section starts along the scrolling axis.
    private(set) var sectionOffsets: [CGFloat] = []
    /// The layout-wide boundary supplementaries, in content coordinates.
    private(set) var globalBoundaries: [SolvedBoundary] = []
    private let globalItems: [NSCollectionLayoutBoundarySupplementaryItem]
    /// The length of the whole content along the scrolling axis.
    private(set) var length: CGFloat = 0

    /// Solves `sections` (one per collection view section, with `itemCounts` items each).
    init(
        sections: [NSCollectionLayoutSection], itemCounts: [Int], container: CGSize, scrollAxis: LayoutAxis = .vertical,
        interSectionSpacing: CGFloat = 0, boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = [],
        traitCollection: UITraitCollection = UITraitCollection()
    ) {
        self.scrollAxis = scrollAxis
        self.container = container
        self.interSectionSpacing = interSectionSpacing
        globalItems = boundarySupplementaryItems
        self.sections = zip(sections, itemCounts).map { section, count in
            SectionSolution(section, itemCount: count, container: container, scrollAxis: scrollAxis, traitCollection: traitCollection)
        }
        layoutSections()
    }

    /// The content size: the container's size across the scrolling axis, the sections' length along it.
    var contentSize: CGSize { scrollAxis.size(along: length, across: scrollAxis.other.length(container)) }

    /// Places sections one after another and the layout-wide supplementaries around them. O(sections).
    mutating func layoutSections() {
        let box = container
        var leading: CGFloat = 0
        var trailing: CGFloat = 0
        for item in globalItems where item.extendsBoundary {
            let extent = scrollAxis.length(item.layoutSize.resolve(in: box))
            if item.alignment.edges.contains(scrollAxis == .vertical ? .top : .leading) { leading = max(leading, extent) }
            if item.alignment.edges.contains(scrollAxis == .vertical ? .bottom : .trailing) { trailing = max(trailing, extent) }
        }
        var cursor = leading
        sectionOffsets = sections.indices.map { index in
            defer { cursor += sections[index].length + (index < sections.count - 1 ? interSectionSpacing : 0) }
            return cursor
        }
        length = cursor + trailing
        let whole = CGRect(origin: .zero, size: contentSize)
        globalBoundaries = globalItems.enumerated().map { index, item in
            let ordinal = globalItems[..<index].filter { $0.elementKind == item.elementKind }.count
            return SolvedBoundary(elementKind: item.elementKind, frame: item.frame(attachedTo: whole), zIndex: item.zIndex,
                                  pin: .none, index: ordinal)
        }
    }

    /// The sections whose span along the scrolling axis meets `low...high`.
    func sections(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        guard !sections.isEmpty, high >= low else { return 0..<0 }
        var first = lastSection(startingAtOrBefore: low) ?? 0
        while first > 0, sectionOffsets[first - 1] + sections[first - 1].length >= low { first -= 1 }
        let last = lastSection(startingAtOrBefore: high) ?? -1
        return first <= last ? first..<(last + 1) : 0..<0
    }

    private func lastSection(startingAtOrBefore offset: CGFloat) -> Int? {
        var low = 0
        var high = sectionOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if sectionOffsets[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// Every element in `rect` (content coordinates): cells, supplementaries (pinned ones moved
    /// into `visible`, when given) and decorations. `orthogonalOffsets` gives orthogonal
    /// sections' scroll offsets.
    func elements(in rect: CGRect, visible: CGRect? = nil, orthogonalOffsets: [Int: CGFloat] = [:]) -> [SolvedElement] {
        var result: [SolvedElement] = []
        for index in sections(from: scrollAxis.min(rect), to: scrollAxis.max(rect)) {
            let offset = sectionOffsets[index]
            let local = rect.shifted(by: -offset, along: scrollAxis)
            let localVisible = visible?.shifted(by: -offset, along: scrollAxis)
            for decoration in sections[index].decorations where decoration.frame.overlaps(local) {
                result.append(SolvedElement(category: .decoration(decoration.elementKind), indexPath: IndexPath(item: decoration.index, section: index),
                                            frame: decoration.frame.shifted(by: offset, along: scrollAxis), zIndex: decoration.zIndex))
            }
            for element in sections[index].itemElements(in: local, orthogonalOffset: orthogonalOffsets[index] ?? 0, section: index) {
                var moved = element
                moved.frame = element.frame.shifted(by: offset, along: scrollAxis)
                result.append(moved)
            }
            for boundary in sections[index].boundaryFrames(visible: localVisible) where boundary.frame.overlaps(local) {
                result.append(SolvedElement(category: .supplementary(boundary.elementKind), indexPath: IndexPath(item: boundary.index, section: index),
                                            frame: boundary.frame.shifted(by: offset, along: scrollAxis), zIndex: boundary.zIndex))
            }
        }
        for boundary in globalBoundaries where boundary.frame.overlaps(rect) {
            result.append(SolvedElement(category: .supplementary(boundary.elementKind), indexPath: IndexPath(item: boundary.index, section: 0),
                                        frame: boundary.frame, zIndex: boundary.zIndex))
        }
        return result
    }

    /// The cell frame of the item at `indexPath` (orthogonal sections unscrolled), or nil when
    /// the index path is out of range.
    func itemFrame(at indexPath: IndexPath) -> CGRect? {
        item(at: indexPath)?.frame
    }

    /// The item at `indexPath` as a cell element (orthogonal sections unscrolled), or nil when
    /// the index path is out of range.
    func item(at indexPath: IndexPath) -> SolvedElement? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              let placed = sections[indexPath.section].placedItem(indexPath.item) else { return nil }
        return SolvedElement(
            category: .cell, indexPath: indexPath,
            frame: placed.frame.shifted(by: sectionOffsets[indexPath.section], along: scrollAxis),
            zIndex: placed.zIndex, selfSizing: placed.selfSizing,
            scrollsOrthogonally: sections[indexPath.section].isOrthogonal)
    }

    /// The frame of the `index`th boundary supplementary of `kind` in `section`: section ones
    /// (pinned into `visible` when given), then layout-wide ones.
    func supplementaryFrame(ofKind kind: String, at indexPath: IndexPath, visible: CGRect? = nil) -> SolvedBoundary? {
        guard indexPath.count == 2 else { return nil }
        if sections.indices.contains(indexPath.section) {
            let offset = sectionOffsets[indexPath.section]
            let localVisible = visible?.shifted(by: -offset, along: scrollAxis)
            if var found = sections[indexPath.section].boundaryFrames(visible: localVisible)
                .first(where: { $0.elementKind == kind && $0.index == indexPath.item }) {
                found.frame = found.frame.shifted(by: offset, along: scrollAxis)
                return found
            }
        }
        return globalBoundaries.first { $0.elementKind == kind && $0.index == indexPath.item }
    }

    /// The frame of the section's content area (groups and insets) in content coordinates.
    func sectionContentRect(_ section: Int) -> CGRect? {
        guard sections.indices.contains(section) else { return nil }
        return sections[section].contentRect.shifted(by: sectionOffsets[section], along: scrollAxis)
    }

    /// Records a self-sizing item's measured size and moves what follows; returns whether the
    /// layout changed.
    mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return false }
        guard sections[indexPath.section].setMeasuredSize(size, forItem: indexPath.item) else { return false }
        layoutSections()
        return true
    }
}
