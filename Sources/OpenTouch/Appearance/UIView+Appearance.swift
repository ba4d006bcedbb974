import Foundation

/// What a view inherits: its traits, tint color and whether its tint is dimmed.
struct AppearanceSnapshot: Equatable {
    var traits: UITraitCollection.Values
    var tint: UIColor
    var dimmed: Bool

    static func == (lhs: AppearanceSnapshot, rhs: AppearanceSnapshot) -> Bool {
        lhs.traits == rhs.traits && lhs.dimmed == rhs.dimmed && lhs.tint == rhs.tint
    }
}

extension UIView {
    /// The view's appearance: its superview's (or, at a root, its screen's) with its own overrides.
    func appearanceSnapshot() -> AppearanceSnapshot {
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        var snapshot = chain.last!.rootAppearance()
        for view in chain.reversed() { snapshot = view.deriveAppearance(from: snapshot) }
        return snapshot
    }

    /// What a hierarchy's root inherits: its screen's traits (the main screen's when it is not a
    /// window in a scene), with size classes from its size.
    private func rootAppearance() -> AppearanceSnapshot {
        let screen = (self as? UIWindow)?.screen ?? UIScreen.main
        var traits = screen.traitCollection.values
        let size = self is UIWindow ? bounds.size : screen.bounds.size
        traits.horizontalSizeClass = size.width > UIScreen.regularWidthThreshold ? .regular : .compact
        traits.verticalSizeClass = size.height < UIScreen.compactHeightThreshold ? .compact : .regular
        return AppearanceSnapshot(traits: traits, tint: .systemBlue, dimmed: false)
    }

    /// `inherited` with this view's (and its controller's) overrides applied.
    func deriveAppearance(from inherited: AppearanceSnapshot) -> AppearanceSnapshot {
        var result = inherited
        if let style = owningViewController?.overrideUserInterfaceStyle, style != .unspecified {
            result.traits.userInterfaceStyle = style
        }
        guard let extras else { return result }
        if extras.overrideUserInterfaceStyle != .unspecified {
            result.traits.userInterfaceStyle = extras.overrideUserInterfaceStyle
        }
        if let tint = extras.tintColor { result.tint = tint }
        switch extras.tintAdjustmentMode {
        case .automatic: break
        case .normal: result.dimmed = false
        case .dimmed: result.dimmed = true
        }
        return result
    }

    /// Tells the subtree about what changed since `old` (the view's appearance before a change):
    /// `traitCollectionDidChange(_:)` (controller first) where traits differ, `tintColorDidChange()`
    /// where the tint or its dimming differs. Views whose appearance did not change, and their
    /// subtrees, are skipped.
    func propagateAppearance(from old: AppearanceSnapshot) {
        let new = appearanceSnapshot()
        guard old != new else { return }
        notifyAppearance(old: old, new: new)
    }

    private func notifyAppearance(old: AppearanceSnapshot, new: AppearanceSnapshot) {
        if old.traits != new.traits {
            let previous = UITraitCollection(values: old.traits)
            let saved = UITraitCollection.current
            UITraitCollection.current = UITraitCollection(values: new.traits)
            owningViewController?.traitCollectionDidChange(previous)
            traitCollectionDidChange(previous)
            UITraitCollection.current = saved
        }
        if old.tint != new.tint || old.dimmed != new.dimmed { tintColorDidChange() }
        for subview in subviews {
            let oldChild = subview.deriveAppearance(from: old)
            let newChild = subview.deriveAppearance(from: new)
            if oldChild != newChild { subview.notifyAppearance(old: oldChild, new: newChild) }
        }
    }

    /// The tint color as read: the view's or inherited one, dimmed when the mode says so.
    var effectiveTintColor: UIColor {
        let snapshot = appearanceSnapshot()
        return snapshot.dimmed ? Self.dimmed(snapshot.tint) : snapshot.tint
    }

    /// OpenTouch's dimmed tint: a gray at half the color's brightness and 40% of its alpha (UIKit's
    /// exact dimmed color is not documented).
    static func dimmed(_ color: UIColor) -> UIColor {
        let hsb = ColorMath.hsb(red: color.red, green: color.green, blue: color.blue)
        return UIColor(white: hsb.brightness * 0.5, alpha: color.alpha * 0.4)
    }
}
