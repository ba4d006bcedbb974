import Foundation

/// One recognizer's attempt, from the first touch it receives to its reset: everything the arena
/// knows about it that UIKit's API does not show.
///
/// Only the ``GestureArena`` hands one out (when the recognizer joins), changes the judging part
/// (pending and provisional states, failure-requirement answers) and ends it (at reset, when the
/// recognizer's link to it is cleared). The recognizer reaches its touches through it; a
/// recognizer with no attempt has no touches. An ended attempt that nothing else holds is emptied
/// (``recycle()``) and handed to a later recognizer, so an object is not an attempt's identity.
@MainActor
final class GestureAttempt {
    // Exclusivity (issue 24 audit): the annotated fields replaced `@exclusivity(unchecked)` fields
    // of `UIGestureRecognizer` read on every move (its touches, ignored touches, provisional state,
    // moved-touch set); they keep the 1.71× callgrind gain measured for five recognizers
    // (Benchmarks/README.md). The fields read when an attempt is judged (pending state, broken
    // requirements, requirement answers) are unchecked too: a member that begins checks them for
    // every other member, and their checks took 32 M of `--profile pan20`'s 1,210 M instructions
    // (callgrind).
    /// The arena judging the attempt. Not retained (a weak reference would slow every retain of
    /// the arena): the arena drops its members' attempts when it resets them, tears down or goes
    /// away, so an attempt never outlives its arena (checked in debug builds).
    var arena: GestureArena? {
        get { arenaReference.object }
        set { arenaReference.object = newValue }
    }
    @exclusivity(unchecked) private(set) var arenaReference: UnownedReference<GestureArena>
    /// The touches the recognizer receives, in the order they began; ended ones stay until the
    /// event is over.
    @exclusivity(unchecked) var touches: [UITouch] = []
    /// Every touch received in the attempt, lifted or not: prevention and held view touches
    /// compare recognizers by them.
    @exclusivity(unchecked) var allTouches = IdentityList<UITouch>()
    /// Touches the recognizer passed to `ignore(_:for:)`.
    @exclusivity(unchecked) var ignored = IdentityList<UITouch>()
    /// The state a subclass set during a running callback, until the arena commits it.
    @exclusivity(unchecked) var provisionalState: UIGestureRecognizer.State?
    /// The transition waiting for failure requirements (`.began` or `.ended`).
    @exclusivity(unchecked) var pendingState: UIGestureRecognizer.State?
    /// Failure requirements set aside to resolve a cycle.
    @exclusivity(unchecked) var brokenRequirements: [WeakRecognizer] = []
    /// Dynamic failure requirements decided in this attempt: the other recognizer, and whether
    /// this one must wait for it.
    @exclusivity(unchecked) var requirementAnswers: [(other: ObjectIdentifier, waits: Bool)] = []
    /// The type of the attempt's first touch, for `requiresExclusiveTouchType`.
    var touchType: UITouch.TouchType?
    /// The previous event's moved touches in the order of ``touches`` (empty before the first
    /// move), reused with ``movedSet`` while unchanged so a steady drag allocates nothing. Two
    /// fields, not an optional pair: checking the list reads it in place instead of copying both.
    @exclusivity(unchecked) var movedList: [UITouch] = []
    /// The touches of ``movedList`` as the set the recognizer is given.
    @exclusivity(unchecked) var movedSet: Set<UITouch> = []
    /// Why the next committed transition happens, noted only while tracing.
    var traceReason: GestureReason?

    init(arena: GestureArena) {
        arenaReference = UnownedReference(arena)
    }

    /// Empties the finished attempt for its arena's spare list: it drops every touch and answer
    /// (releasing them when the attempt used to be freed) and keeps its lists' capacity, so the
    /// next attempt it serves allocates nothing.
    func recycle() {
        touches.removeAllFromEnd()
        allTouches.removeAllKeepingCapacity()
        ignored.removeAllKeepingCapacity()
        provisionalState = nil
        pendingState = nil
        brokenRequirements.removeAllFromEnd()
        requirementAnswers.removeAllFromEnd()
        touchType = nil
        movedList.removeAllFromEnd()
        if !movedSet.isEmpty { movedSet.removeAll(keepingCapacity: true) }
        traceReason = nil
    }

