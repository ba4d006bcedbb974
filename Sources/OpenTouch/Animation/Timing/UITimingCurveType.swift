// OpenTouch — Animation timing
//
// The kinds of timing information a UIKit timing-curve provider gives.

/// Which kind of timing information a ``UITimingCurveProvider`` supplies, as in UIKit.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's built-in curves (``UIView/AnimationCurve``), through ``UITimingCurveProvider/cubicTimingParameters``.
    case builtin = 0
    /// A custom cubic Bézier curve, through ``UITimingCurveProvider/cubicTimingParameters``.
    case cubic = 1
    /// A spring, through ``UITimingCurveProvider/springTimingParameters``.
    case spring = 2
    /// Both cubic and spring information.
    case composed = 3
}
