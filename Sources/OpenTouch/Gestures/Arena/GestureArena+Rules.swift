import Foundation

/// The arena: how one recognizer's success or failure decides the others'.
///
/// A recognizer leaving `.possible` (to began or recognized):
/// 1. waits while a recognizer it requires to fail is still possible (static `require(toFail:)`,
///    or dynamic answers from subclass and delegate methods, asked once per attempt), and fails
///    if one of them has begun or recognized;
/// 2. fails if its delegate or a view it touches refuses (`gestureRecognizerShouldBegin`);
/// 3. fails if a recognizer already under way prevents it (`canPrevent` / `canBePrevented`)
///    and neither delegate allows both simultaneously;
/// 4. otherwise transitions and sends its actions, cancels its views' touches when
///    `cancelsTouchesInView`, then fails (or cancels) every recognizer it prevents — and every one
///    waiting for it to fail.
/// Recognizers only conflict when they share a touch; failure requirements apply regardless.
extension GestureArena {
    /// Applies a queued request of `recognizer`; `attempt` is its attempt when this arena judges it.
    func apply(_ state: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer, _ attempt: GestureAttempt?) {
        guard let attempt else { return }
        let old = recognizer.storedState
        if old == .possible, attempt.pendingState != nil {
            applyWhileWaiting(state, to: recognizer, attempt)
            return
        }
        guard UIGestureRecognizer.isLegal(from: old, to: state) else { return }
        switch (old, state) {
        case (.possible, .failed):
            fail(recognizer)
        case (.possible, _):
            judge(recognizer, leaving: state)
        default:
            transition(recognizer, attempt, to: state, sendingActions: true)
        }
    }

    /// A transition asked for after the one the recognizer waits to make (it set `.began`, then
    /// more in the same callback): an end replaces the wait's target, `.cancelled` or `.failed`
    /// gives the attempt up, and `.changed` changes nothing until it has begun.
    private func applyWhileWaiting(_ state: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer,
                                   _ attempt: GestureAttempt) {
        switch state {
        case .ended: attempt.pendingState = .ended
        case .cancelled, .failed: fail(recognizer)
        default: break
        }
    }

    /// Tries to leave `.possible` for `target` (`.began` or `.ended`).
    func judge(_ recognizer: UIGestureRecognizer, leaving target: UIGestureRecognizer.State) {
        guard let attempt = self.attempt(of: recognizer) else { return }
        // A recognizer disabled or detached (from inside its own callback, say) cannot begin.
        guard recognizer.isEnabled, recognizer.view != nil else {
            note(recognizer, recognizer.isEnabled ? .removedFromView : .disabled)
            fail(recognizer)
            return
        }
        let requirements = failureRequirements(of: recognizer)
        if let winner = requirements.first(where: { $0.storedState.isRecognizing }) {
            note(recognizer, .requirementRecognized(TraceName(winner)))
            fail(recognizer)
            return
        }
        if requirements.contains(where: { $0.storedState == .possible && isMember($0) }) {
            attempt.pendingState = target
            traceDecision(recognizer, .waitingFor(requirements.filter { $0.storedState == .possible }.map(TraceName.init)))
            if let cycle = pendingCycle(from: recognizer) {
                breakCycle(cycle)
            }
            return
        }
        attempt.pendingState = nil
        if let refusal = beginRefusal(of: recognizer) {
            // A view that is its own recognizer's delegate (a scroll view subclass) refuses by its own rules.
            let view = refusal.view ?? (recognizer.delegate === recognizer.view ? recognizer.view : nil)
            note(recognizer, view.map { refusalReason(of: recognizer, by: $0) } ?? .delegateRefusedBegin)
            fail(recognizer)
            return
        }
        let (preventer, alongside) = firstPreventer(of: recognizer)
        if let preventer {
            note(recognizer, .preventedBy(TraceName(preventer)))
            fail(recognizer)
            return
        }
        // The delegates and views asked above may have disabled or detached it (ending its attempt),
        // or made it fail through another recognizer.
        guard let current = self.attempt(of: recognizer),
              recognizer.storedState == .possible else { return }
        if let alongside, current.traceReason == nil { note(recognizer, .simultaneousWith(TraceName(alongside))) }
        // The action may disable or detach the recognizer (ending its attempt): keep its touches.
        let touches = current.allTouches.elements
        transition(recognizer, to: target, sendingActions: true)
        if recognizer.cancelsTouchesInView { host?.arena(self, cancelViewTouchesOf: recognizer, touches: touches) }
        excludeOthers(after: recognizer, touches: touches)
    }

