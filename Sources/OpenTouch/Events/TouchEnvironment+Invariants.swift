import Foundation

extension TouchEnvironment {
    /// Checks the touch list, the responder ledger and the gesture arena after an event (debug
    /// builds only; release builds do nothing): the listed touches are the live ones, each once,
    /// in the order they began, each findable by its finger; no responder is both owed a touch's
    /// end and past it, or owed it twice; and the arena's membership holds
    /// (`GestureEnvironment.firstBrokenArenaInvariant(listed:)`). A broken invariant stops a debug build with what broke. Called from
    /// inside an event's delivery (`mayBeInEvent`), lifted touches not yet retired are allowed.
    func checkInvariants(after what: @autoclosure () -> String, mayBeInEvent: Bool = false) {
        #if DEBUG
        if let problem = firstBrokenInvariant(allowingFinished: mayBeInEvent) {
            assertionFailure("OpenTouch invariant broken after \(what()): \(problem)")
        }
        #endif
    }

    /// A description of the first broken invariant, or nil. Between events no listed touch has
    /// ended; during one (`allowingFinished`), lifted touches wait to be retired at its end.
    func firstBrokenInvariant(allowingFinished: Bool = false) -> String? {
        var previous: UInt64?
        for touch in event.touchList {
            if !allowingFinished, touch.phase == .ended || touch.phase == .cancelled {
                return "touch \(touch.sequence) (finger \(touch.fingerIdentity)) is \(touch.phase) but still listed"
            }
            if let previous, touch.sequence <= previous {
                return "touch \(touch.sequence) is listed after touch \(previous): the list is not in began order"
            }
            previous = touch.sequence
            if !isListedTouch(touch, forFinger: touch.fingerIdentity) {
                return "touch \(touch.sequence) is not the touch of its finger \(touch.fingerIdentity)"
            }
            if let problem = ledgerProblem(of: touch) { return problem }
        }
        if fingerCount != event.touchList.count {
            return "\(fingerCount) fingers are down but \(event.touchList.count) touches are listed"
        }
        if !allowingFinished, let arena = application?.gestureEnvironment.arena {
            return arena.firstBrokenArenaInvariant(listed: event.touchList)
        }
        return nil
    }

    /// What is wrong with `touch`'s ledger, or nil.
    private func ledgerProblem(of touch: UITouch) -> String? {
        if touch.openApplication != nil, touch.applicationClosed {
            return "the application is owed touch \(touch.sequence)'s end after seeing it"
        }
        let open = touch.openResponders
        for (index, responder) in open.enumerated() {
            if open[..<index].contains(where: { $0 === responder }) {
                return "\(responder.typeName) is owed touch \(touch.sequence)'s end twice"
            }
            if touch.closedResponders.contains(where: { $0 === responder }) {
                return "\(responder.typeName) is owed touch \(touch.sequence)'s end after seeing it"
            }
        }
        return nil
    }
}
