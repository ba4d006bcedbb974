import Foundation

/// Aiming fingers at views rather than at coordinates, the way UI tests find elements.
extension TouchDriver {
    /// The first view, front window first and depth first within a window (front subviews first),
    /// whose `accessibilityIdentifier` is `identifier`; nil when none is shown in a visible window
    /// (hidden and fully transparent views, and their subviews, are not searched).
    public func view(withAccessibilityIdentifier identifier: String) -> UIView? {
        application.layoutWindowsIfNeeded()
        for window in application.windowsFrontToBack {
            if let found = window.descendant(where: { $0.accessibilityIdentifier == identifier }) { return found }
        }
        return nil
    }

    /// Where a finger goes to touch `point` of `view` (its center when nil), in screen points.
    /// Pending layout runs first (as the display cycle would before the finger lands), so the
    /// view is aimed at where it is laid out.
    public func screenLocation(of view: UIView, at point: CGPoint? = nil) -> CGPoint {
        application.layoutWindowsIfNeeded()
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        return view.convertToScreen(local)
    }

    /// Taps the center of `view` (or `point` in its coordinates). The tap goes wherever hit
    /// testing sends it, as a real finger's would: a view covered by another, or with user
    /// interaction off, does not get it.
    public func tap(_ view: UIView, at point: CGPoint? = nil) {
        tap(at: screenLocation(of: view, at: point))
    }

    /// Taps the view whose `accessibilityIdentifier` is `identifier`; returns false, tapping
    /// nothing, when no visible window holds such a view.
    @discardableResult
    public func tap(accessibilityIdentifier identifier: String) -> Bool {
        guard let view = view(withAccessibilityIdentifier: identifier) else { return false }
        tap(view)
        return true
    }

    /// Drags from the center of `view` by `translation`, in `steps` moves over `duration` seconds.
    public func drag(_ view: UIView, by translation: CGVector, duration: TimeInterval = 0.3, steps: Int = 10) {
        let start = screenLocation(of: view)
        drag(from: start, to: CGPoint(x: start.x + translation.dx, y: start.y + translation.dy),
             duration: duration, steps: steps)
    }
}

extension UIView {
    /// The first shown view in this subtree, depth first, front subviews first, for which `match`
    /// holds; hidden or fully transparent views and their subtrees are skipped.
    func descendant(where match: (UIView) -> Bool) -> UIView? {
        guard !isHidden, alpha > UIView.hitTestAlphaThreshold else { return nil }
        if match(self) { return self }
        for subview in subviews.reversed() {
            if let found = subview.descendant(where: match) { return found }
        }
        return nil
    }
}
