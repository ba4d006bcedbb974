import Foundation
@testable import OpenTouch
import Testing

// The internal timing maths (Bézier solving, springs, Core Animation's timing model), reached
// through `@testable import`: debug test builds compile OpenTouch with testing enabled.

// MARK: - Independent references

/// y at time fraction x of a cubic Bézier, by dense parametric sampling and linear interpolation.
private func sampledBezier(_ c1: (Double, Double), _ c2: (Double, Double), at x: Double) -> Double {
    func point(_ t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        let x = 3 * u * u * t * c1.0 + 3 * u * t * t * c2.0 + t * t * t
        let y = 3 * u * u * t * c1.1 + 3 * u * t * t * c2.1 + t * t * t
        return (x, y)
    }
    let steps = 400_000
    var previous = point(0)
    for step in 1...steps {
        let current = point(Double(step) / Double(steps))
        if current.x >= x {
            let span = current.x - previous.x
            let f = span > 0 ? (x - previous.x) / span : 0
            return previous.y + f * (current.y - previous.y)
        }
        previous = current
    }
    return 1
}

/// Progress and velocity of m·x″ + c·x′ + k·x = 0 (x = progress − 1) by fourth-order Runge–Kutta.
private func integratedSpring(
    mass: Double, stiffness: Double, damping: Double, velocity: Double, until end: Double
) -> (progress: Double, velocity: Double) {
    func acceleration(_ x: Double, _ v: Double) -> Double { (-stiffness * x - damping * v) / mass }
    var x = -1.0, v = velocity
    let steps = max(1, Int((end / 1e-4).rounded()))
    let h = end / Double(steps)
    for _ in 0..<steps {
        let k1x = v, k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (1 + x, v)
}

// MARK: - Bézier

@Suite("Timing maths: Bézier timing functions")
struct BezierTimingMathTests {
    @Test("ease-in-ease-out is exactly half way at half time, and symmetric")
    func easeInOutMiddle() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(isClose(f.progress(at: 0.5), 0.5, within: 1e-12))
        for x in [0.1, 0.25, 0.4] {
            #expect(isClose(f.progress(at: x) + f.progress(at: 1 - x), 1, within: 1e-9))
        }
    }

    @Test("named and custom curves match a brute-force parametric sample", arguments: [
        ((0.42, 0.0), (1.0, 1.0)), ((0.0, 0.0), (0.58, 1.0)), ((0.42, 0.0), (0.58, 1.0)),
        ((0.25, 0.1), (0.25, 1.0)), ((0.9, 0.1), (0.1, 0.9)), ((0.0, 1.0), (1.0, 0.0)), ((0.3, -0.4), (0.7, 1.4)),
    ])
    func matchesSampling(c1: (Double, Double), c2: (Double, Double)) {
        let f = CAMediaTimingFunction(controlPoints: Float(c1.0), Float(c1.1), Float(c2.0), Float(c2.1))
        let p1 = (Double(Float(c1.0)), Double(Float(c1.1))), p2 = (Double(Float(c2.0)), Double(Float(c2.1)))
        for x in [0.01, 0.1, 0.25, 0.33, 0.5, 0.6, 0.75, 0.9, 0.99] {
            #expect(isClose(f.progress(at: x), sampledBezier(p1, p2, at: x), within: 2e-6), "x = \(x)")
        }
    }

    @Test("linear is the identity; the ends are exact; out-of-range and NaN times are clamped")
    func endsAndClamping() {
        let linear = CAMediaTimingFunction(name: .linear)
        for x in stride(from: 0.0, through: 1.0, by: 0.125) { #expect(isClose(linear.progress(at: x), x, within: 1e-12)) }
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        #expect(easeIn.progress(at: 0) == 0 && easeIn.progress(at: 1) == 1)
        #expect(easeIn.progress(at: -3) == 0 && easeIn.progress(at: 7) == 1)
        #expect(easeIn.progress(at: .nan) == 0)
        #expect(easeIn.progress(at: .infinity) == 1)
    }

    @Test("the slope matches a finite difference of the progress, and is finite at the ends")
    func slopes() {
        for name in [CAMediaTimingFunctionName.easeIn, .easeOut, .easeInEaseOut, .default] {
            let f = CAMediaTimingFunction(name: name)
            for x in [0.05, 0.2, 0.5, 0.8, 0.95] {
                let h = 1e-6
                let numeric = (f.progress(at: x + h) - f.progress(at: x - h)) / (2 * h)
                #expect(isClose(f.slope(at: x), numeric, within: 1e-4), "\(name.rawValue) at \(x)")
            }
            #expect(f.slope(at: 0).isFinite && f.slope(at: 1).isFinite && f.slope(at: .nan).isFinite)
        }
        #expect(isClose(CAMediaTimingFunction(name: .easeInEaseOut).slope(at: 0), 0, within: 1e-12))
        #expect(isClose(CAMediaTimingFunction(name: .easeOut).slope(at: 0), 3 / 1.74, within: 1e-6))
        #expect(isClose(CAMediaTimingFunction(name: .linear).slope(at: 0.3), 1, within: 1e-12))
        // A vertical tangent at the start gives a large finite slope.
        #expect(CAMediaTimingFunction(controlPoints: 0, 1, 1, 1).slope(at: 0) >= 1e6)
    }
}

// MARK: - Springs

@Suite("Timing maths: damped springs")
struct SpringTimingMathTests {
    @Test("closed forms match a Runge–Kutta integration (under-, critically and over-damped)", arguments: [
        (1.0, 100.0, 10.0, 0.0), (1.0, 100.0, 20.0, 0.0), (1.0, 100.0, 40.0, 0.0), (2.0, 300.0, 5.0, 3.0),
        (1.0, 100.0, 20.0, -4.0), (3.0, 1000.0, 500.0, 0.0), (1.0, 100.0, 19.999, 1.0), (1.0, 100.0, 20.001, 1.0),
        (0.5, 50.0, 0.0, 2.0),
    ])
    func closedFormsMatchIntegration(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        let spring = DampedSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        for t in [0.01, 0.05, 0.1, 0.3, 0.7, 1.5] {
            let reference = integratedSpring(
                mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, until: t)
            #expect(isClose(spring.value(at: t), reference.progress, within: 1e-8), "value at \(t)")
            #expect(isClose(spring.velocity(at: t), reference.velocity, within: 1e-6), "velocity at \(t)")
        }
    }

    @Test("starts at 0 with its initial velocity, ends at 1 at rest")
    func endpoints() {
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)
        #expect(spring.value(at: 0) == 0 && spring.value(at: -1) == 0 && spring.value(at: .nan) == 0)
        #expect(spring.velocity(at: 0) == 2)
        #expect(isClose(spring.value(at: 60), 1, within: 1e-12) && spring.value(at: .infinity) == 1)
        #expect(spring.velocity(at: .infinity) == 0)
        #expect(isClose(spring.dampingRatio, 0.5, within: 1e-12))
        #expect(isClose(DampedSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0).dampingRatio, 4.564, within: 1e-3))
    }

    @Test("settling durations reproduce Apple's documented CASpringAnimation values")
    func documentedSettling() {
        func settling(_ damping: Double) -> Double {
            DampedSpring(mass: 1, stiffness: 100, damping: damping, initialVelocity: 0).settlingDuration
        }
        #expect(isClose(settling(5), 2.85, within: 0.01))  // "approximately 2.85 seconds"
        #expect(settling(15) > 1 && settling(15) < 1.05)  // "just over 1 second"
        #expect(isClose(settling(10), 1.447, within: 0.001))  // Core Animation's defaults
    }

    @Test("after its settling duration a spring stays within the tolerance of the target", arguments: [
        (1.0, 100.0, 10.0, 0.0), (1.0, 100.0, 20.0, 0.0), (1.0, 100.0, 60.0, 5.0), (1.0, 400.0, 4.0, -3.0),
    ])
    func staysSettled(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        let spring = DampedSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        let settled = spring.settlingDuration
        #expect(settled > 0 && settled < DampedSpring.maximumSettlingDuration)
        for step in 0...2000 {
            let t = settled + Double(step) * 0.005
            #expect(abs(spring.value(at: t) - 1) <= DampedSpring.settlingTolerance)
        }
    }

    @Test("hostile coefficients fall back to Core Animation's defaults and never give NaN")
    func hostileInput() {
        let fallback = DampedSpring(mass: 0, stiffness: -5, damping: .nan, initialVelocity: .infinity)
        #expect(fallback == DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        let extremes = [
            DampedSpring(mass: .nan, stiffness: .infinity, damping: -1, initialVelocity: .nan),
            DampedSpring(mass: 1e-300, stiffness: 1e300, damping: 1e300, initialVelocity: 1e300),
            DampedSpring(mass: 1e300, stiffness: 1e-300, damping: 0, initialVelocity: -1e300),
            DampedSpring(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0),
        ]
        for spring in extremes {
            #expect(spring.settlingDuration.isFinite && spring.settlingDuration >= 0)
            for t in [0.0, 1e-9, 0.5, 10, 1e6, 1e12, .infinity, .nan] {
                #expect(!spring.value(at: t).isNaN && !spring.velocity(at: t).isNaN, "t = \(t)")
            }
        }
        #expect(DampedSpring(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0).settlingDuration
            == DampedSpring.maximumSettlingDuration)
    }

    @Test("duration and bounce follow Apple's mapping")
    func perceptual() {
        let spring = DampedSpring(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, pow(2 * .pi / 0.5, 2), within: 1e-9))
        #expect(isClose(spring.damping, 4 * .pi * 0.7 / 0.5, within: 1e-9))
        #expect(isClose(spring.dampingRatio, 0.7, within: 1e-12))
        #expect(isClose(DampedSpring(perceptualDuration: 1, bounce: 0).dampingRatio, 1, within: 1e-12))
        #expect(isClose(DampedSpring(perceptualDuration: 1, bounce: -0.5).dampingRatio, 2, within: 1e-12))
        #expect(DampedSpring(perceptualDuration: .nan, bounce: .nan).settlingDuration.isFinite)
        #expect(DampedSpring(perceptualDuration: 1, bounce: -1).damping.isFinite)
    }

    @Test("a damping ratio and a duration give a spring that settles exactly at the duration", arguments: [
        (0.2, 0.5, 0.0), (0.5, 0.3, 0.0), (0.8, 1.0, 0.0), (1.0, 0.4, 0.0), (2.5, 0.6, 0.0), (0.6, 0.5, 3.0),
        (1.0, 0.5, -2.0),
    ])
    func dampingRatioAndDuration(ratio: Double, duration: Double, velocity: Double) {
        let spring = DampedSpring(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
        #expect(isClose(spring.dampingRatio, ratio, within: 1e-9))
        #expect(spring.mass == 1 && spring.initialVelocity == velocity)
        #expect(isClose(spring.settlingDuration, duration, within: 1e-6 * duration))
        #expect(abs(spring.value(at: duration) - 1) <= DampedSpring.settlingTolerance)
    }

    @Test("hostile damping ratios and durations still give usable springs")
    func hostileRatio() {
        for spring in [
            DampedSpring(dampingRatio: .nan, duration: .nan), DampedSpring(dampingRatio: 0, duration: -1),
            DampedSpring(dampingRatio: -3, duration: .infinity), DampedSpring(dampingRatio: 1e9, duration: 0.5),
        ] {
            #expect(spring.settlingDuration.isFinite && !spring.value(at: 0.1).isNaN)
        }
        #expect(isClose(DampedSpring(dampingRatio: .nan, duration: 1).dampingRatio, 1, within: 1e-9))
    }
}

