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
        deriveAppearance(from: superview?.appearanceSnapshot() ?? rootAppearance())
    }

    /// What a hierarchy's root inherits: its screen's traits (the main screen's when it is not a
    /// window), with size classes from the window's size (the screen's for other roots).
    private func rootAppearance() -> AppearanceSnapshot {
        let window = self as? UIWindow
        let screen = window?.screen ?? UIScreen.main
        let traits = screen.traitValues(sizedFor: window?.bounds.size ?? screen.bounds.size)
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

    /// The tint color as read: the nearest one set up the tree (system blue at the root), dimmed
    /// when the nearest explicit adjustment mode says so.
    var effectiveTintColor: UIColor {
        var tint: UIColor?
        var dimmed: Bool?
        var view: UIView? = self
        while let current = view, tint == nil || dimmed == nil {
            if let extras = current.extras {
                if tint == nil { tint = extras.tintColor }
                if dimmed == nil, extras.tintAdjustmentMode != .automatic { dimmed = extras.tintAdjustmentMode == .dimmed }
            }
            view = current.superview
        }
        let color = tint ?? .systemBlue
        return dimmed == true ? Self.dimmed(color) : color
    }

    /// Whether the nearest explicit tint adjustment mode up the tree is `.dimmed`.
    var isTintDimmed: Bool {
        var view: UIView? = self
        while let current = view {
            if let mode = current.extras?.tintAdjustmentMode, mode != .automatic { return mode == .dimmed }
            view = current.superview
        }
        return false
    }

    /// OpenTouch's dimmed tint: a gray at half the color's brightness and 40% of its alpha (UIKit's
    /// exact dimmed color is not documented).
    static func dimmed(_ color: UIColor) -> UIColor {
        guard let rgba = color.rgba else { return color }
        let hsb = ColorMath.hsb(red: rgba.red, green: rgba.green, blue: rgba.blue)
        return UIColor(white: hsb.brightness * 0.5, alpha: rgba.alpha * 0.4)
    }
}
