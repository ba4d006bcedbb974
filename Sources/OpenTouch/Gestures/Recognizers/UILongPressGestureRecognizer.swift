import Foundation

/// Recognizes a press held still for `minimumPressDuration`, optionally after
/// `numberOfTapsRequired` taps. Continuous.
///
/// Begins when the press has lasted ``minimumPressDuration`` without any finger moving more than
/// ``allowableMovement``; then every move (and every contact update) is `.changed`, and the lift
/// of a finger is `.ended`. Lifting or moving too far before it begins makes it fail.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    // Exclusivity (issue 24): the `@exclusivity(unchecked)` fields here are read on every move
    // until the recognizer fails; their runtime checks (about 76 instructions each) took 2.0 M of
    // `--profile mixed20`'s 173.4 M instructions over the tap, long press, swipe and pinch
    // (callgrind; the pinch's finger pair is checked again since: see its comment).
    /// Taps that must come before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// Fingers that must press; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How long the fingers must press, in seconds; 0.5 by default.
    open var minimumPressDuration = GestureConstants.longPressMinimumDuration
    /// How far the fingers may move before the gesture begins, in points; 10 by default.
    @exclusivity(unchecked) open var allowableMovement = GestureConstants.longPressAllowableMovement

    private var tapsCompleted = 0
    private var fingersThisPress = 0
    @exclusivity(unchecked) private var starts: [(touch: UITouch, location: CGPoint)] = []
    private var timer: ScheduledTimer?

    override class var standardClassName: String? { "UILongPressGestureRecognizer" }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if starts.isEmpty { timer?.cancel() }
        for touch in touches.inBeganOrder { starts.append((touch, touch.location(in: nil))) }
        fingersThisPress = max(fingersThisPress, fingersDown)
        guard fingersThisPress <= numberOfTouchesRequired else {
            return fail(because: .tooManyTouches(count: fingersThisPress, allowed: numberOfTouchesRequired))
        }
        guard fingersThisPress == numberOfTouchesRequired else { return }
        if tapsCompleted < numberOfTapsRequired {
            startTimer(GestureConstants.tapMaximumDuration) {
                $0.fail(because: .heldTooLong(allowed: GestureConstants.tapMaximumDuration))
            }
        } else {
            startTimer(minimumPressDuration) { $0.state = .began }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocation(of: touch) else { continue }
                let moved = distance(touch.location(in: nil), start)
                if moved > allowableMovement {
                    return fail(because: .movedTooFar(distance: moved, allowed: allowableMovement))
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            guard fingersDown == 0 else { return }
            timer?.cancel()
            guard tapsCompleted < numberOfTapsRequired, fingersThisPress == numberOfTouchesRequired else {
                return fail(because: fingersThisPress == numberOfTouchesRequired
                    ? .liftedTooSoon(required: minimumPressDuration)
                    : .tooFewTouches(count: fingersThisPress, required: numberOfTouchesRequired))
            }
            tapsCompleted += 1
            starts.removeAll()
            fingersThisPress = 0
            startTimer(GestureConstants.tapMaximumInterval) {
                $0.fail(because: .nextTapTooLate(allowed: GestureConstants.tapMaximumInterval))
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        timer?.cancel()
        timer = nil
        tapsCompleted = 0
        fingersThisPress = 0
        starts.removeAll()
    }

    open override var descriptionFields: [String] {
        var fields = ["numberOfTapsRequired = \(numberOfTapsRequired)",
                      "minimumPressDuration = \(UIKitFormat.number(CGFloat(minimumPressDuration)))"]
        if numberOfTouchesRequired != 1 { fields.append("numberOfTouchesRequired = \(numberOfTouchesRequired)") }
        return fields
    }

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

    @preconcurrency private func startTimer(_ delay: TimeInterval, _ fire: @escaping @MainActor (UILongPressGestureRecognizer) -> Void) {
        timer?.cancel()
        timer = clock?.schedule(after: delay) { [self] in
            // Held strongly until it fires or `reset()` cancels it: a weak reference would
            // give the recognizer a side table and slow every retain of it.
            guard self.state == .possible else { return }
            fire(self)
        }
    }
}
