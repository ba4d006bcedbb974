// OpenTouch — Animation timing
//
// UIKit's built-in animation curves.

extension UIView {
    /// UIKit's built-in timing curves, usable from any isolation.
    nonisolated public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end (Core Animation's `easeInEaseOut`); UIKit's default.
        case easeInOut
        /// Slow at the start (Core Animation's `easeIn`).
        case easeIn
        /// Slow at the end (Core Animation's `easeOut`).
        case easeOut
        /// Even pacing (Core Animation's `linear`).
        case linear

        /// The Core Animation timing function with the same control points.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }
}
