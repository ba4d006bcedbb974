import Foundation

/// The gesture arena: which recognizers are in an attempt, in what order, and how their requests
/// become UIKit's transitions.
///
/// - A recognizer joins when it receives its first touch, or asks for a state from a timer; the
///   arena gives it a ``GestureAttempt`` that holds everything about the attempt.
/// - A state a recognizer asks for is queued and committed when its callback returns (at once
///   outside callbacks). Committing applies UIKit's rules (`GestureArena+Rules.swift`): failure
///   requirements, delegates, prevention.
/// - A recognizer whose attempt is over (terminal, its touches gone, its failure-requirement
///   partners done too) leaves: it is reset to `.possible` and its attempt ends (emptied and kept
///   for a later join when nothing else holds it).
///
/// The arena knows nothing of views' touch delivery: it tells its ``GestureArenaHost`` when a
/// recognizer takes its touches from views and when decisions were committed.
@MainActor
final class GestureArena {
    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (3.0 M of them in `update`, 2.2 M in
    // `finishEvent`, 2.0 M in `commitQueue`) and takes 1.78× the instructions for the pipeline and
    // 1.71× for five recognizers (callgrind, Benchmarks/README.md).
    /// Effects outside the arena (views' touches, diagnostics). Not retained: the host owns the
    /// arena and clears this before it goes away (checked in debug builds).
    var host: GestureArenaHost? {
        get { hostReference.object }
        set { hostReference.object = newValue }
    }
    @exclusivity(unchecked) private var hostReference = UnownedReference<GestureArenaHost>()
    /// The trace hub, when the application is traced.
    @exclusivity(unchecked) var traceHub: TraceHub?
    /// The recognizers in an attempt, in the order they joined (the newest touch's moved last).
    /// Changed only by the arena (the invariant tests corrupt it on purpose).
    @exclusivity(unchecked) var members: [UIGestureRecognizer] = []
    @exclusivity(unchecked) private var queue: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    /// The next queued request to apply; the queue is emptied once it is all applied.
    @exclusivity(unchecked) private var queueHead = 0
    @exclusivity(unchecked) private var callbackDepth = 0
    @exclusivity(unchecked) private var isCommitting = false
    /// Between an event's recognizer update and its end: attempts are judged over only once the
    /// event is done (its ended touches are still being handled until then).
    @exclusivity(unchecked) private var isUpdatingEvent = false
    /// Set when a recognizer reached a terminal state or touches ended: only then can an attempt be over.
    @exclusivity(unchecked) var mayHaveFinishedAttempts = false
    /// Finished attempts nothing else referred to, emptied, for the next recognizers that join:
    /// freeing an attempt at every reset and making a new one at every join cost about 2,200
    /// instructions a recognizer a sequence (`--profile mixed20`, callgrind).
    @exclusivity(unchecked) private var spareAttempts: [GestureAttempt] = []
    /// `resetFinishedMembers`'s lists, kept between calls so that judging the members allocates nothing.
    @exclusivity(unchecked) private var finishedScratch: [UIGestureRecognizer] = []
    @exclusivity(unchecked) private var unfinishedScratch: [UIGestureRecognizer] = []

    init() {}

    // Released without a tear-down (its application tears it down first): members keep no link
    // to an attempt nobody judges, so no attempt's pointer to the arena outlives it. Isolated:
    // released off the main actor, it runs there.
    isolated deinit {
        for recognizer in members where recognizer.attempt?.arena === self { recognizer.attempt = nil }
        OwnerLiveness.ended(self)
    }

    // MARK: Membership

    /// The recognizer's attempt in this arena; it joins with a fresh attempt (a new one, or an
    /// emptied spare) if it has none here.
    @discardableResult
    func join(_ recognizer: UIGestureRecognizer) -> GestureAttempt {
        if let attempt = recognizer.attempt {
            if attempt.isJudged(by: self) { return attempt }
            // Its view moved to another application's window mid-attempt: the attempt (its touches
            // down there) goes on, judged here from now on, and the other arena lets it go.
            if let previous = attempt.arena, let index = previous.members.indexOfIdentical(recognizer) {
                previous.members.remove(at: index)
                // Its partners there may have been waiting for it; they are judged at that
                // arena's next commit.
                previous.mayHaveFinishedAttempts = true
            }
            attempt.arena = self
            members.append(recognizer)
            return attempt
        }
        let attempt = spareAttempts.popLast() ?? GestureAttempt(arena: self)
        recognizer.attempt = attempt
        members.append(recognizer)
        return attempt
    }

    /// Gives `touch` to `recognizers` (its collection at touch-down, deepest view first): they
    /// join, and go last, in this order, whatever the order they first joined in.
    func give(_ touch: UITouch, to recognizers: [UIGestureRecognizer]) {
        for recognizer in recognizers { join(recognizer).receive(touch) }
        guard !recognizers.isEmpty else { return }
        removeMembers(in: recognizers)
        members.append(contentsOf: recognizers)
    }

    /// Removes the members that are in `recognizers`, keeping the others' order.
    ///
    /// Loops, not `removeAll(where:)` with `contains(where:)`: those closures run a main-actor check
    /// on every comparison (`swift_task_isCurrentExecutor`, about 290 instructions each in
    /// `--profile pan20`, callgrind).
    private func removeMembers(in recognizers: [UIGestureRecognizer]) {
        var kept = 0
        var index = 0
        while index < members.count {
            let member = members[index]
            index += 1
            guard !recognizers.containsIdentical(member) else { continue }
            if kept != index - 1 { members[kept] = member }
            kept += 1
        }
        members.removeLast(members.count - kept)
    }

    /// The recognizer's attempt, when it is in this arena.
    func attempt(of recognizer: UIGestureRecognizer) -> GestureAttempt? {
        guard let attempt = recognizer.attempt, attempt.isJudged(by: self) else { return nil }
        return attempt
    }

    /// Whether the recognizer is in an attempt in this arena. An attempt names this arena exactly
    /// while its recognizer is in ``members`` (`join`, `reset` and `tearDown` change both together;
    /// `firstBrokenArenaInvariant` checks it after every event in debug builds), so the link alone
    /// answers, without a scan of the members.
    func isMember(_ recognizer: UIGestureRecognizer) -> Bool {
        attempt(of: recognizer) != nil
    }

    /// Whether the recognizer is still possible with `touch` its own: views may have to wait for it.
    func isUndecided(_ recognizer: UIGestureRecognizer, about touch: UITouch) -> Bool {
        guard let attempt = self.attempt(of: recognizer) else { return false }
        return recognizer.storedState == .possible && recognizer.isEnabled && attempt.owns(touch)
    }

    /// Whether any recognizer in the arena is still possible.
    var hasUndecidedMembers: Bool {
        members.contains { $0.state == .possible }
    }

    // MARK: Callbacks and requests

    /// Runs one callback of a member; the states it asks for are committed when it returns.
    func callback(_ recognizer: UIGestureRecognizer, _ body: (UIGestureRecognizer) -> Void) {
        guard attempt(of: recognizer) != nil, recognizer.isEnabled, !recognizer.storedState.isTerminal else { return }
        callbackDepth += 1
        body(recognizer)
        callbackDepth -= 1
        if callbackDepth == 0 { commitQueue() }
    }

    /// A recognizer asked for `state`: committed now, or when the running callback returns. Until
    /// then its getter returns it (UIKit's subclasses read `state` back right after setting it).
    func request(_ state: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        // Already a member (every request but a timer's first): its attempt, without a call to `join`.
        request(state, for: recognizer, self.attempt(of: recognizer) ?? join(recognizer))
    }

    /// ``request(_:for:)`` for a recognizer whose `attempt` this arena judges.
    func request(_ state: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer, _ attempt: GestureAttempt) {
        queue.append((recognizer, state))
        attempt.provisionalState = state
        guard callbackDepth == 0 else { return }
        // From a timer nothing else holds the application: it is held until the arena is done, so
        // an action or delegate that releases it tears it down afterwards, not in the middle.
        withExtendedLifetime(host?.application) { commitQueue() }
    }

    /// Whether a member's callback is running: a state asked for now is committed when it returns.
    var isRunningCallback: Bool { callbackDepth > 0 }

    /// Queues `state` for `recognizer` while a callback runs (``isRunningCallback``), as
    /// ``request(_:for:_:)`` would; the caller has set its attempt's provisional state.
    func enqueue(_ state: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        queue.append((recognizer, state))
    }

    /// Applies queued transitions in order (actions may queue more), then lets the host settle
    /// views' touches and resets the recognizers whose attempt is over.
    func commitQueue() {
        guard !isCommitting else { return }
        isCommitting = true
        // By index, not `removeFirst()` (which shifts the queue): actions may append while it runs.
        while queueHead < queue.count {
            let (recognizer, state) = queue[queueHead]
            queueHead += 1
            // Its link read once for both uses (`attempt(of:)` again in `apply` took a retain and
            // release a commit in `--profile pan5`).
            let attempt = recognizer.attempt
            if !isQueued(recognizer, from: queueHead) { attempt?.provisionalState = nil }
            var judged: GestureAttempt?
            if let attempt, attempt.isJudged(by: self) { judged = attempt }
            apply(state, to: recognizer, judged)
        }
        queue.removeAllFromEnd()
        queueHead = 0
        isCommitting = false
        settle()
        // Its guard checked here: a steady drag has nothing to reset, and the call cost about
        // 16 instructions a commit in `--profile pan5` (callgrind).
        if mayHaveFinishedAttempts && !isUpdatingEvent { resetFinishedMembers() }
    }

    /// Lets the host release view deliveries held for undecided recognizers, when it holds any.
    ///
    /// The host is asked through its unretained pointer first: a commit with nothing held (every
    /// move of a steady drag) then makes no retain and release of it (about 40 instructions a
    /// commit in `--profile pan5`, callgrind). It is retained for ``GestureArenaHost/arenaDidSettle(_:)``,
    /// which delivers touches to views (whose callbacks may release anything).
    private func settle() {
        guard hostReference.withObject({ $0.mayNeedSettling }) == true else { return }
        host?.arenaDidSettle(self)
    }

    /// Whether a request of `recognizer` waits in the queue at `start` or later.
    private func isQueued(_ recognizer: UIGestureRecognizer, from start: Int) -> Bool {
        var index = start
        while index < queue.count {
            if queue[index].recognizer === recognizer { return true }
            index += 1
        }
        return false
    }

    /// `touch` is no longer the recognizer's: held view delivery may no longer wait for it.
    func recognizer(_ recognizer: UIGestureRecognizer, didIgnore touch: UITouch) {
        if callbackDepth == 0 { settle() }
    }

    // MARK: Events

    /// An event's touches are about to go to the members.
    func eventWillUpdate() {
        isUpdatingEvent = true
    }

    /// The event is over (views had it too). When touches lifted, members forget them, and a
    /// gesture left running with no touch is cancelled; then decisions are committed.
    func eventDidFinish(touchesLifted: Bool) {
        isUpdatingEvent = false
        if touchesLifted {
            for recognizer in members where recognizer.attempt?.forgetLiftedTouches() == true {
                mayHaveFinishedAttempts = true
            }
            cancelAbandonedGestures()
        }
        // Nothing queued (every event of a steady drag: its requests were committed when their
        // callbacks returned): what `commitQueue()` does then, without its loop and bookkeeping.
        guard queue.isEmpty, !isCommitting else { return commitQueue() }
        settle()
        if mayHaveFinishedAttempts { resetFinishedMembers() }
    }

    /// Ends the event when the arena is idle (no member, nothing queued or being committed), doing
    /// exactly what ``eventDidFinish(touchesLifted:)`` would then: with no member there is nothing
    /// to forget, cancel, commit or reset. Returns false, doing nothing, when the arena is not idle.
    func closeIdleEvent() -> Bool {
        guard members.isEmpty, queue.isEmpty, !isCommitting, callbackDepth == 0 else { return false }
        isUpdatingEvent = false
        mayHaveFinishedAttempts = false
        return true
    }

    /// Cancels gestures left running after their last touch lifted (a subclass that never set an
    /// end), so that every recognizer is back in `.possible` once its touches are over.
    private func cancelAbandonedGestures() {
        for recognizer in members
        where (recognizer.storedState == .began || recognizer.storedState == .changed)
            && isFinished(recognizer, ignoringState: true) {
            note(recognizer, .abandoned)
            report(.abandonedGesture, "\(String(describing: type(of: recognizer))) was still \(recognizer.storedState) "
                   + "after its touches ended; cancelled")
            transition(recognizer, to: .cancelled, sendingActions: true)
        }
    }

    // MARK: Ending attempts

    /// A member was disabled or detached: its gesture is cancelled (or fails) and its attempt ends.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        guard let attempt = self.attempt(of: recognizer) else { return }
        // Already over (disabled from its own final action, say): the usual reset follows.
        if recognizer.storedState.isTerminal { return }
        if attempt.traceReason == nil { note(recognizer, recognizer.isEnabled ? .removedFromView : .disabled) }
        switch recognizer.storedState {
        case .began, .changed: transition(recognizer, to: .cancelled, sendingActions: true)
        case .possible: fail(recognizer)
        default: break
        }
        commitQueue()
        reset(recognizer)
        settle()
        // Its guard checked here: a steady drag has nothing to reset, and the call cost about
        // 16 instructions a commit in `--profile pan5` (callgrind).
        if mayHaveFinishedAttempts && !isUpdatingEvent { resetFinishedMembers() }
    }

