import Foundation
import OpenTouch
import Testing

// Helpers shared by the HitTesting suites. Every name starts with `HT`/`ht` because all test
// files share one module.

/// A plain view with a name, so traces and failures read as the scene a user built.
@MainActor
class HTNamedView: UIView {
    let name: String

    init(_ name: String, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// What a view saw of one touch when one of its touch methods was called.
@MainActor
struct HTSighting {
    let phase: UITouch.Phase
    let touch: UITouch
    /// `touch.location(in: nil)`: window coordinates.
    let locationInWindow: CGPoint
    /// `touch.location(in: view)`.
    let locationInView: CGPoint
    let touchWindow: UIWindow?
    let touchView: UIView?
    /// `event.touches(for: touch.window)` at the time of the call.
    let touchesForTouchWindow: Set<UITouch>?
}

/// A named view that records every touch it is sent, then forwards to `super` (the responder chain).
@MainActor
class HTTouchCatcher: HTNamedView {
    private(set) var sightings: [HTSighting] = []
    /// Called at the start of each touch method, before forwarding, with the touches and the event.
    var onTouches: (@MainActor (UITouch.Phase, Set<UITouch>, UIEvent?) -> Void)?

    var beganCount: Int { sightings.filter { $0.phase == .began }.count }
    var began: HTSighting? { sightings.first { $0.phase == .began } }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.began, touches, event)
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.moved, touches, event)
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.ended, touches, event)
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.cancelled, touches, event)
        super.touchesCancelled(touches, with: event)
    }

    private func record(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        onTouches?(phase, touches, event)
        for touch in touches {
            sightings.append(HTSighting(
                phase: phase, touch: touch,
                locationInWindow: touch.location(in: nil), locationInView: touch.location(in: self),
                touchWindow: touch.window, touchView: touch.view,
                touchesForTouchWindow: touch.window.flatMap { event?.touches(for: $0) }))
        }
    }
}

/// A readable name for a responder in a trace: an `HTNamedView`'s name, else its class name.
@MainActor
func htName(_ responder: UIResponder?) -> String {
    guard let responder else { return "nil" }
    if let named = responder as? HTNamedView { return named.name }
    return String(describing: type(of: responder))
}

/// The views whose `hitTest(_:with:)` was called, in call order.
@MainActor
func htHitTestCalls(_ records: [TraceRecord]) -> [String] {
    records.compactMap { record in
        if case .hitTest(let view, _) = record { return htName(view) }
        return nil
    }
}

/// Each `point(inside:with:)` answer as `name=YES/NO`, in call order.
@MainActor
func htPointInsideAnswers(_ records: [TraceRecord]) -> [String] {
    records.compactMap { record in
        if case .pointInsideResult(let view, _, let result) = record { return "\(htName(view))=\(result ? "YES" : "NO")" }
        return nil
    }
}

/// Each `hitTest(_:with:)` answer as `name→result`, in the order the calls returned.
@MainActor
func htHitTestAnswers(_ records: [TraceRecord]) -> [String] {
    records.compactMap { record in
        if case .hitTestResult(let view, _, let result) = record { return "\(htName(view))→\(htName(result))" }
        return nil
    }
}

/// Each responder call as `Phase name` plus ` via sender` when a default implementation forwarded it.
@MainActor
func htTouchCalls(_ records: [TraceRecord]) -> [String] {
    records.compactMap { record in
        guard case .touches(let phase, let responder, _, let sender) = record else { return nil }
        return "\(phase.name) \(htName(responder))" + (sender.map { " via \(htName($0))" } ?? "")
    }
}

/// The view the new touch landed on, from the trace's `.touchBegan` record.
@MainActor
func htTouchBeganTargets(_ records: [TraceRecord]) -> [String] {
    records.compactMap { record in
        if case .touchBegan(_, let window, let view) = record { return "\(htName(window)):\(htName(view))" }
        return nil
    }
}

/// Replaces every `0x…` address with `0xADDR`, so descriptions compare across runs.
func htNormalisedAddresses(_ text: String) -> String {
    text.replacing(#/0x[0-9a-f]+/#, with: "0xADDR")
}

/// Whether two points agree to within `tolerance` on both axes.
func htClose(_ lhs: CGPoint, _ rhs: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs.x - rhs.x) <= tolerance && abs(lhs.y - rhs.y) <= tolerance
}

/// Whether two rectangles agree to within `tolerance` on origin and size.
func htClose(_ lhs: CGRect, _ rhs: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    htClose(lhs.origin, rhs.origin, tolerance: tolerance)
        && abs(lhs.width - rhs.width) <= tolerance && abs(lhs.height - rhs.height) <= tolerance
}
