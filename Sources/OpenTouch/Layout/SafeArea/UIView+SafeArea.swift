import Foundation

extension UIView {
    /// The safe-area insets: a window's are its ``UIWindow/deviceSafeAreaInsets``; any other
    /// view's are the part of its superview's unsafe edges it overlaps (a scroll view passes on only
    /// the edges its adjusted content inset does not take in), plus its controller's
    /// ``UIViewController/additionalSafeAreaInsets``. Each inset is at most the view's size.
    func computedSafeAreaInsets() -> UIEdgeInsets {
        if let cached = layoutState?.safeAreaCache, cached.epoch == GeometryEpoch.value { return cached.insets }
        let insets = safeAreaInsetsFromSuperviews()
        writableLayout.safeAreaCache = (GeometryEpoch.value, insets)
        return insets
    }

    /// The safe area worked out from the window's device insets down through the superviews.
    private func safeAreaInsetsFromSuperviews() -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets = window.deviceSafeAreaInsets
        } else if let superview {
            let parentInsets = (superview as? UIScrollView)?.safeAreaInsetsForSubviews ?? superview.safeAreaInsets
            if parentInsets != .zero {
                // Only the superview's unsafe edges count: a part of the view outside its
                // superview's bounds on a safe edge (content scrolled out of sight) is not covered.
                let covered = overlap(of: superview.bounds.inset(by: parentInsets), from: superview)
                insets = UIEdgeInsets(top: parentInsets.top > 0 ? covered.top : 0,
                                      left: parentInsets.left > 0 ? covered.left : 0,
                                      bottom: parentInsets.bottom > 0 ? covered.bottom : 0,
                                      right: parentInsets.right > 0 ? covered.right : 0)
            }
        }
        if let controller = owningViewController { insets = insets + controller.additionalSafeAreaInsets }
        return insets
    }

    /// How far this view's bounds reach outside `inner` (a rectangle in `view`'s coordinates),
    /// as insets, each between zero and the view's size.
    func overlap(of inner: CGRect, from view: UIView) -> UIEdgeInsets {
        let safe = convert(inner, from: view)
        let b = bounds
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return UIEdgeInsets(top: clamp(safe.minY - b.minY, b.height), left: clamp(safe.minX - b.minX, b.width),
                            bottom: clamp(b.maxY - safe.maxY, b.height), right: clamp(b.maxX - safe.maxX, b.width))
    }

    /// Calls ``safeAreaInsetsDidChange()`` (and the controller's `viewSafeAreaInsetsDidChange()`)
    /// and ``layoutMarginsDidChange()`` when the values changed since they were last announced;
    /// a change marks the subviews for layout, whose insets may change in turn.
    func announceSafeAreaAndMargins() {
        let safeArea = safeAreaInsets
        let announcedSafeArea = layoutState?.announcedSafeAreaInsets ?? .zero
        if safeArea != announcedSafeArea {
            writableLayout.announcedSafeAreaInsets = safeArea
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            for subview in subviews { subview.markNeedsLayout() }
        }
        guard safeArea != .zero || layoutState?.layoutMargins != nil || layoutState?.announcedLayoutMargins != nil else { return }
        let margins = effectiveLayoutMargins()
        if margins != (layoutState?.announcedLayoutMargins ?? margins) {
            writableLayout.announcedLayoutMargins = margins
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        } else if layoutState?.announcedLayoutMargins == nil {
            writableLayout.announcedLayoutMargins = margins
        }
    }
}

extension UIEdgeInsets {
    static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
