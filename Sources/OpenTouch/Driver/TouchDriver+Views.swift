import Foundation

/// Aiming fingers at views rather than at coordinates, the way UI tests find elements.
extension TouchDriver {
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

    /// Drags from the center of `view` by `translation`, in `steps` moves over `duration` seconds.
    public func drag(_ view: UIView, by translation: CGVector, duration: TimeInterval = 0.3, steps: Int = 10) {
        let start = screenLocation(of: view)
        drag(from: start, to: CGPoint(x: start.x + translation.dx, y: start.y + translation.dy),
             duration: duration, steps: steps)
    }
}
