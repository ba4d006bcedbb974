import Foundation
import OpenTouch

// What hit testing and delivery did, read from the engine's trace, with views named the way the
// test named them (`UIView(frame:).named("left")`).

extension UIView {
    /// `self`, with `identifier` as its accessibility identifier: how traces, `traceName(_:)` and
    /// finders name it.
    @discardableResult
    func named(_ identifier: String) -> Self {
        accessibilityIdentifier = identifier
        return self
    }
}

/// A short name for a responder in a test's expectations: a view's accessibility identifier,
/// else its class name; `nil` for none.
@MainActor
func traceName(_ responder: UIResponder?) -> String {
    guard let responder else { return "nil" }
    if let identifier = (responder as? UIView)?.accessibilityIdentifier { return identifier }
    return String(describing: type(of: responder))
}

/// The views whose `hitTest(_:with:)` was called, in call order.
@MainActor
func hitTestCalls(_ records: [TraceRecord]) -> [String] {
    records.compactMap { record in
        if case .hitTest(let view, _) = record { return traceName(view) }
        return nil
    }
}

/// Each `point(inside:with:)` answer as `name=YES/NO`, in call order.
@MainActor
func pointInsideAnswers(_ records: [TraceRecord]) -> [String] {
    records.compactMap { record in
        if case .pointInsideResult(let view, _, let result) = record { return "\(traceName(view))=\(result ? "YES" : "NO")" }
        return nil
    }
}

/// Each `hitTest(_:with:)` answer as `name→result`, in the order the calls returned.
@MainActor
func hitTestAnswers(_ records: [TraceRecord]) -> [String] {
    records.compactMap { record in
        if case .hitTestResult(let view, _, let result) = record { return "\(traceName(view))→\(traceName(result))" }
        return nil
    }
}

/// Each responder call as `Phase name` plus ` via sender` when a default implementation forwarded it.
@MainActor
func touchCallLines(_ records: [TraceRecord]) -> [String] {
    records.compactMap { record in
        guard case .touches(let phase, let responder, _, let sender) = record else { return nil }
        return "\(phase.name) \(traceName(responder))" + (sender.map { " via \(traceName($0))" } ?? "")
    }
}

/// The view the new touch landed on, from the trace's `.touchBegan` record.
@MainActor
func touchBeganTargets(_ records: [TraceRecord]) -> [String] {
    records.compactMap { record in
        if case .touchBegan(_, let window, let view) = record { return "\(traceName(window)):\(traceName(view))" }
        return nil
    }
}

/// The records of each hit-test pass (UIKit hit-tests every new touch twice), split at the
/// ``TraceRecord/hitTestPass(_:window:result:)`` record that ends each pass.
@MainActor
func hitTestPasses(_ records: [TraceRecord]) -> [[TraceRecord]] {
    var passes: [[TraceRecord]] = []
    var current: [TraceRecord] = []
    for record in records {
        if case .hitTestPass = record {
            passes.append(current)
            current = []
        } else if isHitTestRecord(record) {
            current.append(record)
        }
    }
    return passes
}

/// Whether `record` is a `hitTest` or `point(inside:)` call, answer or explanation.
@MainActor
private func isHitTestRecord(_ record: TraceRecord) -> Bool {
    switch record {
    case .hitTest, .hitTestResult, .pointInside, .pointInsideResult, .hitTestSkipped, .hitTestRedirected: true
    default: false
    }
}

/// The hit-test records of every `pass` (of every touch-down) in `records`, in order: with
/// `.second`, the walks that decided each touch's view; with `.first`, those that found its window.
@MainActor
func hitTestRecords(_ records: [TraceRecord], pass wanted: HitTestPass) -> [TraceRecord] {
    var result: [TraceRecord] = []
    var current: [TraceRecord] = []
    for record in records {
        if case .hitTestPass(let pass, _, _) = record {
            if pass == wanted { result += current }
            current = []
        } else if isHitTestRecord(record) {
            current.append(record)
        }
    }
    return result
}
