import Foundation
import OpenTouch

// The suite's one way to see what responders receive: the engine's own trace, not logging
// subclasses. A view under test stays a plain `UIView` (or the subclass the test is about) and
// its `touchesBegan/Moved/Ended/Cancelled` calls are read from `TraceRecord.touches`, whether the
// window made the call or a subview's default implementation forwarded it.

extension CallLog {
    /// Names `view` `name` (as its accessibility identifier, unless it has one) and from now on
    /// appends `"<name> began 1"`, `"<name> moved 1"`, `"<name> ended 1"` or `"<name> cancelled 1"`
    /// (the number of touches) for each touch call `application` makes on it, in order with the
    /// log's other lines. Returns `view`.
    @discardableResult
    func logTouches<V: UIView>(of view: V, as name: String, in application: UIApplication) -> V {
        if view.accessibilityIdentifier == nil { view.accessibilityIdentifier = name }
        let observation = application.addTraceObserver { [weak self, weak view] record in
            guard let self, let view, let call = TouchCall(record), call.responder === view else { return }
            self.append("\(name) \(call.phaseWord) \(call.touches.count)")
        }
        observations.append(observation)
        return view
    }
}

/// One `touchesBegan/Moved/Ended/Cancelled` call, read from a trace record.
@MainActor
struct TouchCall {
    let phase: UITouch.Phase
    let responder: UIResponder
    let touches: Set<UITouch>
    /// The responder whose default implementation passed the touches on; nil for the window's call.
    let forwardedFrom: UIResponder?

    /// The call a `.touches` record describes; nil for every other record.
    init?(_ record: TraceRecord) {
        guard case .touches(let phase, let responder, let touches, let from) = record else { return nil }
        self.phase = phase
        self.responder = responder
        self.touches = touches
        forwardedFrom = from
    }

    /// `began`, `moved`, `ended`, `cancelled`.
    var phaseWord: String { phase.name.lowercased() }
}

/// Touch counts per phase (touches, summed over calls).
struct PhaseCounts: Equatable, CustomStringConvertible {
    var began = 0
    var moved = 0
    var ended = 0
    var cancelled = 0
    var description: String { "began \(began) moved \(moved) ended \(ended) cancelled \(cancelled)" }
}

@MainActor
extension TraceRecorder {
    /// The touch calls recorded, in order.
    var touchCalls: [TouchCall] { records.compactMap(TouchCall.init) }

    /// The responders that received `phase` calls, in call order.
    func responders(receiving phase: UITouch.Phase) -> [UIResponder] {
        touchCalls.filter { $0.phase == phase }.map(\.responder)
    }

    /// `"began 1"`-style lines for the calls `responder` received (by the window or by forwarding).
    func touchLines(of responder: UIResponder) -> [String] {
        touchCalls.filter { $0.responder === responder }.map { "\($0.phaseWord) \($0.touches.count)" }
    }

    /// Touches per phase that `responder` received (by the window or by forwarding).
    func touchCounts(for responder: UIResponder) -> PhaseCounts {
        var counts = PhaseCounts()
        for call in touchCalls where call.responder === responder {
            switch call.phase {
            case .began: counts.began += call.touches.count
            case .moved: counts.moved += call.touches.count
            case .ended: counts.ended += call.touches.count
            case .cancelled: counts.cancelled += call.touches.count
            default: break
            }
        }
        return counts
    }

    /// The kinds of the diagnostics recorded, in order.
    var diagnosticKinds: [InputDiagnostic.Kind] { diagnostics.map(\.kind) }
}

@MainActor
extension TraceRecorder {
    /// `"<name> began @0.150"` for each touch call `responder` received, with the seconds since
    /// `start` (a ``TestScene``'s clock starts at 1000) to three decimals.
    func timedTouchLines(of responder: UIResponder, as name: String, since start: TimeInterval = 1000) -> [String] {
        entries.compactMap { entry in
            guard let call = TouchCall(entry.record), call.responder === responder else { return nil }
            return "\(name) \(call.phaseWord) @\(String(format: "%.3f", entry.time - start))"
        }
    }
}
