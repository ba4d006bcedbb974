import Foundation

extension RecordingAnalysis {
    /// The report as text for people: the touches, the recognitions, then the diagnostics.
    package func textLines() -> [String] {
        var lines = ["Replayed \(eventCount) event\(eventCount == 1 ? "" : "s") on a "
                     + "\(Self.number(Double(screenSize.width))) × \(Self.number(Double(screenSize.height))) screen."]
        lines.append(touches.isEmpty ? "Touches: none" : "Touches (\(touches.count)):")
        for touch in touches {
            var line = "  touch \(touch.index)  \(Self.seconds(touch.start)) → \(Self.seconds(touch.end))  "
                + "\(Self.point(touch.startPoint)) → \(Self.point(touch.endPoint))  "
                + "\(touch.moved ? "moved" : "still")  tap count \(touch.tapCount)"
            if touch.finish != .ended { line += touch.finish == .cancelled ? "  cancelled" : "  still down" }
            lines.append(line)
        }
        lines.append(gestures.isEmpty ? "Gestures: none" : "Gestures (\(gestures.count)):")
        for gesture in gestures {
            let kind = gesture.kind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            let state = Self.stateName(gesture.state).padding(toLength: 10, withPad: " ", startingAt: 0)
            lines.append("  \(kind)\(state)at \(Self.seconds(gesture.time))")
        }
        if !diagnostics.isEmpty {
            lines.append("Diagnostics (\(diagnostics.count)):")
            lines += diagnostics.map { "  \($0.description)" }
        }
        return lines
    }

    /// The report as JSON Lines for scripts, one object per line: each touch
    /// `{"touch": i (from 0), "start": s, "end": s, "startPoint": [x, y], "endPoint": [x, y], "moved": bool,
    /// "tapCount": n, "finish": "ended" | "cancelled" | "down"}`, then each recognition
    /// `{"gesture": kind, "state": name, "time": s}`. Every line is a touch or a gesture, so a
    /// script needs no other case; the diagnostics are in ``diagnosticJSONLines()``.
    package func jsonLines() -> [String] {
        var lines: [String] = []
        for touch in touches {
            lines.append(Self.object([
                ("touch", "\(touch.index)"), ("start", Self.json(touch.start)), ("end", Self.json(touch.end)),
                ("startPoint", Self.json(touch.startPoint)), ("endPoint", Self.json(touch.endPoint)),
                ("moved", "\(touch.moved)"), ("tapCount", "\(touch.tapCount)"),
                ("finish", Self.json(touch.finish.rawValue)),
            ]))
        }
        for gesture in gestures {
            lines.append(Self.object([
                ("gesture", Self.json(gesture.kind.rawValue)), ("state", Self.json(Self.stateName(gesture.state))),
                ("time", Self.json(gesture.time)),
            ]))
        }
        return lines
    }

    /// What was wrong with the input, one JSON object per line:
    /// `{"diagnostic": kind, "finger": n (when there is one), "message": text}`. `opentouch
    /// replay --format json` prints them on standard error, apart from the report.
    package func diagnosticJSONLines() -> [String] {
        var lines: [String] = []
        for diagnostic in diagnostics {
            var fields = [("diagnostic", Self.json(diagnostic.kind.rawValue))]
            if let finger = diagnostic.fingerIdentity { fields.append(("finger", "\(finger)")) }
            fields.append(("message", Self.json(diagnostic.message)))
            lines.append(Self.object(fields))
        }
        return lines
    }

    /// A state's name in reports: `possible`, `began`, `changed`, `ended`, `cancelled` or `failed`.
    package static func stateName(_ state: UIGestureRecognizer.State) -> String {
        state.description.lowercased()
    }

    // MARK: Formatting

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(json($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    private static func json(_ string: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        guard let data = try? encoder.encode(string), let text = String(data: data, encoding: .utf8) else {
            return "\"\""
        }
        return text
    }

    /// A time or coordinate to the microsecond (or micropoint) the recordings hold, without the
    /// binary noise of clock arithmetic (`0.430012`, not `0.43001199999999995`).
    private static func json(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = abs(value) < 1e12 ? (value * 1e6).rounded() / 1e6 : value
        return number(rounded)
    }

    private static func json(_ point: CGPoint) -> String {
        "[\(json(Double(point.x))),\(json(Double(point.y)))]"
    }

    /// A number without a needless `.0`.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    private static func seconds(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3f s", value) : "\(value) s"
    }

    private static func point(_ point: CGPoint) -> String {
        func short(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 100).rounded() / 100
            return rounded.isFinite ? number(rounded) : "\(value)"
        }
        return "(\(short(point.x)), \(short(point.y)))"
    }
}
