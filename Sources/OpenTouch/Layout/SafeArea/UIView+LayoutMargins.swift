import Foundation

extension UIView {
    /// The margins a view has before any are set: 8 points on every edge; a controller's root
    /// view has the system minimum (no top or bottom margin, 16 points at the sides in compact
    /// width and 20 in regular width).
    var defaultLayoutMargins: UIEdgeInsets {
        guard owningViewController != nil else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != layoutState?.layoutMargins else { return }
        writableLayout.layoutMargins = margins
        treeEngine?.setNeedsSolve()
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        writableLayout.announcedLayoutMargins = effectiveLayoutMargins()
        markNeedsLayout()
    }

    /// Whether the margins are measured from the safe area (true by default), so content inside
    /// them stays clear of a notch.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            writableLayout.insetsLayoutMarginsFromSafeArea = newValue
            treeEngine?.setNeedsSolve()
        }
    }

    /// Whether the view's margins grow to its superview's where the two overlap; false by default.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            writableLayout.preservesSuperviewLayoutMargins = newValue
            treeEngine?.setNeedsSolve()
        }
    }

    /// The margins the margins guide uses and ``layoutMargins`` reads: the margins set (at least
    /// the controller's system
    /// minimum for a root view), plus the safe area when ``insetsLayoutMarginsFromSafeArea``,
    /// and at least the superview's margins where they overlap when
    /// ``preservesSuperviewLayoutMargins``.
    func effectiveLayoutMargins() -> UIEdgeInsets {
        var margins = layoutState?.layoutMargins ?? defaultLayoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = defaultLayoutMargins
            margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                                   bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
        }
        if insetsLayoutMarginsFromSafeArea { margins = margins + safeAreaInsets }
        if preservesSuperviewLayoutMargins, let superview {
            let inherited = overlap(of: superview.bounds.inset(by: superview.effectiveLayoutMargins()), from: superview)
            margins = UIEdgeInsets(top: max(margins.top, inherited.top), left: max(margins.left, inherited.left),
                                   bottom: max(margins.bottom, inherited.bottom), right: max(margins.right, inherited.right))
        }
        return margins
    }

    /// `insets` with leading and trailing for this view's layout direction.
    func directional(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(top: insets.top, leading: rtl ? insets.right : insets.left,
                                       bottom: insets.bottom, trailing: rtl ? insets.left : insets.right)
    }

    /// `insets` with left and right for this view's layout direction.
    func absolute(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: insets.top, left: rtl ? insets.trailing : insets.leading,
                            bottom: insets.bottom, right: rtl ? insets.leading : insets.trailing)
    }
}
