import Foundation

/// What the gesture arena asks of the world around it: the arena judges recognizers; its host
/// (the application's ``GestureEnvironment``) owns touches' delivery to views.
///
/// A class rather than a protocol so that the arena can point back at its host without a weak
/// reference (which would move every retain and release of the host onto the runtime's slow
/// path): the host owns its arena and clears the arena's pointer to it when it goes away.
@MainActor
class GestureArenaHost {
    init() {}

    // The arena's pointer to its host is checked against this in debug builds.
    isolated deinit {
        OwnerLiveness.ended(self)
    }

    /// The application the arena serves, if any: kept alive while a commit runs outside an event.
    var application: UIApplication? { nil }

    /// `recognizer` began or recognized with `cancelsTouchesInView`: its views lose `touches`.
    func arena(_ arena: GestureArena, cancelViewTouchesOf recognizer: UIGestureRecognizer, touches: [UITouch]) {}

    /// Decisions were committed: view deliveries held for undecided recognizers may go now.
    func arenaDidSettle(_ arena: GestureArena) {}

    /// Whether ``arenaDidSettle(_:)`` may have anything to do. The arena asks first, without
    /// retaining its host (a getter runs no callback that could release it), and calls
    /// ``arenaDidSettle(_:)`` only when this is true. Default true.
    var mayNeedSettling: Bool { true }

    /// A diagnostic about a recognizer (an illegal transition, a failure-requirement cycle …).
    func arena(_ arena: GestureArena, report diagnostic: InputDiagnostic) {}
}
