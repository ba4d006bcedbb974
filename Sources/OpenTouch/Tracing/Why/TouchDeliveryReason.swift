import Foundation

/// Why a view got a touch late, not at all, or cancelled, as
/// ``TraceRecord/touchDelivery(touch:view:reason:)`` reports it. Recognizers are named with
/// ``TraceName`` when the reason is recorded.
public enum TouchDeliveryReason: Equatable, Sendable {
    /// The touch's began is held while this recognizer, with `delaysTouchesBegan`, is possible.
    case beganHeld(by: TraceName)
    /// The touch's began is held by a scroll view's `delaysContentTouches` (its content-touch delay).
    case beganHeldByScrollView(TraceName, delay: TimeInterval)
    /// The touch's end is held while this recognizer, with `delaysTouchesEnded`, is possible.
    case endHeld(by: TraceName)
    /// What was held is delivered now: no recognizer holding it is possible any more.
    case released
    /// The view gets `touchesCancelled`: this recognizer began or recognized with `cancelsTouchesInView`.
    case cancelledByRecognizer(TraceName)
    /// The view gets `touchesCancelled`: this scroll view began dragging.
    case cancelledByScrollView(TraceName)
    /// The touch's held began is dropped: this recognizer began or recognized first with
    /// `cancelsTouchesInView`, so the view never sees the touch.
    case discardedByRecognizer(TraceName)
    /// The view never sees the touch: a recognizer refused its began (a scroll view's
    /// `touchesShouldBegin(_:with:in:)` returned false, or the touch stopped a deceleration).
    case beganRefused(by: TraceName)
    /// The touch joined a gesture already under way that cancels views' touches.
    case joinedRecognizedGesture(TraceName)
    /// The digitizer cancelled the touch (a system gesture, say).
    case digitizerCancelled
    /// The touch's window left its scene.
    case windowLeftScene
    /// The touch went down while a transition ran (named, as "presentation of DetailViewController"
    /// or "UINavigationController push of ListViewController"): no view or recognizer gets it.
    case ignoredDuringTransition(String)

    /// A short stable identifier, for JSON and tools: `beganHeld`, `cancelledByRecognizer`, ….
    public var code: String {
        switch self {
        case .beganHeld: "beganHeld"
        case .beganHeldByScrollView: "beganHeldByScrollView"
        case .endHeld: "endHeld"
        case .released: "released"
        case .cancelledByRecognizer: "cancelledByRecognizer"
        case .cancelledByScrollView: "cancelledByScrollView"
        case .discardedByRecognizer: "discardedByRecognizer"
        case .beganRefused: "beganRefused"
        case .joinedRecognizedGesture: "joinedRecognizedGesture"
        case .digitizerCancelled: "digitizerCancelled"
        case .windowLeftScene: "windowLeftScene"
        case .ignoredDuringTransition: "ignoredDuringTransition"
        }
    }

    /// The reason in plain English.
    public var text: String {
        switch self {
        case .beganHeld(let name):
            "began held: \(name.short) has delaysTouchesBegan and is still possible"
        case .beganHeldByScrollView(let name, let delay):
            "began held: \(name.short) delays content touches (up to \(WhyFormat.seconds(delay)))"
        case .endHeld(let name):
            "end held: \(name.short) has delaysTouchesEnded and is still possible"
        case .released:
            "delivered late: no recognizer holds it any more"
        case .cancelledByRecognizer(let name):
            "cancelled: \(name.short) recognized and has cancelsTouchesInView = true"
        case .cancelledByScrollView(let name):
            "cancelled: \(name.short) began dragging"
        case .discardedByRecognizer(let name):
            "never delivered: \(name.short) recognized first (cancelsTouchesInView) while the began was held"
        case .beganRefused(let name):
            "never delivered: \(name.short) refused the began (touchesShouldBegin, or the touch stopped scrolling)"
        case .joinedRecognizedGesture(let name):
            "never delivered: the finger joined \(name.short), already under way"
        case .digitizerCancelled:
            "cancelled by the digitizer"
        case .windowLeftScene:
            "cancelled: its window left its scene"
        case .ignoredDuringTransition(let name):
            "never delivered: touches are ignored while the \(name) runs"
        }
    }
}
