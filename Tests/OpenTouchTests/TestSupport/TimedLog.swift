import Foundation
import OpenTouch

/// An ordered, timed log: `button touchDown @0.150`, times in seconds since the scene started (a
/// ``TestScene``'s clock starts at 1000), to three decimals. Test code adds its own lines
/// (actions, delegate calls, control events); ``logTouches(of:as:in:)`` adds a view's touch calls
/// from the engine's trace. The clock may be set after the log is made (controllers create their
/// log before the window loads their view); until then lines read `@0.000`.
@MainActor
final class TimedLog {
    var clock: (any EventClock)?
    private(set) var lines: [String] = []
    private var observations: [TraceObservation] = []

    init(clock: (any EventClock)? = nil) {
        self.clock = clock
    }

    /// Appends `text @<seconds since the scene started>`.
    func add(_ text: String) {
        let now = clock.map { $0.now - 1000 } ?? 0
        lines.append("\(text) @\(String(format: "%.3f", now))")
    }

    func removeAll() { lines.removeAll() }

    /// The lines whose first word is `name`.
    func of(_ name: String) -> [String] {
        lines.filter { $0.hasPrefix(name + " ") }
    }

    /// From now on adds `<name> began @t`, `<name> moved @t`, `<name> ended @t` or
    /// `<name> cancelled @t` for each touch call `application` makes on `view` (or forwards to
    /// it), read from the engine's trace. Names the view `name` (its accessibility identifier)
    /// unless it has an identifier. Returns `view`.
    @discardableResult
    func logTouches<V: UIView>(of view: V, as name: String, in application: UIApplication) -> V {
        if view.accessibilityIdentifier == nil { view.accessibilityIdentifier = name }
        observations.append(application.addTraceObserver { [weak self, weak view] record in
            guard let self, let view, let call = TouchCall(record), call.responder === view else { return }
            self.add("\(name) \(call.phaseWord)")
        })
        return view
    }

    /// Ledger rule for touch logs (`<responder> <phase> @t`, one finger at a time): every
    /// responder that saw a touch begin sees exactly one end or cancel, and nothing else before
    /// its begin or after its end. Returns a description of each break of the rule.
    var ledgerProblems: [String] {
        var open: [String: Bool] = [:]
        var problems: [String] = []
        for line in lines {
            let words = line.split(separator: " ")
            guard words.count >= 2 else { continue }
            let name = String(words[0]), phase = String(words[1]), isOpen = open[name] ?? false
            switch phase {
            case "began":
                if isOpen { problems.append("\(name): began twice (\(line))") }
                open[name] = true
            case "moved":
                if !isOpen { problems.append("\(name): moved outside a touch (\(line))") }
            default:
                if !isOpen { problems.append("\(name): \(phase) without a began (\(line))") }
                open[name] = false
            }
        }
        for (name, isOpen) in open.sorted(by: { $0.key < $1.key }) where isOpen {
            problems.append("\(name): began but never ended or cancelled")
        }
        return problems
    }
}
