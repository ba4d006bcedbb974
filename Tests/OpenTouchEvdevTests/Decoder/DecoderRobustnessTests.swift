import Foundation
import Testing
import OpenTouch
import OpenTouchEvdev

@Suite("Decoder: robustness")
struct DecoderRobustnessTests {
    @Test("timestamps going backwards are raised to the previous frame's, with a diagnostic")
    func backwardsTime() {
        var script = EventScript()
        script.time = 10
        script.trackingID(1); script.position(1, 1); script.report()
        script.time = 9
        script.position(2, 2); script.report()
        let (events, decoder) = decodeAll(script.events, device: TestDevices.slotted())
        #expect(events.map(\.timestamp) == [10, 10, 10])
        #expect(decoder.diagnostics.first?.kind == .timestampWentBackwards)
        #expect(decoder.diagnostics.first?.eventIndex == 6)
    }

    @Test("non-finite times and extreme values never crash and stay on screen")
    func extremes() {
        let events: [EvdevEvent] = [
            .absolute(EvdevAbsoluteAxis.mtTrackingID, .max, at: .nan),
            .absolute(EvdevAbsoluteAxis.mtPositionX, .min, at: .infinity),
            .absolute(EvdevAbsoluteAxis.mtPositionY, .max, at: -.infinity),
            .absolute(EvdevAbsoluteAxis.mtPressure, .max, at: 0),
            .absolute(EvdevAbsoluteAxis.mtTouchMajor, .min, at: 0),
            .syncReport(at: .nan),
            .absolute(EvdevAbsoluteAxis.mtSlot, .min, at: 1),
            .absolute(EvdevAbsoluteAxis.mtSlot, .max, at: 1),
            .syncReport(at: .infinity),
        ]
        let (output, decoder) = decodeAll(events, device: TestDevices.slotted())
        #expect(output.count == 2)
        for finger in output.flatMap(\.fingers) {
            #expect(finger.location.x >= 0 && finger.location.x < 1000)
            #expect(finger.location.y >= 0 && finger.location.y < 500)
            #expect(finger.pressure >= 0 && finger.pressure <= 1)
            #expect(finger.majorRadius.isFinite && finger.majorRadius >= 0)
        }
        #expect(output.allSatisfy { $0.timestamp.isFinite })
        #expect(decoder.diagnostics.contains { $0.kind == .valueOutOfRange })
    }

    @Test("diagnostics stop at the limit and the rest are counted")
    func diagnosticLimit() {
        let events = (0..<20).map { _ in EvdevEvent.absolute(EvdevAbsoluteAxis.mtSlot, 99, at: 0) }
        var decoder = EvdevTouchDecoder(device: TestDevices.slotted(), mapping: TestDevices.screen,
                                        options: .init(maximumDiagnostics: 5))
        for event in events { _ = decoder.feed(event) }
        #expect(decoder.diagnostics.count == 5)
        let drained = decoder.removeDiagnostics()
        #expect(drained.count == 6)
        #expect(drained.last?.kind == .diagnosticsSuppressed)
        #expect(decoder.diagnostics.isEmpty)
    }
}
