import Foundation

/// Self-sizing: a cell measured along its estimated axes moves the items after it.
extension UICollectionViewCompositionalLayout {
    /// True when a cell's measured size differs from its estimate along an estimated axis.
    func measurementChangesLayout(
        _ preferredAttributes: UICollectionViewLayoutAttributes, _ originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard originalAttributes.representedElementCategory == .cell, originalAttributes.wantsSelfSizing else { return false }
        return preferredAttributes.size != originalAttributes.size
    }

    /// Records the cell's measured size; the items after it move at the next preparation
    /// without asking the section provider again.
    func recordMeasurement(_ preferredAttributes: UICollectionViewLayoutAttributes, _ originalAttributes: UICollectionViewLayoutAttributes) {
        if originalAttributes.representedElementCategory == .cell {
            var size = originalAttributes.size
            if originalAttributes.fittingPriorities.horizontal < .required { size.width = preferredAttributes.size.width }
            if originalAttributes.fittingPriorities.vertical < .required { size.height = preferredAttributes.size.height }
            // In place: a copy of the solution would copy its offset indexes.
            _ = solution?.setMeasuredSize(size, forItemAt: originalAttributes.indexPath)
        }
    }
}
