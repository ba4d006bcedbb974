import Foundation

extension GestureReason {
    /// The reason in plain English, with its figures.
    public var text: String {
        switch self {
        case .movedTooFar(let distance, let allowed):
            "finger moved \(WhyFormat.number(distance)) pt, more than the \(WhyFormat.number(allowed)) pt allowed"
        case .heldTooLong(let allowed):
            "finger stayed down longer than the \(WhyFormat.seconds(allowed)) a tap allows"
        case .nextTapTooLate(let allowed):
            "the next tap did not start within \(WhyFormat.seconds(allowed)) of the lift"
        case .liftedTooSoon(let required):
            "lifted before the \(WhyFormat.seconds(required)) minimum press duration"
        case .tooManyTouches(let count, let allowed):
            "\(count) fingers down, more than the \(allowed) it takes"
        case .tooFewTouches(let count, let required):
            "\(count) finger\(count == 1 ? "" : "s"), fewer than the \(required) it needs"
        case .liftedBeforeMoving(let required):
            "lifted before moving the \(WhyFormat.number(required)) pt a pan needs to begin"
        case .wrongDirection(let movement, let allowed):
            "moved \(WhyFormat.point(movement)); it only takes \(allowed)"
        case .tooSlow(let allowed):
            "took longer than the \(WhyFormat.seconds(allowed)) a swipe may take"
        case .liftedBeforeSwipe(let required):
            "lifted before moving the \(WhyFormat.number(required)) pt a swipe needs"
        case .notFromEdge(let width):
            "the touch did not start within \(WhyFormat.number(width)) pt of a watched edge"
        case .contentTouchDelayElapsed(let delay):
            "the scroll view's \(WhyFormat.seconds(delay)) content-touch delay ran out"
        case .touchLifted:
            "the touch lifted"
        case .liftedBeforeBeginning:
            "a finger lifted before the two fingers moved enough to begin"
        case .waitingFor(let names):
            "waits for \(names.map(\.short).joined(separator: ", ")) to fail"
        case .requirementFailed(let name):
            "\(name.short), which it waited for, failed"
        case .requirementRecognized(let name):
            "\(name.short), which it requires to fail, recognized"
        case .preventedBy(let name):
            "prevented by \(name.short), already under way (no delegate allowed both simultaneously)"
        case .excludedBy(let name):
            "\(name.short) recognized and prevents it (no delegate allowed both simultaneously)"
        case .simultaneousWith(let name):
            "recognizes simultaneously with \(name.short): shouldRecognizeSimultaneouslyWith returned true"
        case .failureRequirementCycle:
            "its failure requirements form a cycle; the earliest recognizer proceeds"
        case .delegateRefusedBegin:
            "its delegate's gestureRecognizerShouldBegin returned false"
        case .delegateRefusedTouch:
            "its delegate's gestureRecognizer(_:shouldReceive:) returned false"
        case .viewRefusedBegin(let name):
            "\(name.short).gestureRecognizerShouldBegin returned false"
        case .controlKeepsTouch(let name):
            "\(name.short) keeps its touch from a superview's recognizer (UIKit's control rules)"
        case .cannotScroll(let axis, let content, let bounds):
            "the drag is \(axis) and the scroll view cannot scroll \(axis)ly "
                + "(content \(WhyFormat.size(content)), bounds \(WhyFormat.size(bounds)))"
        case .leftToEnclosingScrollView:
            "at its edge: the drag is left to an enclosing scroll view that can move that way"
        case .contentKeepsTouch(let name):
            "\(name.short) tracks the touch and the scroll view may not cancel it "
                + "(canCancelContentTouches = false or touchesShouldCancel(in:) returned false)"
        case .touchesCancelled:
            "its touches were cancelled"
        case .disabled:
            "it was disabled (isEnabled = false)"
        case .removedFromView:
            "it was removed from its view"
        case .abandoned:
            "its touches ended while it was still under way"
        }
    }
}
