import Foundation

extension UIView {
    /// The compressed fitting size: the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The expanded fitting size: the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// `systemLayoutSizeFitting`: a throwaway engine over this view's subtree, with the view's own
    /// size held at `targetSize` by the given priorities and its intrinsic size taking part.
    /// Multi-line labels are measured again at the width the solution gives them (UIKit's
    /// automatic preferred width), until the widths stop changing.
    func fittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsInSubtreeIfNeeded()
        let engine = LayoutEngine(root: self, fitting: (targetSize, horizontal, vertical))
        engine.rebuild()
        engine.refreshItemConstraints()
        engine.solver.updateVariables()
        var wrapped: [UILabel] = []
        defer { for label in wrapped { label.fittingLayoutWidth = nil } }
        for _ in 0..<maximumWrapRounds where engine.rewrapLabels(into: &wrapped) {
            engine.refreshItemConstraints()
            engine.solver.updateVariables()
        }
        guard let item = engine.items[ObjectIdentifier(self)] else { return targetSize }
        return CGSize(width: max(0, item.width.value), height: max(0, item.height.value))
    }
}

/// How many times `systemLayoutSizeFitting` measures multi-line labels again at their solved widths.
let maximumWrapRounds = 4

extension LayoutEngine {
    /// Gives each multi-line label that wraps to its layout width the (pixel-aligned) width the
    /// solver found for it, marking its intrinsic size for an update; labels given a width are
    /// added to `labels`. Returns whether any width changed.
    func rewrapLabels(into labels: inout [UILabel]) -> Bool {
        var changed = false
        for item in itemOrder {
            guard let label = item.view as? UILabel, label.wrapsToLayoutWidth else { continue }
            let width = pixelAligned(item.rect, for: label).width
            guard width > 0, label.fittingLayoutWidth != width else { continue }
            if label.fittingLayoutWidth == nil { labels.append(label) }
            label.fittingLayoutWidth = width
            item.needsIntrinsicUpdate = true
            changed = true
        }
        return changed
    }
}
