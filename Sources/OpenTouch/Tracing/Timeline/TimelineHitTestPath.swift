import Foundation

/// Turns the `hitTest` and `point(inside:)` records of one touch-down into its hit-test path:
/// each view asked, in call order, with what it answered and why.
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

    var isEmpty: Bool { steps.isEmpty }

    /// Takes in one record; returns false when it is not part of a hit test.
    mutating func add(_ record: TraceRecord) -> Bool {
        switch record {
        case .hitTest(let view, let point):
            begin(view, point)
        case .pointInsideResult(let view, _, let result):
            if let top = stack.indices.last, stack[top].view === view { stack[top].pointInside = result }
        case .pointInside:
            break
        case .hitTestResult(let view, _, let result):
            finish(view, result)
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
        if let result, let parent = stack.indices.last { stack[parent].childResults.append(result) }
    }

    private static func judge(_ call: Call, _ result: UIView?) -> (TimelineModel.HitStep.Outcome, String) {
        let at = TimelineText.format(call.point)
        guard let result else { return (.skipped, skipReason(call)) }
        if result === call.view {
            let detail = call.pointInside == true ? "\(at) is inside it and no subview took the touch" : "it returned itself"
            return (.chosen, detail)
        }
        if call.childResults.contains(where: { $0 === result }) {
            return (.passed, "\(at) is inside it; its subview chain chose \(TimelineText.name(result))")
        }
        return (.redirected, "its hitTest(_:with:) returned \(TraceName(result).path) instead")
    }

    /// Why a view's hit test returned nil, from what it was asked and how it is now.
    private static func skipReason(_ call: Call) -> String {
        let view = call.view
        let at = TimelineText.format(call.point)
        switch call.pointInside {
        case nil:
            if view.isHidden { return "hidden" }
            if !view.isUserInteractionEnabled { return "isUserInteractionEnabled is false" }
            if view.alpha <= UIView.hitTestAlphaThreshold {
                return "alpha \(UIKitFormat.number(view.alpha)) (hit testing skips views at 0.01 or less)"
            }
            if view.interactionBlockingAnimations > 0 { return "animating without .allowUserInteraction" }
            return "its hitTest(_:with:) returned nil without asking point(inside:)"
        case false?:
            if !view.bounds.contains(call.point) {
                return "\(at) is outside its bounds \(UIKitFormat.rect(view.bounds))"
            }
            return "point(inside:with:) said NO at \(at), inside its bounds \(UIKitFormat.rect(view.bounds))"
        case true?:
            return "\(at) is inside it, but its hitTest(_:with:) returned nil"
        }
    }
}
