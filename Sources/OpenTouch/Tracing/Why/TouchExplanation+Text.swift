import Foundation

extension TouchExplanation {
    /// The account as lines for a test failure message: the touch-down, the hit test, each
    /// recognizer's fate, the deliveries and the outcome.
    public var text: String {
        var lines = ["finger \(finger) down at \(pointText) in \(window ?? "no window") at \(WhyFormat.seconds(time))"]
        let path = hitTestPath.joined(separator: " > ")
        if let ignoredDuringTransition {
            lines.append("hit test: not run (touches are ignored while the \(ignoredDuringTransition) runs)")
        } else {
            lines.append("hit test: \(path.isEmpty ? "(no view)" : path) → \(chosenView.map { "chose \(Self.last($0))" } ?? "no view accepted it")")
        }
        for skip in skipped { lines.append("  skipped \(skip.view): \(skip.text)") }
        for redirection in redirections { lines.append("  \(redirection)") }
        if !recognizers.isEmpty { lines.append("recognizers:") }
        for fate in recognizers {
            lines.append("  \(fate.recognizer) → \(fate.finalState)")
            for step in fate.steps { lines.append("    \(WhyFormat.offset(step.offset)) \(step.text)") }
        }
        if !deliveries.isEmpty { lines.append("responders:") }
        // Deliveries and control events in time order (each list is already in order).
        let merged = (deliveries + controlEvents).enumerated().sorted { lhs, rhs in
            lhs.element.time != rhs.element.time ? lhs.element.time < rhs.element.time : lhs.offset < rhs.offset
        }
        for step in merged.map(\.element) { lines.append("  \(WhyFormat.offset(step.offset)) \(step.text)") }
        for diagnostic in diagnostics { lines.append("  diagnostic: \(diagnostic)") }
        lines.append("outcome: \(outcome)")
        return lines.joined(separator: "\n")
    }

    /// The account in two lines: where the finger went and how each recognizer ended, then the outcome.
    public var compactText: String {
        let target = chosenView.map(Self.last) ?? "no view"
        let fates = recognizers.map { fate in
            let reason = fate.steps.last(where: { $0.reason != nil }).map { " (\(Self.afterColon($0.text)))" } ?? ""
            return "\(Self.shortRecognizer(fate.recognizer)) \(fate.finalState)\(reason)"
        }
        var first = "finger \(finger) at \(pointText) → \(target)"
        if !fates.isEmpty { first += "; " + fates.joined(separator: "; ") }
        return first + "\n" + outcome
    }

    private var pointText: String { WhyFormat.point(CGPoint(x: x, y: y)) }

    /// The last component of a ` > ` path.
    static func last(_ path: String) -> String {
        path.components(separatedBy: " > ").last ?? path
    }

    private static func afterColon(_ text: String) -> String {
        guard let range = text.range(of: ": ") else { return text }
        return String(text[range.upperBound...])
    }

    private static func shortRecognizer(_ name: String) -> String {
        name.replacingOccurrences(of: "GestureRecognizer", with: "")
    }
}