    /// The system cancelled `touches` outside an event: every member that has one of them is
    /// cancelled (or fails) and reset, then members that were waiting for them are judged again.
    func touchesWereCancelled(_ touches: [UITouch]) {
        for recognizer in members where recognizer.attempt?.shares(touches) == true {
            // One already over would wait for its touches to lift in an event: they never will.
            if recognizer.storedState.isTerminal {
                reset(recognizer)
            } else {
                note(recognizer, .touchesCancelled)
                recognizerWasDisabled(recognizer)
            }
        }
        // A member held back only by a partner reset here may get no event to be judged in (its
        // own touches are gone): judge it now.
        resetFinishedMembers()
    }

    /// Resets every member whose attempt is over: terminal, its touches gone, and every member
    /// joined to it by a failure requirement done as well.
    ///
    /// The lists are the arena's, taken for the call (a reset's callbacks may call this again) and
    /// given back emptied; the partner search is a loop, not `contains(where:)`, whose closure runs
    /// a main-actor check on every comparison (`swift_task_isCurrentExecutor`, callgrind).
    func resetFinishedMembers() {
        guard mayHaveFinishedAttempts, !isUpdatingEvent else { return }
        mayHaveFinishedAttempts = false
        // A finished member has its touches over: while every member still has one down (its
        // partners failed while its finger stays, say), none is finished and nothing is reset.
        guard anyMemberHasTouchesOver else { return }
        var finished = finishedScratch, unfinished = unfinishedScratch
        finishedScratch = []
        unfinishedScratch = []
        for recognizer in members {
            if isFinished(recognizer) { finished.append(recognizer) } else { unfinished.append(recognizer) }
        }
        for recognizer in finished where !hasPartner(recognizer, in: unfinished) {
            reset(recognizer)
        }
        finished.removeAllFromEnd()
        unfinished.removeAllFromEnd()
        finishedScratch = finished
        unfinishedScratch = unfinished
    }

