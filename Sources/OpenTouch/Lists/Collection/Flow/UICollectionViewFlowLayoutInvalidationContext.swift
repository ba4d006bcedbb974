import Foundation

/// A flow layout's invalidation context: whether the delegate's sizes and spacings must be asked
/// again, and whether the attributes must be recomputed.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether item sizes, insets and spacings must be asked again (re-measuring every section).
    /// Default true.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout attributes must be recomputed. Default true.
    open var invalidateFlowLayoutAttributes = true

    /// A context that invalidates the delegate metrics and the attributes.
    public required init() {
        super.init()
    }
}
