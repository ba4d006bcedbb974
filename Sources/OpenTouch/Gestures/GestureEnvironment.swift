import Foundation

/// UIKit's gesture environment: every touch passes through it before views see it.
///
/// - At touch-down it records on the touch the recognizers that will receive it: the enabled
///   recognizers of the hit-test view and of each ancestor up to the window, deepest view first,
///   that accept the touch (touch type, delegate `shouldReceive`).
/// - On every event, before the window delivers touches to views, each recognizer in an attempt
///   gets its touches, phase by phase. Recognizers go in the order of the newest touch's
///   collection (deepest view first, then the order they were added to their view).
/// - The ``GestureArena`` judges what recognizers ask for; the environment is its host: it
///   cancels or holds views' touches by the arena's decisions (`GestureEnvironment+ViewTouches.swift`).
@MainActor
final class GestureEnvironment: GestureArenaHost {
    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (3.3 M of them in `deliver`, 3.2 M in
    // `movedTouches`) and takes 1.78× the instructions for the pipeline, 1.71× for five recognizers
    // and 1.25× for the seed hit test (callgrind, Benchmarks/README.md).
    @exclusivity(unchecked) private weak var storedApplication: UIApplication?

    /// The application; it owns the environment and sets this right after creating it. Weak: a
    /// recognizer's timer or action may still run on the environment while the application goes away.
    override var application: UIApplication? {
        get { storedApplication }
        set { storedApplication = newValue }
    }
    /// The application's trace hub, held so that the teardown's resets are traced too.
    @exclusivity(unchecked) var traceHub: TraceHub? {
        didSet { arena.traceHub = traceHub }
    }
    /// The arena judging the recognizers.
    let arena = GestureArena()
    /// Touches whose view delivery is held back.
    @exclusivity(unchecked) var heldTouches = IdentityList<UITouch>()
    /// The last began, ended or cancelled touch set built in this event, and its touches in order:
    /// the next recognizer given the same touches (every recognizer of a touch, at touch-down)
    /// shares it instead of building its own (about 1,000 instructions each in `--profile mixed20`,
    /// callgrind). Emptied when the update (or the event) ends, so no touch is held longer than before.
    @exclusivity(unchecked) private var sharedSetTouches: [UITouch] = []
    @exclusivity(unchecked) private var sharedSet: Set<UITouch> = []

    override init() {
        super.init()
        arena.host = self
    }

    // The arena may outlive its host (a recognizer's call holds it): it no longer points here.
    isolated deinit {
        arena.host = nil
    }

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
        // A loop, not `removeAll(where:)`: its closure runs a main-actor check on every
        // recognizer (`swift_task_isCurrentExecutor`, about 220 instructions a recognizer at
        // every touch-down in `--profile mixed20`, callgrind).
        var kept = 0
        for index in recognizers.indices {
            let recognizer = recognizers[index]
            guard recognizer.isEnabled, recognizer.view != nil, !recognizer.storedState.isTerminal else { continue }
            if kept != index { recognizers[kept] = recognizer }
            kept += 1
        }
        recognizers.removeLast(recognizers.count - kept)
        touch.gestureRecognizers = recognizers
        trace(.gestureRecognizersCollected(touch: touch, recognizers: recognizers))
        arena.give(touch, to: recognizers)
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) -> Bool {
        guard recognizer.isEnabled, !recognizer.storedState.isTerminal else { return false }
        guard Self.allows(recognizer.allowedTouchTypes, touch.type) else { return false }
        if recognizer.requiresExclusiveTouchType, let type = recognizer.attempt?.touchType, type != touch.type {
            return false
        }
        guard recognizer.shouldReceive(event) else { return false }
        guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true,
              recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
        else {
            arena.traceDecision(recognizer, .delegateRefusedTouch)
            return false
        }
        // The answers may have disabled or detached it (or ended its attempt).
        return recognizer.isEnabled && recognizer.view != nil && !recognizer.storedState.isTerminal
    }

    /// Whether `types` (`allowedTouchTypes`) lists `type`. A loop, not `contains(where:)`: its
    /// closure runs a main-actor check (`swift_task_isCurrentExecutor`, about 220 instructions a
    /// recognizer at every touch-down in `--profile mixed20`, callgrind).
    private static func allows(_ types: [NSNumber], _ type: UITouch.TouchType) -> Bool {
        let raw = type.rawValue
        for number in types where number.intValue == raw { return true }
        return false
    }

    // MARK: Every event

