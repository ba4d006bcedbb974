import Foundation

/// What the gesture arena asks of the world around it: the arena judges recognizers; its host
/// (the application's ``GestureEnvironment``) owns touches' delivery to views.
@MainActor
protocol GestureArenaHost: AnyObject {
    /// The application the arena serves, if any: kept alive while a commit runs outside an event.
    var application: UIApplication? { get }
    /// `recognizer` began or recognized with `cancelsTouchesInView`: its views lose `touches`.
    func arena(_ arena: GestureArena, cancelViewTouchesOf recognizer: UIGestureRecognizer, touches: [UITouch])
    /// Decisions were committed: view deliveries held for undecided recognizers may go now.
    func arenaDidSettle(_ arena: GestureArena)
    /// A diagnostic about a recognizer (an illegal transition, a failure-requirement cycle …).
    func arena(_ arena: GestureArena, report diagnostic: InputDiagnostic)
}
