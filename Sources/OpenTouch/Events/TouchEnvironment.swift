import Foundation

/// Turns filtered digitizer events into `UITouch`es and one reusable touches `UIEvent`, and hands
/// that event to the application (UIKit's UIEventEnvironment).
///
/// Lifecycle rules for raw fingers, each with a diagnostic: a lift or cancel for a finger that
/// is not down is ignored; a touch-down for a finger already down is a move; a move for a finger
/// that is not down begins a touch (so a lost touch-down does not lose the touch).
@MainActor
final class TouchEnvironment {
    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (5.0 M of them in `update`, 3.5 M in
    // `process`, 1.5 M in `retireFinishedTouches`) and takes 1.78× the instructions for the
    // pipeline, 1.71× for five recognizers and 1.25× for the seed hit test (callgrind,
    // Benchmarks/README.md).
    /// The application owns the environment and sets this right after creating it. Weak: a late
    /// settlement (a held touch released by a timer) may run while the application goes away.
    @exclusivity(unchecked) weak var application: UIApplication?
    /// The one touches event, reused for every digitizer report.
    let event = UIEvent(type: .touches)
    /// The tap-count limits and the last lift.
    @exclusivity(unchecked) var tapCounter = TapCounter()
    /// Fingers whose touches the digitizer cancelled while they stay down: ignored until they lift.
    @exclusivity(unchecked) private var cancelledFingers: Set<Int> = []
    /// The sequence number of the last touch that began.
    @exclusivity(unchecked) private var touchSequence: UInt64 = 0
    /// The touches of ``UIEvent/touchList`` by finger id, for lookup only (never iterated).
    @exclusivity(unchecked) private var touchesByFinger: [Int: UITouch] = [:]
    /// Running transitions during which new touches are ignored (``UIApplication/beginIgnoringTouches(during:)``).
    @exclusivity(unchecked) var transitionBlocks: [TransitionTouchBlock] = []
    /// The live delivered touches, counted when a report's first touch goes down and kept for the
    /// rest of that report; dropped when the report ends or the touch list changes under it.
    private var occupancy: DeliveryOccupancy?

    init() {}

    /// Applies one digitizer report and dispatches the event when any touch changed.
    ///
    /// `application` is the one that owns this environment (``application``), passed by its
    /// drain so that the hot path neither loads the weak reference nor retains the application:
    /// an application is weakly referenced, so each of its retains and releases takes the
    /// runtime's side-table path (125 instructions a report in `--profile pipeline`, callgrind).
    func process(_ raw: DigitizerEvent, for application: UIApplication) {
        event.timestamp = raw.timestamp
        // Written only when it changes: a write releases the old value, a call even when nil.
        let tracer = application.traceHub.isActive ? application.traceHub : nil
        if event.tracer !== tracer { event.tracer = tracer }
        for touch in event.touchList {
            touch.phase = .stationary
            touch.isContactUpdateOnly = false
        }
        // Fingers already down first, so lifts in a report free their views before new
        // touch-downs of the same report are judged (exclusive and single-touch views).
        var changed = false
        let fingers = raw.fingers
        for index in fingers.indices {
            let finger = fingers[index]
            if let touch = activeTouch(for: finger.identity, hint: index),
               update(touch, with: finger, timestamp: raw.timestamp) {
                changed = true
            }
        }
        for index in fingers.indices where activeTouch(for: fingers[index].identity, hint: index) == nil
            && apply(fingers[index], of: raw) {
            changed = true
        }
        if occupancy != nil { occupancy = nil }
        guard changed else { return }
        application.sendEvent(event)
        application.gestureEnvironment.finishEvent(event)
        retireFinishedTouches()
        checkInvariants(after: "a digitizer event")
    }

    /// The touch of a finger that is down, in O(1). Fingers usually come in the order they went
    /// down, so the touch at the finger's own position in the report is tried first (no hashing
    /// for a steady drag); otherwise the table by finger id answers.
    private func activeTouch(for finger: Int, hint: Int) -> UITouch? {
        let touches = event.touchList
        if hint < touches.count, touches[hint].fingerIdentity == finger { return touches[hint] }
        return touchesByFinger.isEmpty ? nil : touchesByFinger[finger]
    }

    /// Applies one report for a finger that is not down; returns whether a touch began.
    private func apply(_ finger: DigitizerEvent.Finger, of raw: DigitizerEvent) -> Bool {
        let id = finger.identity
        if !cancelledFingers.isEmpty && cancelledFingers.contains(id) {
            guard finger.isTouching && finger.eventMask.contains(.touch) && !finger.isCancelled else {
                if !finger.isTouching { cancelledFingers.remove(id) }
                return false
            }
            cancelledFingers.remove(id)
            report(.duplicateTouchDown, id, "touch-down for a cancelled finger that never lifted; a new touch begins")
        }
        if finger.isCancelled {
            report(.cancelWithoutBegin, id, "cancel for a finger that is not down; ignored")
            return false
        }
        guard finger.isTouching else {
            if finger.eventMask.contains(.touch) {
                report(.endWithoutBegin, id, "lift for a finger that is not down; ignored")
            }
            return false
        }
        if !finger.eventMask.contains(.touch) {
            report(.moveWithoutBegin, id, "move for a finger that is not down; treated as a touch-down")
        }
        begin(finger, of: raw)
        return true
    }

    private func update(_ touch: UITouch, with finger: DigitizerEvent.Finger, timestamp: TimeInterval) -> Bool {
        let location = touch.window?.convertFromScreen(finger.location) ?? finger.location
        let force = CGFloat(finger.pressure) * touch.maximumPossibleForce
        if finger.isCancelled {
            cancelledFingers.insert(finger.identity)
            setSample(touch, location: location, force: force, finger: finger, timestamp: timestamp, phase: .cancelled)
            traceDigitizerCancel(of: touch)
            return true
        }
        if !finger.isTouching {
            setSample(touch, location: location, force: force, finger: finger, timestamp: timestamp, phase: .ended)
            return true
        }
        if finger.eventMask.contains(.touch) {
            report(.duplicateTouchDown, finger.identity, "touch-down for a finger already down; treated as a move")
        }
        if location == touch.windowLocation && force == touch.force {
            // Only the contact changed (its radius): recognizers see a move, views do not.
            guard finger.majorRadius != touch.majorRadius else { return false }
            touch.isContactUpdateOnly = true
        }
        setSample(touch, location: location, force: force, finger: finger, timestamp: timestamp, phase: .moved)
        return true
    }

    /// Records that the digitizer cancelled `touch` (out of line: the move path stays as it was).
    @inline(never)
    private func traceDigitizerCancel(of touch: UITouch) {
        event.tracer?.record(.touchDelivery(touch: touch, view: touch.view, reason: .digitizerCancelled))
    }

    private func setSample(_ touch: UITouch, location: CGPoint, force: CGFloat, finger: DigitizerEvent.Finger,
                           timestamp: TimeInterval, phase: UITouch.Phase) {
        touch.previousWindowLocation = touch.windowLocation
        touch.previousTimestamp = touch.timestamp
        touch.windowLocation = location
        touch.timestamp = timestamp
        touch.force = force
        touch.majorRadius = finger.majorRadius
        touch.phase = phase
    }

    private func begin(_ finger: DigitizerEvent.Finger, of raw: DigitizerEvent) {
        guard let application else { return }
        let ignoredFor = transitionBlocks.first?.name
        // While a transition runs the touch reaches no window, view or recognizer for its whole life.
        var target = ignoredFor == nil
            ? application.target(forTouchAt: finger.location, event: event, finger: finger.identity) : TouchTarget()
        if ignoredFor != nil {
            // Not hit-tested: nothing to report.
        } else if target.view == nil {
            report(.touchOutsideWindows, finger.identity, "no window accepted the touch at \(finger.location)")
        } else if let view = target.view, view.window !== target.window {
            report(.hitTestReturnedForeignView, finger.identity,
                   "\(view.typeName) returned by hit test is not in the touched window; touch not delivered")
            target.view = nil
        }
        let location = target.window?.convertFromScreen(finger.location) ?? finger.location
        let touch = UITouch(finger: finger.identity, timestamp: raw.timestamp, windowLocation: location,
                            type: raw.touchType)
        touchSequence &+= 1
        touch.sequence = touchSequence
        touch.window = target.window
        touch.view = target.view
        touch.majorRadius = finger.majorRadius
        touch.force = CGFloat(finger.pressure) * touch.maximumPossibleForce
        touch.tapCount = tapCounter.tapCount(at: finger.location, timestamp: raw.timestamp)
        var counts = occupancy ?? DeliveryOccupancy(counting: event.touchList)
        occupancy = nil
        touch.isDelivered = DeliveryPolicy.shouldDeliver(touch, occupancy: &counts)
        assert(event.touchList.last.map { $0.sequence < touch.sequence } ?? true,
               "the event's touches must stay in sequence order")
        event.touchList.append(touch)
        touchesByFinger[finger.identity] = touch
        occupancy = counts
        // A recognizer's delegate asked below may cancel touches (its window leaving the scene),
        // which drops `occupancy`.
        application.gestureEnvironment.collectRecognizers(for: touch, event: event)
        event.tracer?.record(.touchBegan(touch: touch, window: target.window, view: target.view))
        if let ignoredFor {
            event.tracer?.record(.touchDelivery(touch: touch, view: nil, reason: .ignoredDuringTransition(ignoredFor)))
        }
    }

    /// Removes ended and cancelled touches after delivery, settling any responder still open.
    ///
    /// One pass that compacts the list in place (O(touches), not a `remove(at:)` per lift).
    /// Before a responder is settled, the list is made exactly what it would be had each earlier
    /// finished touch been removed on its own: the settled touch still in it, earlier ones gone.
    private func retireFinishedTouches() {
        // Touches before the first finished one stay where they are. The scan is inline and the
        // pass out of line: most events (every move of a drag) finish no touch, and with the pass
        // inline they paid for its setup (`--profile pipeline`: 34 instructions a move, 19 now).
        var first = 0
        while first < event.touchList.count {
            let phase = event.touchList[first].phase
            if phase == .ended || phase == .cancelled { return retireFinishedTouches(from: first) }
            first += 1
        }
    }

    /// ``retireFinishedTouches()`` from `first`, the position of the first finished touch.
    @inline(never)
    private func retireFinishedTouches(from first: Int) {
        var read = first, write = first
        while read < event.touchList.count {
            let touch = event.touchList[read]
            guard touch.phase == .ended || touch.phase == .cancelled else {
                if write != read { event.touchList[write] = touch }
                write += 1
                read += 1
                continue
            }
            if !touch.viewDelivery.isHeld && touch.firstOpenResponder != nil {
                if write != read { event.touchList.removeSubrange(write ..< read) }
                read = write
                settleOpenResponders(of: touch)
                guard read < event.touchList.count, event.touchList[read] === touch else {
                    return restartAfterListChanged(retiring: touch)
                }
            }
            retire(touch)
            read += 1
        }
        if write != read { event.touchList.removeSubrange(write ..< read) }
    }

    /// A responder settled by ``retireFinishedTouches()`` changed the touch list from its callback
    /// (a window leaving its scene cancels and removes that window's touches, say), so the pass's
    /// positions no longer hold: retires `touch`, drops it wherever it is now, and retires what is
    /// left from the start. Each restart removes a touch, so the passes end.
    private func restartAfterListChanged(retiring touch: UITouch) {
        retire(touch)
        event.touchList.removeAll { $0 === touch }
        retireFinishedTouches()
    }

    /// Whether `touch` is the one listed for `finger` (for ``firstBrokenInvariant(allowingFinished:)``).
    func isListedTouch(_ touch: UITouch, forFinger finger: Int) -> Bool {
        touchesByFinger[finger] === touch
    }

    /// How many fingers have a listed touch (for ``firstBrokenInvariant(allowingFinished:)``).
    var fingerCount: Int { touchesByFinger.count }

    /// Records a finished touch's lift for tap counting and forgets it.
    private func retire(_ touch: UITouch) {
        let screenLocation = touch.window?.convertToScreen(touch.windowLocation) ?? touch.windowLocation
        if touch.phase == .ended {
            tapCounter.touchEnded(at: screenLocation, timestamp: touch.timestamp, tapCount: touch.tapCount)
        } else {
            tapCounter.reset()
        }
        touch.view?.cachedMovedTouches = nil
        if touchesByFinger[touch.fingerIdentity] === touch { touchesByFinger[touch.fingerIdentity] = nil }
    }

    /// Cancels every touch in `window`, which is leaving its scene: its recognizers are cancelled
    /// (or fail) and reset, every responder that saw a touch begin gets `touchesCancelled`, and
    /// the fingers are ignored until they lift, as after a digitizer cancel. Safe from callbacks.
    func cancelTouches(in window: UIWindow) {
        var cancelledList = IdentityList<UITouch>()
        for touch in event.touchList where touch.window === window { cancelledList.append(touch) }
        guard !cancelledList.isEmpty else { return }
        occupancy = nil
        let cancelled = cancelledList.elements
        if let hub = application?.traceHub, hub.isActive {
            for touch in cancelled { hub.record(.touchDelivery(touch: touch, view: touch.view, reason: .windowLeftScene)) }
        }
        application?.gestureEnvironment.touchesWereCancelled(cancelled)
        event.touchList.removeAll { touch in cancelledList.contains(touch) }
        for touch in cancelled {
            touch.phase = .cancelled
            touch.viewDelivery = ViewDelivery(isCancelled: true)
            cancelledFingers.insert(touch.fingerIdentity)
            if touchesByFinger[touch.fingerIdentity] === touch { touchesByFinger[touch.fingerIdentity] = nil }
            touch.view?.cachedMovedTouches = nil
            settleOpenResponders(of: touch, reporting: false)
        }
        // Which responders saw it end is kept: a responder whose own touchesBegan is still running
        // must not be opened again by its forwarding.
        release(cancelled, forgettingClosed: false)
        tapCounter.reset()
        checkInvariants(after: "cancelling a window's touches", mayBeInEvent: true)
    }

    /// The application is going away: every touch still down is cancelled in the responders
    /// that saw it begin, and let go.
    func tearDown(including held: [UITouch] = []) {
        var list = IdentityList<UITouch>()
        for touch in event.touchList { list.append(touch) }
        for touch in held where !list.contains(touch) { list.append(touch) }
        let touches = list.elements
        event.touchList.removeAll()
        touchesByFinger.removeAll()
        occupancy = nil
        for touch in touches {
            touch.phase = .cancelled
            settleOpenResponders(of: touch)
        }
        release(touches)
    }

    /// Lets go of what finished touches refer to. A touch kept by a responder (a control's
    /// tracked touch, say) must not keep its view, window and recognizers alive through it once
    /// the system has cancelled it outside an event: it is over, and belongs to nothing now.
    private func release(_ touches: [UITouch], forgettingClosed: Bool = true) {
        for touch in touches {
            touch.gestureRecognizers = nil
            touch.view = nil
            touch.window = nil
            touch.openResponders.removeAll()
            if forgettingClosed { touch.closedResponders.removeAll() }
        }
    }

    /// Sends `touchesCancelled` to every responder that saw `touch` begin but not end, in the
    /// order they saw it begin. Responders a cancel opens again are not owed another.
    func settleOpenResponders(of touch: UITouch, reporting: Bool = true) {
        var owed = touch.openResponders
        if let application = touch.openApplication { owed.append(application) }
        for responder in owed where touch.isOpen(for: responder) {
            if reporting {
                report(.responderCancelledForConsistency, touch.fingerIdentity,
                       "\(responder.typeName) saw the touch begin but not end; sent touchesCancelled")
            }
            responder.receiveTouches(.cancelled, [touch], event, forwardedFrom: nil)
        }
    }

    private func report(_ kind: InputDiagnostic.Kind, _ finger: Int, _ message: String) {
        application?.report(InputDiagnostic(kind, finger: finger, message))
    }
}
