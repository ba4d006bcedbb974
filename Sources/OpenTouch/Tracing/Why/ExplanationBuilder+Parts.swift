import Foundation

/// The recognizers', responders' and controls' parts of an explanation, and its outcome.
extension ExplanationBuilder {
    /// Responder deliveries of the touch and the reasons of late, missing and cancelled ones.
    struct Deliveries {
        var steps: [TouchExplanation.Step] = []
        /// The responders that got the touch's began, in order (the hit-test view first).
        var beganChain: [UIResponder] = []
        /// Every responder that got any phase of the touch.
        var responders: [UIResponder] = []
        /// The last delivery reason (why it was held, cancelled or never delivered).
        var lastReason: TouchDeliveryReason?
        /// The index of the last entry about the touch.
        var lastIndex: Int
        /// What tables and collection views decided about the touch's row or item, in order.
        var listSteps: [ListStepRecord] = []
    }

    // MARK: Recognizers

    /// The recognizers the touch went to (and those whose delegate refused it), each with its
    /// transitions from the touch-down until it reset.
    func recognizerFates() -> [TouchExplanation.RecognizerFate] {
        var recognizers: [UIGestureRecognizer] = []
        var refused: [UIGestureRecognizer] = []
        for entry in entries[hitTestStart ... downIndex] {
            switch entry.record {
            case .gestureRecognizersCollected(let collectedTouch, let collected) where collectedTouch === touch:
                recognizers = collected
            case .gestureReason(let recognizer, _, .delegateRefusedTouch):
                refused.append(recognizer)
            default: break
            }
        }
        var fates = recognizers.map(fate(of:))
        for recognizer in refused where !recognizers.contains(where: { $0 === recognizer }) {
            let entry = entries[downIndex]
            fates.append(.init(recognizer: TraceName(recognizer).short, finalState: "never got the touch",
                               steps: [step(entry, TraceName(recognizer).short, GestureReason.delegateRefusedTouch.text,
                                            reason: GestureReason.delegateRefusedTouch.code)]))
        }
        return fates
    }

    private func fate(of recognizer: UIGestureRecognizer) -> TouchExplanation.RecognizerFate {
        let name = TraceName(recognizer).short
        var steps: [TouchExplanation.Step] = []
        var final = recognizer.state.description
        for entry in entries[(downIndex + 1)...] {
            switch entry.record {
            case .gestureStateChanged(let other, let from, let to) where other === recognizer:
                if to == .possible { return .init(recognizer: name, finalState: final, steps: steps) }
                final = to.description
                if from == .changed, to == .changed, let last = steps.last,
                   last.text == "Changed → Changed" || last.text.hasPrefix("Changed ×") {
                    // Repeated changes are one step, counted: "Changed ×12, until +0.300 s".
                    steps[steps.count - 1].count += 1
                    steps[steps.count - 1].text = "Changed ×\(last.count + 1), until \(WhyFormat.offset(entry.time - downTime))"
                } else {
                    steps.append(step(entry, name, "\(from) → \(to)"))
                }
            case .gestureReason(let other, let state, let reason) where other === recognizer:
                let text = "\(TraceRecord.verb(state)): \(reason.text)"
                if state != .possible, let last = steps.last, last.reason == nil, last.text.hasSuffix("→ \(state)") {
                    steps[steps.count - 1].text = "\(last.text): \(reason.text)"
                    steps[steps.count - 1].reason = reason.code
                } else {
                    steps.append(step(entry, name, text, reason: reason.code))
                }
            case .gestureAction(let other, let state, _) where other === recognizer:
                // An action per change is implied by "Changed ×n"; the others are listed.
                if state != .changed { steps.append(step(entry, name, "sends its action")) }
            default:
                break
            }
        }
        return .init(recognizer: name, finalState: final, steps: steps)
    }

    // MARK: Responders

