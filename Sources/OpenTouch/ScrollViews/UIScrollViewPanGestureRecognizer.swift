import Foundation

/// The scroll view's pan recognizer (UIKit's private class of the same name): a
/// ``UIPanGestureRecognizer`` that remembers the movement that made it begin, so the scroll view
/// can decide from the drag's direction whether it may scroll.
@MainActor
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The centroid's movement (window points) when it crossed the hysteresis this attempt.
    private(set) var beginMovement: CGPoint = .zero

    override func shouldBeginPan(afterMoving movement: CGPoint) -> Bool {
        beginMovement = movement
        return true
    }

    override func reset() {
        super.reset()
        beginMovement = .zero
    }
}

/// The scroll view's pinch recognizer (UIKit's private class of the same name), attached only
/// while the zoom scales allow zooming.
@MainActor
final class UIScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {}
