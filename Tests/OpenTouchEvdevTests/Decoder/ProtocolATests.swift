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
