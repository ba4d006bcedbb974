import Foundation

/// Turns the `hitTest` and `point(inside:)` records of one touch-down into its hit-test path:
/// each view asked, in call order, with what it answered and why (the reasons of the
/// ``TraceRecord/hitTestSkipped(view:point:reason:)`` and
/// ``TraceRecord/hitTestRedirected(view:point:result:)`` records that follow each answer).
@MainActor
struct TimelineHitTestPath {
    private struct Call {
        let view: UIView
        let point: CGPoint
        let step: Int
        var pointInside: Bool?
        var childResults: [UIView] = []
    }

    private(set) var steps: [TimelineModel.HitStep] = []
    /// The first point a window was asked about: the touch-down point in that window.
    private(set) var windowPoints: [(window: UIWindow, point: CGPoint)] = []
    private var stack: [Call] = []
    /// The step of the last answered call and its view, which a skip or redirect record explains.
    private var answered: (step: Int, view: ObjectIdentifier)?

    var isEmpty: Bool { steps.isEmpty }

    /// Takes in one record; returns false when it is not part of a hit test.
    mutating func add(_ record: TraceRecord) -> Bool {
        switch record {
        case .hitTest(let view, let point):
            begin(view, point)
        case .pointInsideResult(let view, _, let result):
            if let top = stack.indices.last, stack[top].view === view { stack[top].pointInside = result }
        case .pointInside, .defaultHitTest:
            break
        case .hitTestPass(let pass, _, _):
            // The timeline shows the pass that decides: the first pass's calls give way to the second's.
            if pass == .first { steps.removeAll(); stack.removeAll(); answered = nil }
        case .hitTestResult(let view, _, let result):
            finish(view, result)
        case .hitTestSkipped(let view, _, let reason):
            explain(view, .skipped, reason.text)
        case .hitTestRedirected(let view, _, let result):
            explain(view, .redirected, "its hitTest(_:with:) override returned \(TraceName(result).path)")
        default:
            return false
        }
        return true
    }

    private mutating func begin(_ view: UIView, _ point: CGPoint) {
        if stack.isEmpty, let window = view as? UIWindow { windowPoints.append((window, point)) }
        stack.append(Call(view: view, point: point, step: steps.count))
        steps.append(TimelineModel.HitStep(depth: stack.count - 1, name: TimelineText.name(view),
                                           path: TraceName(view).path, point: point,
                                           outcome: .skipped, reason: ""))
    }

    private mutating func finish(_ view: UIView, _ result: UIView?) {
        guard let call = stack.popLast(), call.view === view else { return }
        let (outcome, reason) = Self.judge(call, result)
        steps[call.step].outcome = outcome
        steps[call.step].reason = reason
        answered = (call.step, ObjectIdentifier(view))
        if let result, let parent = stack.indices.last { stack[parent].childResults.append(result) }
    }

    /// Sets the reason the engine recorded for the last answered call, if it is `view`'s.
    private mutating func explain(_ view: UIView, _ outcome: TimelineModel.HitStep.Outcome, _ reason: String) {
        guard let answered, answered.view == ObjectIdentifier(view) else { return }
        steps[answered.step].outcome = outcome
        steps[answered.step].reason = reason
    }

    /// What a call came to, from its answer; a skip's or a redirect's reason comes from the record after it.
    private static func judge(_ call: Call, _ result: UIView?) -> (TimelineModel.HitStep.Outcome, String) {
        let at = TimelineText.format(call.point)
        guard let result else { return (.skipped, "its hitTest(_:with:) returned nil") }
        if result === call.view {
            let detail = call.pointInside == true ? "\(at) is inside it and no subview took the touch" : "it returned itself"
            return (.chosen, detail)
        }
        if call.childResults.contains(where: { $0 === result }) {
            return (.passed, "\(at) is inside it; its subview chain chose \(TimelineText.name(result))")
        }
        return (.redirected, "its hitTest(_:with:) returned \(TraceName(result).path) instead")
    }
}
