import Foundation

/// Turns trace records into log lines in the seeds' formats.
@preconcurrency @MainActor
public struct TraceFormatter {
    /// The log formats.
    public enum Style: Sendable {
        /// Seed 004's `BaseView` log: `<YellowView> hitTest:withEvent: previous`,
        /// `<YellowView> pointInside:withEvent: after >>>> retBOOL = 1 `,
        /// `<WhiteView> hitTest:withEvent after >>>> retView =<WhiteView: 0x…; frame = (70 -30; 235 360)> `,
        /// and `<WhiteView> touchBegan ` for every responder the touch reaches.
        case hitTestLog
        /// Seed 001's swizzling log: `HitTest: UIWindow`, `NextResponder: UIWindowScene` each
        /// time UIView's own `hitTest(_:with:)` runs (the method the seed swizzles: an override
        /// that answers without `super` prints nothing), `Touches Began: <UIView: 0x…; frame = (165 416; 100 100)>` for each
        /// delivery by the window (not for forwarding along the chain), and a recognizer's
        /// description each time it sends its action (as the seed's action handlers log it).
        case swizzleLog
        /// Everything, one line per record, including diagnostics.
        case verbose
    }

    /// The format.
    public var style: Style
    /// Which responders' lines to print; all by default. Diagnostics are always printed in `.verbose`.
    @preconcurrency public var includes: @MainActor (UIResponder) -> Bool
    /// The class name lines print for a responder, also inside the descriptions they quote; the
    /// dynamic class name by default. Scene files give plain views the names their logs show.
    @preconcurrency public var name: @MainActor (UIResponder) -> String

    /// Creates a formatter.
    @preconcurrency public init(style: Style = .hitTestLog, includes: @escaping @MainActor (UIResponder) -> Bool = { _ in true },
                                name: @escaping @MainActor (UIResponder) -> String = { String(describing: type(of: $0)) }) {
        self.style = style
        self.includes = includes
        self.name = name
    }

    /// The lines for `records`, in order.
    public func lines(for records: [TraceRecord]) -> [String] {
        records.flatMap(lines(for:))
    }

    /// The lines for one record (none, one, or two).
    public func lines(for record: TraceRecord) -> [String] {
        switch style {
        case .hitTestLog: hitTestLogLines(record)
        case .swizzleLog: swizzleLogLines(record)
        case .verbose: verboseLines(record)
        }
    }

    private func tag(_ responder: UIResponder) -> String { "<\(name(responder))>" }

    /// `responder`'s description with ``name`` in place of its class name.
    private func describe(_ responder: UIResponder) -> String {
        renamed(responder.description, [responder])
    }

    /// `text` with `<Class: 0x…` and `<Class 0x…` of each of `responders` renamed by ``name``.
    private func renamed(_ text: String, _ responders: [UIResponder]) -> String {
        responders.reduce(text) { text, responder in
            let type = responder.typeName, newName = name(responder), address = responder.addressString
            guard newName != type else { return text }
            return text.replacingOccurrences(of: "<\(type): \(address)", with: "<\(newName): \(address)")
                .replacingOccurrences(of: "<\(type) \(address)>", with: "<\(newName) \(address)>")
        }
    }

    private func hitTestLogLines(_ record: TraceRecord) -> [String] {
        switch record {
        case .hitTest(let view, _) where includes(view):
            return ["\(tag(view)) hitTest:withEvent: previous"]
        case .hitTestResult(let view, _, let result) where includes(view):
            return ["\(tag(view)) hitTest:withEvent after >>>> retView =\(result.map(describe) ?? "(null)") "]
        case .pointInside(let view, _) where includes(view):
            return ["\(tag(view)) pointInside:withEvent: previous"]
        case .pointInsideResult(let view, _, let result) where includes(view):
            return ["\(tag(view)) pointInside:withEvent: after >>>> retBOOL = \(result ? 1 : 0) "]
        case .touches(let phase, let responder, _, _) where includes(responder):
            return ["\(tag(responder)) \(Self.shortName(phase)) "]
        default:
            return []
        }
    }

