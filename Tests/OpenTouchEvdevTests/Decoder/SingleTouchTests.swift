import Foundation
import Testing
import OpenTouch
import OpenTouchEvdev

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
