import Foundation

/// One thing the engine did, as trace observers see it: the same calls the seeds log by swizzling UIKit.
@preconcurrency @MainActor
public enum TraceRecord {
    /// A `hitTest(_:with:)` call is starting on `view`.
    case hitTest(view: UIView, point: CGPoint)
    /// UIView's own `hitTest(_:with:)` is starting on `view`: called directly, or by an override
    /// through `super`. Recorded after the ``hitTest(view:point:)`` of the same call. An override
    /// that answers without calling `super` (``UINavigationBar``'s for a point outside it, say)
    /// records none: these are the calls a swizzle of UIView's method logs, as seed 001's does.
    case defaultHitTest(view: UIView, point: CGPoint)
    /// A `hitTest(_:with:)` call on `view` returned `result`.
    case hitTestResult(view: UIView, point: CGPoint, result: UIView?)
    /// A `point(inside:with:)` call is starting on `view`.
    case pointInside(view: UIView, point: CGPoint)
    /// A `point(inside:with:)` call on `view` returned `result`.
    case pointInsideResult(view: UIView, point: CGPoint, result: Bool)
    /// A hit-test pass of a new touch finished: the window it settled on and that window's
    /// answer (both nil when no window returned a view). Recorded after the pass's `hitTest`
    /// records; the ``HitTestPass/second`` pass's `result` is the touch's view.
    case hitTestPass(HitTestPass, window: UIWindow?, result: UIView?)
    /// A new touch was assigned its window and hit-test view (nil when nothing accepted it).
    case touchBegan(touch: UITouch, window: UIWindow?, view: UIView?)
    /// A responder's `touchesBegan/Moved/Ended/Cancelled` is being called; `forwardedFrom` is the
    /// responder whose default implementation passed the touches on, nil for the window's delivery.
    case touches(phase: UITouch.Phase, responder: UIResponder, touches: Set<UITouch>, forwardedFrom: UIResponder?)
    /// A gesture recognizer changed state (`.possible` after a reset).
    case gestureStateChanged(recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
    /// A gesture recognizer is sending its actions; `description` is its description at that moment.
    case gestureAction(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State, description: String)
    /// A control is sending the actions of `events` (also when no target is registered for them).
    case controlEvents(control: UIControl, events: UIControl.Event)
    /// A scroll view reached a step of a drag, deceleration or zoom (its delegate is told the same).
    case scrollView(UIScrollView, ScrollViewTraceStep)
    /// A problem in the input or the view tree, and what was done about it.
    case diagnostic(InputDiagnostic)
    /// A layout pass called `layoutSubviews()` on the view.
    case layoutSubviews(view: UIView)
    /// Layout moved or resized a view (Auto Layout's frame for it), from one frame to another
    /// (frames before any transform, in the superview's coordinates).
    case layoutFrame(view: UIView, from: CGRect, to: CGRect)
    /// A feedback generator played a haptic (OpenTouch records it instead of playing it).
    case haptic(HapticFeedback)
    /// Hit testing passed over `view` (its `hitTest(_:with:)` returned nil) for `reason`;
    /// `point` is in the view's coordinates.
    case hitTestSkipped(view: UIView, point: CGPoint, reason: HitTestSkipReason)
    /// An override of `hitTest(_:with:)` on `view` returned `result`, a view the default walk did not find there.
    case hitTestRedirected(view: UIView, point: CGPoint, result: UIView)
    /// The recognizers that receive `touch`, fixed at its touch-down (deepest view first).
    case gestureRecognizersCollected(touch: UITouch, recognizers: [UIGestureRecognizer])
    /// Why `recognizer` is in `state`: recorded right after the ``gestureStateChanged(recognizer:from:to:)``
    /// it explains, or with `.possible` for a decision that changed no state (it waits, it never got the touch).
    case gestureReason(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State, reason: GestureReason)
    /// Why the view of `touch` gets it late, never, or cancelled.
    case touchDelivery(touch: UITouch, view: UIView?, reason: TouchDeliveryReason)
    /// What a table or collection view decided about the row or item `touch` landed on
    /// (highlight, selection, or why neither happened).
    case listSelection(list: UIScrollView, touch: UITouch, indexPath: IndexPath, step: ListSelectionStep)
    /// A responder's `pressesBegan/Changed/Ended/Cancelled` is being called; `forwardedFrom` is the
    /// responder whose default implementation passed the presses on, nil for the application's delivery.
    case presses(phase: UIPress.Phase, responder: UIResponder, presses: Set<UIPress>, forwardedFrom: UIResponder?)
    /// A key went down: where its press goes (nil when nowhere), and why.
    case pressRouted(press: UIPress, responder: UIResponder?, reason: PressRoutingReason)
    /// What the key commands of the first responder's chain did with a key going down (or
    /// repeating): `command` is the command the decision is about (nil when none matched).
    case keyCommand(press: UIPress, command: UIKeyCommand?, decision: KeyCommandDecision)
    /// A motion event (a shake) is being delivered to `responder`, in `phase`.
    case motion(subtype: UIEvent.EventSubtype, phase: MotionEvent.Phase, responder: UIResponder)
}

/// A step of a scroll view's drag, deceleration, animation or zoom, as ``TraceRecord/scrollView(_:_:)`` reports it.
public enum ScrollViewTraceStep: Equatable, Sendable {
    /// The pan began: `scrollViewWillBeginDragging`.
    case willBeginDragging
    /// The finger lifted: the release velocity (points per millisecond) and where the content will rest.
    case willEndDragging(velocity: CGPoint, targetContentOffset: CGPoint)
    /// The drag is over: `scrollViewDidEndDragging(_:willDecelerate:)`.
    case didEndDragging(willDecelerate: Bool)
    /// Deceleration, a bounce back or a paging snap starts.
    case willBeginDecelerating
    /// The content came to rest.
    case didEndDecelerating
    /// An animated `setContentOffset` or `scrollRectToVisible` finished.
    case didEndScrollingAnimation
    /// A zoom starts.
    case willBeginZooming
    /// A zoom is over, at `scale`.
    case didEndZooming(scale: CGFloat)
}

/// The application's trace observers. Hit testing and delivery check ``isActive`` once per
/// event, so tracing costs nothing when nobody observes.
@MainActor
final class TraceHub {
    private var observers: [(id: UInt64, handler: @MainActor (TraceRecord) -> Void)] = [] {
        didSet { isActive = !observers.isEmpty }
    }
    private var nextID: UInt64 = 0

