import Foundation

/// UIKit's gesture environment: the stage every touch passes through before views see it.
///
/// At touch-down it records on the touch the enabled recognizers of the hit-test view and of
/// each ancestor up to the window, deepest view first. On every event, ``update(for:in:)``
/// runs before the window delivers touches to views; that is where recognizers will see touches
/// and where their decisions (cancelling or delaying view touches) take effect.
@MainActor
enum GestureEnvironment {
    /// Records the recognizers that will receive `touch`, fixed for its life.
    static func attachRecognizers(to touch: UITouch) {
        var recognizers: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.attachedGestureRecognizers where recognizer.isEnabled {
                recognizers.append(recognizer)
            }
            view = current.superview
        }
        touch.gestureRecognizers = recognizers
    }

    /// Runs before views receive the touches of `event` in `window`. Recognizers are not
    /// implemented in this release, so nothing is held back or cancelled here yet.
    static func update(for event: UIEvent, in window: UIWindow) {}
}