    /// The first member under way that shares a touch with `recognizer` and prevents it without
    /// recognizing simultaneously, and the first one before it that recognizes simultaneously.
    ///
    /// A loop over (a copy of) the members, not `first(where:)`: the closure that call takes runs a
    /// main-actor check on every member (`swift_task_isCurrentExecutor`, about 290 instructions a
    /// member in `--profile pan20`, callgrind).
    private func firstPreventer(of recognizer: UIGestureRecognizer)
        -> (preventer: UIGestureRecognizer?, alongside: UIGestureRecognizer?) {
        var alongside: UIGestureRecognizer?
        for other in members where other !== recognizer && (other.storedState == .began || other.storedState == .changed) {
            guard sharesTouches(other, recognizer), prevents(other, recognizer) else { continue }
            guard recognizeSimultaneously(other, recognizer) else { return (other, alongside) }
            if alongside == nil { alongside = other }
        }
        return (nil, alongside)
    }

    /// Sets the state, traces it and sends the actions (never for `.failed`).
    /// A recognizer whose attempt already ended (reset by a callback) is left alone.
    /// Only UIKit's transitions are ever committed, whatever callbacks did in between.
    func transition(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State, sendingActions: Bool) {
        guard let attempt = self.attempt(of: recognizer) else { return }
        transition(recognizer, attempt, to: state, sendingActions: sendingActions)
    }

    /// ``transition(_:to:sendingActions:)`` for a recognizer whose `attempt` this arena judges,
    /// read by the caller just before.
    private func transition(_ recognizer: UIGestureRecognizer, _ attempt: GestureAttempt,
                            to state: UIGestureRecognizer.State, sendingActions: Bool) {
        let old = recognizer.storedState
        guard UIGestureRecognizer.isLegal(from: old, to: state) else { return }
        recognizer.commitState(state)
        if state.isTerminal { mayHaveFinishedAttempts = true }
        trace(.gestureStateChanged(recognizer: recognizer, from: old, to: state))
        if attempt.traceReason != nil { traceReason(of: recognizer, state: state) }
        guard sendingActions, UIGestureRecognizer.sendsActions(from: old, to: state) else { return }
        trace(.gestureAction(recognizer: recognizer, state: state, description: recognizer.description))
        recognizer.sendActions()
    }

