// OpenTouch — Animation timing
//
// Springs described by a pace rather than by physical coefficients.

import Foundation

extension DampedSpring {
    /// Creates the spring Apple's duration-and-bounce model describes (WWDC23 "Animate with springs";
    /// `CASpringAnimation(perceptualDuration:bounce:)`, `UISpringTimingParameters(duration:bounce:)`):
    /// mass 1, stiffness (2π / duration)², damping 4π·(1 − bounce) / duration for bounce ≥ 0 and
    /// 4π / (duration·(1 + bounce)) for bounce < 0, so the damping ratio is 1 − bounce, or 1 / (1 + bounce).
    ///
    /// `bounce` is clamped to −0.99...1 (NaN counts as 0); the duration is sanitised as in
    /// ``sanitizedDuration(_:)``. `initialVelocity` is in units of the whole distance per second.
    init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) {
        let duration = Self.sanitizedDuration(perceptualDuration)
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -0.99), 1)
        let stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        let damping = bounce >= 0
            ? 4 * Double.pi * (1 - bounce) / duration
            : 4 * Double.pi / (duration * (1 + bounce))
        self.init(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// Creates the spring OpenTouch uses for a damping ratio and a duration (UIKit's
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` and
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` under an animator's duration).
    ///
    /// Apple does not document how UIKit turns the pair into a spring (the mass, stiffness and
    /// damping are fixed only when the animation is made), so OpenTouch chooses: mass 1, damping
    /// ratio `dampingRatio`, and the natural frequency for which the spring's ``settlingDuration``
    /// equals `duration`, so that the motion has settled when the animation ends (see the article
    /// "Where UIKit is silent", section "Springs from a damping ratio and a duration").
    /// The ratio is clamped to 0.01...1000 (NaN counts as 1).
    init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) {
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0.01), 1000)
        let duration = Self.sanitizedDuration(duration)
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        func spring(_ omega: Double, _ velocity: Double) -> DampedSpring {
            DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: velocity)
        }
        // At rest, the settling time scales exactly as 1/ω₀ for a fixed ratio: measure it once on a
        // reference spring whose slowest decay rate is about 1 per second.
        let reference = zeta < 1 ? 1 / zeta : 2 * zeta
        var omega = reference * spring(reference, 0).settlingDuration / duration
        if velocity != 0 {
            omega = Self.frequency(settlingIn: duration, from: omega) { spring($0, velocity).settlingDuration }
        }
        self = spring(omega, velocity)
    }

    /// The natural frequency near `guess` at which `settling` equals `duration`, by bisection on log ω.
    private static func frequency(
        settlingIn duration: Double, from guess: Double, settling: (Double) -> Double
    ) -> Double {
        var low = guess, high = guess
        var steps = 0
        while settling(low) < duration, steps < 60 { low /= 2; steps += 1 }
        steps = 0
        while settling(high) > duration, steps < 60 { high *= 2; steps += 1 }
        for _ in 0..<60 {
            let middle = (low * high).squareRoot()
            if settling(middle) > duration { low = middle } else { high = middle }
            if high / low < 1 + 1e-12 { break }
        }
        return high
    }

    /// A duration usable as a spring's pace: a positive finite value is clamped to 0.001...3600 s;
    /// zero, negative and NaN give 0.001 s and +∞ gives 3600 s.
    static func sanitizedDuration(_ duration: Double) -> Double {
        guard duration > 0 else { return 0.001 }
        return min(max(duration, 0.001), 3600)
    }
}
