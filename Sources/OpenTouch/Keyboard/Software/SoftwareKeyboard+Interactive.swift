import Foundation

/// Interactive dismissal (``UIScrollView/keyboardDismissMode-swift.property`` `.interactive`):
/// the keyboard follows a scroll view's drag down (see `UIScrollView+KeyboardDismiss.swift`).
extension SoftwareKeyboard {
    /// Lowers the keyboard so that its top is at `fingerY` (screen coordinates), between where
    /// it rests and the screen's bottom; a finger above it leaves it where it rests.
    func follow(fingerAt fingerY: CGFloat) {
        guard let frame, let window, pendingCompletion == nil || interactiveOffset > 0 else { return }
        let offset = min(max(0, fingerY - frame.minY), frame.height)
        guard offset != interactiveOffset else { return }
        interactiveOffset = offset
        UIView.performWithoutAnimation {
            window.host.frame = frame.offsetBy(dx: 0, dy: offset)
            layOutKeyboardGuides()
        }
    }

    /// The finger lifted moving at `velocity` (points per second, down positive): dismisses the
    /// keyboard (resigns the first responder) or slides it back up.
    func endFollowing(velocity: CGFloat) {
        guard let frame, let screen = window?.screen else { return }
        let lowered = interactiveOffset
        let dismiss = velocity > SoftwareKeyboardMetrics.interactiveDismissVelocity
            || lowered > frame.height * SoftwareKeyboardMetrics.interactiveDismissFraction
        if dismiss, let responder = application?.firstResponder, responder.resignFirstResponder() {
            return
        }
        slide(from: frame.offsetBy(dx: 0, dy: lowered), to: frame, showing: true, screen: screen)
    }
}
