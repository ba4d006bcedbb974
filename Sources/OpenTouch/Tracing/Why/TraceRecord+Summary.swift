import Foundation

extension TraceRecord {
    /// One line saying what happened, naming views and recognizers as ``TraceName`` does and
    /// spelling reasons out with their figures:
    /// `UITapGestureRecognizer on CardView[2]: Possible → Failed`, followed by a
    /// ``gestureReason(recognizer:state:reason:)`` record's
    /// `UITapGestureRecognizer on CardView[2] failed: finger moved 14.2 pt, more than the 10 pt allowed`.
    public var summary: String {
        switch self {
        case .hitTest(let view, let point):
            return "hit test \(TraceName(view)) at \(WhyFormat.point(point))"
        case .defaultHitTest(let view, let point):
            return "UIView.hitTest \(TraceName(view)) at \(WhyFormat.point(point))"
        case .hitTestResult(let view, _, let result):
            return "hit test \(TraceName(view)) → \(result.map { TraceName($0).short } ?? "nil")"
        case .pointInside(let view, let point):
            return "point(inside:) \(TraceName(view)) at \(WhyFormat.point(point))"
        case .pointInsideResult(let view, _, let result):
            return "point(inside:) \(TraceName(view)) → \(result)"
        case .hitTestSkipped(let view, _, let reason):
            return "hit test skipped \(TraceName(view)): \(reason.text)"
        case .hitTestRedirected(let view, _, let result):
            return "hit test \(TraceName(view)) returned \(TraceName(result)) from an override"
        case .hitTestPass(let pass, let window, let result):
            let answer = window.map { "\(TraceName($0).short) → \(result.map { TraceName($0).short } ?? "nil")" }
            return "hit test \(pass): \(answer ?? "no window returned a view")"
        case .touchBegan(let touch, let window, let view):
            let target = view.map { TraceName($0).path } ?? "nothing"
            return "finger \(touch.fingerIdentity) down in \(window.map { TraceName($0).short } ?? "no window") on \(target)"
        case .touches(let phase, let responder, let touches, let sender):
            let via = sender.map { " (passed on by \(TraceName($0)))" } ?? ""
            return "touches\(phase.name) \(touches.count) → \(TraceName(responder))\(via)"
        case .gestureRecognizersCollected(let touch, let recognizers):
            let names = recognizers.map { TraceName($0).short }
            return "finger \(touch.fingerIdentity) goes to \(names.isEmpty ? "no recognizer" : names.joined(separator: ", "))"
        case .gestureStateChanged(let recognizer, let from, let to):
            return "\(TraceName(recognizer)): \(from) → \(to)"
        case .gestureReason(let recognizer, let state, let reason):
            return "\(TraceName(recognizer)) \(Self.verb(state)): \(reason.text)"
        case .gestureAction(let recognizer, let state, _):
            return "\(TraceName(recognizer)) sends its action (\(state))"
        case .touchDelivery(let touch, let view, let reason):
            return "finger \(touch.fingerIdentity) to \(view.map { TraceName($0).short } ?? "no view"): \(reason.text)"
        case .controlEvents(let control, let events):
            return "\(TraceName(control)) sends \(events)"
        case .scrollView(let scrollView, let step):
            return "\(TraceName(scrollView)) \(TraceFormatter.describe(step))"
        case .diagnostic(let diagnostic):
            return "diagnostic: \(diagnostic)"
        case .layoutSubviews(let view):
            return "\(TraceName(view)) layoutSubviews"
        case .layoutFrame(let view, let from, let to):
            return "\(TraceName(view)) frame \(UIKitFormat.rect(from)) → \(UIKitFormat.rect(to))"
        case .haptic(let feedback):
            return feedback.description
        case .listSelection(let list, let touch, let indexPath, let step):
            let element = ListSelectionStep.name(indexPath, noun: list.listElementNoun)
            return "finger \(touch.fingerIdentity) on \(TraceName(list).short): \(step.text(for: element))"
        case .presses(let phase, let responder, let presses, let sender):
            let via = sender.map { " (passed on by \(TraceName($0)))" } ?? ""
            return "presses\(phase.name) \(PressName.list(presses)) → \(TraceName(responder))\(via)"
        case .pressRouted(let press, let responder, let reason):
            let target = responder.map { " → \(TraceName($0))" } ?? ""
            return "key \(PressName.of(press))\(target): \(reason.text)"
        case .keyCommand(let press, let command, let decision):
            let name = command.map { " \(PressName.of($0))" } ?? ""
            return "key \(PressName.of(press)): key command\(name) \(decision.text)"
        case .motion(let subtype, let phase, let responder):
            return "motion\(phase.rawValue.capitalized) \(subtype) → \(TraceName(responder))"
        }
    }

    /// How a reason reads after the recognizer's name for the state it explains.
    static func verb(_ state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "is still possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "recognized"
        case .cancelled: "was cancelled"
        case .failed: "failed"
        }
    }
}
