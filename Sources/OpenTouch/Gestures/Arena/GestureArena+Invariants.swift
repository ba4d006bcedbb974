import Foundation

extension GestureArena {
    /// A description of the first broken arena invariant between events, or nil:
    /// - every member is listed once and has an attempt in this arena, and every recognizer whose
    ///   attempt names this arena is a member;
    /// - a recognizer with no attempt holds no touches (it has none to hold);
    /// - a live touch a member tracks was given to it at touch-down (the touch lists it), and is
    ///   one of its attempt's touches;
    /// - no member waits for failure requirements while in a state other than `.possible`.
    ///
    /// `listed` is the event's touch list: the touches whose recognizers are looked at.
    func firstBrokenArenaInvariant(listed: [UITouch]) -> String? {
        var seen = Set<ObjectIdentifier>()  // lookup only, never iterated
        for recognizer in members {
            guard seen.insert(ObjectIdentifier(recognizer)).inserted else {
                return "\(name(recognizer)) is in the arena twice"
            }
            // One with no attempt has been reset; one whose attempt moved to another application's
            // arena (its view changed windows mid-attempt) was let go by this one.
            guard let attempt = recognizer.attempt, attempt.arena === self else {
                return "\(name(recognizer)) is in the arena but in no attempt here"
            }
            if let problem = brokenInvariant(of: attempt, recognizer) { return problem }
        }
        for touch in listed {
            for recognizer in touch.gestureRecognizers ?? [] {
                if recognizer.attempt?.arena === self, !seen.contains(ObjectIdentifier(recognizer)) {
                    return "\(name(recognizer)) names the arena but is not in it"
                }
            }
        }
        return nil
    }

    private func brokenInvariant(of attempt: GestureAttempt, _ recognizer: UIGestureRecognizer) -> String? {
        for touch in attempt.touches where touch.phase != .ended && touch.phase != .cancelled {
            guard touch.gestureRecognizers?.contains(where: { $0 === recognizer }) == true else {
                return "\(name(recognizer)) tracks touch \(touch.sequence), which was not given to it"
            }
            guard attempt.allTouches.contains(touch) else {
                return "\(name(recognizer)) tracks touch \(touch.sequence) outside its attempt's touches"
            }
        }
        if attempt.pendingState != nil, recognizer.storedState != .possible {
            return "\(name(recognizer)) waits to leave .possible but is \(recognizer.storedState)"
        }
        return nil
    }

    private func name(_ recognizer: UIGestureRecognizer) -> String {
        String(describing: type(of: recognizer))
    }
}
