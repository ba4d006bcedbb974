/// Turns a keyboard's evdev events into key transitions and presses, checking them as it goes.
///
/// `EV_KEY` events with value 1 press a key, 0 release it and 2 are the kernel's autorepeats.
/// Codes at or above `BTN_MISC` (0x100) are buttons, not keys, and are skipped silently; other
/// codes without a HID keyboard usage are skipped with a diagnostic. What makes no sense (a
/// release or repeat of a key that is not down, a second press without a release, an unknown
/// value) is reported and repaired, never fatal. After `SYN_DROPPED`, events up to the next
/// `SYN_REPORT` are discarded, as the kernel's protocol asks.
///
/// Feed a live stream one event at a time with ``feed(_:)``, or decode a whole recording with
/// ``decode(_:)``.
public struct EvdevKeyboardDecoder: Sendable {
    /// Keys down now, by code, with the press each started.
    private var held: [UInt16: EvdevKeyPress] = [:]
    /// Presses that ended, in the order they went down.
    private var finished: [EvdevKeyPress] = []
    private var log: DiagnosticLog
    private var dropping = false
    private let keepsPresses: Bool

    /// Creates a decoder.
    ///
    /// - Parameters:
    ///   - diagnosticLimit: How many diagnostics it keeps (then it counts the rest).
    ///   - keepsPresses: Whether finished presses are kept for ``finish()``; a live reader, which
    ///     only needs the transitions, passes false so memory stays bounded.
    public init(diagnosticLimit: Int = 1000, keepsPresses: Bool = true) {
        log = DiagnosticLog(limit: diagnosticLimit)
        self.keepsPresses = keepsPresses
    }

    /// Returns and forgets the diagnostics so far (a live reader forwards them as they come).
    public mutating func removeDiagnostics() -> [EvdevDiagnostic] {
        log.removeAll()
    }

    /// The keys down now, as HID usages in the order they went down.
    public var heldUsages: [Int] {
        held.values.sorted { $0.eventIndex < $1.eventIndex }.map(\.hidUsage)
    }

    /// Takes one event; returns the key transition it makes, if any.
    public mutating func feed(_ event: EvdevEvent) -> EvdevKeyTransition? {
        log.eventIndex += 1
        if event.type == EvdevEventType.syn {
            if event.code == EvdevSyncCode.dropped {
                dropping = true
                log.report(.eventsDropped, "SYN_DROPPED: the kernel lost events; key events up to the next SYN_REPORT ignored")
            } else if event.code == EvdevSyncCode.report {
                dropping = false
                log.frame += 1
            }
            return nil
        }
        guard event.type == EvdevEventType.key, !dropping, event.code < 0x100 else { return nil }
        let name = EvdevNames.codeName(event.code, type: EvdevEventType.key)
        guard let usage = EvdevKeyboardUsage.hidUsage(forEvdevCode: event.code) else {
            log.report(.unmappedKeyCode, "\(name) has no HID keyboard usage; ignored")
            return nil
        }
        guard let phase = EvdevKeyTransition.Phase(rawValue: event.value) else {
            log.report(.invalidKeyValue, "\(name) value \(event.value) is not 0 (up), 1 (down) or 2 (repeat); ignored")
            return nil
        }
        guard apply(phase, code: event.code, usage: usage, time: event.time, name: name) else { return nil }
        return EvdevKeyTransition(time: event.time, code: event.code, hidUsage: usage, phase: phase,
                                  eventIndex: log.eventIndex)
    }

    /// Updates the held keys for a transition; false when it was ignored.
    private mutating func apply(_ phase: EvdevKeyTransition.Phase, code: UInt16, usage: Int, time: Double,
                                name: String) -> Bool {
        switch phase {
        case .down:
            if var earlier = held[code] {
                log.report(.keyDownWhileDown, "\(name) pressed while already down (its release was lost); "
                           + "the earlier press ends here")
                earlier.up = time
                if keepsPresses { finished.append(earlier) }
            }
            held[code] = EvdevKeyPress(code: code, hidUsage: usage, down: time, eventIndex: log.eventIndex)
        case .up:
            guard var press = held.removeValue(forKey: code) else {
                log.report(.keyUpWithoutDown, "\(name) released but not pressed in the recording "
                           + "(held since before it began); ignored")
                return false
            }
            press.up = time
            if keepsPresses { finished.append(press) }
        case .autorepeat:
            guard held[code] != nil else {
                log.report(.keyRepeatWithoutDown, "\(name) autorepeat but the key is not down; ignored")
                return false
            }
            if keepsPresses { held[code]?.repeatTimes.append(time) }
        }
        return true
    }

    /// Ends the stream: every press, in the order the keys went down (those still held have no
    /// release), and the diagnostics, with a note naming the keys still held. The decoder then
    /// starts over (a second call returns nothing).
    public mutating func finish() -> (presses: [EvdevKeyPress], diagnostics: [EvdevDiagnostic]) {
        let stillHeld = held.values.sorted { $0.eventIndex < $1.eventIndex }
        if !stillHeld.isEmpty {
            let names = stillHeld.map { EvdevNames.codeName($0.code, type: EvdevEventType.key) }
            log.report(.keysHeldAtFinish, "still held when the recording ends: " + names.joined(separator: ", "),
                       aboutEvent: false)
        }
        let presses = (finished + stillHeld).sorted { $0.eventIndex < $1.eventIndex }
        held = [:]
        finished = []
        return (presses, log.removeAll())
    }

    /// Decodes a whole stream.
    public static func decode(_ events: [EvdevEvent]) -> EvdevKeyboardDecoding {
        var decoder = EvdevKeyboardDecoder()
        let transitions = events.compactMap { decoder.feed($0) }
        let (presses, diagnostics) = decoder.finish()
        return EvdevKeyboardDecoding(transitions: transitions, presses: presses, diagnostics: diagnostics)
    }
}
