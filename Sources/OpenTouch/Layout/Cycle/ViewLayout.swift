import Foundation

/// A view's Auto Layout and autoresizing state, allocated the first time one of its values is set
/// or read for layout, so that views which never use layout stay small.
@MainActor
final class ViewLayout {
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on this view (``UIView/constraints``), in installation order.
    /// Unchecked: appended to, filtered and read only by single statements of the layout
    /// code, never while another access is under way (the checked append of each activation
    /// paid `swift_beginAccess` and `swift_endAccess`: callgrind `layout-chain-10000`, 1.17 M
    /// instructions for its 10,000 activations).
    @exclusivity(unchecked) var installedConstraints: [NSLayoutConstraint] = []
    /// The guides added with ``UIView/addLayoutGuide(_:)``.
    var layoutGuides: [UILayoutGuide] = []
    var horizontalHugging: UILayoutPriority = .defaultLow
    var verticalHugging: UILayoutPriority = .defaultLow
    var horizontalCompression: UILayoutPriority = .defaultHigh
    var verticalCompression: UILayoutPriority = .defaultHigh
    /// The margins set with ``UIView/layoutMargins``; nil until set (the view's default applies).
    var layoutMargins: UIEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// The safe-area insets and margins last announced with the did-change callbacks.
    var announcedSafeAreaInsets: UIEdgeInsets = .zero
    var announcedLayoutMargins: UIEdgeInsets?
    /// The safe area last computed, and the ``GeometryEpoch`` it was computed at.
    var safeAreaCache: (epoch: UInt64, insets: UIEdgeInsets)?
    /// The engine of the tree this view is the root of, if one was made.
    var engine: LayoutEngine?
    /// This view's variables in the engine of its tree, while it takes part in one.
    var engineItem: LayoutItem?
    /// Whether `updateConstraints()` is due; ``LayoutPassContext/pendingConstraintUpdates``
    /// counts the views where it is, however the mark is cleared.
    var needsUpdateConstraints = false {
        didSet {
            guard needsUpdateConstraints != oldValue else { return }
            LayoutPassContext.pendingConstraintUpdates += needsUpdateConstraints ? 1 : -1
        }
    }
    // A view released while marked no longer counts as pending.
    deinit {
        MainActor.assumeIsolated {
            if needsUpdateConstraints { LayoutPassContext.pendingConstraintUpdates -= 1 }
        }
    }

    /// Whether `updateConstraints()` ran once (views that require constraint-based layout get a first call).
    var didUpdateConstraintsOnce = false
}

extension UIView {
    /// The view's layout state, made on first use.
    var writableLayout: ViewLayout {
        if let layoutState { return layoutState }
        let state = ViewLayout()
        layoutState = state
        return state
    }
}
