import Foundation

/// Why a gesture recognizer changed state (or did not), as ``TraceRecord/gestureReason(recognizer:state:reason:)``
/// reports it. Other recognizers and views are named with ``TraceName`` when the reason is recorded.
public enum GestureReason: Equatable, Sendable {
    // MARK: The recognizer's own limits

    /// A finger moved farther than the recognizer allows (tap, long press, between taps).
    case movedTooFar(distance: CGFloat, allowed: CGFloat)
    /// A tap stayed down longer than a tap may.
    case heldTooLong(allowed: TimeInterval)
    /// The next tap (or press) did not start in time after a lift.
    case nextTapTooLate(allowed: TimeInterval)
    /// A long press lifted before its minimum press duration.
    case liftedTooSoon(required: TimeInterval)
    /// More fingers came down than the recognizer takes.
    case tooManyTouches(count: Int, allowed: Int)
    /// Fewer fingers than the recognizer needs.
    case tooFewTouches(count: Int, required: Int)
    /// A pan's fingers lifted before moving past its hysteresis.
    case liftedBeforeMoving(required: CGFloat)
    /// A swipe's movement went another way than its `direction` allows (window points).
    case wrongDirection(movement: CGPoint, allowed: String)
    /// A swipe took longer than a swipe may.
    case tooSlow(allowed: TimeInterval)
    /// A swipe's finger lifted before moving far enough.
    case liftedBeforeSwipe(required: CGFloat)
    /// A screen-edge pan's touch did not start near the edges it watches.
    case notFromEdge(edgeWidth: CGFloat)
    /// A scroll view's content-touch delay ran out: the held touch goes to the content now.
    case contentTouchDelayElapsed(delay: TimeInterval)
    /// A scroll view's content-touch delay ended because the touch lifted.
    case touchLifted
    /// A two-finger gesture's finger lifted before the fingers pinched or turned enough to begin.
    case liftedBeforeBeginning

    // MARK: Other recognizers

    /// It must wait for these recognizers to fail before it can begin or recognize.
    case waitingFor([TraceName])
    /// The recognizer it waited for failed, so it could proceed.
    case requirementFailed(TraceName)
    /// A recognizer it requires to fail began or recognized.
    case requirementRecognized(TraceName)
    /// A recognizer already under way prevents it (`canPrevent` / `canBePrevented(by:)`), and
    /// neither delegate allowed both simultaneously.
    case preventedBy(TraceName)
    /// Another recognizer sharing its touches began or recognized and prevents it.
    case excludedBy(TraceName)
    /// It began alongside one under way: a delegate's `shouldRecognizeSimultaneouslyWith` said yes.
    case simultaneousWith(TraceName)
    /// Recognizers waiting for each other in a cycle: this one, the earliest, proceeds.
    case failureRequirementCycle

    // MARK: Delegates, views and controls

    /// Its delegate's `gestureRecognizerShouldBegin(_:)` returned false.
    case delegateRefusedBegin
    /// Its delegate's `gestureRecognizer(_:shouldReceive:)` returned false: it never got the touch.
    case delegateRefusedTouch
    /// A view's `gestureRecognizerShouldBegin(_:)` returned false.
    case viewRefusedBegin(TraceName)
    /// A control kept its touch from a recognizer of a superview (UIKit's control rules).
    case controlKeepsTouch(TraceName)
    /// A scroll view's pan: the drag's main axis does not scroll (content not larger than the bounds
    /// on that axis, and no `alwaysBounce…`).
    case cannotScroll(axis: String, contentSize: CGSize, boundsSize: CGSize)
    /// A scroll view's pan at its edge, left to an enclosing scroll view that can move that way.
    case leftToEnclosingScrollView
    /// A scroll view's pan: the content tracks the touch and `canCancelContentTouches` is false
    /// or `touchesShouldCancel(in:)` returned false.
    case contentKeepsTouch(TraceName)

    // MARK: Ending an attempt

    /// Its touches were cancelled.
    case touchesCancelled
    /// `isEnabled` was set to false.
    case disabled
    /// It was removed from its view.
    case removedFromView
    /// Its touches ended while it was still under way and it never ended itself.
    case abandoned

    /// A short stable identifier, for JSON and tools: `movedTooFar`, `preventedBy`, ….
    public var code: String {
        switch self {
        case .movedTooFar: "movedTooFar"
        case .heldTooLong: "heldTooLong"
        case .nextTapTooLate: "nextTapTooLate"
        case .liftedTooSoon: "liftedTooSoon"
        case .tooManyTouches: "tooManyTouches"
        case .tooFewTouches: "tooFewTouches"
        case .liftedBeforeMoving: "liftedBeforeMoving"
        case .wrongDirection: "wrongDirection"
        case .tooSlow: "tooSlow"
        case .liftedBeforeSwipe: "liftedBeforeSwipe"
        case .notFromEdge: "notFromEdge"
        case .contentTouchDelayElapsed: "contentTouchDelayElapsed"
        case .touchLifted: "touchLifted"
        case .liftedBeforeBeginning: "liftedBeforeBeginning"
        case .waitingFor: "waitingFor"
        case .requirementFailed: "requirementFailed"
        case .requirementRecognized: "requirementRecognized"
        case .preventedBy: "preventedBy"
        case .excludedBy: "excludedBy"
        case .simultaneousWith: "simultaneousWith"
        case .failureRequirementCycle: "failureRequirementCycle"
        case .delegateRefusedBegin: "delegateRefusedBegin"
        case .delegateRefusedTouch: "delegateRefusedTouch"
        case .viewRefusedBegin: "viewRefusedBegin"
        case .controlKeepsTouch: "controlKeepsTouch"
        case .cannotScroll: "cannotScroll"
        case .leftToEnclosingScrollView: "leftToEnclosingScrollView"
        case .contentKeepsTouch: "contentKeepsTouch"
        case .touchesCancelled: "touchesCancelled"
        case .disabled: "disabled"
        case .removedFromView: "removedFromView"
        case .abandoned: "abandoned"
        }
    }
}
