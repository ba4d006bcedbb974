import Foundation

// How the engine's own state changes reach a subclass that overrides `state`.

extension UIGestureRecognizer {
    /// Commits `newState` (decided by the engine) through the ``state`` setter, so an override
    /// observes it; the setter is skipped when the subclass itself set `newState` and the override
    /// heard it then. The return to `.possible` forgets the values set in the finished attempt.
    func commitState(_ newState: State) {
        // The usual case: the one value set is the one committed.
        if newState != .possible, statesSetAwaitingCommit.removeIfOnly(newState) {
            storedState = newState
            return
        }
        if newState == .possible { statesSetAwaitingCommit.removeAll() }
        if statesSetAwaitingCommit.removeThroughFirst(newState) {
            storedState = newState
            return
        }
        stateNotice = newState
        state = newState
        // An override that does not call `super` still gets the engine's decision.
        if stateNotice != nil {
            stateNotice = nil
            storedState = newState
        }
    }
}
