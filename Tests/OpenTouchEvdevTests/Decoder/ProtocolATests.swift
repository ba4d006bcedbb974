import Foundation
import Testing
import OpenTouch
import OpenTouchEvdev

@Suite("Decoder: multitouch protocol A")
struct ProtocolATests {
    @Test("contacts separated by SYN_MT_REPORT; an empty frame lifts all")
    func basicFrames() {
        var script = EventScript()
        script.contact(100, 100); script.contact(800, 400); script.report()
        script.contact(105, 100); script.contact(800, 410); script.report()
        script.report()
        let (events, decoder) = decodeAll(script.events, device: TestDevices.protocolA())
        #expect(decoder.touchProtocol == .multitouchA)
        #expect(events.summaries == [
            ["down 1 (100,100)", "down 2 (800,400)"],
            ["move 1 (105,100)", "move 2 (800,410)"],
            ["up 1 (105,100)", "up 2 (800,410)"],
        ])
    }

    @Test("contacts are matched to the previous frame's by nearest position, whatever their order")
    func nearestMatching() {
        var script = EventScript()
        script.contact(100, 100); script.contact(800, 400); script.report()
        script.contact(790, 400); script.contact(110, 100); script.report()
        let (events, _) = decodeAll(script.events, device: TestDevices.protocolA())
        #expect(events[1].fingers.map(\.summary) == ["move 1 (110,100)", "move 2 (790,400)"])
    }

    @Test("a contact that disappears lifts; one that appears touches down")
    func appearAndDisappear() {
        var script = EventScript()
        script.contact(100, 100); script.contact(800, 400); script.report()
        script.contact(800, 400); script.report()
        script.contact(800, 400); script.contact(300, 300); script.report()
        let (events, _) = decodeAll(script.events, device: TestDevices.protocolA())
        #expect(events[1].fingers.map(\.summary) == ["up 1 (100,100)"])
        #expect(events[2].fingers.map(\.summary) == ["down 3 (300,300)"])
    }

    @Test("BTN_TOUCH 0 lifts every contact even if the frame lists some")
    func buttonRelease() {
        var script = EventScript()
        script.contact(100, 100); script.key(EvdevKeyCode.btnTouch, 1); script.report()
        script.key(EvdevKeyCode.btnTouch, 0); script.contact(100, 100); script.report()
        let (events, _) = decodeAll(script.events, device: TestDevices.protocolA())
        #expect(events.summaries == [["down 1 (100,100)"], ["up 1 (100,100)"]])
    }

    @Test("ties in distance go to the earlier previous contact, then the earlier new one")
    func deterministicTies() {
        var script = EventScript()
        script.contact(100, 100); script.contact(300, 100); script.report()
        script.contact(200, 100); script.report()
        let (events, _) = decodeAll(script.events, device: TestDevices.protocolA())
        #expect(events[1].fingers.map(\.summary) == ["move 1 (200,100)", "up 2 (300,100)"])
    }

    @Test("ABS_MT_TRACKING_ID, when sent, matches contacts instead of distance")
    func trackingIDs() {
        var script = EventScript()
        script.abs(EvdevAbsoluteAxis.mtTrackingID, 1); script.contact(100, 100)
        script.abs(EvdevAbsoluteAxis.mtTrackingID, 2); script.contact(800, 400); script.report()
        script.abs(EvdevAbsoluteAxis.mtTrackingID, 2); script.contact(110, 100)
        script.abs(EvdevAbsoluteAxis.mtTrackingID, 1); script.contact(790, 400); script.report()
        let (events, _) = decodeAll(script.events, device: TestDevices.protocolA())
        #expect(events[1].fingers.map(\.summary) == ["move 1 (790,400)", "move 2 (110,100)"])
    }

    @Test("a contact without a position is diagnosed and ignored")
    func incompleteContact() {
        var script = EventScript()
        script.abs(EvdevAbsoluteAxis.mtPositionX, 5); script.mtReport(); script.contact(7, 7); script.report()
        let (events, decoder) = decodeAll(script.events, device: TestDevices.protocolA())
        #expect(events[0].fingers.map(\.summary) == ["down 1 (7,7)"])
        #expect(decoder.diagnostics.first?.kind == .incompleteContact)
    }
}

@Suite("Decoder: single touch")
struct SingleTouchTests {
    @Test("ABS_X/ABS_Y with BTN_TOUCH give one finger; pressure comes from ABS_PRESSURE")
    func singleTouch() {
        var script = EventScript()
        script.abs(EvdevAbsoluteAxis.x, 10); script.abs(EvdevAbsoluteAxis.y, 20)
        script.abs(EvdevAbsoluteAxis.pressure, 50); script.key(EvdevKeyCode.btnTouch, 1); script.report()
        script.abs(EvdevAbsoluteAxis.x, 15); script.report()
        script.key(EvdevKeyCode.btnTouch, 0); script.report()
        script.abs(EvdevAbsoluteAxis.x, 99); script.report()
        let (events, decoder) = decodeAll(script.events, device: TestDevices.singleTouch())
        #expect(decoder.touchProtocol == .singleTouch)
        #expect(events.summaries == [["down 1 (10,20)"], ["move 1 (15,20)"], ["up 1 (15,20)"]])
        #expect(events[0].fingers[0].pressure == 0.5)
    }

    @Test("a device with both MT and single-touch axes reads either way on request")
    func protocolSelection() {
        var script = EventScript()
        script.trackingID(1); script.position(100, 100)
        script.abs(EvdevAbsoluteAxis.x, 100); script.abs(EvdevAbsoluteAxis.y, 100)
        script.key(EvdevKeyCode.btnTouch, 1); script.report()
        script.slot(1); script.trackingID(2); script.position(300, 300); script.report()
        script.slot(0); script.trackingID(-1); script.slot(1); script.trackingID(-1)
        script.key(EvdevKeyCode.btnTouch, 0); script.report()
        let device = TestDevices.slotted()
        let multi = decodeAll(script.events, device: device, options: .init(protocolSelection: .multitouch))
        let single = decodeAll(script.events, device: device, options: .init(protocolSelection: .singleTouch))
        #expect(multi.decoder.touchProtocol == .multitouchB)
        #expect(multi.events.summaries == [["down 1 (100,100)"], ["down 2 (300,300)"],
                                           ["up 1 (100,100)", "up 2 (300,300)"]])
        #expect(single.decoder.touchProtocol == .singleTouch)
        #expect(single.events.summaries == [["down 1 (100,100)"], ["up 1 (100,100)"]])
        #expect(device.supportedTouchProtocols == [.multitouchB, .singleTouch])
    }

    @Test("a device without the selected protocol's axes decodes nothing and says why")
    func unsupported() {
        let (events, decoder) = decodeAll([.syncReport(at: 1)], device: TestDevices.singleTouch(),
                                          options: .init(protocolSelection: .multitouch))
        #expect(events.isEmpty)
        #expect(decoder.touchProtocol == nil)
        #expect(decoder.diagnostics.map(\.kind) == [.unsupportedProtocol])
    }
}

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
