import Testing

// Where a test came from. Folders say what behaviour a test checks; these tags say why it exists,
// so a test report or an IDE can group them, say, every seed's acceptance test.
extension Tag {
    /// Seed 001 ("HitTest实验"): the hit-test recursion through A/B/C, gestures on viewa and viewb.
    @Tag static var seed001: Self
    /// Seed 002: a single tap, double tap, long press, pinch, pan and custom recognizers on one view.
    @Tag static var seed002: Self
    /// Seed 004 ("HitTestWithEvent"): pointInside/hitTest overrides, redirects and enlarged areas.
    @Tag static var seed004: Self
    /// A fix found by a code review, pinned so it stays fixed.
    @Tag static var review: Self
    /// A classic recognizer or scroll-view conflict, built as an iOS developer's controller builds it.
    @Tag static var scenario: Self
    /// A property or fuzz test: many generated inputs checked against invariants.
    @Tag static var property: Self
    /// A code example from the README, run as written.
    @Tag static var readme: Self
    /// UIKit code pasted from the porting corpus or a typical app, run as written.
    @Tag static var pastedCode: Self
}
