import Foundation

/// The two fingers of a two-finger gesture (pinch, rotation): the first two touches the
/// recognizer receives, in the order they went down. Later touches are ignored by the recognizer.
@MainActor
struct FingerPair {
    /// The first finger.
    private(set) var first: UITouch?
    /// The second finger.
    private(set) var second: UITouch?

    /// What ``admit(_:)`` made of a touch.
    enum Admission {
        /// It became the first finger.
        case first
        /// It became the second finger, completing the pair.
        case second
        /// Both fingers were taken: the recognizer ignores it.
        case extra
    }

    /// Makes `touch` the first or the second finger while either is free.
    mutating func admit(_ touch: UITouch) -> Admission {
        if first == nil {
            first = touch
            return .first
        }
        if second == nil {
            second = touch
            return .second
        }
        return .extra
    }

    /// Both fingers' locations in window coordinates, or nil before both are down.
    var locations: (CGPoint, CGPoint)? {
        guard let first, let second else { return nil }
        return (first.windowLocation, second.windowLocation)
    }

    /// Whether `touches` holds either finger.
    func isInvolved(in touches: Set<UITouch>) -> Bool {
        if let first, touches.contains(first) { return true }
        if let second, touches.contains(second) { return true }
        return false
    }

    /// Forgets both fingers.
    mutating func reset() {
        first = nil
        second = nil
    }
}

extension UIGestureRecognizer {
    /// Ends a continuous gesture that began, or fails one that never did: with one finger of
    /// `pair` down, for too few touches; with both, for a finger lifted before it began.
    func endOrFail(_ pair: FingerPair) {
        switch state {
        case .began, .changed: state = .ended
        case .possible:
            fail(because: pair.locations == nil ? .tooFewTouches(count: 1, required: 2) : .liftedBeforeBeginning)
        default: break
        }
    }

    /// Cancels a continuous gesture that began, or fails one that never did.
    func cancelOrFail() {
        switch state {
        case .began, .changed:
            noteReason(.touchesCancelled)
            state = .cancelled
        case .possible: fail(because: .touchesCancelled)
        default: break
        }
    }

    /// Takes the recognizer's new `touches` into its finger pair through `admit` (the pair's
    /// ``FingerPair/admit(_:)``): the first two become the pair, any others are ignored
    /// (`ignore(_:for:)`). Returns true when this call completed the pair.
    ///
    /// The pair is changed only inside `admit`, never while `ignore(_:for:)` runs: an override of
    /// it may reset the recognizer, which clears the pair.
    func takeFingers(_ touches: Set<UITouch>, event: UIEvent, admit: (UITouch) -> FingerPair.Admission) -> Bool {
        var completed = false
        for touch in trackedTouches where touches.contains(touch) && !isIgnored(touch) {
            switch admit(touch) {
            case .first: break
            case .second: completed = true
            case .extra: ignore(touch, for: event)
            }
        }
        return completed
    }
}