// MARK: - Timing curves and UIKit providers

@Suite("Timing maths: timing curves")
struct TimingCurveMathTests {
    @Test("a function curve runs on the fraction of its duration; a spring on its own time")
    func progressAndVelocity() {
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let curve = TimingCurve.function(easeIn)
        #expect(curve.progress(atTime: 0.5, duration: 2) == easeIn.progress(at: 0.25))
        #expect(isClose(curve.velocity(atTime: 0.5, duration: 2), easeIn.slope(at: 0.25) / 2, within: 1e-12))
        #expect(curve.progress(atTime: 0.5, duration: 0) == 1 && curve.progress(atTime: 0, duration: .nan) == 1)
        #expect(curve.velocity(atTime: 3, duration: 2) == 0 && curve.velocity(atTime: 1, duration: 0) == 0)
        #expect(isClose(TimingCurve.linear.progress(atTime: 0.3, duration: 1.2), 0.25, within: 1e-12))
        #expect(isClose(TimingCurve.easeInOut.progress(atTime: 1, duration: 2), 0.5, within: 1e-12))
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(TimingCurve.spring(spring).progress(atTime: 0.2, duration: 5) == spring.value(at: 0.2))
        #expect(TimingCurve.spring(spring).progress(atTime: 0.2, duration: 0.1) == spring.value(at: 0.2))
        #expect(TimingCurve.spring(spring).velocity(atTime: 0.2, duration: 1) == spring.velocity(at: 0.2))
    }