    /// Gives every recognizer in an attempt its touches of `event` in `window`, before views see them.
    func update(for event: UIEvent, in window: UIWindow) {
        arena.eventWillUpdate()
        let recognizers = arena.members
        // By index, each member's state read in place: one that failed or recognized stays a
        // member, given nothing, until its touches end, and a `for … in` loop retained and
        // released it on every event to find that out (19 failed members a move in
        // `--profile mixed20`; with the loop in `GestureArena.fail`, 11 M fewer instructions there).
        var index = 0
        while index < recognizers.count {
            index += 1
            guard !recognizers[index - 1].storedState.isTerminal else { continue }
            // Borrowed, not retained: `recognizers` (this update's copy of the members, read again
            // by the loop's condition) holds it until the loop ends, whatever its callbacks do.
            // Retained, it cost a retain and release a delivery (about 40 instructions, `--profile mixed5`).
            UnownedReference(recognizers[index - 1]).withObject { recognizer in
                guard let attempt = arena.attempt(of: recognizer) else { return }
                deliver(event, in: window, to: recognizer, attempt)
                recordCentroid(of: recognizer)
            }
        }
        // Sharing pays only between the recognizers of one update; emptied here, the set holds no
        // touch past it, even when `sendEvent(_:)` is called outside the application's drain.
        if !sharedSetTouches.isEmpty { forgetSharedSet() }
    }

    /// After views got the event: recognizers forget ended touches, held touches are released,
    /// finished recognizers reset.
    func finishEvent(_ event: UIEvent) {
        if !sharedSetTouches.isEmpty { forgetSharedSet() }
        // No recognizer in an attempt and no touch held (the bare pipeline): nothing below would change.
        if heldTouches.isEmpty && arena.closeIdleEvent() { return }
        // By index, each touch's phase read in place: a `for … in` loop retained and released
        // the touch (about 80 instructions a move in `--profile mixed5`, callgrind), and a local
        // copy of the list retained and released the list.
        var anyLifted = false
        var index = 0
        while index < event.touchList.count {
            let phase = event.touchList[index].phase
            if phase == .ended || phase == .cancelled {
                anyLifted = true
                break
            }
            index += 1
        }
        arena.eventDidFinish(touchesLifted: anyLifted)
    }

    private func deliver(_ event: UIEvent, in window: UIWindow, to recognizer: UIGestureRecognizer,
                         _ attempt: GestureAttempt) {
        var began = 0, moved = 0, ended = 0, cancelled = 0
        // Whether the moved touches so far are, in order, those of the previous event's moved
        // set: checked while counting, instead of in a second pass over the touches.
        var movedAsBefore = true
        _ = attempt.forEachOwnedTouch { _, touch in
            guard touch.window === window else { return true }
            switch touch.phase {
            case .began: began += 1
            case .moved:
                if movedAsBefore { movedAsBefore = moved < attempt.movedList.count && attempt.movedList[moved] === touch }
                moved += 1
            case .ended: ended += 1
            case .cancelled: cancelled += 1
            default: break
            }
            return true
        }
        if began > 0 { arena.callback(recognizer) { $0.touchesBegan(touches(of: $0, .began, in: window), with: event) } }
        // With no began callback in between, nothing changed the touches since they were counted.
        let unchanged = began == 0 && movedAsBefore && moved == attempt.movedList.count
        if moved > 0 {
            arena.callback(recognizer) {
                // The attempt this update holds, unless a began callback gave the recognizer another:
                // `$0.attempt` read again retained and released it (`movedTouches` took 104
                // instructions a call in `--profile pan5`, now 29; callgrind).
                // Unchanged (a steady drag), the previous set is taken here, without the call
                // (about 30 instructions a move in `--profile mixed5`, callgrind).
                let touches = $0.attempt === attempt
                    ? (unchanged ? attempt.movedSet : movedTouches(of: attempt, in: window, count: moved, unchanged: false))
                    : $0.attempt.map { movedTouches(of: $0, in: window, count: moved, unchanged: unchanged) } ?? []
                $0.touchesMoved(touches, with: event)
            }
        }
        if ended > 0 { arena.callback(recognizer) { $0.touchesEnded(touches(of: $0, .ended, in: window), with: event) } }
        if cancelled > 0 {
            arena.callback(recognizer) { $0.touchesCancelled(touches(of: $0, .cancelled, in: window), with: event) }
        }
    }

    private func touches(of recognizer: UIGestureRecognizer, _ phase: UITouch.Phase, in window: UIWindow) -> Set<UITouch> {
        guard let attempt = recognizer.attempt else { return Set<UITouch>() }
        var count = 0
        var asShared = true
        for touch in attempt.touches where touch.phase == phase && touch.window === window && !attempt.isIgnored(touch) {
            if asShared { asShared = count < sharedSetTouches.count && sharedSetTouches[count] === touch }
            count += 1
        }
        if asShared && count == sharedSetTouches.count && count > 0 { return sharedSet }
        // Built as before, one insertion at a time into an empty set.
        var set = Set<UITouch>()
        sharedSetTouches.removeAllFromEnd()
        for touch in attempt.touches where touch.phase == phase && touch.window === window && !attempt.isIgnored(touch) {
            set.insert(touch)
            sharedSetTouches.append(touch)
        }
        sharedSet = set
        return set
    }

