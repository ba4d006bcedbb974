import Foundation
import OpenTouch

/// The stream's textual trace and its online invariant checks, fed by the engine's own trace
/// records (the one shared mechanism for responder calls): no record is stored, so the trace
/// keeps nothing alive. Lines name objects through ``FuzzNames`` and carry no addresses.
@MainActor
final class FuzzTrace {
    let names: FuzzNames
    private(set) var lines: [String] = [] {
        didSet { if Self.echo, let last = lines.last { print(last) } }
    }
    /// `OPENTOUCH_FUZZ_ECHO=1` prints every line as it is made (to see the end of a crashing stream).
    nonisolated static let echo = ProcessInfo.processInfo.environment["OPENTOUCH_FUZZ_ECHO"] == "1"
    private(set) var problems: [String] = []
    private(set) var checks = 0
    let ledger = FuzzLedger()
    let states = FuzzStateChecker()

    init(names: FuzzNames) { self.names = names }

    /// Appends a line of the fuzzer's own (a mutation, an input step).
    func note(_ line: String) { lines.append(line) }

    /// Records a broken invariant.
    func problem(_ text: String) {
        problems.append(text)
        lines.append("PROBLEM " + text)
    }

    /// Counts one invariant check.
    func checked(_ count: Int = 1) { checks += count }

    /// Handles one engine trace record.
    func record(_ record: TraceRecord) {
        switch record {
        case .hitTest, .defaultHitTest, .hitTestResult, .pointInside, .pointInsideResult, .hitTestPass:
            break
        case .hitTestSkipped, .hitTestRedirected, .gestureRecognizersCollected, .gestureReason, .touchDelivery,
             .listSelection, .presses, .pressRouted, .keyCommand, .motion:
            break
        case .touchBegan(let touch, let window, let view):
            let name = names.isNamed(touch) ? names.name(touch) : register(touch)
            lines.append("touch \(name) window \(names.name(window)) view \(names.name(view))")
        case .touches(let phase, let responder, let touches, let sender):
            let responderName = names.name(responder), touchNames = names.names(touches)
            lines.append("\(phase.name) \(responderName) \(touchNames.joined(separator: ",")) from \(names.name(sender))")
            for touch in touchNames {
                checks += 1
                if let text = ledger.apply(phase, responder: responderName, touch: touch) { problem(text) }
            }
        case .gestureStateChanged(let recognizer, let from, let to):
            let name = names.name(recognizer)
            lines.append("gesture \(name) \(from) -> \(to)")
            checks += 1
            if let text = states.apply(name, from: from, to: to) { problem(text) }
        case .gestureAction(let recognizer, let state, _):
            let name = names.name(recognizer)
            lines.append("action \(name) \(state)")
            checks += 1
            if state == .possible || (state == .failed && !states.endedByFailing(name)) {
                problem("\(name): action sent in state \(state)")
            }
        case .controlEvents(let control, let events):
            lines.append("control \(names.name(control)) events \(events.rawValue)")
        case .scrollView(let scrollView, let step):
            lines.append("scroll \(names.name(scrollView)) \(step) offset \(scrollView.contentOffset)")
        case .diagnostic(let diagnostic):
            lines.append("diagnostic \(diagnostic.kind.rawValue) finger \(diagnostic.fingerIdentity.map(String.init) ?? "-")")
        case .layoutSubviews(let view):
            lines.append("layout \(names.name(view))")
        case .layoutFrame(let view, _, let to):
            lines.append("frame \(names.name(view)) \(to)")
        case .haptic(let feedback):
            lines.append(feedback.description)
        }
    }

    private func register(_ touch: UITouch) -> String {
        let name = names.fresh("t")
        names.register(touch, as: name)
        return name
    }
}

/// Per responder and touch: began once, then moves, then exactly one ended or cancelled, then nothing.
@MainActor
final class FuzzLedger {
    private enum Status { case open, ended, cancelled }
    private var status: [String: Status] = [:]

    /// Applies one delivery; returns a description of a broken rule, if any.
    func apply(_ phase: UITouch.Phase, responder: String, touch: String) -> String? {
        let key = "\(responder) \(touch)"
        let current = status[key]
        switch (phase, current) {
        case (.began, nil):
            status[key] = .open
            return nil
        case (.began, _):
            return "\(key): began again (was \(current!))"
        case (.moved, .open), (.stationary, .open):
            return nil
        case (.ended, .open):
            status[key] = .ended
            return nil
        case (.cancelled, .open):
            status[key] = .cancelled
            return nil
        case (_, nil):
            return "\(key): \(phase.name) for a touch it never saw begin"
        case (_, .some(let done)):
            return "\(key): \(phase.name) after \(done)"
        }
    }

    /// Responder-touch pairs that saw a begin but no end or cancel, sorted.
    var open: [String] {
        status.filter { $0.value == .open }.map(\.key).sorted()
    }
}

/// Follows each recognizer's traced transitions: each must start where the last one ended and be
/// one of UIKit's (plus the return to `.possible` from a finished state on reset).
@MainActor
final class FuzzStateChecker {
    private var current: [String: UIGestureRecognizer.State] = [:]
    private var previous: [String: UIGestureRecognizer.State] = [:]

    /// Whether the recognizer's last transition ended a gesture that had begun by failing (the
    /// one case where targets get an action in `.failed`).
    func endedByFailing(_ name: String) -> Bool {
        current[name] == .failed && (previous[name] == .began || previous[name] == .changed)
    }

    static func isLegal(_ from: UIGestureRecognizer.State, _ to: UIGestureRecognizer.State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled), (.began, .failed): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled), (.changed, .failed): true
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): true
        default: false
        }
    }

    /// Applies one transition; returns a description of a broken rule, if any.
    func apply(_ name: String, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State) -> String? {
        let last = current[name] ?? .possible
        previous[name] = from
        current[name] = to
        if last != from { return "\(name): transition from \(from) but it was \(last)" }
        if !Self.isLegal(from, to) { return "\(name): illegal transition \(from) -> \(to)" }
        return nil
    }

    /// The last traced state of each recognizer that is not `.possible`, sorted by name.
    var notPossible: [String] {
        current.filter { $0.value != .possible }.map { "\($0.key) \($0.value)" }.sorted()
    }
}