    private func swizzleLogLines(_ record: TraceRecord) -> [String] {
        switch record {
        case .defaultHitTest(let view, _) where includes(view):
            return ["HitTest: \(name(view))", "NextResponder: \(view.next.map(name) ?? "(null)")"]
        case .touches(let phase, let responder, _, nil) where includes(responder):
            return ["Touches \(phase.name): \(describe(responder))"]
        case .gestureAction(let recognizer, _, let description):
            return [renamed(description, recognizer.describedResponders)]
        default:
            return []
        }
    }

    private func verboseLines(_ record: TraceRecord) -> [String] {
        switch record {
        case .touchBegan(let touch, let window, let view):
            let target = view.map(describe) ?? "nothing"
            return ["touch \(touch.fingerIdentity) began in \(window.map(name) ?? "no window") on \(target)"]
        case .touches(let phase, let responder, let touches, let sender) where includes(responder):
            let via = sender.map { " (forwarded by \(name($0)))" } ?? ""
            return ["touches\(phase.name) \(touches.count) → \(describe(responder))\(via)"]
        case .diagnostic(let diagnostic):
            return ["diagnostic: \(diagnostic)"]
        case .gestureStateChanged(let recognizer, let from, let to):
            return ["\(String(describing: type(of: recognizer))) \(from) → \(to)"]
        case .gestureAction(let recognizer, _, let description):
            return ["action: \(renamed(description, recognizer.describedResponders))"]
        case .controlEvents(let control, let events):
            return ["\(name(control)) sends \(events)"]
        case .scrollView(let scrollView, let step):
            return ["\(name(scrollView)) \(Self.describe(step))"]
        case .layoutSubviews(let view) where includes(view):
            return ["\(name(view)) layoutSubviews"]
        case .layoutFrame(let view, let from, let to) where includes(view):
            return ["\(name(view)) frame \(UIKitFormat.rect(from)) → \(UIKitFormat.rect(to))"]
        case .haptic(let feedback):
            return [feedback.description]
        case .hitTestSkipped, .hitTestRedirected, .gestureRecognizersCollected, .gestureReason, .touchDelivery,
             .listSelection, .pressRouted, .keyCommand, .motion:
            return [record.summary]
        case .presses(_, let responder, _, _) where includes(responder):
            return [record.summary]
        default:
            return hitTestLogLines(record)
        }
    }

    /// A scroll-view step as a verbose line, numbers to two decimals:
    /// `willEndDragging velocity (0.0, 1.2) target (0.0, 480.0)`.
    static func describe(_ step: ScrollViewTraceStep) -> String {
        func number(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 100).rounded() / 100
            return String(rounded == 0 ? 0 : rounded)
        }
        func pair(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }
        switch step {
        case .willBeginDragging: return "willBeginDragging"
        case .willEndDragging(let velocity, let target):
            return "willEndDragging velocity \(pair(velocity)) target \(pair(target))"
        case .didEndDragging(let willDecelerate): return "didEndDragging willDecelerate \(willDecelerate)"
        case .willBeginDecelerating: return "willBeginDecelerating"
        case .didEndDecelerating: return "didEndDecelerating"
        case .didEndScrollingAnimation: return "didEndScrollingAnimation"
        case .willBeginZooming: return "willBeginZooming"
        case .didEndZooming(let scale): return "didEndZooming scale \(number(scale))"
        }
    }

    /// The seed's spelling of a touch method: `touchBegan`, `touchMoved`, `touchEnded`, `touchCancelled`.
    static func shortName(_ phase: UITouch.Phase) -> String {
        "touch\(phase.name)"
    }
}

extension UIGestureRecognizer {
    /// The responders a recognizer's description names: its view and its targets.
    fileprivate var describedResponders: [UIResponder] {
        [view].compactMap { $0 } + targets.compactMap { $0.target as? UIResponder }
    }
}
