import Foundation

/// The layout's answers: attributes for the elements in a rect, one item, one supplementary or
/// one decoration, made from the solution.
extension UICollectionViewCompositionalLayout {
    /// The attributes of the cells, supplementaries and decorations whose frames meet `rect`.
    /// Cells of orthogonal sections are placed where their section's scroll view shows them.
    func elementAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let offsets = orthogonalOffsets
        // In place (optional chaining): a copy of the solution would copy its offset indexes.
        let elements = solution?.elements(in: rect, visible: pinningBounds, orthogonalOffsets: offsets) ?? []
        let result = elements.map { attributes(for: $0, offsets: offsets) }
        runVisibleItemsHandlers(result)
        return result
    }

    /// The attributes of the cell at `indexPath`; nil when out of range.
    func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let element = solution?.item(at: indexPath) else { return nil }
        return attributes(for: element, offsets: orthogonalOffsets)
    }

    /// The attributes of the boundary supplementary of `elementKind` at `indexPath` (item: its
    /// number among the section's supplementaries of that kind), or of an item's supplementary.
    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if let boundary = solution?.supplementaryFrame(ofKind: elementKind, at: indexPath, visible: pinningBounds) {
            let element = SolvedElement(category: .supplementary(elementKind), indexPath: indexPath, frame: boundary.frame, zIndex: boundary.zIndex)
            return attributes(for: element, offsets: [:])
        }
        guard let item = solution?.itemFrame(at: indexPath) else { return nil }
        // The item's frame is unscrolled, so the probe is too.
        let found = solution?.elements(in: item.insetBy(dx: -1, dy: -1), orthogonalOffsets: [:])
            .first { $0.category == .supplementary(elementKind) && $0.indexPath == indexPath }
        return found.map { attributes(for: $0, offsets: orthogonalOffsets) }
    }

    /// The attributes of the decoration of `elementKind` at `indexPath` (item: its number among
    /// the section's decorations of that kind).
    func decorationAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let solution, indexPath.count == 2, solution.sections.indices.contains(indexPath.section) else { return nil }
        let section = indexPath.section
        guard let decoration = solution.sections[section].decorations.first(where: { $0.elementKind == elementKind && $0.index == indexPath.item })
        else { return nil }
        let frame = decoration.frame.shifted(by: solution.sectionOffsets[section], along: solution.scrollAxis)
        return attributes(for: SolvedElement(category: .decoration(elementKind), indexPath: indexPath, frame: frame, zIndex: decoration.zIndex), offsets: [:])
    }

    /// The rect pinned headers and footers stay inside: the bounds inside the adjusted insets.
    var pinningBounds: CGRect? {
        guard let collectionView else { return nil }
        let insets = collectionView.adjustedContentInset
        return collectionView.bounds.inset(by: insets)
    }

    /// The orthogonal sections' scroll offsets along their scrolling axis, by section.
    var orthogonalOffsets: [Int: CGFloat] {
        let axis = scrollAxis.other
        return orthogonalScrollers.mapValues { axis.coordinate($0.contentOffset) }
    }

    /// Attributes for `element`, of the layout's attributes class, self-sizing along its
    /// estimated axes.
    func attributes(for element: SolvedElement, offsets: [Int: CGFloat]) -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let attributes: UICollectionViewLayoutAttributes
        switch element.category {
        case .cell: attributes = type.init(forCellWith: element.indexPath)
        case .supplementary(let kind): attributes = type.init(forSupplementaryViewOfKind: kind, with: element.indexPath)
        case .decoration(let kind): attributes = type.init(forDecorationViewOfKind: kind, with: element.indexPath)
        }
        var frame = element.frame
        if element.scrollsOrthogonally {
            frame = frame.shifted(by: -(offsets[element.indexPath.section] ?? 0), along: scrollAxis.other)
        }
        attributes.frame = frame
        attributes.zIndex = element.zIndex
        if element.selfSizing.horizontal { attributes.fittingPriorities.horizontal = .fittingSizeLevel }
        if element.selfSizing.vertical { attributes.fittingPriorities.vertical = .fittingSizeLevel }
        return attributes
    }
}