    /// Drops the shared touch set and its touches.
    @inline(never)
    private func forgetSharedSet() {
        sharedSetTouches.removeAllFromEnd()
        sharedSet = []
    }

    /// The moved touches of a recognizer's attempt, reusing the previous event's set when
    /// unchanged (no allocation on a steady drag); `unchanged` says the caller found them
    /// unchanged already. A new set is built in the attempt's kept storage (a recycled
    /// attempt's, at its first move, allocates nothing).
    private func movedTouches(of attempt: GestureAttempt, in window: UIWindow, count: Int,
                              unchanged: Bool) -> Set<UITouch> {
        if unchanged || (attempt.movedList.count == count && Self.movedListIsCurrent(in: attempt, window: window)) {
            return attempt.movedSet
        }
        attempt.movedList.removeAllFromEnd()
        for touch in attempt.touches where touch.phase == .moved && touch.window === window && !attempt.isIgnored(touch) {
            attempt.movedList.append(touch)
        }
        attempt.movedSet.removeAll(keepingCapacity: true)
        for touch in attempt.movedList { attempt.movedSet.insert(touch) }
        return attempt.movedSet
    }

    /// Whether the attempt's moved touches in `window` are, in order, those of its ``GestureAttempt/movedList``
    /// (whose count the caller checked).
    private static func movedListIsCurrent(in attempt: GestureAttempt, window: UIWindow) -> Bool {
        var position = 0
        return attempt.forEachOwnedTouch { _, touch in
            guard touch.phase == .moved && touch.window === window else { return true }
            if attempt.movedList[position] !== touch { return false }
            position += 1
            return true
        }
    }

    /// Records the centroid of the recognizer's touches and the window of the last one. Recording
    /// only the last touch's window leaves the same ``UIGestureRecognizer/lastWindow`` and window
    /// lists as recording each touch's in turn, and keeps the loop free of calls.
    /// Inlined into the update's loop (called, it took about 68 instructions a recognizer and
    /// event for one touch in `--profile mixed5`, callgrind).
    @inline(__always)
    private func recordCentroid(of recognizer: UIGestureRecognizer) {
        guard let attempt = recognizer.attempt else { return }
        var x: CGFloat = 0, y: CGFloat = 0, count: CGFloat = 0
        var last = -1
        _ = attempt.forEachOwnedTouch { index, touch in
            x += touch.windowLocation.x
            y += touch.windowLocation.y
            count += 1
            last = index
            return true
        }
        guard last >= 0 else { return }
        recognizer.recordLastWindow(attempt.touches[last].window)
        recognizer.lastCentroid = CGPoint(x: x / count, y: y / count)
    }

    // MARK: From recognizers and the system

    /// The system cancelled `touches` outside an event (their window left its scene): none is
    /// held any more, and every recognizer that has one of them is cancelled (or fails) and reset.
    func touchesWereCancelled(_ touches: [UITouch]) {
        var cancelled = IdentityList<UITouch>()
        for touch in touches where !cancelled.contains(touch) { cancelled.append(touch) }
        heldTouches.removeAll { touch in cancelled.contains(touch) }
        arena.touchesWereCancelled(touches)
    }

    /// The application is going away: the arena cancels running gestures and resets every
    /// recognizer in an attempt, so that nothing it holds outlives the application.
    /// Returns the touches whose view delivery was held: they may have left the event already,
    /// and their responders are still owed an end.
    func tearDown() -> [UITouch] {
        let held = heldTouches.elements
        heldTouches.removeAll()
        forgetSharedSet()
        arena.tearDown()
        return held
    }

    // MARK: Arena host

    override func arena(_ arena: GestureArena, cancelViewTouchesOf recognizer: UIGestureRecognizer, touches: [UITouch]) {
        cancelViewTouches(of: recognizer, touches: touches)
    }

    override func arenaDidSettle(_ arena: GestureArena) {
        releaseHeldTouches()
    }

    /// Only held touches can be released (``releaseHeldTouches()`` does nothing without them).
    override var mayNeedSettling: Bool { !heldTouches.isEmpty }

    override func arena(_ arena: GestureArena, report diagnostic: InputDiagnostic) {
        application?.report(diagnostic)
    }

    // MARK: Reporting

    func trace(_ record: @autoclosure () -> TraceRecord) {
        guard let hub = traceHub, hub.isActive else { return }
        hub.record(record())
    }
}
