import Foundation

extension UIApplication {
    /// Runs the layout pass of every window that asked for one, in scene and window order, as
    /// UIKit's display cycle does at the end of a run-loop turn. The application calls it before
    /// a touch is hit-tested, after each event and after each timer; call it yourself from a
    /// frame loop of your own.
    public func layoutWindowsIfNeeded() {
        guard layoutPassRequested else { return }
        for _ in 0..<maximumLayoutRounds {
            layoutPassRequested = false
            for window in windows where window.subtreeNeedsLayout || window.needsLayoutFlag || window.hasPendingConstraintWork {
                window.runDisplayLayout()
            }
            if !layoutPassRequested { return }
        }
    }
}
