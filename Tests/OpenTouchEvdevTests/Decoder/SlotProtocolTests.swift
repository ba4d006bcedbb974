import Foundation
import Testing
import OpenTouch
import OpenTouchEvdev

@Suite("Decoder: multitouch protocol B")
struct SlotProtocolTests {
    @Test("a contact touches down, moves and lifts with one identity")
    func singleContact() {
        var script = EventScript()
        script.trackingID(40); script.position(100, 50); script.report()
        script.position(110, 60); script.report()
        script.trackingID(-1); script.report()
        let (events, decoder) = decodeAll(script.events, device: TestDevices.slotted())
        #expect(events.summaries == [["down 1 (100,50)"], ["move 1 (110,60)"], ["up 1 (110,60)"]])
        #expect(decoder.touchProtocol == .multitouchB)
        #expect(decoder.diagnostics.isEmpty)
    }

    @Test("digitizer events carry the SYN_REPORT time and the finger masks of down/move/up")
    func timestampsAndMasks() {
        var script = EventScript()
        script.time = 5
        script.trackingID(1); script.position(1, 1); script.report(step: 0.25)
        script.trackingID(-1); script.report()
        let (events, _) = decodeAll(script.events, device: TestDevices.slotted())
        #expect(events.map(\.timestamp) == [5, 5.25])
        #expect(events[0].fingers[0].eventMask == DigitizerEvent.Finger.down(1, at: .zero).eventMask)
        #expect(events[1].fingers[0].eventMask == DigitizerEvent.Finger.up(1, at: .zero).eventMask)
        #expect(events[1].fingers[0].isTouching == false)
    }

    @Test("two slots give two fingers; a frame mentions only the slots that changed")
    func twoSlots() {
        var script = EventScript()
        script.slot(0); script.trackingID(7); script.position(10, 10)
        script.slot(1); script.trackingID(8); script.position(500, 400); script.report()
        script.slot(1); script.position(510, 400); script.report()
        script.slot(0); script.trackingID(-1); script.report()
        script.slot(1); script.trackingID(-1); script.report()
        let (events, _) = decodeAll(script.events, device: TestDevices.slotted())
        #expect(events.summaries == [
            ["down 1 (10,10)", "down 2 (500,400)"], ["move 2 (510,400)"], ["up 1 (10,10)"], ["up 2 (510,400)"],
        ])
    }

    @Test("a new tracking id without -1 lifts the old contact and begins a new one")
    func trackingIDReplaced() {
        var script = EventScript()
        script.trackingID(1); script.position(10, 10); script.report()
        script.trackingID(2); script.position(20, 20); script.report()
        script.trackingID(-1); script.report()
        let (events, _) = decodeAll(script.events, device: TestDevices.slotted())
        #expect(events.summaries == [["down 1 (10,10)"], ["up 1 (10,10)", "down 2 (20,20)"], ["up 2 (20,20)"]])
    }

    @Test("identities are never reused, even when the device reuses tracking ids")
    func identitiesNotReused() {
        var script = EventScript()
        for _ in 0..<3 {
            script.trackingID(5); script.position(1, 1); script.report()
            script.trackingID(-1); script.report()
        }
        let (events, _) = decodeAll(script.events, device: TestDevices.slotted())
        #expect(events.flatMap { $0.fingers.map(\.identity) } == [1, 1, 2, 2, 3, 3])
    }

    @Test("a slot beyond the device's slot count is diagnosed and its events ignored")
    func slotOutOfRange() {
        var script = EventScript()
        script.slot(9); script.trackingID(3); script.position(1, 1)
        script.slot(0); script.trackingID(4); script.position(2, 2); script.report()
        let (events, decoder) = decodeAll(script.events, device: TestDevices.slotted(slots: 2))
        #expect(events.summaries == [["down 1 (2,2)"], ["up 1 (2,2)"]])
        let diagnostic = decoder.diagnostics.first { $0.kind == .slotOutOfRange }
        #expect(diagnostic?.eventIndex == 0)
        #expect(diagnostic?.frame == 0)
    }

    @Test("SYN_DROPPED discards the frame and everything up to the next SYN_REPORT")
    func synDropped() {
        var script = EventScript()
        script.trackingID(1); script.position(10, 10); script.report()
        script.position(20, 20); script.dropped(); script.position(30, 30); script.report()
        script.position(40, 40); script.report()
        let (events, decoder) = decodeAll(script.events, device: TestDevices.slotted())
        #expect(events.summaries == [["down 1 (10,10)"], ["move 1 (40,40)"], ["up 1 (40,40)"]])
        #expect(decoder.diagnostics.map(\.kind).contains(.eventsDropped))
    }

    @Test("finish lifts contacts still down, at the last event's time, with a diagnostic")
    func finishLifts() {
        var script = EventScript()
        script.slot(0); script.trackingID(1); script.position(10, 10)
        script.slot(1); script.trackingID(2); script.position(20, 20); script.report()
        var decoder = EvdevTouchDecoder(device: TestDevices.slotted(), mapping: TestDevices.screen)
        for event in script.events { _ = decoder.feed(event) }
        #expect(decoder.activeContactCount == 2)
        let last = decoder.finish()
        #expect(last?.fingers.map(\.summary) == ["up 1 (10,10)", "up 2 (20,20)"])
        #expect(last?.timestamp == 10)
        #expect(decoder.activeContactCount == 0)
        #expect(decoder.diagnostics.map(\.kind) == [.contactsEndedAtFinish])
        #expect(decoder.finish() == nil)
    }

    @Test("pressure is normalised by its axis range and touch major becomes a radius on the X scale")
    func pressureAndRadius() {
        var script = EventScript()
        script.trackingID(1); script.position(0, 0)
        script.abs(EvdevAbsoluteAxis.mtPressure, 51); script.abs(EvdevAbsoluteAxis.mtTouchMajor, 40); script.report()
        let mapping = EvdevScreenMapping(width: 500, height: 250)
        let (events, _) = decodeAll(script.events, device: TestDevices.slotted(), mapping: mapping)
        let finger = events[0].fingers[0]
        #expect(finger.pressure == 51.0 / 255.0)
        #expect(finger.majorRadius == 10)  // 40 units × 0.5 pt/unit ÷ 2
        #expect(finger.minorRadius == 10)
    }
}
