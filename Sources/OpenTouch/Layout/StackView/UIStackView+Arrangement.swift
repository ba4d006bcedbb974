import Foundation

extension UIStackView {
    /// Puts `view` at `index` of the arranged subviews (the end when nil), as a subview too.
    func arrange(_ view: UIView, at index: Int?) {
        guard view !== self, !isDescendant(of: view) else { return }
        storedArrangedSubviews.removeAll { $0 === view || $0.superview !== self }
        let position = min(max(index ?? storedArrangedSubviews.count, 0), storedArrangedSubviews.count)
        storedArrangedSubviews.insert(view, at: position)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangementUpdate()
    }

    /// Takes `view` out of the arrangement; its custom spacing goes with it.
    func unarrange(_ view: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        storedArrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangementUpdate()
    }

    /// The arrangement changed: the constraints are made again before the next layout pass.
    func setNeedsArrangementUpdate() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// An arranged subview was hidden or shown: it gives up or takes back its space.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsArrangementUpdate()
    }

    /// An arranged subview's intrinsic size (or its priorities) changed: the constraints made from
    /// it (proportions, baselines, the order tie-breaks) are brought up to date.
    func arrangedSubviewIntrinsicContentDidChange(_ view: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        if usesBaselines { baselinesNeedRefresh = true }
        setNeedsArrangementUpdate()
    }

    /// Whether some constraint of the arrangement relates text baselines.
    var usesBaselines: Bool {
        (axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline))
            || (axis == .vertical && isBaselineRelativeArrangement)
    }

    // MARK: Spacing

    func storeCustomSpacing(_ spacing: CGFloat, after view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        let key = ObjectIdentifier(view)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        setNeedsArrangementUpdate()
    }

    /// The spacing in points after `view`: its custom spacing, else ``spacing``, with
    /// ``spacingUseSystem`` as the system spacing.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == Self.spacingUseSystem { return systemSpacing }
        return value.isFinite ? value : 0
    }
}

extension UIView {
    /// `subview.isHidden` changed. UIKit's stack views observe their arranged subviews' `hidden`;
    /// here `isHidden`'s setter tells the superview, and a stack view re-arranges.
    func subviewHiddenDidChange(_ subview: UIView) {
        (self as? UIStackView)?.arrangedSubviewVisibilityDidChange(subview)
    }

    /// `subview`'s intrinsic content size or content priorities changed; a stack view updates the
    /// constraints it made from them (UIKit's `_intrinsicContentSizeInvalidatedForChildView:`).
    func subviewIntrinsicContentDidChange(_ subview: UIView) {
        (self as? UIStackView)?.arrangedSubviewIntrinsicContentDidChange(subview)
    }
}