    @Test("cubic providers give their function; a damping-ratio spring takes the animator's duration")
    func providers() {
        let cubic = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(cubic.timingCurve(duration: 1) == .function(CAMediaTimingFunction(name: .easeOut)))
        #expect(!cubic.usesOwnDuration && cubic.effectiveDuration(forAnimatorDuration: 0.3) == 0.3)
        let ratio = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 1, dy: -2))
        #expect(!ratio.usesOwnDuration && ratio.effectiveDuration(forAnimatorDuration: 0.4) == 0.4)
        guard case .spring(let x) = ratio.timingCurve(duration: 0.4, axis: .horizontal),
              case .spring(let y) = ratio.timingCurve(duration: 0.4, axis: .vertical) else {
            Issue.record("a spring provider must give a spring curve")
            return
        }
        #expect(x.initialVelocity == 1 && y.initialVelocity == -2)
        #expect(isClose(x.settlingDuration, 0.4, within: 1e-6) && isClose(y.settlingDuration, 0.4, within: 1e-6))
    }

    @Test("springs from coefficients, the default and duration-and-bounce last until they settle")
    func ownDuration() {
        let physical = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 5, initialVelocity: .zero)
        #expect(physical.usesOwnDuration)
        #expect(isClose(physical.effectiveDuration(forAnimatorDuration: 0.25), 2.85, within: 0.01))
        let standard = UISpringTimingParameters()
        #expect(standard.usesOwnDuration)
        #expect(isClose(standard.spring(duration: 1).dampingRatio, 4.56, within: 0.01))
        let bouncy = UISpringTimingParameters(duration: 0.5, bounce: 0.2)
        #expect(bouncy.usesOwnDuration && isClose(bouncy.spring(duration: 9).dampingRatio, 0.8, within: 1e-9))
        #expect(isClose(bouncy.spring(duration: 9).stiffness, pow(2 * .pi / 0.5, 2), within: 1e-9))
    }
}