    func deliverySteps() -> Deliveries {
        var result = Deliveries(lastIndex: downIndex)
        var chains: [Int: (phase: UITouch.Phase, names: [String])] = [:]
        var chainStep: Int?
        var chainTail: UIResponder?
        var extendsChain = true
        var movedHeads: [(head: UIResponder, index: Int)] = []
        for index in downIndex ..< entries.count {
            let entry = entries[index]
            switch entry.record {
            case .touches(let phase, let responder, let touches, let sender) where involves(touches):
                result.lastIndex = index
                if !result.responders.contains(where: { $0 === responder }) { result.responders.append(responder) }
                if phase == .began { result.beganChain.append(responder) }
                let name = TraceName(responder).short
                if let sender, sender === chainTail, let at = chainStep {
                    // Passed on along the chain: one line per delivery, not one per responder.
                    if extendsChain { chains[at]?.names.append(name) }
                    chainTail = responder
                    continue
                }
                if phase == .moved, sender == nil, let head = movedHeads.first(where: { $0.head === responder }) {
                    result.steps[head.index].count += 1
                    (chainStep, chainTail, extendsChain) = (head.index, responder, false)
                    continue
                }
                let via = sender.map { " (passed on by \(TraceName($0)))" } ?? ""
                chains[result.steps.count] = (phase, [name + via])
                if phase == .moved, sender == nil { movedHeads.append((responder, result.steps.count)) }
                (chainStep, chainTail, extendsChain) = (result.steps.count, responder, true)
                result.steps.append(step(entry, name, ""))
            case .listSelection(let list, let other, let indexPath, let listStep) where other === touch:
                let record = ListStepRecord(list: list, indexPath: indexPath, step: listStep)
                result.listSteps.append(record)
                result.steps.append(step(entry, TraceName(list).short, listStep.text(for: record.element),
                                         reason: "list." + listStep.code))
            case .touchDelivery(let other, let view, let reason) where other === touch:
                result.lastIndex = index
                result.lastReason = reason
                chainTail = nil
                result.steps.append(step(entry, view.map { TraceName($0).short } ?? "no view", reason.text, reason: reason.code))
            default:
                break
            }
        }
        for index in result.steps.indices {
            guard let chain = chains[index] else { continue }
            let count = result.steps[index].count
            result.steps[index].text = "touches\(chain.phase.name)\(count > 1 ? " ×\(count)" : "") → "
                + chain.names.joined(separator: " → ")
        }
        return result
    }

    /// Control events sent by controls that had the touch, from the touch-down until the next
    /// touch-down after the touch's last delivery (a control sends its end events after its `touchesEnded`).
    func controlSteps(_ deliveries: Deliveries) -> [TouchExplanation.Step] {
        var steps: [TouchExplanation.Step] = []
        let end = entries[(deliveries.lastIndex + 1)...].firstIndex { $0.record.beganTouch != nil } ?? entries.count
        for entry in entries[downIndex ..< end] {
            guard case .controlEvents(let control, let events) = entry.record,
                  deliveries.responders.contains(where: { $0 === control }) else { continue }
            steps.append(step(entry, TraceName(control).short, "\(TraceName(control)) sends \(events)"))
        }
        return steps
    }

    // MARK: Outcome

    func outcome(view: UIView?, deliveries: Deliveries, fates: [TouchExplanation.RecognizerFate]) -> String {
        let recognized = fates.filter { $0.finalState == "Ended" || $0.finalState == "Began"
            || $0.finalState == "Changed" }.map(\.recognizer)
        var parts = pending(fates)
        if !recognized.isEmpty { parts.append("recognized by \(recognized.joined(separator: ", "))") }
        guard view != nil else {
            parts.append("no view accepted the touch (no window's hit test returned a view)")
            return parts.joined(separator: "; ")
        }
        if let last = deliveries.beganChain.last {
            if deliveries.beganChain.contains(where: { $0 is UIApplication }) {
                parts.append("dropped: reached UIApplication unhandled (every responder from "
                             + "\(TraceName(deliveries.beganChain[0])) on passed it on)")
            } else {
                parts.append("handled by \(TraceName(last)) (its touchesBegan did not pass it on)")
            }
        } else if let reason = deliveries.lastReason {
            parts.append("no responder saw it begin: \(reason.text)")
        } else {
            parts.append("no responder saw it begin")
        }
        if let cancel = deliveries.steps.last(where: { $0.reason?.hasPrefix("cancelled") == true }) {
            parts.append(cancel.text)
        }
        if let list = listOutcome(view: view, deliveries: deliveries) { parts.append(list) }
        return parts.joined(separator: "; ")
    }

    /// Recognizers that have not decided yet (still possible when the records end): the outcome
    /// is not final, and a test that checks now checks too early.
    private func pending(_ fates: [TouchExplanation.RecognizerFate]) -> [String] {
        fates.filter { $0.finalState == "Possible" }.map { fate in
            let state = fate.steps.last { $0.reason == "waitingFor" }?.text ?? "is still possible"
            return "not decided yet: \(fate.recognizer) \(state) (let time pass, e.g. driver.wait(_:), before checking)"
        }
    }
}
