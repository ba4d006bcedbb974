import Foundation

/// A continuous recognizer for two fingers turning around each other.
///
/// - The gesture uses the first two touches the recognizer receives, in the order they went
///   down. Any further touch is ignored with ``UIGestureRecognizer/ignore(_:for:)-(UITouch,_)``: it does not
///   change ``rotation``, its lift does not end the gesture, and it is not cancelled in its view.
/// - The angle is that of the line from the first finger to the second, in window coordinates.
///   Positive rotation is clockwise on screen (y grows downwards), as in UIKit.
/// - It begins once the fingers have turned by at least ``rotationThreshold`` (7.5° by default)
///   since the second finger went down, **and** rotation dominates: the turning part of the
///   fingers' relative motion (angle × distance between the fingers) is at least the pinching
///   part (how much that distance changed) and at least the translation (how far the midpoint
///   between the fingers moved). So a pinch or a two-finger drag that happens to turn a little
///   does not begin a rotation; the attempt stays possible and may begin later.
/// - ``rotation`` is the angle turned since the second finger went down; the threshold is not
///   removed, so the first report is about ±7.5°, and a quarter turn reports exactly π/2.
/// - Every move after it began is `.changed`. Lifting (or cancelling) either of the two fingers
///   ends (cancels) the gesture; lifting one before it began makes it fail.
///
/// Angles are unwrapped between samples: each move adds the change of angle taken within ±π, so
/// the line between the fingers crossing the ±π direction (pointing left) does not jump, and
/// ``velocity`` stays continuous. Turns of more than half a revolution between two samples
/// cannot be told apart from turns the other way. The reported ``rotation`` is then wrapped into
/// (−π, π], as the reference facts say of UIKit: turning 190° clockwise reports −170°.
///
/// Setting ``rotation`` (commonly to 0 in the action, to apply the gesture incrementally) makes
/// later values the set value plus the turn since then.
///
/// ``velocity`` is a least-squares fit over the last ``GestureConstants/velocitySampleWindow``
/// seconds of the unwrapped angle (see ``VelocityEstimator``), in radians per second. As for
/// ``UIPinchGestureRecognizer``, OpenTouch prefers the fit to exponential smoothing: it is exact
/// for a steady turn whatever the sample times, and setting ``rotation`` does not disturb it.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before the rotation begins, in radians. An OpenTouch
    /// addition; defaults to ``GestureConstants/rotationThreshold``.
    open var rotationThreshold: CGFloat = GestureConstants.rotationThreshold

    /// The rotation in radians since the second finger went down (or since it was last set),
    /// wrapped into (−π, π]. Starts at 0; settable, and reset to 0 after each attempt.
    open var rotation: CGFloat {
        get { storedRotation }
        set {
            storedRotation = newValue
            rotationBase = newValue
            turnAtBase = totalTurn
        }
    }

    /// How fast the fingers are turning, in radians per second, as of the latest touch event.
    open var velocity: CGFloat { storedVelocity }

    /// UIKit's class name, printed as `baseClass` by subclasses' descriptions.
    override class var standardClassName: String? { "UIRotationGestureRecognizer" }

    // MARK: Attempt state

    private var storedRotation: CGFloat = 0
    private var storedVelocity: CGFloat = 0
    /// The two fingers, in the order they went down.
    private var fingers = FingerPair()
    /// The angle of the line between the fingers at the previous sample, in (−π, π].
    private var previousAngle: CGFloat = 0
    /// The unwrapped angle turned since the second finger went down.
    private var totalTurn: CGFloat = 0
    /// ``totalTurn`` when ``rotation`` was last set, and the value it was set to.
    private var turnAtBase: CGFloat = 0
    private var rotationBase: CGFloat = 0
    /// The distance between the fingers and their midpoint when the second finger went down.
    private var initialDistance: CGFloat = 0
    private var initialMidpoint: CGPoint = .zero
    /// Unwrapped angles over time; their slope gives the velocity.
    private var estimator = VelocityEstimator()

    // MARK: Touches

    /// Takes the first two touches as the rotation's fingers and ignores any others.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if takeFingers(touches, event: event, admit: { fingers.admit($0) }) { startMeasuring(at: event.timestamp) }
    }

    /// Updates rotation and velocity; begins once rotation passes the threshold and dominates,
    /// then reports `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let (a, b) = fingerLocations() else { return }
        update(a, b, at: event.timestamp)
        switch state {
        case .possible:
            if rotationDominates(a, b) { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Lifting one of the two fingers ends the rotation, or fails it before it began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers.isInvolved(in: touches) else { return }
        if state == .began || state == .changed, let (a, b) = fingerLocations() {
            update(a, b, at: event.timestamp)
        }
        endOrFail(fingers)
    }

    /// A cancelled finger cancels the rotation, or fails it before it began.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers.isInvolved(in: touches) else { return }
        cancelOrFail()
    }

    /// Forgets the fingers; rotation and velocity go back to 0.
    open override func reset() {
        super.reset()
        fingers.reset()
        previousAngle = 0
        totalTurn = 0
        turnAtBase = 0
        rotationBase = 0
        storedRotation = 0
        storedVelocity = 0
        initialDistance = 0
        initialMidpoint = .zero
        estimator.reset()
    }

    // MARK: Measuring

    /// The second finger went down: angle, distance and midpoint are measured from here.
    private func startMeasuring(at time: TimeInterval) {
        guard let (a, b) = fingerLocations() else { return }
        previousAngle = atan2(b.y - a.y, b.x - a.x)
        totalTurn = 0
        turnAtBase = 0
        rotationBase = storedRotation
        initialDistance = hypot(b.x - a.x, b.y - a.y)
        initialMidpoint = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        estimator.reset()
        estimator.add(0, at: time)
    }

    /// Adds the change of angle since the previous sample (taken within ±π) and recomputes
    /// rotation and velocity.
    private func update(_ a: CGPoint, _ b: CGPoint, at time: TimeInterval) {
        let dx = b.x - a.x, dy = b.y - a.y
        if dx != 0 || dy != 0 {
            // Fingers at the same point have no direction: keep the previous one.
            let angle = atan2(dy, dx)
            totalTurn += Self.wrapped(angle - previousAngle)
            previousAngle = angle
        }
        estimator.add(totalTurn, at: time)
        storedRotation = Self.wrapped(rotationBase + (totalTurn - turnAtBase))
        storedVelocity = estimator.scalarVelocity(at: time)
    }

    /// Whether the fingers turned past the threshold and the turn outweighs pinch and translation.
    private func rotationDominates(_ a: CGPoint, _ b: CGPoint) -> Bool {
        let turned = abs(totalTurn)
        guard turned >= rotationThreshold else { return false }
        let distance = hypot(b.x - a.x, b.y - a.y)
        let turning = turned * distance
        let pinching = abs(distance - initialDistance)
        let translation = hypot((a.x + b.x) / 2 - initialMidpoint.x, (a.y + b.y) / 2 - initialMidpoint.y)
        return turning >= pinching && turning >= translation
    }

    /// `angle` taken into (−π, π].
    private static func wrapped(_ angle: CGFloat) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var result = angle.remainder(dividingBy: turn)
        if result <= -.pi { result += turn }
        return result
    }

    /// Both fingers' window locations, or nil before both are down.
    private func fingerLocations() -> (CGPoint, CGPoint)? {
        fingers.locations
    }

}