// MARK: - Core Animation's timing model

@Suite("Timing maths: media timing")
struct MediaTimingMathTests {
    private func fraction(_ state: MediaTimingState) -> Double? {
        switch state {
        case .active(let fraction, _, _): fraction
        case .before(let filled), .after(let filled): filled
        }
    }

    @Test("a delayed animation is before, active, then after; fill modes decide what shows outside")
    func delayAndFill() {
        var timing = MediaTiming(beginTime: 10, duration: 2)
        #expect(timing.localState(atParentTime: 9) == .before(filledFraction: nil))
        #expect(timing.localState(atParentTime: 10) == .active(iterationFraction: 0, iteration: 0, isReversedLeg: false))
        #expect(timing.localState(atParentTime: 11.5) == .active(iterationFraction: 0.75, iteration: 0, isReversedLeg: false))
        #expect(timing.localState(atParentTime: 12) == .after(filledFraction: nil))
        #expect(timing.activeDuration == 2 && timing.endTime() == 12)
        timing.fillMode = .backwards
        #expect(timing.localState(atParentTime: 9) == .before(filledFraction: 0))
        #expect(timing.localState(atParentTime: 13) == .after(filledFraction: nil))
        timing.fillMode = .forwards
        #expect(timing.localState(atParentTime: 9) == .before(filledFraction: nil))
        #expect(timing.localState(atParentTime: 13) == .after(filledFraction: 1))
        timing.fillMode = .both
        #expect(timing.localState(atParentTime: 9) == .before(filledFraction: 0))
        #expect(timing.localState(atParentTime: 13) == .after(filledFraction: 1))
    }

