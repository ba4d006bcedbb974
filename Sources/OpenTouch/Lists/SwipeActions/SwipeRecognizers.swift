import Foundation

/// The pan that swipes a row: it begins only for a drag that is more horizontal than vertical
/// and starts on a row with actions for the edge the finger moves away from (the controller
/// decides, through ``shouldSwipe``). Vertical drags are left to the list's scroll pan.
@MainActor
final class SwipeActionsPanGestureRecognizer: UIPanGestureRecognizer {
    /// Decides whether a drag of `movement` (window points) that started at the given point
    /// (in the recognizer's view) swipes a row.
    var shouldSwipe: ((CGPoint, CGPoint) -> Bool)?
    /// Where the first finger came down, in the recognizer's view.
    private(set) var startLocation: CGPoint = .zero
    /// Whether ``startLocation`` is set for this attempt.
    private var hasStart = false

    override class var standardClassName: String? { "_UISwipeActionPanGestureRecognizer" }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if !hasStart, let touch = touches.first {
            startLocation = touch.location(in: view)
            hasStart = true
        }
        super.touchesBegan(touches, with: event)
    }

    /// Called when the recognizer resets after a drag (ended, cancelled or failed).
    var onReset: (() -> Void)?

    override func reset() {
        super.reset()
        hasStart = false
        onReset?()
    }

    override func shouldBeginPan(afterMoving movement: CGPoint) -> Bool {
        guard abs(movement.x) > abs(movement.y) else { return false }
        return shouldSwipe?(startLocation, movement) ?? false
    }
}

/// While a row is open, recognizes any touch that comes down outside its action buttons, at once:
/// the controller closes the row, and the touch is cancelled in the list so it neither selects a
/// row nor scrolls (UIKit's tap-elsewhere-closes rule).
@MainActor
final class SwipeDismissGestureRecognizer: UIGestureRecognizer {
    /// Whether a touch at the given point (in the recognizer's view) is on the open row's buttons.
    var isOnActions: ((CGPoint) -> Bool)?

    override class var standardClassName: String? { "_UISwipeDismissGestureRecognizer" }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        state = isOnActions?(touch.location(in: view)) == true ? .failed : .ended
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }
}
