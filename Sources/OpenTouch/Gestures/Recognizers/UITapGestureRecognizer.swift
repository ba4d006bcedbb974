import Foundation

/// Recognizes taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers each. Discrete.
///
/// Each tap must lift within ``maximumTapDuration``; the next must start within
/// ``maximumIntervalBetweenTaps`` of the lift; no finger may move more than
/// ``allowableMovement`` from where it touched down, and every tap must start within that distance
/// of the first one. The gesture is recognized when the last finger of the last tap lifts.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    // Exclusivity (issue 24): the `@exclusivity(unchecked)` fields here are read on every move
    // until the recognizer fails; their runtime checks (about 76 instructions each) took 2.0 M of
    // `--profile mixed20`'s 173.4 M instructions over the tap, long press, swipe and pinch
    // (callgrind; the pinch's finger pair is checked again since: see its comment).
    /// How many taps make the gesture; 1 by default.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap uses; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How far a finger may move from where it touched down, in points (an OpenTouch tunable).
    @exclusivity(unchecked) public var allowableMovement = GestureConstants.tapAllowableMovement
    /// The longest one tap may stay down, in seconds (an OpenTouch tunable).
    public var maximumTapDuration = GestureConstants.tapMaximumDuration
    /// The longest gap between a lift and the next touch-down, in seconds (an OpenTouch tunable).
    public var maximumIntervalBetweenTaps = GestureConstants.tapMaximumInterval

    private var tapsCompleted = 0
    private var fingersThisTap = 0
    @exclusivity(unchecked) private var starts: [(touch: UITouch, location: CGPoint)] = []
    private var firstTapCentroid: CGPoint?
    private var timer: ScheduledTimer?

    override class var standardClassName: String? { "UITapGestureRecognizer" }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if starts.isEmpty {
            startTimer(maximumTapDuration)
        }
        for touch in touches.inBeganOrder { starts.append((touch, touch.location(in: nil))) }
        fingersThisTap = max(fingersThisTap, fingersDown)
        guard fingersThisTap <= numberOfTouchesRequired else {
            return fail(because: .tooManyTouches(count: fingersThisTap, allowed: numberOfTouchesRequired))
        }
        if fingersThisTap == numberOfTouchesRequired, starts.count == numberOfTouchesRequired {
            let centroid = self.centroid
            if let first = firstTapCentroid {
                let moved = distance(centroid, first)
                if moved > allowableMovement { fail(because: .movedTooFar(distance: moved, allowed: allowableMovement)) }
            } else {
                firstTapCentroid = centroid
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocation(of: touch) else { continue }
            let moved = distance(touch.location(in: nil), start)
            if moved > allowableMovement { return fail(because: .movedTooFar(distance: moved, allowed: allowableMovement)) }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingersDown == 0 else { return }
        timer?.cancel()
        guard fingersThisTap == numberOfTouchesRequired else {
            return fail(because: .tooFewTouches(count: fingersThisTap, required: numberOfTouchesRequired))
        }
        tapsCompleted += 1
        starts.removeAll()
        fingersThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            startTimer(maximumIntervalBetweenTaps)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail(because: .touchesCancelled)
    }

    open override func reset() {
        timer?.cancel()
        timer = nil
        tapsCompleted = 0
        fingersThisTap = 0
        starts.removeAll()
        firstTapCentroid = nil
    }

    /// A tap does not prevent a tap of the same finger count that needs more taps, nor a long
    /// press of the same finger count.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTouchesRequired == numberOfTouchesRequired, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        if let press = preventedGestureRecognizer as? UILongPressGestureRecognizer,
           press.numberOfTouchesRequired == numberOfTouchesRequired {
            return false
        }
        return true
    }

    open override var descriptionFields: [String] {
        var fields: [String] = []
        if numberOfTapsRequired != 1 { fields.append("numberOfTapsRequired = \(numberOfTapsRequired)") }
        if numberOfTouchesRequired != 1 { fields.append("numberOfTouchesRequired = \(numberOfTouchesRequired)") }
        return fields
    }

    // MARK: Helpers

    private func startLocation(of touch: UITouch) -> CGPoint? {
        for start in starts where start.touch === touch { return start.location }
        return nil
    }

    private var fingersDown: Int {
        var count = 0
        for touch in trackedTouches where touch.phase != .ended && touch.phase != .cancelled && !isIgnored(touch) {
            count += 1
        }
        return count
    }

    private var centroid: CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        for start in starts {
            x += start.location.x
            y += start.location.y
        }
        let n = CGFloat(max(starts.count, 1))
        return CGPoint(x: x / n, y: y / n)
    }

    private func startTimer(_ delay: TimeInterval) {
        timer?.cancel()
        timer = clock?.schedule(after: delay) { [self] in
            // Held strongly until it fires or `reset()` cancels it: a weak reference would
            // give the recognizer a side table and slow every retain of it.
            guard self.state == .possible else { return }
            self.fail(because: self.starts.isEmpty ? .nextTapTooLate(allowed: delay) : .heldTooLong(allowed: delay))
        }
    }
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = a.x - b.x, dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
}
