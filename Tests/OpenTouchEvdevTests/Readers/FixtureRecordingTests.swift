import Foundation
import Testing
import OpenTouch
import OpenTouchEvdev

@Suite("Fixtures: every recording in every protocol its device supports")
struct FixtureRecordingTests {
    @Test("multitouch decoding matches the raw slot / contact scan", arguments: Fixtures.recordings)
    func multitouch(_ fixture: FixtureRecording) throws {
        let recording = try fixture.read()
        let raw = RawRecordingScan(eventsText: fixture.eventsText, descriptionText: fixture.descriptionText)
        let decoding = recording.decode(mapping: fixture.screen, options: .init(protocolSelection: .multitouch))
        let decoded = DecodedTouches(decoding.events)
        let expected = fixture.protocolB ? raw.slotTouches() : raw.protocolATouches()
        #expect(decoded.problems.isEmpty)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        #expect(decoded.maxSimultaneous == expected.maxSimultaneous)
        compare(decoded.touches, expected.touches, raw: raw, screen: fixture.screen,
                xCode: 0x35, yCode: 0x36, lastTime: raw.events.last!.time)
    }

    @Test("single-touch decoding matches the raw BTN_TOUCH / ABS_X / ABS_Y scan", arguments: Fixtures.recordings)
    func singleTouch(_ fixture: FixtureRecording) throws {
        let recording = try fixture.read()
        #expect(recording.device.supportedTouchProtocols.contains(.singleTouch))
        let raw = RawRecordingScan(eventsText: fixture.eventsText, descriptionText: fixture.descriptionText)
        let decoding = recording.decode(mapping: fixture.screen, options: .init(protocolSelection: .singleTouch))
        let decoded = DecodedTouches(decoding.events)
        #expect(decoded.problems.isEmpty)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        #expect(decoded.maxSimultaneous == 1)
        compare(decoded.touches, raw.singleTouches(), raw: raw, screen: fixture.screen,
                xCode: 0, yCode: 1, lastTime: raw.events.last!.time)
    }

    @Test("automatic selection reads every fixture device as multitouch", arguments: Fixtures.recordings)
    func automaticIsMultitouch(_ fixture: FixtureRecording) throws {
        let device = try fixture.read().device
        #expect(device.touchProtocol(for: .automatic) == (fixture.protocolB ? .multitouchB : .multitouchA))
    }

    private func compare(_ decoded: [DecodedTouches.Touch], _ expected: [RawRecordingScan.Touch],
                         raw: RawRecordingScan, screen: EvdevScreenMapping, xCode: Int, yCode: Int, lastTime: Double) {
        #expect(decoded.count == expected.count)
        let sortedExpected = expected.sorted { ($0.start, $0.startPoint.0) < ($1.start, $1.startPoint.0) }
        let sortedDecoded = decoded.sorted { ($0.start, $0.startPoint.x) < ($1.start, $1.startPoint.x) }
        for (touch, fact) in zip(sortedDecoded, sortedExpected) {
            #expect(touch.start == fact.start)
            #expect(touch.end == (fact.end ?? lastTime))
            let width = Double(screen.size.width), height = Double(screen.size.height)
            expectClose(touch.startPoint, raw.map(fact.startPoint.0, axis: xCode, size: width),
                        raw.map(fact.startPoint.1, axis: yCode, size: height))
            expectClose(touch.endPoint, raw.map(fact.endPoint.0, axis: xCode, size: width),
                        raw.map(fact.endPoint.1, axis: yCode, size: height))
        }
    }

    private func expectClose(_ point: CGPoint, _ x: Double, _ y: Double,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(Double(point.x) - x) < 1e-9, "x \(point.x) vs \(x)", sourceLocation: sourceLocation)
        #expect(abs(Double(point.y) - y) < 1e-9, "y \(point.y) vs \(y)", sourceLocation: sourceLocation)
    }
}
