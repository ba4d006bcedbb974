// OpenTouch — Animation timing
//
// UIKit's cubic Bézier timing parameters.

import Foundation

/// Timing information as a cubic Bézier curve from (0, 0) to (1, 1), as in UIKit.
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The built-in curve this object was made with; `.easeInOut` when it was made from control points
    /// (UIKit leaves the value undefined then).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point given at initialisation; `.zero` when made from an animation curve, as in UIKit.
    public let controlPoint1: CGPoint
    /// The second control point given at initialisation; `.zero` when made from an animation curve, as in UIKit.
    public let controlPoint2: CGPoint
    /// The timing function the parameters describe.
    let timingFunction: CAMediaTimingFunction
    /// Whether the object was made from a built-in curve rather than control points.
    private let isBuiltin: Bool

    /// Creates parameters for the ease-in-ease-out curve, UIKit's default.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// Creates parameters for one of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = .zero
        controlPoint2 = .zero
        timingFunction = curve.timingFunction
        isBuiltin = true
    }

    /// Creates parameters for a custom curve through (0, 0), `point1`, `point2` and (1, 1).
    ///
    /// UIKit asks for coordinates in 0...1; here x coordinates are clamped to that range when the
    /// curve is evaluated (see ``CAMediaTimingFunction/init(controlPoints:_:_:_:)``) and the points are kept as given.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        timingFunction = CAMediaTimingFunction(
            controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
        isBuiltin = false
    }

    /// `.builtin` when made from an animation curve, `.cubic` when made from control points.
    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// The object itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Always nil: cubic parameters carry no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve the engine animates with.
    var timingCurve: TimingCurve { .function(timingFunction) }
}
