import Foundation

/// A problem found in raw input or in the view tree during delivery, and what OpenTouch did about it.
///
/// Diagnostics go to the application's swift-log `Logger` (label `OpenTouch`) and to trace
/// observers as ``TraceRecord/diagnostic(_:)``. None of them stops the engine.
public struct InputDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem OpenTouch recognises.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A finger position was NaN or infinite: the last good position was used, or a new finger was dropped.
        case nonFiniteLocation
        /// A timestamp was NaN or infinite: the previous timestamp was used.
        case nonFiniteTimestamp
        /// A timestamp was earlier than the previous event's: it was raised to the previous one.
        case timestampWentBackwards
        /// One event named the same finger twice: the last report was kept.
        case duplicateFinger
        /// A lift arrived for a finger that is not down: it was ignored.
        case endWithoutBegin
        /// A move arrived for a finger that is not down: it was ignored.
        case moveWithoutBegin
        /// A cancel arrived for a finger that is not down: it was ignored.
        case cancelWithoutBegin
        /// A touch-down arrived for a finger already down: it was treated as a move.
        case duplicateTouchDown
        /// No window accepted a new touch: it is not delivered to any responder.
        case touchOutsideWindows
        /// A hit test returned a view that is not in the touched window: the touch is not delivered.
        case hitTestReturnedForeignView
        /// The two hit-test passes of a new touch answered different views (an override with state
        /// or side effects): the second pass's answer became the touch's view.
        case hitTestPassesDisagreed
        /// A responder that saw a touch begin was sent a compensating `touchesCancelled`.
        case responderCancelledForConsistency
        /// A digitizer event carried no fingers: it was ignored.
        case emptyEvent
        /// A recognizer asked for a state change UIKit does not allow: it was ignored.
        case illegalStateTransition
        /// `location(ofTouch:in:)` was asked for a touch index the recognizer does not have.
        case invalidTouchIndex
        /// Failure requirements formed a cycle: the earliest active recognizer proceeded.
        case failureRequirementCycle
        /// An action sent with `UIApplication.sendAction`, or a recognizer's selector action, found no
        /// responder to perform it: nothing happened.
        case unhandledAction
        /// A recognizer was still began or changed after its last touch ended: it was cancelled.
        case abandonedGesture
        /// Required constraints contradict each other: one was left out (named with the others).
        case unsatisfiableConstraints
        /// Constraints leave a view's frame open: the view is named with its constraints.
        case ambiguousLayout
        /// A constraint cannot be used (no common ancestor, a NaN constant, an item gone): it is ignored.
        case invalidConstraint
        /// Layout kept invalidating itself: the pass stopped after a fixed number of rounds.
        case layoutDidNotSettle
        /// The clock's earliest timer was overdue by more than
        /// ``UIApplication/timerStallThreshold``: nothing was firing the clock's timers (a frame
        /// loop that does not call ``UIApplication/runMainLoopTurn()``, or a blocked main queue).
        /// Reported once per stall.
        case timersNotServiced
        /// A subview was added to a ``UIVisualEffectView`` itself rather than to its `contentView`
        /// (UIKit raises an exception): it was kept where it was added, above the content view.
        case subviewAddedToVisualEffectView
        /// An API was called in a way OpenTouch cannot honour (an associated object on a value
        /// type, a delayed perform whose target is not of the method's type, a NaN haptic
        /// intensity): nothing happened.
        case unsupportedCall
        /// A table's or collection view's batch update left row or section counts that do not
        /// add up (UIKit raises `NSInternalInconsistencyException`): the list reloaded its data instead.
        case invalidListUpdate
    }

    /// What went wrong.
    public var kind: Kind
    /// The finger concerned, when there is one.
    public var fingerIdentity: Int?
    /// A human-readable account of the problem and its outcome.
    public var message: String

    /// Creates a diagnostic.
    public init(_ kind: Kind, finger: Int? = nil, _ message: String) {
        self.kind = kind
        self.fingerIdentity = finger
        self.message = message
    }

    public var description: String {
        if let fingerIdentity {
            return "[\(kind.rawValue)] finger \(fingerIdentity): \(message)"
        }
        return "[\(kind.rawValue)] \(message)"
    }
}
