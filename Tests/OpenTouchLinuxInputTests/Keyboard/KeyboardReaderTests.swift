#if os(Linux)
import Foundation
import OpenTouch
import OpenTouchEvdev
import OpenTouchLinuxInput
import Synchronization
import Testing

/// Collects key events from the reader thread.
private final class KeyLog: Sendable {
    private let events = Mutex<[KeyboardEvent]>([])
    func append(_ event: KeyboardEvent) { events.withLock { $0.append(event) } }
    var all: [KeyboardEvent] { events.withLock { $0 } }
}

/// A keyboard's description: the letter keys, Shift and Return.
private func keyboardDevice() -> EvdevDeviceDescription {
    EvdevDeviceDescription(name: "Test Keyboard",
                           eventCodes: [EvdevEventType.syn: [0], EvdevEventType.key: Array(1...88)])
}

@Suite("Keyboard reader: key events piped as struct input_event become KeyboardEvents")
struct KeyboardReaderTests {
    @Test("presses and releases are posted in order with the sender id; autorepeats are not; held keys are released at the end")
    func pipedKeys() throws {
        let log = KeyLog()
        let feeder = StreamFeeder()
        let reader = EvdevKeyboardReader(fileDescriptor: feeder.readEnd, device: keyboardDevice(),
                                         destination: .handler { log.append($0) }, senderID: 42)
        try reader.start()
        let events: [EvdevEvent] = [
            .key(42, 1, at: 1.0), .syncReport(at: 1.0),    // Left Shift down
            .key(35, 1, at: 1.1), .syncReport(at: 1.1),    // H down
            .key(35, 2, at: 1.6), .syncReport(at: 1.6),    // kernel autorepeat: not posted
            .key(35, 0, at: 1.7), .syncReport(at: 1.7),    // H up
            .key(28, 0, at: 1.8), .syncReport(at: 1.8),    // Return up, never down: a diagnostic
        ]
        feeder.feed(InputEventRecord.encode(contentsOf: events), chunk: 50)
        #expect(reader.waitUntilFinished(timeout: 60) == .endOfStream)
        #expect(log.all == [
            .down(.keyboardLeftShift, at: 1.0, senderID: 42), .down(.keyboardH, at: 1.1, senderID: 42),
            .up(.keyboardH, at: 1.7, senderID: 42), .up(.keyboardLeftShift, at: 1.8, senderID: 42),
        ])
        let kinds = reader.recentDiagnostics.map(\.kind)
        #expect(kinds.contains(.keysReleased))
        #expect(reader.recentDiagnostics.contains { $0.decoderDiagnostic?.kind == .keyUpWithoutDown })
    }
}
#endif
