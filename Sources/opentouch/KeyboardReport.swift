import Foundation
import OpenTouch
import OpenTouchEvdev

/// The key presses of a keyboard recording, as `opentouch replay` reports them: each press's key,
/// times, repeats and characters in the chosen layout.
///
/// The characters are the layout's, key by key, with every earlier key change fed first (so
/// Shift, Caps Lock and dead keys apply). `repeats` counts the kernel's autorepeats (`EV_KEY`
/// value 2) recorded while the key was held, for keys the layout says repeat (the kernel repeats
/// modifiers too; a keymap does not): what the recorded machine repeated, rather than a count
/// recomputed from a repeat delay and rate the recording does not carry.
struct KeyboardReport {
    /// One press.
    struct Press: Encodable {
        /// The HID usage's name as `UIKeyboardHIDUsage` spells it, such as `keyboardLeftShift`.
        var key: String
        /// When it went down and came up, in the recording's seconds; `up` nil while still held.
        var down: Double
        var up: Double?
        /// The autorepeats while it was held.
        var repeats: Int
        /// What the key typed (`UIKey.characters`).
        var characters: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(down, forKey: .down)
            try container.encode(up, forKey: .up)   // null while held
            try container.encode(repeats, forKey: .repeats)
            try container.encode(characters, forKey: .characters)
        }

        private enum CodingKeys: String, CodingKey { case key, down, up, repeats, characters }
    }

    /// The presses, in the order the keys went down.
    var presses: [Press]
    /// The key changes to post to an application (downs and ups, no autorepeats: the
    /// application repeats held keys itself).
    var events: [KeyboardEvent]
    /// What was wrong with the recording.
    var diagnostics: [EvdevDiagnostic]
    /// The recorded machine's key repeat, seen in its autorepeats: the median delay from a press
    /// to its first repeat and the median time between repeats; nil delay when nothing repeated
    /// (the text is then typed without repeats), nil interval when no key repeated twice.
    var repeatDelay: Double?
    var repeatInterval: Double?

    init(_ recording: EvdevRecording, layout: any KeyboardLayout) {
        let decoding = recording.decodeKeyboard()
        let translator = layout.makeTranslator()
        var characters: [Int: String] = [:]   // by the pressing event's index
        var events: [KeyboardEvent] = []
        for transition in decoding.transitions where transition.phase != .autorepeat {
            guard let usage = UIKeyboardHIDUsage(rawValue: transition.hidUsage) else { continue }
            if transition.phase == .down {
                characters[transition.eventIndex] = translator.keyDown(usage).characters
            } else {
                translator.keyUp(usage)
            }
            events.append(KeyboardEvent(timestamp: transition.time, usage: usage, isDown: transition.phase == .down))
        }
        presses = decoding.presses.compactMap { press in
            guard let usage = UIKeyboardHIDUsage(rawValue: press.hidUsage) else { return nil }
            return Press(key: usage.name, down: press.down, up: press.up,
                         repeats: translator.repeats(usage) ? press.repeatTimes.count : 0,
                         characters: characters[press.eventIndex] ?? "")
        }
        self.events = events
        self.diagnostics = decoding.diagnostics
        let repeated = decoding.presses.filter { !$0.repeatTimes.isEmpty }
        repeatDelay = Self.median(repeated.map { $0.repeatTimes[0] - $0.down })
        repeatInterval = Self.median(repeated.flatMap { press in
            zip(press.repeatTimes.dropFirst(), press.repeatTimes).map { $0 - $1 }
        })
    }

    /// The median of `values`, nil for none.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// One JSON object per press.
    func jsonLines() -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return presses.map { String(decoding: (try? encoder.encode($0)) ?? Data(), as: UTF8.self) }
    }

    /// A line per press: key, characters, times and repeats.
    func textLines() -> [String] {
        presses.map { press in
            let up = press.up.map { String(format: "%.3f", $0) } ?? "held at the end"
            let typed = press.characters.isEmpty ? "" : " types \(press.characters.debugDescription)"
            let repeats = press.repeats > 0 ? ", \(press.repeats) repeats" : ""
            return "\(press.key)\(typed): down \(String(format: "%.3f", press.down)), up \(up)\(repeats)"
        }
    }
}
