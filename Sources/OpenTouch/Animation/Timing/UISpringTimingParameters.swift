// OpenTouch — Animation timing
//
// UIKit's spring timing parameters.

import Foundation

/// Timing information that mimics a spring acting on the animated value, as in UIKit.
///
/// The initial velocity is given per axis in units of the whole distance per second (see
/// ``initialVelocity``). How long the animation lasts depends on how the spring was described:
/// a damping ratio takes the animator's duration, and the spring is chosen to settle within it;
/// a mass, stiffness and damping (and the default spring) ignore the animator's duration and
/// last until the spring settles, as UIKit is observed to do; a duration and bounce describe the
/// whole motion, which also lasts until the spring settles.
public final class UISpringTimingParameters: UITimingCurveProvider {
    /// How the spring was described.
    enum Model: Hashable, Sendable {
        /// A damping ratio; the animator's duration sets the pace.
        case dampingRatio(Double)
        /// Physical coefficients.
        case physical(mass: Double, stiffness: Double, damping: Double)
        /// Apple's duration-and-bounce description.
        case perceptual(duration: Double, bounce: Double)
    }

    /// The animated value's rate of change at the start, per axis, normalised to the total distance:
    /// `dx` drives x (and every one-dimensional property, such as `alpha`), `dy` drives y.
    ///
    /// A vector of (1, 0) covers the whole x distance in one second at the start's speed.
    public let initialVelocity: CGVector
    /// How the spring was described.
    let model: Model

    /// Creates UIKit's default spring: damping ratio 4.56 (mass 3, stiffness 1000, damping 500), no initial velocity.
    ///
    /// Apple documents the ratio; the coefficients are those of the system spring that gives it
    /// (500 / (2·√(3·1000)) ≈ 4.56). Like any spring given by coefficients it lasts until it settles.
    public init() {
        initialVelocity = .zero
        model = .physical(mass: 3, stiffness: 1000, damping: 500)
    }

    /// Creates a spring with a damping ratio (1: no oscillation; toward 0: more) and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        model = .dampingRatio(Double(ratio))
    }

    /// Creates a spring with a damping ratio and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// Creates a spring from its mass (greater than 0), stiffness, damping coefficient and initial velocity.
    ///
    /// Its damping ratio is damping / (2·√(stiffness·mass)). The animator's duration is ignored: the
    /// animation lasts until the spring settles. Values that are not usable fall back as described
    /// for Core Animation's springs (mass 1, stiffness 100, damping 10).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        model = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
    }

    /// Creates a spring from its perceptual duration and bounce (0: no overshoot; up to 1: more;
    /// below 0: overdamped), with stiffness (2π / duration)² and damping ratio 1 − bounce.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        initialVelocity = velocity
        model = .perceptual(duration: duration, bounce: Double(bounce))
    }

    /// Always `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Always nil: spring parameters carry no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The object itself.
    public var springTimingParameters: UISpringTimingParameters? { self }

    // MARK: - Engine

    /// Whether the animation lasts until the spring settles instead of for the animator's duration:
    /// true for every description but a damping ratio.
    var usesOwnDuration: Bool {
        if case .dampingRatio = model { return false }
        return true
    }

    /// The initial-velocity component that drives progress along `axis`.
    func velocity(along axis: TimingCurveAxis) -> Double {
        let component = axis == .horizontal ? initialVelocity.dx : initialVelocity.dy
        return Double(component)
    }

    /// The spring for an animator lasting `duration` seconds, with the velocity component for `axis`.
    func spring(duration: Double, axis: TimingCurveAxis = .horizontal) -> DampedSpring {
        let velocity = velocity(along: axis)
        switch model {
        case .dampingRatio(let ratio):
            return DampedSpring(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
        case .physical(let mass, let stiffness, let damping):
            return DampedSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        case .perceptual(let perceptual, let bounce):
            return DampedSpring(perceptualDuration: perceptual, bounce: bounce, initialVelocity: velocity)
        }
    }

    /// The curve the engine animates a progress along `axis` with, for an animator lasting `duration`.
    func timingCurve(duration: Double, axis: TimingCurveAxis = .horizontal) -> TimingCurve {
        .spring(spring(duration: duration, axis: axis))
    }

    /// How long the spring takes to settle along `axis` when it does not take the animator's duration.
    func settlingDuration(axis: TimingCurveAxis = .horizontal) -> Double {
        spring(duration: 1, axis: axis).settlingDuration
    }
}
