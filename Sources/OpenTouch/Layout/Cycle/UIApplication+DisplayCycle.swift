import Foundation

extension UIApplication {
    /// Runs the layout pass of every window that asked for one, in scene and window order, as
    /// UIKit's display cycle does at the end of a run-loop turn. The application calls it before
    /// a touch is hit-tested, after each event and after each timer; call it yourself from a
    /// frame loop of your own.
    ///
    /// A window whose layout does not settle is laid out once per call (with one
    /// `layoutDidNotSettle` diagnostic); the rest of it waits for the next call.
    public func layoutWindowsIfNeeded() {
        // Inline and free of calls when there is nothing to do, as after most events: the drain
        // asks twice an event (`--profile pipeline`: 72 instructions a move for two calls that
        // did nothing, 8 now).
        guard layoutPassRequested || CATransaction.hasImplicitTransaction else { return }
        runDisplayCycle()
    }

    /// ``layoutWindowsIfNeeded()`` when a layout pass or the implicit transaction is pending.
    @inline(never)
    private func runDisplayCycle() {
        CATransaction.flush()
        guard layoutPassRequested else { return }
        var unsettled: [UIWindow] = []
        defer { if !unsettled.isEmpty { layoutPassRequested = true } }
        for _ in 0..<maximumLayoutRounds {
            layoutPassRequested = false
            var ranAny = false
            // Scene by scene, each one's windows as they are when it is reached: no array of every
            // window is built (this runs after every event that moved a view, a scroll view's drag
            // among them).
            let scenes = connectedScenes
            for scene in scenes {
                let windows = scene.windows
                for window in windows where !unsettled.contains(where: { $0 === window })
                    && (window.subtreeNeedsLayout || window.needsLayoutFlag || window.hasPendingConstraintWork) {
                    ranAny = true
                    if !window.runDisplayLayout() { unsettled.append(window) }
                }
            }
            if !layoutPassRequested || !ranAny { return }
        }
    }
}
