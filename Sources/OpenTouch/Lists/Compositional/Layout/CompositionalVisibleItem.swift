import Foundation

/// A visible element as a section's `visibleItemsInvalidationHandler` sees it: reads and writes
/// go to the element's layout attributes, so changes show on the element's view.
@MainActor
final class CompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String? { attributes.representedElementKind }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}

extension UICollectionViewCompositionalLayout {
    /// Calls each section's `visibleItemsInvalidationHandler` with its elements among
    /// `attributes` and its scroll offset (an orthogonal section's own, else the collection view's).
    func runVisibleItemsHandlers(_ attributes: [UICollectionViewLayoutAttributes]) {
        guard let solution, let collectionView, let environment else { return }
        for (index, section) in solution.sections.enumerated() {
            guard let handler = section.section.visibleItemsInvalidationHandler else { continue }
            let items = attributes
                .filter { $0.indexPath.count == 2 && $0.indexPath.section == index && $0.representedElementCategory != .decorationView }
                .map(CompositionalVisibleItem.init)
            let offset = orthogonalScrollers[index]?.contentOffset ?? collectionView.contentOffset
            handler(items, offset, environment)
        }
    }
}
