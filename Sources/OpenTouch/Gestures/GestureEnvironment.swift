import Foundation

/// UIKit's gesture environment: every touch passes through it before views see it.
///
/// - At touch-down it records on the touch the recognizers that will receive it: the enabled
///   recognizers of the hit-test view and of each ancestor up to the window, deepest view first,
///   that accept the touch (touch type, delegate `shouldReceive`).
/// - On every event, before the window delivers touches to views, each active recognizer gets
///   its touches, phase by phase. Recognizers go in the order of the newest touch's collection
///   (deepest view first, then the order they were added to their view).
/// - State changes a recognizer asks for are committed after its callback returns (at once when
///   asked from a timer or an action): the arena (`GestureEnvironment+Arena.swift`) applies
///   delegates, failure requirements and prevention, sends actions, and cancels or releases views'
///   touches (`GestureEnvironment+ViewTouches.swift`).
/// - A recognizer whose attempt is over resets once its touches are gone and its
///   failure-requirement partners are done too.
@MainActor
final class GestureEnvironment {
    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (3.3 M of them in `deliver`, 3.2 M in
    // `movedTouches`, 3.0 M in `update`, 2.2 M in `finishEvent`, 2.0 M in `commitQueue`) and takes
    // 1.78× the instructions for the pipeline, 1.71× for five recognizers and 1.25× for the seed
    // hit test (callgrind, Benchmarks/README.md).
    /// The application; it owns the environment and sets this right after creating it. Weak: a
    /// recognizer's timer or action may still run on the environment while the application goes away.
    @exclusivity(unchecked) weak var application: UIApplication?
    /// The application's trace hub, held so that the teardown's resets are traced too.
    @exclusivity(unchecked) var traceHub: TraceHub?
    /// Recognizers in an attempt, in the order they became active.
    @exclusivity(unchecked) var active: [UIGestureRecognizer] = []
    /// Touches whose view delivery is held back.
    @exclusivity(unchecked) var heldTouches = IdentityList<UITouch>()
    @exclusivity(unchecked) private var queue: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    @exclusivity(unchecked) private var callbackDepth = 0
    @exclusivity(unchecked) private var isCommitting = false
    /// Between a window's recognizer update and the end of the event: attempts are judged over
    /// only once the event is done (its ended touches are still being handled until then).
    @exclusivity(unchecked) var isUpdatingEvent = false
    /// Set when a recognizer reached a terminal state or touches ended: only then can an attempt be over.
    @exclusivity(unchecked) var mayHaveFinishedAttempts = false

    init() {}

    // MARK: Touch-down

    /// Records the recognizers that receive `touch` (fixed for its life) and gives it to them.
    func collectRecognizers(for touch: UITouch, event: UIEvent) {
        var recognizers: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.attachedGestureRecognizers where accepts(recognizer, touch, event) {
                recognizers.append(recognizer)
            }
            view = current.superview
        }
        // A delegate asked above may have taken the touch's window out of its scene (it is over),
        // or disabled or detached a recognizer accepted before it was asked.
        guard touch.phase != .cancelled else {
            touch.gestureRecognizers = []
            return
        }
        recognizers.removeAll { !$0.isEnabled || $0.view == nil || $0.storedState.isTerminal }
        touch.gestureRecognizers = recognizers
        trace(.gestureRecognizersCollected(touch: touch, recognizers: recognizers))
        for recognizer in recognizers {
            activate(recognizer)
            recognizer.trackedTouches.append(touch)
            recognizer.attemptTouches.append(touch)
            if recognizer.exclusiveTouchType == nil { recognizer.exclusiveTouchType = touch.type }
        }
        // The newest touch's recognizers go last, in its collection order (deepest view first, then
        // the order they were added to the view), whatever the order they first became active in.
        if !recognizers.isEmpty {
            active.removeAll { member in recognizers.contains { $0 === member } }
            active.append(contentsOf: recognizers)
        }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) -> Bool {
        guard recognizer.isEnabled, !recognizer.storedState.isTerminal else { return false }
        guard recognizer.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }) else { return false }
        if recognizer.requiresExclusiveTouchType, let type = recognizer.exclusiveTouchType, type != touch.type {
            return false
        }
        guard recognizer.shouldReceive(event) else { return false }
        guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true,
              recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
        else {
            traceDecision(recognizer, .delegateRefusedTouch)
            return false
        }
        // The answers may have disabled or detached it (or ended its attempt).
        return recognizer.isEnabled && recognizer.view != nil && !recognizer.storedState.isTerminal
    }

    func activate(_ recognizer: UIGestureRecognizer) {
        // A recognizer is in `active` exactly while its environment is this one.
        guard recognizer.environment !== self else { return }
        recognizer.environment = self
        active.append(recognizer)
    }

    // MARK: Every event

    /// Gives every active recognizer its touches of `event` in `window`, before views see them.
    func update(for event: UIEvent, in window: UIWindow) {
        isUpdatingEvent = true
        let recognizers = active
        for recognizer in recognizers where recognizer.environment === self && !recognizer.storedState.isTerminal {
            deliver(event, in: window, to: recognizer)
            recordCentroid(of: recognizer)
        }
    }

    /// After views got the event: forget ended touches, release held touches, reset finished recognizers.
    func finishEvent(_ event: UIEvent) {
        isUpdatingEvent = false
        var anyLifted = false
        for touch in event.touchList where touch.phase == .ended || touch.phase == .cancelled {
            anyLifted = true
            break
        }
        for recognizer in active where anyLifted && removeLiftedTouches(of: recognizer) {
            mayHaveFinishedAttempts = true
        }
        if anyLifted { cancelAbandonedGestures() }
        commitQueue()
    }

    /// Cancels gestures left running after their last touch lifted (a subclass that never set an
    /// end), so that every recognizer is back in `.possible` once its touches are over.
    private func cancelAbandonedGestures() {
        for recognizer in active
        where (recognizer.storedState == .began || recognizer.storedState == .changed)
            && isFinished(recognizer, ignoringState: true) {
            note(recognizer, .abandoned)
            report(.abandonedGesture, "\(String(describing: type(of: recognizer))) was still \(recognizer.storedState) "
                   + "after its touches ended; cancelled")
            transition(recognizer, to: .cancelled, sendingActions: true)
        }
    }

    /// Drops ended and cancelled touches from the recognizer's tracked touches, keeping the
    /// order, in one pass; returns whether any was dropped.
    private func removeLiftedTouches(of recognizer: UIGestureRecognizer) -> Bool {
        let count = recognizer.trackedTouches.count
        recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        return recognizer.trackedTouches.count < count
    }

    private func deliver(_ event: UIEvent, in window: UIWindow, to recognizer: UIGestureRecognizer) {
        var began = 0, moved = 0, ended = 0, cancelled = 0
        for touch in recognizer.trackedTouches where touch.window === window && !recognizer.isIgnored(touch) {
            switch touch.phase {
            case .began: began += 1
            case .moved: moved += 1
            case .ended: ended += 1
            case .cancelled: cancelled += 1
            default: break
            }
        }
        if began > 0 { callback(recognizer) { $0.touchesBegan(touches(of: $0, .began, in: window), with: event) } }
        if moved > 0 { callback(recognizer) { $0.touchesMoved(movedTouches(of: $0, in: window, count: moved), with: event) } }
        if ended > 0 { callback(recognizer) { $0.touchesEnded(touches(of: $0, .ended, in: window), with: event) } }
        if cancelled > 0 {
            callback(recognizer) { $0.touchesCancelled(touches(of: $0, .cancelled, in: window), with: event) }
        }
    }

    /// Runs one recognizer callback; state changes it asks for are committed when it returns.
    private func callback(_ recognizer: UIGestureRecognizer, _ body: (UIGestureRecognizer) -> Void) {
        guard recognizer.environment === self, recognizer.isEnabled, !recognizer.storedState.isTerminal else { return }
        callbackDepth += 1
        body(recognizer)
        callbackDepth -= 1
        if callbackDepth == 0 { commitQueue() }
    }

    private func touches(of recognizer: UIGestureRecognizer, _ phase: UITouch.Phase, in window: UIWindow) -> Set<UITouch> {
        var set = Set<UITouch>()
        for touch in recognizer.trackedTouches
        where touch.phase == phase && touch.window === window && !recognizer.isIgnored(touch) {
            set.insert(touch)
        }
        return set
    }

    /// The moved touches, reusing the previous event's set when unchanged (no allocation on a steady drag).
    private func movedTouches(of recognizer: UIGestureRecognizer, in window: UIWindow, count: Int) -> Set<UITouch> {
        if let cached = recognizer.cachedMovedTouches, cached.list.count == count {
            var position = 0, same = true
            for touch in recognizer.trackedTouches
            where touch.phase == .moved && touch.window === window && !recognizer.isIgnored(touch) {
                if cached.list[position] !== touch {
                    same = false
                    break
                }
                position += 1
            }
            if same { return cached.set }
        }
        var list: [UITouch] = []
        for touch in recognizer.trackedTouches
        where touch.phase == .moved && touch.window === window && !recognizer.isIgnored(touch) {
            list.append(touch)
        }
        let set = Set(list)
        recognizer.cachedMovedTouches = (list, set)
        return set
    }

    private func recordCentroid(of recognizer: UIGestureRecognizer) {
        var x: CGFloat = 0, y: CGFloat = 0, count: CGFloat = 0
        for touch in recognizer.trackedTouches where !recognizer.isIgnored(touch) {
            x += touch.windowLocation.x
            y += touch.windowLocation.y
            count += 1
            recognizer.lastWindow = touch.window
        }
        if count > 0 { recognizer.lastCentroid = CGPoint(x: x / count, y: y / count) }
    }

    // MARK: State changes

    /// A recognizer asked for `state`: committed now, or when the running callback returns.
    ///
    /// Until it is committed the recognizer's getter returns it (UIKit's subclasses read `state`
    /// back right after setting it).
    ///
    /// From a timer nothing else holds the application: it is held until the arena is done, so an
    /// action or delegate that releases it tears it down afterwards, not in the middle.
    func request(_ state: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        activate(recognizer)
        queue.append((recognizer, state))
        recognizer.provisionalState = state
        // Inside a callback the caller's event processing already holds the application.
        guard callbackDepth == 0 else { return }
        withExtendedLifetime(application) { commitQueue() }
    }

    /// Applies queued transitions in order (actions may queue more), then settles views' touches
    /// and resets the recognizers whose attempt is over.
    func commitQueue() {
        guard !isCommitting else { return }
        isCommitting = true
        while !queue.isEmpty {
            let (recognizer, state) = queue.removeFirst()
            if !queue.contains(where: { $0.recognizer === recognizer }) { recognizer.provisionalState = nil }
            apply(state, to: recognizer)
        }
        isCommitting = false
        releaseHeldTouches()
        resetFinishedRecognizers()
    }

    /// A recognizer was disabled or detached: cancel or fail its gesture and end its attempt.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        guard recognizer.environment === self else { return }
        // Already over (disabled from its own final action, say): the usual reset follows.
        if recognizer.storedState.isTerminal { return }
        if recognizer.traceReason == nil { note(recognizer, recognizer.isEnabled ? .removedFromView : .disabled) }
        switch recognizer.storedState {
        case .began, .changed: transition(recognizer, to: .cancelled, sendingActions: true)
        case .possible: fail(recognizer)
        default: break
        }
        commitQueue()
        reset(recognizer)
        releaseHeldTouches()
        resetFinishedRecognizers()
    }

    /// The system cancelled `touches` outside an event (their window left its scene): every
    /// recognizer that has one of them is cancelled (or fails) and reset, and none is held.
    func touchesWereCancelled(_ touches: [UITouch]) {
        var cancelled = IdentityList<UITouch>()
        for touch in touches where !cancelled.contains(touch) { cancelled.append(touch) }
        heldTouches.removeAll { touch in cancelled.contains(touch) }
        for recognizer in active where shares(touches, with: recognizer) {
            // One already over would wait for its touches to lift in an event: they never will.
            if recognizer.storedState.isTerminal {
                reset(recognizer)
            } else {
                note(recognizer, .touchesCancelled)
                recognizerWasDisabled(recognizer)
            }
        }
    }

    /// `touch` is no longer the recognizer's: held view delivery may no longer wait for it.
    func touchWasIgnored(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        if callbackDepth == 0 { releaseHeldTouches() }
    }

    // MARK: Reset

    /// Resets every recognizer whose attempt is over: terminal, its touches gone, and every
    /// recognizer joined to it by a failure requirement done as well.
    func resetFinishedRecognizers() {
        guard mayHaveFinishedAttempts, !isUpdatingEvent else { return }
        mayHaveFinishedAttempts = false
        var finished: [UIGestureRecognizer] = []
        var unfinished: [UIGestureRecognizer] = []
        for recognizer in active {
            if isFinished(recognizer) { finished.append(recognizer) } else { unfinished.append(recognizer) }
        }
        for recognizer in finished where !unfinished.contains(where: { arePartners(recognizer, $0) }) {
            reset(recognizer)
        }
    }

    /// Terminal (or disabled or detached: it will never decide now) with its touches gone.
    private func isFinished(_ recognizer: UIGestureRecognizer, ignoringState: Bool = false) -> Bool {
        let decided = recognizer.storedState.isTerminal || !recognizer.isEnabled || recognizer.view == nil
        guard ignoringState || decided else { return false }
        // Touches it ignores do not hold it back: they are not its touches any more.
        for touch in recognizer.trackedTouches
        where touch.phase != .ended && touch.phase != .cancelled && !recognizer.isIgnored(touch) {
            return false
        }
        return true
    }

    func isActive(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.environment === self && active.containsIdentical(recognizer)
    }

    func reset(_ recognizer: UIGestureRecognizer) {
        guard let index = active.indexOfIdentical(recognizer) else { return }
        active.remove(at: index)
        // Its partners may have been waiting for it to reset with them.
        mayHaveFinishedAttempts = true
        let previous = recognizer.storedState
        recognizer.provisionalState = nil
        recognizer.pendingState = nil
        recognizer.traceReason = nil
        recognizer.trackedTouches = []
        recognizer.ignoredTouches.removeAll()
        recognizer.attemptTouches.removeAll()
        recognizer.dynamicRequirementAnswers = []
        recognizer.brokenRequirements = []
        recognizer.exclusiveTouchType = nil
        recognizer.cachedMovedTouches = nil
        recognizer.environment = nil
        recognizer.commitState(.possible)
        if previous != .possible { trace(.gestureStateChanged(recognizer: recognizer, from: previous, to: .possible)) }
        recognizer.reset()
    }

    /// The application is going away: running gestures are cancelled, then every recognizer in
    /// an attempt is reset (its timers stop, its touches are let go), so that nothing it holds
    /// outlives the application.
    /// Returns the touches whose view delivery was held: they may have left the event already,
    /// and their responders are still owed an end.
    func tearDown() -> [UITouch] {
        queue.removeAll()
        let held = heldTouches.elements
        heldTouches.removeAll()
        let recognizers = active
        for recognizer in recognizers
        where recognizer.environment === self && (recognizer.storedState == .began || recognizer.storedState == .changed) {
            transition(recognizer, to: .cancelled, sendingActions: true)
        }
        for recognizer in recognizers { reset(recognizer) }
        active.removeAll()
        return held
    }

    // MARK: Reporting

    func trace(_ record: @autoclosure () -> TraceRecord) {
        guard let hub = traceHub, hub.isActive else { return }
        hub.record(record())
    }

    func report(_ kind: InputDiagnostic.Kind, _ message: String) {
        application?.report(InputDiagnostic(kind, message))
    }
}
