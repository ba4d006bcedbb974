import Foundation

/// Recognizes one or more fingers dragging. Continuous.
///
/// - **Begins** once the centroid of the touches has moved at least
///   ``GestureConstants/panHysteresis`` (10 pt, in window points) from where it started, while the
///   number of touches is within ``minimumNumberOfTouches``…``maximumNumberOfTouches``. Movement
///   made while the count is outside that range does not count towards the threshold.
/// - **Hysteresis removed:** at `.began` the translation is the movement minus 10 pt along the
///   movement's own direction, `d − 10·d/|d|`, so a finger that crossed the threshold in small
///   steps starts at (about) zero and one that jumped 15 pt to the right starts at (5, 0).
/// - **Then** every move is `.changed`; the gesture is `.ended` when fingers lift and fewer than
///   ``minimumNumberOfTouches`` remain, and `.cancelled` when a touch is cancelled.
/// - **Fails** when fingers lift (leaving fewer than the minimum) or a touch is cancelled before it begins.
/// - **Too many fingers:** while more than ``maximumNumberOfTouches`` are down before it begins, it
///   does not begin (it stays possible and may begin if fingers lift back into range). Once it has
///   begun, only the first `maximumNumberOfTouches` touches (in the order they came down) drive
///   the centroid; the others are left out.
/// - **Fingers added or lifted** mid-pan re-base the centroid: the translation and velocity do not
///   jump (the movement of other fingers in that same event is not counted).
///
/// ``velocity(in:)`` is the slope of a least-squares fit over the last
/// ``GestureConstants/velocitySampleWindow`` seconds of centroid samples (``VelocityEstimator``),
/// evaluated at the clock's current time, so it falls to zero once the fingers rest longer than
/// the window. The lift itself adds no sample.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (2.3 M of them in `measure`, 0.8 M in
    // `maximumNumberOfTouches`, 0.7 M each in `track` and `touchesMoved`) and takes 1.78× the
    // instructions for the pipeline, 1.71× for five recognizers and 1.25× for the seed hit test
    // (callgrind, Benchmarks/README.md).
    /// The fewest fingers that can pan; 1 by default.
    @exclusivity(unchecked) open var minimumNumberOfTouches = 1
    /// The most fingers that can pan; `Int.max` (unbounded) by default.
    @exclusivity(unchecked) open var maximumNumberOfTouches = Int.max

    /// The centroid of the counted touches, in window coordinates (kept after they lift).
    @exclusivity(unchecked) private var centroid: CGPoint = .zero
    /// The translation is `centroid − origin`, converted into the asked view.
    @exclusivity(unchecked) private var origin: CGPoint = .zero
    /// Before it begins: where the centroid started, for the hysteresis.
    @exclusivity(unchecked) private var start: CGPoint = .zero
    /// The sum of the centroid jumps caused by touches coming and going, left out of velocity samples.
    @exclusivity(unchecked) private var drift: CGPoint = .zero
    /// Which touches make up the centroid: their count and the wrapping sum of their identities.
    @exclusivity(unchecked) private var members: (count: Int, identity: UInt64) = (0, 0)
    /// The centroid crossed the hysteresis (the translation origin is fixed from then on).
    @exclusivity(unchecked) private var crossedHysteresis = false
    @exclusivity(unchecked) private var estimator = VelocityEstimator()
    /// The window the touches are in; a plain reference (weak ones slow every retain of the window), cleared by `reset()`.
    @exclusivity(unchecked) private var trackingWindow: UIWindow?

    /// UIKit's class name, for ``description`` (subclasses print `baseClass = UIPanGestureRecognizer`).
    override class var standardClassName: String? { "UIPanGestureRecognizer" }

    // MARK: Translation and velocity

    /// How far the centroid has moved since the pan began (hysteresis removed) or since the last
    /// ``setTranslation(_:in:)``, in `view`'s coordinates (the window's when nil). Zero before it begins.
    open func translation(in view: UIView?) -> CGPoint {
        guard crossedHysteresis else { return .zero }
        return Self.difference(convert(centroid, to: view), convert(origin, to: view))
    }

    /// Makes ``translation(in:)`` for `view` read `translation` now; later movement adds to it.
    /// Before the pan begins this has no effect: beginning sets the translation as described above.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = convert(centroid, to: view)
        let originInView = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        origin = convert(originInView, from: view)
    }

    /// The velocity of the centroid in points per second of `view`'s coordinates (the window's
    /// when nil), from the samples of the last ``GestureConstants/velocitySampleWindow`` seconds.
    open func velocity(in view: UIView?) -> CGPoint {
        let velocity = estimator.velocity(at: clock?.now)
        return Self.difference(convert(velocity, to: view), convert(.zero, to: view))
    }

    // MARK: Touches

    /// Adds the new touches to the centroid (re-basing it) and begins if the movement allows.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let total = track(at: event.timestamp)
        if state == .possible { evaluate(touchCount: total) }
    }

    /// Begins once past the hysteresis; afterwards sends `.changed` for every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let total = track(at: event.timestamp)
        switch state {
        case .possible: evaluate(touchCount: total)
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Ends (or, before beginning, fails) when fewer than the minimum touches remain; otherwise re-bases.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = measure().total
        switch state {
        case .possible:
            if remaining < minimumNumberOfTouches {
                return fail(because: remaining > 0
                    ? .tooFewTouches(count: remaining, required: minimumNumberOfTouches)
                    : .liftedBeforeMoving(required: GestureConstants.panHysteresis))
            }
            evaluate(touchCount: track(at: event.timestamp))
        case .began, .changed:
            if remaining < minimumNumberOfTouches { return state = .ended }
            track(at: event.timestamp)
        default:
            break
        }
    }

    /// Cancels a pan under way; fails one that has not begun.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    /// Forgets the translation, velocity samples and touches of the attempt.
    open override func reset() {
        centroid = .zero
        origin = .zero
        start = .zero
        drift = .zero
        members = (0, 0)
        crossedHysteresis = false
        estimator.reset()
        trackingWindow = nil
    }

    // MARK: For subclasses

    /// Whether the pan may begin after the centroid moved by `movement` (window points, at least
    /// the hysteresis). Returning false makes it fail. The default allows any direction.
    func shouldBeginPan(afterMoving movement: CGPoint) -> Bool { true }

    /// Why ``shouldBeginPan(afterMoving:)`` said no, for the trace.
    func panRefusal(_ movement: CGPoint) -> GestureReason { .viewRefusedBegin(TraceName(self)) }

    // MARK: Internals

    /// Counts the touches that are down and measures the centroid of the first
    /// `maximumNumberOfTouches` of them, without allocating. `identity` fingerprints which touches
    /// were counted: a hash of their sequence numbers in tracking order (never of addresses).
    private func measure() -> (total: Int, counted: Int, centroid: CGPoint, identity: UInt64) {
        var total = 0, counted = 0, identity: UInt64 = 0xcbf2_9ce4_8422_2325
        var x: CGFloat = 0, y: CGFloat = 0
        guard self.attempt != nil else { return (0, 0, centroid, 0) }
        // Read before the attempt is: the attempt is then not held across this overridable call.
        let limit = maximumNumberOfTouches
        // With nothing ignored (the usual case) each field is read in place through the link to
        // the attempt, nothing bound: a bound touch was retained and released (`measure` took 193
        // instructions a call in `--profile pan5`, then 139 with a local copy of the list), and the
        // local copy of the list was retained and released (about 40 instructions a call in
        // `--profile mixed5`, callgrind). The loop makes no call, so nothing can change the link.
        if self.attempt?.ignored.isEmpty == true {
            var index = 0
            while index < self.attempt!.touches.count {
                let phase = self.attempt!.touches[index].phase
                index += 1
                guard phase != .ended && phase != .cancelled else { continue }
                total += 1
                guard counted < limit else { continue }
                counted += 1
                let location = self.attempt!.touches[index - 1].windowLocation
                x += location.x
                y += location.y
                identity = (identity ^ self.attempt!.touches[index - 1].sequence) &* 0x100_0000_01b3
            }
        } else if let attempt {
            // One exit from the body: the touch is then read without a retain.
            _ = attempt.forEachOwnedTouch { _, touch in
                if touch.phase != .ended && touch.phase != .cancelled {
                    total += 1
                    if counted < limit {
                        counted += 1
                        x += touch.windowLocation.x
                        y += touch.windowLocation.y
                        identity = (identity ^ touch.sequence) &* 0x100_0000_01b3
                    }
                }
                return true
            }
        } else {
            return (0, 0, centroid, 0)
        }
        guard counted > 0 else { return (total, 0, centroid, 0) }
        return (total, counted, CGPoint(x: x / CGFloat(counted), y: y / CGFloat(counted)), identity)
    }

    /// Updates the centroid, re-basing when the counted touches changed, and samples the velocity.
    /// Returns the number of touches down.
    @discardableResult
    private func track(at time: TimeInterval) -> Int {
        let now = measure()
        guard now.counted > 0 else { return now.total }
        if now.counted != members.count || now.identity != members.identity {
            if members.count == 0 {
                trackingWindow = trackedTouches.first { !isIgnored($0) }?.window
                start = now.centroid
                origin = now.centroid
            } else {
                let jump = Self.difference(now.centroid, centroid)
                origin = Self.sum(origin, jump)
                start = Self.sum(start, jump)
                drift = Self.sum(drift, jump)
            }
            members = (now.counted, now.identity)
        }
        centroid = now.centroid
        estimator.add(Self.difference(centroid, drift), at: time)
        return now.total
    }

    /// In `.possible`: begins once the centroid has moved past the hysteresis with an allowed count.
    private func evaluate(touchCount total: Int) {
        guard !crossedHysteresis else { return } // already asked to begin; waiting on the arena
        guard total >= minimumNumberOfTouches, total <= maximumNumberOfTouches else {
            start = centroid
            return
        }
        let movement = Self.difference(centroid, start)
        let distance = (movement.x * movement.x + movement.y * movement.y).squareRoot()
        let hysteresis = GestureConstants.panHysteresis
        guard distance >= hysteresis, distance > 0 else { return }
        guard shouldBeginPan(afterMoving: movement) else { return fail(because: panRefusal(movement)) }
        crossedHysteresis = true
        let scale = hysteresis / distance
        origin = CGPoint(x: start.x + movement.x * scale, y: start.y + movement.y * scale)
        state = .began
    }

    private var coordinateWindow: UIWindow? { trackingWindow ?? view?.window }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = coordinateWindow else { return point }
        return window.convert(point, to: view)
    }

    private func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = coordinateWindow else { return point }
        return window.convert(point, from: view)
    }

    private static func difference(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: a.x - b.x, y: a.y - b.y)
    }

    private static func sum(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: a.x + b.x, y: a.y + b.y)
    }
}
