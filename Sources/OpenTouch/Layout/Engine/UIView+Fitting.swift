import Foundation

extension UIView {
    /// The compressed fitting size: the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The expanded fitting size: the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// `systemLayoutSizeFitting`: a throwaway engine over this view's subtree, with the view's own
    /// size held at `targetSize` by the given priorities and its intrinsic size taking part.
    func fittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsInSubtreeIfNeeded()
        let engine = LayoutEngine(root: self, fitting: (targetSize, horizontal, vertical))
        engine.rebuild()
        engine.refreshItemConstraints()
        engine.solver.updateVariables()
        guard let item = engine.items[ObjectIdentifier(self)] else { return targetSize }
        return CGSize(width: max(0, item.width.value), height: max(0, item.height.value))
    }
}
