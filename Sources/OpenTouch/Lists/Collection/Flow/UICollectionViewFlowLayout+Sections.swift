import Foundation

/// Measuring and placing a flow layout's sections.
extension UICollectionViewFlowLayout {
    /// Asks the collection view for its counts and the delegate for each section's metrics (and
    /// item sizes, when it gives them), and measures every section's lines.
    func rebuildSections(_ collectionView: UICollectionView) {
        let cross = crossLength(of: collectionView.bounds)
        laidOutCross = cross
        contentCross = cross
        let reference = referenceInsets(collectionView)
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let estimated = estimatedItemSize != .zero
        let base = estimated && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
        sections = []
        frames = []
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            let (crossStart, crossEnd) = isVertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            var model = FlowSection(
                count: count, defaultSize: flowSize(base), sizes: itemSizes(collectionView, delegate, section, count),
                available: max(0, cross - reference.start - reference.end - crossStart - crossEnd),
                lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                    ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(collectionView, layout: self,
                                                           minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing)
            model.rebuild()
            sections.append(model)
            var frame = FlowSectionFrame()
            frame.header = flowSize(header).main
            frame.footer = flowSize(footer).main
            frame.insetStart = isVertical ? inset.top : inset.left
            frame.insetEnd = isVertical ? inset.bottom : inset.right
            frame.crossOrigin = reference.start + crossStart
            frames.append(frame)
        }
    }

    /// The delegate's size for every item of `section`, or nil when it does not give sizes.
    private func itemSizes(_ collectionView: UICollectionView, _ delegate: UICollectionViewDelegateFlowLayout?,
                           _ section: Int, _ count: Int) -> [FlowSize]? {
        guard let delegate, count > 0 else { return nil }
        delegateSizeIsDefault = false
        let first = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
        guard !delegateSizeIsDefault else { return nil }
        var sizes = [flowSize(first)]
        sizes.reserveCapacity(count)
        for item in 1..<count {
            let size = delegate.collectionView(collectionView, layout: self,
                                               sizeForItemAt: IndexPath(item: item, section: section))
            sizes.append(flowSize(size))
        }
        return sizes
    }

    /// How far ``sectionInsetReference`` moves the lines in from the content's cross edges.
    private func referenceInsets(_ collectionView: UICollectionView) -> (start: CGFloat, end: CGFloat) {
        let adjusted = collectionView.adjustedContentInset
        let outer: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return (0, 0)
        case .fromSafeArea: outer = collectionView.safeAreaInsets
        case .fromLayoutMargins: outer = collectionView.layoutMargins
        }
        return isVertical
            ? (max(0, outer.left - adjusted.left), max(0, outer.right - adjusted.right))
            : (max(0, outer.top - adjusted.top), max(0, outer.bottom - adjusted.bottom))
    }

    /// Stacks the sections along the scroll axis and sums the content length.
    func placeSections() {
        var offset: CGFloat = 0
        for index in frames.indices {
            frames[index].start = offset
            frames[index].headerCross = contentCross
            frames[index].footerCross = contentCross
            let frame = frames[index]
            offset += frame.header + frame.insetStart + sections[index].linesLength + frame.insetEnd + frame.footer
        }
        contentMain = offset
    }

    /// Where section `section` ends along the scroll axis.
    func sectionEnd(_ section: Int) -> CGFloat {
        section + 1 < frames.count ? frames[section + 1].start : contentMain
    }

    /// The first section whose extent reaches `offset` along the scroll axis.
    func firstSection(reaching offset: CGFloat) -> Int {
        var low = 0, high = frames.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if frames[mid].start <= offset { low = mid } else { high = mid - 1 }
        }
        return max(0, low)
    }
}
