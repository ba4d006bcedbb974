import Foundation

/// The words the timeline and `opentouch replay --explain` use for a record: names from
/// ``TraceName``, never addresses.
///
/// ``text(for:)`` is the one place a record becomes a sentence; when records carry their own
/// reasons, this is where the timeline picks them up.
@MainActor
enum TimelineText {
    /// One line for `record`.
    static func text(for record: TraceRecord) -> String {
        switch record {
        case .hitTest(let view, let point):
            return "hitTest \(name(view)) at \(format(point))"
        case .hitTestResult(let view, let point, let result):
            return "hitTest \(name(view)) at \(format(point)) returned \(result.map(name) ?? "nil")"
        case .pointInside(let view, let point):
            return "point(inside:) \(name(view)) at \(format(point))"
        case .pointInsideResult(let view, let point, let result):
            return "point(inside:) \(name(view)) at \(format(point)) returned \(result ? "YES" : "NO")"
        case .touchBegan(let touch, let window, let view):
            let target = view.map { TraceName($0).path } ?? "nothing (no view accepted it)"
            return "finger \(touch.fingerIdentity) down in \(window.map(name) ?? "no window") on \(target)"
        case .touches(let phase, let responder, let touches, let sender):
            let via = sender.map { ", passed on by \(name($0))" } ?? ""
            return "\(name(responder)) touches\(phase.name) (\(fingers(touches)))\(via)"
        case .gestureStateChanged(let recognizer, let from, let to):
            return "\(TraceName(recognizer)) \(from) → \(to)"
        case .gestureAction(let recognizer, let state, _):
            return "\(TraceName(recognizer)) sends its action (state \(state))"
        case .controlEvents(let control, let events):
            return "\(name(control)) sends \(events)"
        case .scrollView(let scrollView, let step):
            return "\(name(scrollView)) \(TraceFormatter.describe(step))"
        case .diagnostic(let diagnostic):
            return diagnostic.description
        case .layoutSubviews(let view):
            return "\(name(view)) layoutSubviews"
        case .layoutFrame(let view, let from, let to):
            return "\(name(view)) frame \(UIKitFormat.rect(from)) → \(UIKitFormat.rect(to))"
        case .haptic(let feedback):
            return "haptic: \(feedback)"
        case .hitTestSkipped, .hitTestRedirected, .gestureRecognizersCollected, .gestureReason, .touchDelivery:
            return record.summary
        }
    }

    /// A responder's short name with its position among alike siblings.
    static func name(_ responder: UIResponder) -> String {
        if let view = responder as? UIView { return TraceName.shortName(view, positioned: true) }
        return TraceName(responder).short
    }

    /// `finger 1, finger 2`, in finger order.
    static func fingers(_ touches: Set<UITouch>) -> String {
        let numbers = touches.map(\.fingerIdentity).sorted()
        let list = numbers.map(String.init).joined(separator: ", ")
        return numbers.count == 1 ? "finger \(list)" : "fingers \(list)"
    }

    /// `(12.5, 40)`.
    static func format(_ point: CGPoint) -> String {
        "(\(UIKitFormat.number(point.x)), \(UIKitFormat.number(point.y)))"
    }

    /// A time in milliseconds from the origin: `+120 ms`, `+1.25 s`.
    static func format(time: TimeInterval) -> String {
        let milliseconds = (time * 1000).rounded()
        if abs(milliseconds) < 1000 { return "+\(Int(milliseconds)) ms" }
        return "+\(UIKitFormat.number(CGFloat((time * 100).rounded() / 100))) s"
    }
}
