import Foundation

/// An account of one key press, built from a ``TraceRecorder``'s records by
/// ``TraceRecorder/explain(press:)``: the key, whether a key command took it (and why each
/// matching command did or did not fire), which responder got the press, who it was passed on
/// to, its repeats, and how it ended.
public struct PressExplanation: Codable, Equatable, Sendable {
    /// The key with its modifiers, for example `⌘keyboardC`.
    public var key: String
    /// The characters the key typed (``UIKey/characters``).
    public var characters: String
    /// The application clock's time when the key went down.
    public var time: TimeInterval
    /// The responder the press was delivered to (its name), nil when none was (a key command
    /// took it, or no window was key).
    public var receiver: String?
    /// The key command that fired (its combination and title), if one did.
    public var keyCommand: String?
    /// Everything that happened to the press, in order.
    public var steps: [TouchExplanation.Step]

    /// Creates an explanation.
    public init(key: String, characters: String, time: TimeInterval, receiver: String?, keyCommand: String?,
                steps: [TouchExplanation.Step]) {
        self.key = key
        self.characters = characters
        self.time = time
        self.receiver = receiver
        self.keyCommand = keyCommand
        self.steps = steps
    }

    /// The account as lines of text, fit for a test failure message.
    public var text: String {
        var lines = ["key \(key) \(characters.debugDescription) at \(WhyFormat.seconds(time))"]
        for step in steps {
            lines.append("  +\(WhyFormat.seconds(step.offset)) \(step.subject): \(step.text)")
        }
        if let keyCommand {
            lines.append("→ taken by key command \(keyCommand)")
        } else {
            lines.append("→ delivered to \(receiver ?? "nothing")")
        }
        return lines.joined(separator: "\n")
    }
}

extension TraceRecorder {
    /// The account of the last key that went down while recording, or nil when none did.
    public func explainLastPress() -> PressExplanation? {
        guard let press = entries.last(where: { $0.record.routedPress != nil })?.record.routedPress else { return nil }
        return explain(press: press)
    }

    /// The accounts of every key that went down while recording, in order.
    public func pressExplanations() -> [PressExplanation] {
        entries.compactMap { entry in
            guard case .pressRouted(let press, _, let reason) = entry.record, reason != .alreadyDown,
                  !reason.isRepeat else { return nil }
            return explain(press: press)
        }
    }

    /// The account of `press`, or nil when its key-down was not recorded.
    public func explain(press: UIPress) -> PressExplanation? {
        let related = entries.filter { $0.record.concerns(press) }
        guard let start = related.first(where: { $0.record.keyCommandPress === press || $0.record.routedPress === press })
        else { return nil }
        var receiver: String?
        var command: String?
        var steps: [TouchExplanation.Step] = []
        for entry in related {
            let step = TouchExplanation.Step(time: entry.time, offset: entry.time - start.time,
                                             subject: entry.record.pressSubject, text: entry.record.pressText,
                                             reason: entry.record.pressReasonCode)
            steps.append(step)
            switch entry.record {
            case .pressRouted(_, let responder?, let reason) where !reason.isRepeat:
                receiver = TraceName(responder).path
            case .keyCommand(_, let fired?, .fired):
                command = PressName.of(fired)
            default: break
            }
        }
        return PressExplanation(key: PressName.of(press), characters: press.key?.characters ?? "",
                                time: start.time, receiver: receiver, keyCommand: command, steps: steps)
    }
}

extension PressRoutingReason {
    /// Whether the reason is a repeat of a held key.
    var isRepeat: Bool {
        if case .repeated = self { return true }
        return false
    }
}

extension TraceRecord {
    /// The press of a ``pressRouted(press:responder:reason:)`` record.
    var routedPress: UIPress? {
        if case .pressRouted(let press, _, _) = self { return press }
        return nil
    }

    /// The press of a ``keyCommand(press:command:decision:)`` record.
    var keyCommandPress: UIPress? {
        if case .keyCommand(let press, _, _) = self { return press }
        return nil
    }

    /// Whether the record is about `press`.
    func concerns(_ press: UIPress) -> Bool {
        switch self {
        case .pressRouted(let other, _, _), .keyCommand(let other, _, _): other === press
        case .presses(_, _, let presses, _): presses.contains(press)
        default: false
        }
    }

    /// Who a press record is about.
    var pressSubject: String {
        switch self {
        case .presses(_, let responder, _, _): TraceName(responder).short
        case .pressRouted(_, let responder, _): responder.map { TraceName($0).short } ?? "application"
        case .keyCommand(_, let command, _): command.map { "key command \(PressName.of($0))" } ?? "key commands"
        default: ""
        }
    }

    /// What a press record says.
    var pressText: String {
        switch self {
        case .presses(let phase, _, _, let sender):
            "presses\(phase.name)" + (sender.map { " (passed on by \(TraceName($0).short))" } ?? "")
        case .pressRouted(_, _, let reason): reason.text
        case .keyCommand(_, _, let decision): decision.text
        default: summary
        }
    }

    /// The stable code of a press record's reason.
    var pressReasonCode: String? {
        switch self {
        case .pressRouted(_, _, let reason): reason.code
        case .keyCommand(_, _, let decision): decision.code
        default: nil
        }
    }
}
