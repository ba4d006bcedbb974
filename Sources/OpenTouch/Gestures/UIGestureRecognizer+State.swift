import Foundation

// How the engine's own state changes reach a subclass that overrides `state`.

extension UIGestureRecognizer {
    /// Commits `newState` (decided by the engine) through the ``state`` setter, so an override
    /// observes it; the setter is skipped when the last value set already was `newState`.
    func commitState(_ newState: State) {
        guard lastSetState != newState else {
            storedState = newState
            return
        }
        lastSetState = newState
        stateNotice = newState
        state = newState
        // An override that does not call `super` still gets the engine's decision.
        if stateNotice != nil {
            stateNotice = nil
            storedState = newState
        }
    }
}