    /// Fails a recognizer in `.possible`; recognizers waiting for it may now proceed.
    func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState == .possible else { return }
        attempt(of: recognizer)?.pendingState = nil
        transition(recognizer, to: .failed, sendingActions: false)
        // By index over a copy, each member's pending state read in place: few members ever wait,
        // and when one begins and makes the n others fail, a `for … in` loop here retained and
        // released each member n times.
        let waiters = members
        var index = 0
        while index < waiters.count {
            index += 1
            guard waiters[index - 1] !== recognizer, isPending(waiters[index - 1]) else { continue }
            let waiter = waiters[index - 1]
            guard waits(waiter, for: recognizer) else { continue }
            // Read again: the questions `waits` asked may have ended the attempt.
            if let waiting = self.attempt(of: waiter), let pending = waiting.pendingState {
                waiting.pendingState = nil
                note(waiter, .requirementFailed(TraceName(recognizer)))
                judge(waiter, leaving: pending)
            }
        }
    }

    /// Whether `recognizer` is in an attempt here and waits to begin or recognize.
    @inline(__always)
    private func isPending(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let attempt = recognizer.attempt else { return false }
        return attempt.pendingState != nil && attempt.isJudged(by: self)
    }

    /// After `winner` began or recognized: fail or cancel the recognizers it prevents and those
    /// that required it to fail.
    private func excludeOthers(after winner: UIGestureRecognizer, touches: [UITouch]) {
        for other in members where other !== winner {
            let state = other.storedState
            guard state == .possible || state == .began || state == .changed else { continue }
            if waits(other, for: winner) {
                if state == .possible {
                    note(other, .requirementRecognized(TraceName(winner)))
                    fail(other)
                }
                continue
            }
            guard shares(touches, with: other), prevents(winner, other),
                  !recognizeSimultaneously(winner, other) else { continue }
            note(other, .excludedBy(TraceName(winner)))
            if state == .possible {
                fail(other)
            } else {
                transition(other, to: .cancelled, sendingActions: true)
            }
        }
    }

    // MARK: Rules

    /// Who refuses to let the recognizer begin, if anyone: its delegate (`view` nil) or a view
    /// concerned (one its touches hit, or its own).
    private func beginRefusal(of recognizer: UIGestureRecognizer) -> BeginRefusal? {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return BeginRefusal(view: nil) }
        var asked = IdentityList<UIView>()
        let attempt = self.attempt(of: recognizer)
        for touch in attempt?.allTouches.elements ?? [] where attempt?.isIgnored(touch) == false {
            guard let view = touch.view, !asked.contains(view) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return BeginRefusal(view: view) }
        }
        if let view = recognizer.view, !asked.contains(view),
           !view.gestureRecognizerShouldBegin(recognizer) {
            return BeginRefusal(view: view)
        }
        return nil
    }

    func prevents(_ preventing: UIGestureRecognizer, _ prevented: UIGestureRecognizer) -> Bool {
        preventing.canPrevent(prevented) && prevented.canBePrevented(by: preventing)
    }

    func recognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        guard let touches = self.attempt(of: a)?.allTouches.elements else { return false }
        return shares(touches, with: b)
    }

    /// Whether any of `touches` is one of `recognizer`'s touches this attempt.
    func shares(_ touches: [UITouch], with recognizer: UIGestureRecognizer) -> Bool {
        attempt(of: recognizer)?.shares(touches) ?? false
    }

    /// The recognizers `recognizer` must wait for: static ones, and members for which the
    /// subclass or delegate methods say so (asked once per pair per attempt).
    func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for requirement in recognizer.staticFailureRequirements {
            guard let other = requirement.recognizer, !result.containsIdentical(other),
                  waits(recognizer, for: other) else { continue }
            result.append(other)
        }
        for other in members where !result.containsIdentical(other) && waits(recognizer, for: other) {
            result.append(other)
        }
        return result
    }

    /// Whether `recognizer` must wait for `other` to fail (static, or dynamic, asked once per attempt).
    func waits(_ recognizer: UIGestureRecognizer, for other: UIGestureRecognizer) -> Bool {
        if attempt(of: recognizer)?.hasBrokenRequirement(on: other) == true { return false }
        for requirement in recognizer.staticFailureRequirements where requirement.recognizer === other { return true }
        return other !== recognizer && isMember(other) && waitsDynamically(recognizer, for: other)
    }

    private func waitsDynamically(_ recognizer: UIGestureRecognizer, for other: UIGestureRecognizer) -> Bool {
        guard let attempt = self.attempt(of: recognizer) else { return false }
        if let answer = attempt.requirementAnswer(for: other) { return answer }
        let waits = recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false)
        // The questions may have ended the attempt; an answer noted on it then is dropped with it.
        attempt.noteRequirementAnswer(waits, for: other, expecting: members.count)
        return waits
    }

    /// Whether `a` and `b` are joined by a failure requirement either way: a static one, or a
    /// dynamic one already decided this attempt (no delegate is asked here).
    func arePartners(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        func waits(_ x: UIGestureRecognizer, for y: UIGestureRecognizer) -> Bool {
            if x.staticFailureRequirements.contains(where: { $0.recognizer === y }) { return true }
            return x.attempt?.requirementAnswer(for: y) == true
        }
        return waits(a, for: b) || waits(b, for: a)
    }

    // MARK: Cycles

    /// A cycle of pending recognizers each waiting for the next, starting at `start`.
    private func pendingCycle(from start: UIGestureRecognizer) -> [UIGestureRecognizer]? {
        var path: [UIGestureRecognizer] = [start]
        var current = start
        while true {
            let next = failureRequirements(of: current).first { attempt(of: $0)?.pendingState != nil }
            guard let next else { return nil }
            if let index = path.firstIndex(where: { $0 === next }) { return Array(path[index...]) }
            path.append(next)
            current = next
        }
    }

    /// Resolves a deadlock deterministically: the cycle member that joined the arena first proceeds
    /// as if the recognizers it waits for in the cycle had failed.
    private func breakCycle(_ cycle: [UIGestureRecognizer]) {
        let names = cycle.map { String(describing: type(of: $0)) }
        report(.failureRequirementCycle,
               "failure requirements form a cycle (\((names + [names[0]]).joined(separator: " → "))); "
               + "the earliest active recognizer proceeds")
        guard let first = members.first(where: { member in cycle.contains { $0 === member } }),
              let attempt = self.attempt(of: first), let pending = attempt.pendingState else { return }
        // Added to those set aside before: with three or more in a cycle, it may take several.
        for member in cycle where member !== first && !attempt.hasBrokenRequirement(on: member) {
            attempt.brokenRequirements.append(WeakRecognizer(member))
        }
        attempt.pendingState = nil
        note(first, .failureRequirementCycle)
        judge(first, leaving: pending)
    }
}

/// Who refused to let a recognizer begin: its delegate (`view` nil) or a view.
struct BeginRefusal {
    let view: UIView?
}
