import Foundation

/// A view a collection view shows for a supplementary element (a header or footer) or a
/// decoration, and the base class of ``UICollectionViewCell``; the collection view reuses it.
///
/// Registered classes are made through ``init(_:)``, which calls `init(frame:)`: a subclass that
/// overrides `init(frame:)` and `required init?(coder:)`, as UIKit subclasses do, is made with
/// its own `init(frame:)`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued under; nil for views made directly.
    public internal(set) var reuseIdentifier: String?
    /// The key of the reuse queue the view returns to; nil for views made directly.
    var reuseQueueKey: String?
    /// The attributes last applied by the collection view.
    var appliedAttributes: UICollectionViewLayoutAttributes?
    /// Whether the view has been measured for ``appliedAttributes`` since it was dequeued.
    var isMeasured = false

    /// A view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How the collection view makes a registered class: calls `init(frame: .zero)`, which
    /// dispatches to a subclass's override. Apps do not call it.
    public required convenience init(_ making: Making) {
        self.init(frame: .zero)
    }

    /// The token passed to ``init(_:)``; only the collection view makes one.
    public struct Making: Sendable {
        init() {}
    }

    /// Resets the view before the collection view hands it out again; the default does nothing.
    /// Overrides call `super`.
    open func prepareForReuse() {}

    /// The attributes the view would like, given the layout's `layoutAttributes`. When the layout
    /// asks for self-sizing (estimated sizes), the default measures the view with Auto Layout
    /// (see ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``)
    /// and returns a copy with that size; otherwise it returns the attributes as they are.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        guard layoutAttributes.wantsSelfSizing,
              let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        let priorities = layoutAttributes.fittingPriorities
        let measured = sizingView.systemLayoutSizeFitting(layoutAttributes.size,
                                                          withHorizontalFittingPriority: priorities.horizontal,
                                                          verticalFittingPriority: priorities.vertical)
        guard sizingView.usesAutoLayoutForSizing else { return layoutAttributes }
        var size = copy.size
        if priorities.horizontal < .required { size.width = measured.width }
        if priorities.vertical < .required { size.height = measured.height }
        copy.size = size
        return copy
    }

    /// The view whose constraints give the view's size: the view itself (a cell: its content view).
    var sizingView: UIView { self }

    /// Applies attributes beyond the frame, alpha, transform, z-order and hidden state the
    /// collection view applies itself (for a layout's custom attribute subclass); the default
    /// does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the collection view moves from `oldLayout` to `newLayout`; does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the collection view moved from `oldLayout` to `newLayout`; does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

extension UIView {
    /// Whether constraints inside the view decide its size: it holds constraints or a subview
    /// placed by constraints.
    var usesAutoLayoutForSizing: Bool {
        !constraints.isEmpty || subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }
}

extension UICollectionViewLayoutAttributes {
    /// Whether the layout wants the element to size itself (its size is an estimate).
    var wantsSelfSizing: Bool {
        fittingPriorities.horizontal < .required || fittingPriorities.vertical < .required
    }
}
