import Foundation

extension UIStackView {
    /// ``forFirstBaselineLayout`` and ``forLastBaselineLayout``: in a horizontal stack the
    /// tallest visible arranged view (the first of equals), in a vertical one the first (or last)
    /// visible arranged view; that view's own baseline view, so nested stacks answer for
    /// themselves. The stack view itself when no arranged view is visible.
    func baselineView(last: Bool) -> UIView {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var chosen: UIView? = last ? visible.last : visible.first
        if axis == .horizontal {
            chosen = visible.first
            for view in visible where view.bounds.height > chosen?.bounds.height ?? 0 { chosen = view }
        }
        guard let chosen else { return self }
        return last ? chosen.forLastBaselineLayout : chosen.forFirstBaselineLayout
    }

    /// Whether `view` has a text baseline (its baseline view draws text), rather than the bottom
    /// edge every view without text answers for its baselines.
    static func hasTextBaseline(_ view: UIView, last: Bool) -> Bool {
        let baselineView = last ? view.forLastBaselineLayout : view.forFirstBaselineLayout
        return baselineView.baselineOffsetFromCenter(last: last) != nil
    }
}
