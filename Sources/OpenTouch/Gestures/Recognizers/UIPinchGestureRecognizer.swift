import Foundation

/// A continuous recognizer for two fingers moving towards or away from each other.
///
/// - The gesture uses the first two touches the recognizer receives, in the order they went
///   down. Any further touch is ignored with ``UIGestureRecognizer/ignore(_:for:)-(UITouch,_)``: it does not
///   change ``scale``, its lift does not end the gesture, and it is not cancelled in its view
///   when the pinch begins.
/// - It begins once the distance between the two fingers differs from the distance when the
///   second finger went down by at least ``hysteresis`` points (8 by default).
/// - ``scale`` is the current distance divided by that initial distance. The hysteresis is
///   *not* removed, so the first report is near 1 (about 1.08 or 0.92 for fingers 100 pt
///   apart), as in UIKit, and fingers that double their distance report exactly 2.
/// - Every move after it began is `.changed`. Lifting (or cancelling) either of the two fingers
///   ends (cancels) the gesture; lifting one before it began makes it fail, as does a single
///   finger that lifts without a second one ever going down.
///
/// Setting ``scale`` (commonly to 1 in the action, to apply the gesture incrementally) makes
/// later values relative to the finger distance at that moment: `scale = set value × distance /
/// distance when set`.
///
/// ``velocity`` is a least-squares fit over the last
/// ``GestureConstants/velocitySampleWindow`` seconds of finger distances (see
/// ``VelocityEstimator``), converted to scale per second. The reference facts describe UIKit's
/// velocity as smoothed `0.75 × previous + 0.25 × current`; OpenTouch does not use that
/// exponential smoothing because it depends on the sample rate, lags behind a steady motion
/// for several samples, and weighs unevenly spaced samples wrongly, while the fit gives the exact
/// rate of a steady pinch whatever the sample times.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much the distance between the fingers must change before the pinch begins, in
    /// points. An OpenTouch addition; defaults to ``GestureConstants/pinchHysteresis``.
    open var hysteresis: CGFloat = GestureConstants.pinchHysteresis

    /// The scale factor relative to the fingers' distance when the second finger went down
    /// (or when the scale was last set). Starts at 1; settable, and reset to 1 after each attempt.
    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            scaleBase = newValue
            if let distance = currentDistance(), distance > 0 { referenceDistance = distance }
        }
    }

    /// How fast the scale is changing, in scale factor per second, as of the latest touch event.
    open var velocity: CGFloat { storedVelocity }

    /// UIKit's class name, printed as `baseClass` by subclasses' descriptions.
    override class var standardClassName: String? { "UIPinchGestureRecognizer" }

    // MARK: Attempt state

    private var storedScale: CGFloat = 1
    private var storedVelocity: CGFloat = 0
    /// The two fingers, in the order they went down.
    // Checked, unlike the tap's and swipe's per-move fields: an override of `ignore(_:for:)` that
    // resets the recognizer during `touchesBegan` must meet no open access to it (see
    // `takeFingers(_:event:admit:)`).
    private var fingers = FingerPair()
    /// The distance when the second finger went down (for the hysteresis).
    private var initialDistance: CGFloat = 0
    /// The distance at which the scale equals ``scaleBase``.
    private var referenceDistance: CGFloat = 0
    /// The scale at ``referenceDistance``: 1, or the value last set.
    private var scaleBase: CGFloat = 1
    /// Finger distances over time; their slope gives the velocity.
    private var estimator = VelocityEstimator()

    // MARK: Touches

    /// Takes the first two touches as the pinch's fingers and ignores any others.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if takeFingers(touches, event: event, admit: { fingers.admit($0) }) { startMeasuring(at: event.timestamp) }
    }

    /// Updates scale and velocity; begins past the hysteresis, then reports `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let distance = currentDistance() else { return }
        estimator.add(distance, at: event.timestamp)
        update(distance: distance, at: event.timestamp)
        switch state {
        case .possible:
            if abs(distance - initialDistance) >= hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Lifting one of the two fingers ends the pinch, or fails it before it began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers.isInvolved(in: touches) else { return }
        if state == .began || state == .changed, let distance = currentDistance() {
            update(distance: distance, at: event.timestamp)
        }
        endOrFail(fingers)
    }

    /// A cancelled finger cancels the pinch, or fails it before it began.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers.isInvolved(in: touches) else { return }
        cancelOrFail()
    }

    /// Forgets the fingers; scale goes back to 1 and velocity to 0.
    open override func reset() {
        super.reset()
        fingers.reset()
        initialDistance = 0
        referenceDistance = 0
        scaleBase = 1
        storedScale = 1
        storedVelocity = 0
        estimator.reset()
    }

    // MARK: Measuring

    /// The second finger went down: the initial distance is the reference for scale and hysteresis.
    private func startMeasuring(at time: TimeInterval) {
        let distance = currentDistance() ?? 0
        initialDistance = distance
        referenceDistance = distance
        scaleBase = storedScale
        estimator.reset()
        estimator.add(distance, at: time)
    }

    /// Recomputes scale and velocity for the fingers at `distance`.
    private func update(distance: CGFloat, at time: TimeInterval) {
        if referenceDistance <= 0 {
            // The fingers went down at the same point: measure from the first distance seen.
            referenceDistance = distance
            guard distance > 0 else { return }
        }
        let factor = scaleBase / referenceDistance
        storedScale = factor * distance
        storedVelocity = factor * estimator.scalarVelocity(at: time)
    }

    /// The distance between the two fingers in window coordinates, or nil before both are down.
    private func currentDistance() -> CGFloat? {
        guard let (a, b) = fingers.locations else { return nil }
        return hypot(b.x - a.x, b.y - a.y)
    }

}