    @Test("repeats count iterations, fractional repeats stop part-way, autoreverse plays back")
    func repeatsAndAutoreverse() {
        var timing = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(timing.activeDuration == 2.5)
        #expect(timing.localState(atParentTime: 1.25) == .active(iterationFraction: 0.25, iteration: 1, isReversedLeg: false))
        #expect(timing.localState(atParentTime: 3) == .after(filledFraction: 0.5))
        timing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .both)
        #expect(timing.activeDuration == 4)
        #expect(timing.localState(atParentTime: 1.25) == .active(iterationFraction: 0.75, iteration: 0, isReversedLeg: true))
        #expect(timing.localState(atParentTime: 2.5) == .active(iterationFraction: 0.5, iteration: 1, isReversedLeg: false))
        #expect(timing.localState(atParentTime: 5) == .after(filledFraction: 0))
        timing = MediaTiming(duration: 1, repeatCount: 0.5, autoreverses: true, fillMode: .forwards)
        #expect(timing.localState(atParentTime: 2) == .after(filledFraction: 1))
        timing = MediaTiming(duration: 2, repeatDuration: 3, fillMode: .forwards)
        #expect(timing.activeDuration == 3 && timing.localState(atParentTime: 4) == .after(filledFraction: 0.5))
        timing = MediaTiming(duration: 1, repeatCount: .infinity)
        #expect(timing.activeDuration == .infinity && timing.endTime() == .infinity)
        #expect(timing.localState(atParentTime: 1e6 + 0.5) == .active(iterationFraction: 0.5, iteration: 1_000_000, isReversedLeg: false))
    }

    @Test("speed scales the parent's time; speed 0 freezes at the time offset")
    func speed() {
        var timing = MediaTiming(beginTime: 1, duration: 2, speed: 2)
        #expect(timing.activeDuration == 1 && timing.endTime() == 2)
        #expect(timing.localState(atParentTime: 1.5) == .active(iterationFraction: 0.5, iteration: 0, isReversedLeg: false))
        #expect(timing.localState(atParentTime: 2) == .after(filledFraction: nil))
        timing = MediaTiming(beginTime: 1, duration: 2, speed: 0, timeOffset: 0.5)
        #expect(timing.activeDuration == .infinity)
        #expect(timing.localState(atParentTime: 0.5) == .before(filledFraction: nil))
        for t in [1.0, 5, 1e9] {
            #expect(timing.localState(atParentTime: t) == .active(iterationFraction: 0.25, iteration: 0, isReversedLeg: false))
        }
    }

    @Test("a time offset starts part-way and wraps round to end where it started")
    func timeOffset() {
        let timing = MediaTiming(duration: 4, timeOffset: 1, fillMode: .both)
        #expect(timing.activeDuration == 4)
        #expect(fraction(timing.localState(atParentTime: 0)) == 0.25)
        #expect(fraction(timing.localState(atParentTime: 2)) == 0.75)
        #expect(fraction(timing.localState(atParentTime: 3.5)) == 0.125)
        #expect(timing.localState(atParentTime: 4) == .after(filledFraction: 0.25))
        #expect(timing.localState(atParentTime: -1) == .before(filledFraction: 0.25))
    }

    @Test("NaN, negative and zero values are guarded")
    func guards() {
        let empty = MediaTiming(duration: 0, fillMode: .forwards)
        #expect(empty.activeDuration == 0 && empty.localState(atParentTime: 0) == .after(filledFraction: 1))
        let hostile = MediaTiming(
            beginTime: .nan, duration: -3, speed: .nan, timeOffset: .infinity, repeatCount: -2, repeatDuration: .nan)
        #expect(hostile.activeDuration == 0 && hostile.endTime() == 0)
        #expect(hostile.localState(atParentTime: 1) == .after(filledFraction: nil))
        let nanSpeed = MediaTiming(beginTime: .infinity, duration: 2, speed: .nan, timeOffset: .nan, repeatCount: .nan)
        #expect(nanSpeed.activeDuration == 2)
        #expect(nanSpeed.localState(atParentTime: 1) == .active(iterationFraction: 0.5, iteration: 0, isReversedLeg: false))
        #expect(nanSpeed.localState(atParentTime: .nan) == .before(filledFraction: nil))
        let backwards = MediaTiming(duration: 2, speed: -2)
        #expect(backwards.activeDuration == 1)
        #expect(MediaTiming(duration: 1, repeatCount: .infinity).localState(atParentTime: .infinity)
            == .active(iterationFraction: 0, iteration: 0, isReversedLeg: false))
        #expect(MediaTiming(duration: 1).localState(atParentTime: .infinity) == .after(filledFraction: nil))
    }
}
