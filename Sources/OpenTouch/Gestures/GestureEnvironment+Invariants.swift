import Foundation

extension GestureEnvironment {
    /// A description of the first broken arena invariant between events, or nil:
    /// - every recognizer in ``active`` is listed once and is in an attempt, and every recognizer
    ///   naming this environment is listed;
    /// - a recognizer in no attempt holds no touches;
    /// - a live touch a recognizer tracks was given to it at touch-down (the touch lists it).
    ///
    /// `listed` is the event's touch list: the touches whose recognizers are looked at.
    func firstBrokenArenaInvariant(listed: [UITouch]) -> String? {
        var members = Set<ObjectIdentifier>()  // lookup only, never iterated
        for recognizer in active {
            guard members.insert(ObjectIdentifier(recognizer)).inserted else {
                return "\(name(recognizer)) is in the arena twice"
            }
            // A recognizer whose view moved to another application's window mid-attempt names
            // that application's arena; one naming none has been reset and must not be listed.
            guard recognizer.environment != nil else {
                return "\(name(recognizer)) is in the arena but in no attempt"
            }
            for touch in recognizer.trackedTouches where touch.phase != .ended && touch.phase != .cancelled {
                guard touch.gestureRecognizers?.contains(where: { $0 === recognizer }) == true else {
                    return "\(name(recognizer)) tracks touch \(touch.sequence), which was not given to it"
                }
            }
        }
        for touch in listed {
            for recognizer in touch.gestureRecognizers ?? [] {
                if recognizer.environment === self, !members.contains(ObjectIdentifier(recognizer)) {
                    return "\(name(recognizer)) names the arena but is not in it"
                }
                if recognizer.environment == nil, !recognizer.trackedTouches.isEmpty || !recognizer.attemptTouches.isEmpty {
                    return "\(name(recognizer)) is in no attempt but holds touches"
                }
            }
        }
        return nil
    }

    private func name(_ recognizer: UIGestureRecognizer) -> String {
        String(describing: type(of: recognizer))
    }
}
