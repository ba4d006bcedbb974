import Foundation

/// How controls refuse their superviews' gesture recognizers (through
/// ``UIView/gestureRecognizerShouldBegin(_:)``), and a description helper.
///
/// A recognizer attached to the control itself is never refused, nor is any recognizer while
/// the control is disabled.
@MainActor
enum ControlGestureRules {
    /// Whether `control` refuses `recognizer` as a one-finger single tap (buttons, switches, steppers).
    static func blocksSingleTap(_ recognizer: UIGestureRecognizer, on control: UIControl) -> Bool {
        guard refusesForeign(recognizer, on: control), let tap = recognizer as? UITapGestureRecognizer else {
            return false
        }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Whether `control`, tracking a touch that moved mostly sideways (`movement`), refuses
    /// `recognizer` as a pan, or as a swipe whose direction includes left or right.
    ///
    /// The direction is judged from the tracked touch's movement since touch-down: a pan's
    /// translation is near zero when it asks to begin (its hysteresis is removed).
    static func blocksHorizontalDrag(_ recognizer: UIGestureRecognizer, on control: UIControl, movement: CGPoint) -> Bool {
        guard refusesForeign(recognizer, on: control), control.isTracking,
              abs(movement.x) >= abs(movement.y) else { return false }
        if let swipe = recognizer as? UISwipeGestureRecognizer {
            return !swipe.direction.isDisjoint(with: [.left, .right])
        }
        return recognizer is UIPanGestureRecognizer
    }

    private static func refusesForeign(_ recognizer: UIGestureRecognizer, on control: UIControl) -> Bool {
        recognizer.view !== control && control.isEnabled
    }

    /// UIKit prints `opaque = NO` for views that are not opaque (buttons, switches, sliders,
    /// steppers), after the geometry, alpha and hidden fields.
    static func insertingOpaqueField(into description: String) -> String {
        var result = description
        let later = ["; userInteractionEnabled = ", "; tag = ", "; backgroundColor = ", "; layer = <"]
        for marker in later {
            if let range = result.range(of: marker) {
                result.insert(contentsOf: "; opaque = NO", at: range.lowerBound)
                return result
            }
        }
        if let last = result.lastIndex(of: ">") { result.insert(contentsOf: "; opaque = NO", at: last) }
        return result
    }
}
