import Foundation

/// Where and how a layout places one element of a collection view: a cell, a supplementary view
/// (a header or footer) or a decoration view.
///
/// As in UIKit, this is an `NSObject` that supports `copy()`: subclasses that add properties
/// override `copy(with:)` and `isEqual(_:)`, and a layout names its subclass in
/// ``UICollectionViewLayout/layoutAttributesClass``.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content; setting it keeps ``transform``.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's centre in the collection view's content.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's affine transform about its centre; `.identity` by default.
    open var transform: CGAffineTransform = .identity
    /// The element's 3D transform; setting it sets ``transform`` to its affine part.
    open var transform3D: CATransform3D {
        get { CATransform3DMakeAffineTransform(transform) }
        set { transform = CATransform3DGetAffineTransform(newValue) }
    }
    /// The element's opacity, 0 to 1; 1 by default.
    open var alpha: CGFloat = 1
    /// The element's stacking order: higher values are above lower ones; 0 by default.
    open var zIndex: Int = 0
    /// Whether the element is hidden (the collection view shows no view for it).
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for cells.
    open private(set) var representedElementKind: String?

    /// How a self-sizing element fits its content: the priorities of each axis when the cell
    /// measures itself in ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``.
    /// Both required (the default) means no self-sizing; a flow layout with an estimated item
    /// size frees both axes; a compositional layout frees the estimated axis.
    var fittingPriorities = FittingPriorities()

    /// Attributes of a cell at item 0 of section 0.
    public required override init() {
        super.init()
    }

    /// Attributes of the cell at `indexPath`.
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes of the decoration view of `decorationViewKind` at `indexPath`.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with every property copied; subclasses call `super` and copy
    /// their own properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.fittingPriorities = fittingPriorities
        return copy
    }

    /// Whether `object` is attributes of the same element with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other.center == center && other.size == size && other.transform == transform
            && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
            && other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind
    }

    /// A hash of the element's identity (category, kind and index path).
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        hasher.combine(representedElementCategory)
        return hasher.finalize()
    }

    /// The element these attributes place: its category, kind and index path.
    var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind ?? "", indexPath: indexPath)
    }
}

/// The fitting priorities of a self-sizing element's two axes.
struct FittingPriorities: Equatable, Sendable {
    /// The width's priority; ``UILayoutPriority/fittingSizeLevel`` lets it follow the content.
    var horizontal = UILayoutPriority.required
    /// The height's priority.
    var vertical = UILayoutPriority.required
    /// Both axes follow the content.
    static let free = FittingPriorities(horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
}

/// One element of a collection view: its category, kind ("" for cells) and index path.
struct ElementKey: Hashable, Comparable, Sendable {
    var category: UICollectionView.ElementCategory
    var kind: String
    var indexPath: IndexPath

    static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.indexPath < rhs.indexPath
    }
}