    /// Whether anyone observes. Stored apart from ``observers`` and unchecked: read on every
    /// event, a checked read of the array was a runtime exclusivity check (about 76 instructions
    /// of the 3,957 a move takes in `--profile pipeline`, callgrind); only `observers`' observer
    /// writes it, and nothing holds an access to it across a call.
    @exclusivity(unchecked) private(set) var isActive = false
    /// The view of the last `point(inside:with:)` answer traced during the current traced hit
    /// test, and the answer, for the hit-test skip reasons. Identifiers, not weak references (which
    /// would give every traced view a side table); only compared with views alive since it was set.
    var lastPointInsideView: ObjectIdentifier?
    var lastPointInsideResult = false
    /// The last `hitTest(_:with:)` answer traced, to tell an override's result from the walk's.
    var lastHitTestResult: ObjectIdentifier?

    func add(_ handler: @escaping @MainActor (TraceRecord) -> Void) -> UInt64 {
        nextID &+= 1
        observers.append((nextID, handler))
        return nextID
    }

    func remove(_ id: UInt64) {
        observers.removeAll { $0.id == id }
    }

    func record(_ record: TraceRecord) {
        for observer in observers {
            observer.handler(record)
        }
    }
}

/// A registration of a trace observer; call ``cancel()`` (or drop it) to stop observing.
@preconcurrency @MainActor
public final class TraceObservation {
    private weak var hub: TraceHub?
    private let id: UInt64

    init(hub: TraceHub, id: UInt64) {
        self.hub = hub
        self.id = id
    }

    /// Stops the observer. Calling it again does nothing.
    public func cancel() {
        hub?.remove(id)
        hub = nil
    }

    isolated deinit {
        hub?.remove(id)
    }
}

extension UIApplication {
    /// Calls `handler` with every hit test, point-inside test, touch assignment, responder call,
    /// recognizer transition, control event, scroll-view step and diagnostic of this application, until the returned observation is cancelled or released.
    @preconcurrency public func addTraceObserver(_ handler: @escaping @MainActor (TraceRecord) -> Void) -> TraceObservation {
        TraceObservation(hub: traceHub, id: traceHub.add(handler))
    }
}
