// OpenTouch — Animation timing
//
// A damped harmonic oscillator carrying an animation's progress from 0 to 1, with exact
// closed-form solutions for the under-, critically and over-damped cases.

import Foundation

/// A mass on a damped spring moving progress from 0 to its rest point at 1, as Core Animation's
/// `CASpringAnimation` models it: m·x″ + c·x′ + k·x = 0 for the displacement x = progress − 1.
///
/// Hostile input never crashes or yields NaN: a mass or stiffness that is not a positive finite
/// number falls back to Core Animation's default (mass 1, stiffness 100), a damping that is
/// negative or not finite to 10, and a non-finite velocity to 0. Finite values are clamped to
/// 1e-6...1e6 (mass), 1e-6...1e12 (stiffness) and 0...1e12 (damping) so that no arithmetic overflows.
struct DampedSpring: Hashable, Sendable {
    /// The mass of the object on the spring.
    let mass: Double
    /// The spring constant k.
    let stiffness: Double
    /// The viscous damping coefficient c.
    let damping: Double
    /// The velocity at time 0, in units of the whole distance per second; positive is toward the target.
    let initialVelocity: Double
    /// The time after which the motion stays within ``settlingTolerance`` of the target, in seconds
    /// (see ``computeSettlingDuration()``); computed once when the spring is made.
    private(set) var settlingDuration: Double

    /// Creates a spring from its physical coefficients (see the type's discussion for sanitising).
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass.isFinite && mass > 0 ? min(max(mass, 1e-6), 1e6) : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? min(max(stiffness, 1e-6), 1e12) : 100
        self.damping = damping.isFinite && damping >= 0 ? min(damping, 1e12) : 10
        self.initialVelocity = initialVelocity.isFinite ? min(max(initialVelocity, -1e9), 1e9) : 0
        settlingDuration = 0
        settlingDuration = computeSettlingDuration()
    }

    /// The damping ratio ζ = c / (2·√(k·m)): below 1 the spring oscillates, 1 is critical, above 1 overdamped.
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The progress at time `t` seconds: 0 at t ≤ 0 (and for NaN), tending to 1.
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t.isFinite else { return 1 }
        let basis = self.basis(at: t)
        // x(t) = A·C(t) + D·S(t) with A = x(0) = −1 and D = v₀ + β·A.
        return 1 + (-basis.c + drive * basis.s)
    }

    /// The rate of change of progress at time `t`, in units of the whole distance per second.
    ///
    /// At t ≤ 0 it is the initial velocity; NaN counts as 0 and +∞ gives 0.
    func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        guard t.isFinite else { return 0 }
        let basis = self.basis(at: t)
        // x′ = (D − β·A)·C + (A·σ − β·D)·S, with C′ = σ·S − β·C and S′ = C − β·S folded in.
        let a = -1.0
        return (drive - decay * a) * basis.c + (a * basis.sigma - decay * drive) * basis.s
    }

    // MARK: - Closed forms

    /// β = c / 2m, the exponential decay rate of the envelope.
    var decay: Double { damping / (2 * mass) }

    /// D = v₀ + β·A with A = −1: the coefficient of the sine-like basis function.
    var drive: Double { initialVelocity - decay }

    /// β² − ω₀²: negative when underdamped, zero when critically damped, positive when overdamped.
    var discriminant: Double { decay * decay - stiffness / mass }

    /// The damped basis functions at `t`, each already multiplied by e^(−βt):
    /// `c` = e^(−βt)·C(t) and `s` = e^(−βt)·S(t), where C(0) = 1, C′(0) = 0, S(0) = 0, S′(0) = 1
    /// (cos and sin(ω·t)/ω underdamped; 1 and t critical; cosh and sinh(γ·t)/γ overdamped),
    /// and `sigma` = C″/C = −ω² or γ², so that C′ = σ·S.
    func basis(at t: Double) -> (c: Double, s: Double, sigma: Double) {
        let beta = decay
        let disc = discriminant
        if disc < 0 {
            let omega = (-disc).squareRoot()
            let envelope = exp(-beta * t)
            return (envelope * cos(omega * t), envelope * sin(omega * t) / omega, disc)
        }
        if disc == 0 {
            let envelope = exp(-beta * t)
            return (envelope, envelope * t, 0)
        }
        // Overdamped: combine the exponentials directly, never cosh·e^(−βt), which overflows.
        let gamma = disc.squareRoot()
        // β − γ = ω₀² / (β + γ) avoids cancellation when γ is close to β.
        let slow = exp(-(stiffness / mass) / (beta + gamma) * t)
        let fast = exp(-(beta + gamma) * t)
        let c = (slow + fast) / 2
        // sinh(γt)/γ · e^(−βt) = fast · expm1(2γt) / 2γ: accurate for small γt, exact difference for large.
        let s = gamma * t > 20 ? (slow - fast) / (2 * gamma) : fast * expm1(2 * gamma * t) / (2 * gamma)
        return (c, s, disc)
    }
}
