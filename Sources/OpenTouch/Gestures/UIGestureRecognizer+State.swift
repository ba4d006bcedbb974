import Foundation

// How the engine's own state changes reach a subclass that overrides `state`.

extension UIGestureRecognizer {
    /// Commits `newState` (decided by the engine) through the ``state`` setter, so an override
    /// observes it; the setter is skipped when the subclass itself set `newState` and the override
    /// heard it then. The return to `.possible` forgets the values set in the finished attempt.
    ///
    /// The usual case (the one value set is the one committed) is inlined into the caller; the
    /// others go through ``commitStateThroughSetter(_:)`` (called, the usual case took about 30
    /// instructions a commit in `--profile mixed5`, callgrind).
    @inline(__always)
    func commitState(_ newState: State) {
        if newState != .possible, statesSetAwaitingCommit.removeIfOnly(newState) {
            storedState = newState
            return
        }
        commitStateThroughSetter(newState)
    }

    /// ``commitState(_:)`` when the value committed is not the one value set.
    @inline(never)
    private func commitStateThroughSetter(_ newState: State) {
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
