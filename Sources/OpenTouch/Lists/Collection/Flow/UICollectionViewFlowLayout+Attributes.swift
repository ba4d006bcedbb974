import Foundation

/// A flow layout's answers: the attributes of the elements in a rect, of one item and of one
/// header or footer.
extension UICollectionViewFlowLayout {
    /// ``UICollectionViewFlowLayout/layoutAttributesForElements(in:)``'s work.
    func flowAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard !frames.isEmpty, !rect.isNull else { return [] }
        let low = isVertical ? rect.minY : rect.minX, high = isVertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        var section = firstSection(reaching: low)
        while section < frames.count, frames[section].start <= high {
            appendAttributes(in: rect, low: low, high: high, section: section, to: &result)
            section += 1
        }
        return result
    }

    /// Adds `section`'s elements meeting `rect` to `result`.
    private func appendAttributes(in rect: CGRect, low: CGFloat, high: CGFloat, section: Int,
                                  to result: inout [UICollectionViewLayoutAttributes]) {
        let frame = frames[section], model = sections[section]
        if let lines = model.lines(from: low - frame.linesStart, to: high - frame.linesStart) {
            for line in lines {
                let positions = model.crossPositions(ofLine: line)
                for (index, item) in model.items(ofLine: line).enumerated() {
                    let attributes = itemAttributes(section: section, item: item, line: line, cross: positions[index])
                    if attributes.frame.intersects(rect) { result.append(attributes) }
                }
            }
        }
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            if let attributes = supplementaryAttributes(kind, section: section), attributes.frame.intersects(rect) {
                result.append(attributes)
            }
        }
    }

    /// ``UICollectionViewFlowLayout/layoutAttributesForItem(at:)``'s work.
    func flowAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              indexPath.item >= 0, indexPath.item < sections[indexPath.section].count else { return nil }
        let model = sections[indexPath.section]
        let line = model.line(of: indexPath.item)
        let positions = model.crossPositions(ofLine: line)
        let index = indexPath.item - model.items(ofLine: line).lowerBound
        return itemAttributes(section: indexPath.section, item: indexPath.item, line: line, cross: positions[index])
    }

    /// ``UICollectionViewFlowLayout/layoutAttributesForSupplementaryView(ofKind:at:)``'s work.
    func flowAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, frames.indices.contains(indexPath[0]) else { return nil }
        return supplementaryAttributes(elementKind, section: indexPath[0])
    }

    /// New attributes of ``UICollectionViewLayout/layoutAttributesClass`` for a cell.
    private func makeCellAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        return type.init(forCellWith: indexPath)
    }

    /// The attributes of one item, given its line and cross position.
    private func itemAttributes(section: Int, item: Int, line: Int, cross: CGFloat) -> UICollectionViewLayoutAttributes {
        let frame = frames[section], model = sections[section]
        let size = model.size(of: item)
        let main = frame.linesStart + model.offset(ofLine: line) + (model.extent(ofLine: line) - size.main) / 2
        let attributes = makeCellAttributes(IndexPath(item: item, section: section))
        attributes.frame = rect(main: main, cross: frame.crossOrigin + cross, size: size)
        if estimatedItemSize != .zero { attributes.fittingPriorities = .free }
        return attributes
    }

    /// A header's or footer's attributes, at its pinned place when pinning applies.
    private func supplementaryAttributes(_ kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        let frame = frames[section]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter else { return nil }
        let length = isHeader ? frame.header : frame.footer
        guard length > 0 else { return nil }
        var main = isHeader ? frame.start : sectionEnd(section) - frame.footer
        if let visible = visibleMainRange() {
            let pinned = isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
            if pinned && isHeader {
                main = min(max(main, visible.lowerBound), sectionEnd(section) - frame.footer - frame.header)
                main = max(main, frame.start)
            } else if pinned {
                main = max(min(main, visible.upperBound - frame.footer), frame.start + frame.header)
                main = min(main, sectionEnd(section) - frame.footer)
            }
        }
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = rect(main: main, cross: 0, size: FlowSize(main: length, cross: isHeader ? frame.headerCross : frame.footerCross))
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { attributes.zIndex = 10 }
        return attributes
    }

    /// The visible part of the content along the scroll axis (inside the adjusted insets).
    private func visibleMainRange() -> ClosedRange<CGFloat>? {
        guard let collectionView, sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else { return nil }
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        let low = isVertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let high = isVertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        return low...max(low, high)
    }

    /// A rect from main and cross positions and a size.
    private func rect(main: CGFloat, cross: CGFloat, size: FlowSize) -> CGRect {
        isVertical ? CGRect(x: cross, y: main, width: size.cross, height: size.main)
            : CGRect(x: main, y: cross, width: size.main, height: size.cross)
    }
}