    /// Whether some member has no touch left down (or no attempt): only such a member can be
    /// finished (``isFinished(_:ignoringState:)``). Reads no overridable property.
    private var anyMemberHasTouchesOver: Bool {
        var index = 0
        while index < members.count {
            if members[index].attempt?.touchesAreOver ?? true { return true }
            index += 1
        }
        return false
    }

    /// Whether any of `others` is joined to `recognizer` by a failure requirement.
    private func hasPartner(_ recognizer: UIGestureRecognizer, in others: [UIGestureRecognizer]) -> Bool {
        var index = 0
        while index < others.count {
            if arePartners(recognizer, others[index]) { return true }
            index += 1
        }
        return false
    }

    /// Terminal (or disabled or detached: it will never decide now) with its touches gone.
    func isFinished(_ recognizer: UIGestureRecognizer, ignoringState: Bool = false) -> Bool {
        let decided = recognizer.storedState.isTerminal || !recognizer.isEnabled || recognizer.view == nil
        guard ignoringState || decided else { return false }
        // Touches it ignores do not hold it back: they are not its touches any more.
        return recognizer.attempt?.touchesAreOver ?? true
    }

    /// Ends the recognizer's attempt: it leaves, goes back to `.possible` and hears `reset()`.
    func reset(_ recognizer: UIGestureRecognizer) {
        guard let index = members.indexOfIdentical(recognizer) else { return }
        members.remove(at: index)
        // Its partners may have been waiting for it to reset with them.
        mayHaveFinishedAttempts = true
        let previous = recognizer.storedState
        var finished = recognizer.attempt
        recognizer.attempt = nil
        // Kept for the next join only when nothing else holds it (a caller up the stack that read
        // it before a callback reset the recognizer must not see it filled by another attempt).
        if isKnownUniquelyReferenced(&finished), let attempt = finished, attempt.isJudged(by: self) {
            attempt.recycle()
            spareAttempts.append(attempt)
        }
        finished = nil
        recognizer.commitState(.possible)
        if previous != .possible { trace(.gestureStateChanged(recognizer: recognizer, from: previous, to: .possible)) }
        recognizer.reset()
    }

    /// The application is going away: running gestures are cancelled, then every member is reset
    /// (its timers stop, its touches are let go), so that nothing it holds outlives the arena.
    func tearDown() {
        queue.removeAll()
        queueHead = 0
        let recognizers = members
        for recognizer in recognizers
        where attempt(of: recognizer) != nil && (recognizer.storedState == .began || recognizer.storedState == .changed) {
            transition(recognizer, to: .cancelled, sendingActions: true)
        }
        for recognizer in recognizers { reset(recognizer) }
        members.removeAll()
        spareAttempts.removeAll()
    }

    // MARK: Reporting

    func trace(_ record: @autoclosure () -> TraceRecord) {
        guard let hub = traceHub, hub.isActive else { return }
        hub.record(record())
    }

    func report(_ kind: InputDiagnostic.Kind, _ message: String) {
        host?.arena(self, report: InputDiagnostic(kind, message))
    }

    /// Whether the arena is traced now.
    var isTraced: Bool {
        guard let hub = traceHub else { return false }
        return hub.isActive
    }
}