    /// Whether `arena` judges the attempt: a comparison of pointers, without the retain and
    /// release that reading ``arena`` to compare it would make.
    func isJudged(by arena: GestureArena) -> Bool {
        #if DEBUG
        // As reading ``arena`` would: the arena it refers to is checked to be alive.
        _ = arenaReference.withObject { _ in true }
        #endif
        return arenaReference.refers(to: arena)
    }

    /// Adds a touch given to the recognizer at touch-down.
    func receive(_ touch: UITouch) {
        touches.append(touch)
        allTouches.append(touch)
        if touchType == nil { touchType = touch.type }
    }

    /// Whether the recognizer ignores `touch`.
    func isIgnored(_ touch: UITouch) -> Bool {
        !ignored.isEmpty && ignored.contains(touch)
    }

    /// Calls `body` with each touch of ``touches`` the recognizer does not ignore, in order, and
    /// its index in ``touches``, until `body` returns false; returns whether it visited them all.
    /// With nothing ignored (the usual case) the loop makes no call of its own, so a caller whose
    /// `body` makes none either reads the touches without retaining them.
    @inline(__always)
    func forEachOwnedTouch(_ body: (_ index: Int, _ touch: UITouch) -> Bool) -> Bool {
        var index = 0
        if ignored.isEmpty {
            while index < touches.count {
                if !body(index, touches[index]) { return false }
                index += 1
            }
            return true
        }
        while index < touches.count {
            let touch = touches[index]
            if !ignored.contains(touch), !body(index, touch) { return false }
            index += 1
        }
        return true
    }

    /// Whether `touch` is the recognizer's and not ignored.
    func owns(_ touch: UITouch) -> Bool {
        allTouches.contains(touch) && !isIgnored(touch)
    }

    /// Whether any of `others` is one of this attempt's touches.
    func shares(_ others: [UITouch]) -> Bool {
        for touch in others where allTouches.contains(touch) { return true }
        return false
    }

    /// Whether every touch the recognizer still owns has lifted.
    var touchesAreOver: Bool {
        for touch in touches where touch.phase != .ended && touch.phase != .cancelled && !isIgnored(touch) {
            return false
        }
        return true
    }

    /// Drops lifted touches, keeping the order, in one pass; returns whether any was dropped.
    ///
    /// A loop, not `removeAll(where:)`: its closure runs a main-actor check on every touch
    /// (`swift_task_isCurrentExecutor`, about 220 instructions a touch at every lift in
    /// `--profile mixed20`, callgrind).
    func forgetLiftedTouches() -> Bool {
        var kept = 0
        var index = 0
        while index < touches.count {
            let touch = touches[index]
            index += 1
            guard touch.phase != .ended && touch.phase != .cancelled else { continue }
            if kept != index - 1 { touches[kept] = touch }
            kept += 1
        }
        guard kept < touches.count else { return false }
        touches.removeLast(touches.count - kept)
        return true
    }

    /// Notes whether the recognizer waits for `other`. The first answer reserves room for one per
    /// member (`count`), so that asking every member allocates once, not at each doubling.
    func noteRequirementAnswer(_ waits: Bool, for other: UIGestureRecognizer, expecting count: Int) {
        if requirementAnswers.isEmpty { requirementAnswers.reserveCapacity(count) }
        requirementAnswers.append((ObjectIdentifier(other), waits))
    }

    /// The answer noted for whether the recognizer waits for `other`, if asked already.
    func requirementAnswer(for other: UIGestureRecognizer) -> Bool? {
        let key = ObjectIdentifier(other)
        for answer in requirementAnswers where answer.other == key { return answer.waits }
        return nil
    }

    /// Whether the requirement on `other` was set aside to break a cycle.
    func hasBrokenRequirement(on other: UIGestureRecognizer) -> Bool {
        for broken in brokenRequirements where broken.recognizer === other { return true }
        return false
    }
}
