import Foundation

/// The two fingers of a two-finger gesture (pinch, rotation): the first two touches the
/// recognizer receives, in the order they went down. Later touches are ignored by the recognizer.
@MainActor
struct FingerPair {
    /// The first finger.
    private(set) var first: UITouch?
    /// The second finger.
    private(set) var second: UITouch?

    /// Takes the recognizer's new `touches`: the first two become the pair, any others are
    /// ignored (`ignore(_:for:)`). Returns true when this call completed the pair.
    mutating func take(_ touches: Set<UITouch>, for recognizer: UIGestureRecognizer, event: UIEvent) -> Bool {
        var completed = false
        for touch in recognizer.trackedTouches where touches.contains(touch) && !recognizer.isIgnored(touch) {
            if first == nil {
                first = touch
            } else if second == nil {
                second = touch
                completed = true
            } else {
                recognizer.ignore(touch, for: event)
            }
        }
        return completed
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
}
