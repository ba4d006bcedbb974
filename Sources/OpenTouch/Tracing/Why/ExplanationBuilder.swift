import Foundation

/// Builds a ``TouchExplanation`` from recorded entries: the hit-test records just before the
/// touch-down, then everything after it that concerns the touch or its recognizers.
@MainActor
struct ExplanationBuilder {
    let entries: [TraceRecorder.Entry]
    let touch: UITouch
    let downIndex: Int
    let downTime: TimeInterval
    /// The index of the first hit-test record of the touch-down.
    let hitTestStart: Int

    init?(entries: [TraceRecorder.Entry], touch: UITouch) {
        guard let index = entries.lastIndex(where: { $0.record.beganTouch === touch }) else { return nil }
        self.entries = entries
        self.touch = touch
        downIndex = index
        downTime = entries[index].time
        var start = index
        while start > 0, Self.belongsToTouchDown(entries[start - 1].record) { start -= 1 }
        hitTestStart = start
    }

    func build() -> TouchExplanation {
        guard case .touchBegan(_, let window, let view) = entries[downIndex].record else { preconditionFailure() }
        let hitTest = hitTestRecords
        let point = hitTest.lazy.compactMap { record -> CGPoint? in
            if case .hitTest(let view, let point) = record, view is UIWindow { return point }
            return nil
        }.first ?? touch.location(in: nil)
        let deliveries = deliverySteps()
        let fates = recognizerFates()
        let transition = ignoringTransition
        return TouchExplanation(
            finger: touch.fingerIdentity, time: downTime, x: Double(point.x), y: Double(point.y),
            window: window.map { TraceName($0).short },
            hitTestPath: path(to: view, in: hitTest), chosenView: view.map { TraceName($0).path },
            skipped: skipped(in: hitTest, chosen: view), redirections: redirections(in: hitTest),
            recognizers: fates, deliveries: deliveries.steps, controlEvents: controlSteps(deliveries),
            diagnostics: diagnostics(),
            outcome: transition.map(Self.ignoredOutcome) ?? outcome(view: view, deliveries: deliveries, fates: fates),
            ignoredDuringTransition: transition)
    }

    /// The transition that was running when the touch went down, if one was (the touch then
    /// reached nothing).
    private var ignoringTransition: String? {
        for entry in entries[downIndex...] {
            if case .touchDelivery(let other, nil, .ignoredDuringTransition(let name)) = entry.record, other === touch {
                return name
            }
        }
        return nil
    }

    private static func ignoredOutcome(_ transition: String) -> String {
        "ignored: the finger went down while the \(transition) ran, and touches are ignored during a "
            + "transition (as UIKit ignores them): no hit test, no recognizer, no responder"
    }

    // MARK: Hit test

    private static func belongsToTouchDown(_ record: TraceRecord) -> Bool {
        switch record {
        case .hitTest, .defaultHitTest, .hitTestResult, .pointInside, .pointInsideResult, .hitTestSkipped, .hitTestRedirected,
             .hitTestPass, .gestureRecognizersCollected, .diagnostic, .layoutSubviews, .layoutFrame:
            return true
        case .gestureReason(_, _, let reason):
            return reason == .delegateRefusedTouch
        default:
            return false
        }
    }

    /// The touch-down's hit-test records: the deciding (second) pass's, preceded by the first
    /// pass's window-level answers (windows above the chosen one that returned nil). Without pass
    /// markers (a single pass), every record.
    private var hitTestRecords: [TraceRecord] {
        let records = entries[hitTestStart ..< downIndex].map(\.record)
        guard let end = records.firstIndex(where: { if case .hitTestPass(.first, _, _) = $0 { true } else { false } }),
              records[(end + 1)...].contains(where: { if case .hitTestPass(.second, _, _) = $0 { true } else { false } })
        else { return records }
        let windowSkips = records[..<end].filter { record in
            if case .hitTestSkipped(let view, _, _) = record { return view is UIWindow }
            return false
        }
        return windowSkips + records[(end + 1)...]
    }

    /// The views whose hit test answered the chosen view, outermost first.
    private func path(to chosen: UIView?, in records: [TraceRecord]) -> [String] {
        guard let chosen else { return [] }
        var views: [UIView] = []
        for record in records {
            if case .hitTestResult(let view, _, let result) = record, result === chosen, !views.contains(where: { $0 === view }) {
                views.append(view)
            }
        }
        return views.reversed().map { TraceName.shortName($0, positioned: true) }
    }

    /// Skips worth reading: any reason but "outside bounds", and windows outside whose bounds the
    /// touch fell when no view accepted it (at most eight).
    private func skipped(in records: [TraceRecord], chosen: UIView?) -> [TouchExplanation.SkippedView] {
        var result: [TouchExplanation.SkippedView] = []
        for record in records {
            guard case .hitTestSkipped(let view, _, let reason) = record else { continue }
            if case .outsideBounds = reason, chosen != nil || !(view is UIWindow) { continue }
            result.append(.init(view: TraceName(view).path, text: reason.text, reason: reason.code))
        }
        return Array(result.prefix(8))
    }

    private func redirections(in records: [TraceRecord]) -> [String] {
        records.compactMap { record in
            guard case .hitTestRedirected(let view, _, let result) = record else { return nil }
            return "\(TraceName(view)) hitTest override returned \(TraceName(result))"
        }
    }

    private func diagnostics() -> [String] {
        var result: [String] = []
        for entry in entries[hitTestStart ..< downIndex] {
            if case .diagnostic(let diagnostic) = entry.record, diagnostic.fingerIdentity == touch.fingerIdentity {
                result.append(diagnostic.description)
            }
        }
        return result
    }

    // MARK: Steps

    func step(_ entry: TraceRecorder.Entry, _ subject: String, _ text: String, reason: String? = nil) -> TouchExplanation.Step {
        TouchExplanation.Step(time: entry.time, offset: entry.time - downTime, subject: subject, text: text, reason: reason)
    }

    func involves(_ touches: Set<UITouch>) -> Bool {
        touches.contains { $0 === touch }
    }
}
