import Foundation

/// Decides at touch-down whether a touch reaches its view's responder chain.
///
/// - A touch whose hit test found no view is not delivered.
/// - `isMultipleTouchEnabled == false`: a view already tracking a touch gets no further touches
///   until that one ends (gesture recognizers are not affected).
/// - `isExclusiveTouch`: while an exclusive view tracks a touch, no other view of its window
///   receives new touches; an exclusive view receives no touch while other views of its window
///   are tracking.
@MainActor
enum DeliveryPolicy {
    static func shouldDeliver(_ touch: UITouch, among activeTouches: [UITouch]) -> Bool {
        guard let view = touch.view else { return false }
        for other in activeTouches where other !== touch && other.isDelivered && other.window === touch.window {
            guard other.phase != .ended, other.phase != .cancelled, let otherView = other.view else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled { return false }
            } else if otherView.isExclusiveTouch || view.isExclusiveTouch {
                return false
            }
        }
        return true
    }
}
