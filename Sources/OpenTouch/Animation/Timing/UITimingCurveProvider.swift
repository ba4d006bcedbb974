// OpenTouch — Animation timing
//
// The protocol UIKit animators read their timing from, and how the engine turns a provider into a curve.

/// An object that gives the timing information for an animation, as UIKit's property animators read it.
public protocol UITimingCurveProvider: Sendable {
    /// Which kind of timing information the provider supplies.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing information: required for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing information: required for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// Which component of a spring's two-dimensional initial velocity drives a one-dimensional progress.
///
/// UIKit documents that for a view's position each component of `initialVelocity` drives its own
/// axis (`dx` for x, `dy` for y), and that properties with a single dimension, such as `alpha`,
/// use only `dx`.
enum TimingCurveAxis: Hashable, Sendable {
    /// `dx`: x-like values and every one-dimensional property.
    case horizontal
    /// `dy`: y-like values.
    case vertical
}

extension UITimingCurveProvider {
    /// The spring this provider animates with, if it is one: the spring information for `.spring`,
    /// and for `.composed` when it has any (OpenTouch's choice: UIKit does not say how it composes).
    var effectiveSpring: UISpringTimingParameters? {
        switch timingCurveType {
        case .spring, .composed: springTimingParameters
        case .builtin, .cubic: nil
        }
    }

    /// The curve the engine animates a one-dimensional progress with, for an animator lasting `duration`.
    ///
    /// Springs use the initial-velocity component for `axis`; a cubic provider with no cubic
    /// information (and a spring provider with no spring) falls back to ease-in-ease-out.
    func timingCurve(duration: Double, axis: TimingCurveAxis = .horizontal) -> TimingCurve {
        if let spring = effectiveSpring { return spring.timingCurve(duration: duration, axis: axis) }
        return cubicTimingParameters?.timingCurve ?? .easeInOut
    }

    /// Whether the animation lasts as long as the spring takes to settle instead of the animator's duration.
    var usesOwnDuration: Bool { effectiveSpring?.usesOwnDuration ?? false }

    /// How long an animation with this timing lasts under an animator's `duration`: the spring's
    /// settling duration along `axis` when ``usesOwnDuration``, otherwise `duration`.
    func effectiveDuration(forAnimatorDuration duration: Double, axis: TimingCurveAxis = .horizontal) -> Double {
        guard let spring = effectiveSpring, spring.usesOwnDuration else { return duration }
        return spring.settlingDuration(axis: axis)
    }
}
