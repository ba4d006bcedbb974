#if os(Linux)
import OpenTouch
import OpenTouchEvdev

/// A keyboard reader's decoding on the reader thread: evdev key events to `KeyboardEvent`s.
///
/// Autorepeats (value 2) are not posted: the application repeats held keys itself, on its clock.
/// When reading ends, keys still down are released (posted up at the end's time), so the
/// application is never left with a key held by a keyboard that is gone.
struct KeyboardPipeline {
    private var decoder = EvdevKeyboardDecoder(keepsPresses: false)
    private let destination: KeyboardEventDestination
    private let senderID: UInt64
    private var outgoing: [KeyboardEvent] = []
    private var held: [UIKeyboardHIDUsage] = []
    private var lastTime: Double = 0

    init(destination: KeyboardEventDestination, senderID: UInt64) {
        self.destination = destination
        self.senderID = senderID
    }

    /// Takes one event (already on the application's time base).
    mutating func feed(_ event: EvdevEvent) {
        lastTime = max(lastTime, event.time)
        guard let transition = decoder.feed(event), transition.phase != .autorepeat,
              let usage = UIKeyboardHIDUsage(rawValue: transition.hidUsage) else { return }
        let isDown = transition.phase == .down
        if isDown { held.append(usage) } else { held.removeAll { $0 == usage } }
        outgoing.append(KeyboardEvent(timestamp: transition.time, usage: usage, isDown: isDown, senderID: senderID))
    }

    /// Posts what was decoded; false once the destination is gone.
    mutating func post() -> Bool {
        guard !outgoing.isEmpty else { return true }
        defer { outgoing.removeAll(keepingCapacity: true) }
        return destination.deliver(outgoing)
    }

    /// Releases the keys still down; returns how many there were.
    mutating func releaseHeld() -> Int {
        let count = held.count
        for usage in held.reversed() {
            outgoing.append(KeyboardEvent(timestamp: lastTime, usage: usage, isDown: false, senderID: senderID))
        }
        held.removeAll()
        return count
    }

    /// The decoder's diagnostics so far.
    mutating func removeDiagnostics() -> [EvdevDiagnostic] {
        decoder.removeDiagnostics()
    }
}
#endif
