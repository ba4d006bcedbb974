import Foundation

/// How one axis of the content offset moves after a release, as a function of the time since
/// the release, in milliseconds.
///
/// - **Decay** (deceleration, the discrete form): during millisecond k the offset moves
///   `v·rate^k`, so after `t` ms it has moved `v·rate·(1 − rate^t)/(1 − rate)` (the closed form
///   is used for any `t`) and comes to rest at `start + v·rate/(1 − rate)` — exactly Apple's
///   projection. It stops, snapping to that target, once less than
///   ``ScrollViewConstants/decelerationRestDistance`` is left.
/// - **Decay into an edge**: the same decay until it reaches the edge; there it stops (no
///   bounce) or continues as a spring from the edge with the decay's speed at that moment. A
///   decay that barely reaches the edge rests on it once within the rest distance and slower
///   than ``ScrollViewConstants/springRestSpeed``.
/// - **Spring**: critically damped, `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)` for the distance `x`
///   from the target, ω = ``ScrollViewConstants/springFrequency``; at rest once within
///   ``ScrollViewConstants/decelerationRestDistance`` and slower than
///   ``ScrollViewConstants/springRestSpeed``.
/// - **Ease** (programmatic animations): `from + (to − from)·(1 − cos(π·t/duration))/2`.
struct ScrollAxisMotion {
    enum Kind {
        case still
        case decay(velocity: CGFloat, rate: CGFloat)
        case decayIntoEdge(velocity: CGFloat, rate: CGFloat, edgeTime: Double, bounces: Bool)
        case spring(initialDistance: CGFloat, initialVelocity: CGFloat)
        case ease(duration: Double)
    }

    let start: CGFloat
    let target: CGFloat
    let kind: Kind

    /// An axis that does not move.
    static func still(at value: CGFloat) -> ScrollAxisMotion {
        ScrollAxisMotion(start: value, target: value, kind: .still)
    }

    /// A decay from `start` at `velocity` (points per ms) that rests exactly on
    /// `start + velocity·rate/(1 − rate)`.
    static func decay(from start: CGFloat, velocity: CGFloat, rate: CGFloat) -> ScrollAxisMotion {
        guard velocity != 0, rate > 0, rate < 1 else { return .still(at: start) }
        return ScrollAxisMotion(start: start, target: start + velocity * rate / (1 - rate),
                                kind: .decay(velocity: velocity, rate: rate))
    }

    /// A decay that would pass `edge`: it reaches the edge, then stops or springs back to it.
    static func decay(from start: CGFloat, velocity: CGFloat, rate: CGFloat, edge: CGFloat,
                      bounces: Bool) -> ScrollAxisMotion {
        // start + v·rate·(1 − rate^t)/(1 − rate) = edge  ⇒  rate^t = 1 − (edge − start)(1 − rate)/(v·rate)
        let remaining = 1 - (edge - start) * (1 - rate) / (velocity * rate)
        guard remaining > 0, remaining < 1 else { return .decay(from: start, velocity: velocity, rate: rate) }
        let edgeTime = Double(log(remaining) / log(rate))
        return ScrollAxisMotion(start: start, target: edge,
                                kind: .decayIntoEdge(velocity: velocity, rate: rate, edgeTime: edgeTime, bounces: bounces))
    }

    /// A critically damped spring from `start` to `target`, starting at `velocity` (points per ms).
    static func spring(from start: CGFloat, to target: CGFloat, velocity: CGFloat) -> ScrollAxisMotion {
        if start == target && velocity == 0 { return .still(at: target) }
        return ScrollAxisMotion(start: start, target: target,
                                kind: .spring(initialDistance: start - target, initialVelocity: velocity))
    }

    /// A sinusoidal ease-in-out from `start` to `target` over `duration` ms.
    static func ease(from start: CGFloat, to target: CGFloat, duration: Double) -> ScrollAxisMotion {
        if start == target { return .still(at: target) }
        return ScrollAxisMotion(start: start, target: target, kind: .ease(duration: duration))
    }

    /// The value `t` ms after the motion started, and whether the motion is over (then the
    /// value is exactly the target).
    func value(at t: Double) -> (value: CGFloat, finished: Bool) {
        switch kind {
        case .still:
            return (target, true)
        case let .decay(velocity, rate):
            return decayValue(velocity: velocity, rate: rate, at: t)
        case let .decayIntoEdge(velocity, rate, edgeTime, bounces):
            if t < edgeTime {
                // A decay that barely reaches the edge creeps towards it: at rest once close and slow.
                let value = Self.decayed(start, velocity, rate, t)
                let resting = abs(target - value) < ScrollViewConstants.decelerationRestDistance
                    && abs(Self.decaySpeed(velocity, rate, t)) < ScrollViewConstants.springRestSpeed
                return resting ? (target, true) : (value, false)
            }
            guard bounces else { return (target, true) }
            let speed = Self.decaySpeed(velocity, rate, edgeTime)
            return Self.springValue(target: target, distance: 0, velocity: speed, at: t - edgeTime)
        case let .spring(distance, velocity):
            return Self.springValue(target: target, distance: distance, velocity: velocity, at: t)
        case let .ease(duration):
            guard t < duration else { return (target, true) }
            let progress = (1 - cos(CGFloat.pi * CGFloat(t / duration))) / 2
            return (start + (target - start) * progress, false)
        }
    }

    private func decayValue(velocity: CGFloat, rate: CGFloat, at t: Double) -> (value: CGFloat, finished: Bool) {
        let value = Self.decayed(start, velocity, rate, t)
        if abs(target - value) < ScrollViewConstants.decelerationRestDistance { return (target, true) }
        return (value, false)
    }

    /// `start + v·rate·(1 − rate^t)/(1 − rate)`.
    static func decayed(_ start: CGFloat, _ velocity: CGFloat, _ rate: CGFloat, _ t: Double) -> CGFloat {
        start + velocity * rate * (1 - pow(rate, CGFloat(t))) / (1 - rate)
    }

    /// The derivative of the decay at `t`: `v·rate·(−ln rate)·rate^t/(1 − rate)`, in points per ms.
    static func decaySpeed(_ velocity: CGFloat, _ rate: CGFloat, _ t: Double) -> CGFloat {
        velocity * rate * -log(rate) * pow(rate, CGFloat(t)) / (1 - rate)
    }

    /// The critically damped spring `t` ms after it left `target + distance` at `velocity`.
    static func springValue(target: CGFloat, distance: CGFloat, velocity: CGFloat,
                            at t: Double) -> (value: CGFloat, finished: Bool) {
        let omega = ScrollViewConstants.springFrequency, time = CGFloat(t)
        let decay = exp(-omega * time)
        let offset = (distance + (velocity + omega * distance) * time) * decay
        let speed = (velocity - omega * (velocity + omega * distance) * time) * decay
        if abs(offset) < ScrollViewConstants.decelerationRestDistance && abs(speed) < ScrollViewConstants.springRestSpeed {
            return (target, true)
        }
        return (target + offset, false)
    }
}
