#if os(Linux)
import Foundation
import OpenTouch
import OpenTouchEvdev
import OpenTouchLinuxInput
import Testing

/// A deterministic generator (SplitMix64) for garbage streams.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `count` records mixing plausible protocol B frames with impossible types and codes, absurd
/// values, out-of-range slots, SYN_DROPPED and SYN_MT_REPORT.
private func garbageRecords(seed: UInt64, count: Int) -> [(seconds: Int64, microseconds: Int64, type: UInt16, code: UInt16, value: Int32)] {
    var random = SplitMix64(state: seed)
    let absurd: [Int32] = [.min, .max, -1, 0, 1, 65_535, -65_536, 800, 479, 3, 4, 99]
    var records: [(Int64, Int64, UInt16, UInt16, Int32)] = []
    var microseconds: Int64 = 0
    for _ in 0..<count {
        microseconds += Int64.random(in: 0...3_000, using: &random)
        let time = (microseconds / 1_000_000, microseconds % 1_000_000)
        let value = Bool.random(using: &random) ? absurd.randomElement(using: &random)! : Int32.random(in: -10...900, using: &random)
        let record: (UInt16, UInt16, Int32)
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<3: record = (EvdevEventType.syn, EvdevSyncCode.report, 0)
        case 3: record = (EvdevEventType.syn, [EvdevSyncCode.dropped, EvdevSyncCode.mtReport, 0x0f, 0x7fff].randomElement(using: &random)!, value)
        case 4..<6: record = (EvdevEventType.abs, EvdevAbsoluteAxis.mtSlot, Int32.random(in: -2...6, using: &random))
        case 6..<9: record = (EvdevEventType.abs, EvdevAbsoluteAxis.mtTrackingID, Bool.random(using: &random) ? -1 : Int32.random(in: 0...20, using: &random))
        case 9..<13: record = (EvdevEventType.abs, Bool.random(using: &random) ? EvdevAbsoluteAxis.mtPositionX : EvdevAbsoluteAxis.mtPositionY, value)
        case 13: record = (EvdevEventType.key, EvdevKeyCode.btnTouch, value)
        case 14: record = (UInt16.random(in: 0x20...0xffff, using: &random), UInt16.random(in: 0...0xffff, using: &random), value)
        case 15: record = ([0x06, 0x10, 0x1f].randomElement(using: &random)!, 0, value)
        case 16: record = (EvdevEventType.abs, UInt16.random(in: 0x40...0xffff, using: &random), value)
        case 17: record = (EvdevEventType.key, UInt16.random(in: 0x300...0xffff, using: &random), value)
        default: record = (EvdevEventType.abs, UInt16.random(in: 0...0x3f, using: &random), value)
        }
        records.append((time.0, time.1, record.0, record.1, record.2))
    }
    return records
}

/// Whether the kernel could send `event` (what the reader lets through).
private func isPossible(_ event: EvdevEvent) -> Bool {
    guard event.type <= EvdevEventType.max, let maximum = LinuxInputNames.maximumCode(ofType: event.type) else { return false }
    return event.code <= maximum
}

/// Checks that every identity touches down once, then ends (lift or cancel) once, and is not
/// mentioned again; returns the number of touches.
private func checkEachTouchEndsOnce(_ events: [DigitizerEvent]) -> Int {
    var state: [Int: String] = [:]
    for event in events {
        for finger in event.fingers {
            let phase: String = finger.isCancelled ? "end" : finger.eventMask.contains(.touch) ? (finger.isTouching ? "down" : "end") : "move"
            switch (state[finger.identity], phase) {
            case (nil, "down"): state[finger.identity] = "down"
            case ("down", "move"): break
            case ("down", "end"): state[finger.identity] = "ended"
            default: Issue.record("finger \(finger.identity): \(phase) after \(state[finger.identity] ?? "nothing")")
            }
        }
    }
    #expect(state.values.allSatisfy { $0 == "ended" }, "touches left down: \(state.filter { $0.value != "ended" })")
    return state.count
}

