// OpenTouch — Animation timing
//
// When a damped spring counts as settled.

import Foundation

extension DampedSpring {
    /// The distance from the target, as a fraction of the whole distance, within which a spring counts as settled: 1/1200.
    ///
    /// Chosen to reproduce the two settling durations Apple documents for `CASpringAnimation`
    /// (mass 1, stiffness 100, velocity 0): damping 5 settles in "approximately 2.85 seconds"
    /// (2.849 s here) and damping 15 in "just over 1 second" (1.0005 s here). With Core Animation's
    /// defaults (damping 10) this gives 1.447 s.
    static let settlingTolerance = 1.0 / 1200.0

    /// The longest settling duration reported, in seconds (an undamped spring never settles).
    static let maximumSettlingDuration = 3600.0

    /// An upper bound on |progress − 1| at time `t` ≥ 0 that only falls once the spring is past its first swing.
    ///
    /// Underdamped: e^(−βt)·min(1 + |D|·t, √(1 + (D/ω)²)), the tighter of the growth bound and the
    /// amplitude of the decaying sinusoid; critically damped: e^(−βt)·(1 + |D|·t); overdamped:
    /// the sum of the two exponential terms' magnitudes. Each rises at most once and then falls,
    /// so the set of times where it exceeds a tolerance is an interval starting at 0.
    func displacementBound(at t: Double) -> Double {
        let d = abs(drive)
        let disc = discriminant
        if disc > 0 {
            let basis = self.basis(at: t)
            return abs(basis.c) + d * abs(basis.s)
        }
        let envelope = exp(-decay * t)
        let growing = envelope * (1 + d * t)
        guard disc < 0 else { return growing }
        let omega = (-disc).squareRoot()
        let ratio = d / omega
        return min(growing, envelope * (1 + ratio * ratio).squareRoot())
    }

    /// The time after which ``displacementBound(at:)`` stays within ``settlingTolerance``, found by
    /// doubling then bisection; at most ``maximumSettlingDuration``.
    func computeSettlingDuration() -> Double {
        let tolerance = Self.settlingTolerance
        let cap = Self.maximumSettlingDuration
        let disc = discriminant
        // The slowest exponential rate: β, or β − γ = ω₀² / (β + γ) when overdamped.
        let rate = disc > 0 ? (stiffness / mass) / (decay + disc.squareRoot()) : decay
        guard rate > 0, rate.isFinite else { return cap }
        var low = 0.0
        var high = min(1 / rate, cap)
        while displacementBound(at: high) > tolerance {
            if high >= cap { return cap }
            low = high
            high = min(high * 2, cap)
        }
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if displacementBound(at: middle) > tolerance { low = middle } else { high = middle }
            if high - low <= 1e-12 * max(1, high) { break }
        }
        return high
    }
}