@MainActor
@Suite("Stream reader robustness: partial records, garbage, dropped events")
struct StreamRobustnessTests {
    @Test("end of stream in the middle of a record: a truncatedRecord diagnostic, the whole records delivered, no crash")
    func endOfStreamMidRecord() throws {
        let scene = TouchScene(size: CGSize(width: 800, height: 480))
        let log = ReaderLog()
        let feeder = StreamFeeder()
        let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, device: TestDevices.touchscreen(),
                                      application: scene.app, configuration: log.configuration(TestDevices.screen))
        try reader.start()
        let tap = TestDevices.down(slot: 0, id: 1, x: 10, y: 10, at: 1) + TestDevices.up(slot: 0, at: 1.1)
        let partial = Array(InputEventRecord.encode(.syncReport(at: 2)).prefix(10))
        feeder.feed(InputEventRecord.encode(contentsOf: tap) + partial, chunk: 7)
        #expect(reader.waitUntilFinished(timeout: 60) == .endOfStream)
        scene.app.processPendingInput()
        #expect(scene.view.untimedLines == ["began #1 (10.000, 10.000)", "ended #1 (10.000, 10.000)"])
        let truncated = log.diagnostics.filter { $0.kind == .truncatedRecord }
        #expect(truncated.count == 1)
        #expect(truncated.first?.message.contains("10 bytes into a 24-byte") == true)
    }

    @Test("a stream that ends with a finger down lifts it once at the end (as the decoder's finish() does)")
    func endOfStreamLiftsTouchesStillDown() throws {
        let scene = TouchScene(size: CGSize(width: 800, height: 480))
        let feeder = StreamFeeder()
        let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, device: TestDevices.touchscreen(),
                                      application: scene.app,
                                      configuration: EvdevTouchReader.Configuration(mapping: TestDevices.screen))
        try reader.start()
        feeder.feed(InputEventRecord.encode(contentsOf: TestDevices.down(slot: 2, id: 9, x: 30, y: 40, at: 3)))
        #expect(reader.waitUntilFinished(timeout: 60) == .endOfStream)
        scene.app.processPendingInput()
        #expect(scene.view.untimedLines == ["began #1 (30.000, 40.000)", "ended #1 (30.000, 40.000)"])
        #expect(reader.recentDiagnostics.compactMap(\.decoderDiagnostic?.kind) == [.contactsEndedAtFinish])
    }

    @Test("garbage records (impossible types and codes, absurd values): diagnostics, and every begun touch ends exactly once",
          arguments: [1, 2, 3, 42] as [UInt64])
    func garbageRecordsEndEveryTouchOnce(seed: UInt64) throws {
        let records = garbageRecords(seed: seed, count: 4_000)
        var bytes: [UInt8] = []
        for record in records {
            bytes += InputEventRecord.encode(seconds: record.seconds, microseconds: record.microseconds,
                                             type: record.type, code: record.code, value: record.value)
        }
        let device = TestDevices.touchscreen(slots: 4)
        let log = ReaderLog()
        let feeder = StreamFeeder()
        let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, device: device, destination: log.destination,
                                      configuration: log.configuration(TestDevices.screen), logger: quietLogger)
        try reader.start()
        feeder.feed(bytes, chunk: 1_000)
        #expect(reader.waitUntilFinished(timeout: 120) == .endOfStream)

        let touches = checkEachTouchEndsOnce(log.events)
        #expect(touches > 0)
        let kinds = Set(log.diagnostics.map(\.kind))
        #expect(kinds.contains(.invalidEvent))
        #expect(kinds.contains(.decoder))
        // What got through is exactly what decoding the possible events directly gives.
        let possible = records.map { EvdevEvent(seconds: $0.seconds, microseconds: $0.microseconds,
                                                type: $0.type, code: $0.code, value: $0.value) }.filter(isPossible)
        #expect(log.events == decodeDirectly(possible, device: device, mapping: TestDevices.screen))

        // And the application sees each begun touch end once.
        let scene = TouchScene(size: CGSize(width: 800, height: 480))
        scene.deliverDirectly(log.events)
        #expect(scene.view.begunCount == scene.view.endedCount)
    }

    @Test("garbage stopped half-way: the touches still down are cancelled, each once")
    func garbageStoppedHalfWay() throws {
        let records = garbageRecords(seed: 7, count: 600)
        var bytes: [UInt8] = []
        for record in records {
            bytes += InputEventRecord.encode(seconds: record.seconds, microseconds: record.microseconds,
                                             type: record.type, code: record.code, value: record.value)
        }
        // A touch that is surely down at the moment of stopping.
        bytes += InputEventRecord.encode(contentsOf: TestDevices.down(slot: 3, id: 500, x: 1, y: 1, at: 100))
        let log = ReaderLog()
        let feeder = StreamFeeder()
        defer { feeder.closeWriteEnd() }
        let reader = log.reader(of: feeder, device: TestDevices.touchscreen(slots: 4))
        try reader.start()
        feeder.feed(bytes, closes: false)
        let deadline = Date().addingTimeInterval(60)
        while !log.events.contains(where: { $0.timestamp == 100 }) && Date() < deadline { usleep(2_000) }
        reader.stop()
        #expect(reader.end == .stopped)
        _ = checkEachTouchEndsOnce(log.events)
        let last = try #require(log.events.last)
        #expect(!last.fingers.isEmpty && last.fingers.allSatisfy(\.isCancelled))
    }

    @Test("a record whose microseconds are out of range is diagnosed and still used")
    func invalidMicroseconds() throws {
        let log = ReaderLog()
        let feeder = StreamFeeder()
        let reader = log.reader(of: feeder)
        try reader.start()
        var bytes = InputEventRecord.encode(contentsOf: Array(TestDevices.down(slot: 0, id: 1, x: 1, y: 1, at: 1).dropLast()))
        bytes += InputEventRecord.encode(seconds: 1, microseconds: 2_500_000, type: EvdevEventType.syn,
                                         code: EvdevSyncCode.report, value: 0)
        feeder.feed(bytes)
        #expect(reader.waitUntilFinished(timeout: 60) == .endOfStream)
        #expect(log.diagnostics.map(\.kind).contains(.invalidTimestamp))
        #expect(log.events.first?.timestamp == 3.5)
    }

    @Test("SYN_DROPPED in a stream: the decoder discards up to the next SYN_REPORT and says so")
    func droppedEventsInAStream() throws {
        let log = ReaderLog()
        let feeder = StreamFeeder()
        let reader = log.reader(of: feeder)
        try reader.start()
        var events = TestDevices.down(slot: 0, id: 1, x: 10, y: 10, at: 1)
        events += [.absolute(EvdevAbsoluteAxis.mtPositionX, 500, at: 1.1), .sync(EvdevSyncCode.dropped, at: 1.1),
                   .absolute(EvdevAbsoluteAxis.mtPositionX, 600, at: 1.1), .syncReport(at: 1.1)]
        events += TestDevices.move(slot: 0, x: 20, y: 10, at: 1.2) + TestDevices.up(slot: 0, at: 1.3)
        feeder.feed(InputEventRecord.encode(contentsOf: events))
        #expect(reader.waitUntilFinished(timeout: 60) == .endOfStream)
        #expect(log.diagnostics.compactMap(\.decoderDiagnostic?.kind).contains(.eventsDropped))
        #expect(log.events.flatMap(\.fingers).map { $0.location.x } == [10, 20, 20])
    }

    @Test("diagnostics of one kind past the limit are counted and summarised once at the end")
    func repeatedDiagnosticsAreSummarised() throws {
        let log = ReaderLog()
        let feeder = StreamFeeder()
        var configuration = log.configuration(TestDevices.screen)
        configuration.repeatedDiagnosticLimit = 3
        let reader = log.reader(of: feeder, configuration: configuration)
        try reader.start()
        let junk = (0..<10).map { EvdevEvent(time: 1, type: 0x1e, code: 0, value: Int32($0)) }
        feeder.feed(InputEventRecord.encode(contentsOf: junk))
        #expect(reader.waitUntilFinished(timeout: 60) == .endOfStream)
        #expect(log.diagnostics.map(\.kind) == [.invalidEvent, .invalidEvent, .invalidEvent, .diagnosticsSuppressed])
        #expect(log.diagnostics.last?.message.hasPrefix("7 more invalidEvent") == true)
    }
}
#endif
