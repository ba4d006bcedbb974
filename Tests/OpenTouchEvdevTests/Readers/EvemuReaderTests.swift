import Foundation
import Testing
import OpenTouchEvdev

@Suite("evemu reader")
struct EvemuReaderTests {
    static let header = """
        # EVEMU 1.3
        N: Test Device
        I: 0018 04f3 02a1 0100
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 60 02
        A: 00 0 799 0 0 0
        A: 01 0 479 0 0 0
        A: 2f 0 9 0 0 0
        A: 35 0 799 0 0 0
        A: 36 0 479 0 0 0
        A: 39 0 65535 0 0 0

        """

    @Test("reads every description line kind")
    func description() throws {
        let recording = try EvemuReader.parse(Self.header)
        let device = recording.device
        #expect(device.name == "Test Device")
        #expect(device.id == EvdevDeviceID(busType: 0x18, vendor: 0x4f3, product: 0x2a1, version: 0x100))
        #expect(device.properties == [EvdevProperty.direct])
        #expect(device.eventTypes == [EvdevEventType.syn, EvdevEventType.key, EvdevEventType.abs])
        #expect(device.eventCodes[EvdevEventType.key] == [EvdevKeyCode.btnTouch])
        #expect(device.eventCodes[EvdevEventType.abs] == [0, 1, 0x2f, 0x35, 0x36, 0x39])
        #expect(device.multitouchSlotCount == 10)
        #expect(recording.events.isEmpty)
    }

    @Test("reads events with zero-padded decimal values and trailing comments, with their lines")
    func events() throws {
        let text = Self.header + """
            E: 0.000001 0003 0039 0003\t# EV_ABS / ABS_MT_TRACKING_ID   3
            E: 0.000001 0003 0035 -001
            E: 1.500000 0000 0000 0000
            """
        let recording = try EvemuReader.parse(text)
        #expect(recording.events == [
            EvdevEvent(time: 0.000001, type: 3, code: 0x39, value: 3),
            EvdevEvent(time: 0.000001, type: 3, code: 0x35, value: -1),
            EvdevEvent(time: 1.5, type: 0, code: 0, value: 0),
        ])
        #expect(recording.eventLines == [19, 20, 21])
    }

    @Test("older A: lines without resolution are accepted")
    func oldAxisLines() throws {
        let recording = try EvemuReader.parse("N: Old\nA: 00 0 9600 0 0\n")
        #expect(recording.device.absoluteAxis(EvdevAbsoluteAxis.x) == EvdevAbsInfo(minimum: 0, maximum: 9600))
    }

    @Test("timestamps going backwards are raised and reported with their line")
    func backwardsTime() throws {
        let recording = try EvemuReader.parse("N: T\nE: 2.0 0000 0000 0\nE: 1.0 0000 0000 0\n")
        #expect(recording.events.map(\.time) == [2, 2])
        #expect(recording.warnings.map(\.line) == [3])
        #expect(recording.warnings.first?.kind == .timestampWentBackwards)
    }

    @Test("a split pair reads the device from .desc and the events from .events")
    func pair() throws {
        let recording = try EvemuReader.parse(description: "N: Pair\nA: 00 0 9 0 0\nA: 01 0 9 0 0\n",
                                              events: "E: 1.0 0003 0000 5\nE: 1.0 0000 0000 0\n")
        #expect(recording.device.name == "Pair")
        #expect(recording.events.count == 2)
    }

    @Test("the description sibling is found longest prefix first, prefixes ending at a dot or a space")
    func siblingNames() {
        #expect(EvemuReader.descriptionFileNames(forEventsFileNamed: "Wacom ISDv4 E6 Finger.double-tap-center.events")
                == ["Wacom ISDv4 E6 Finger.double-tap-center.desc", "Wacom ISDv4 E6 Finger.desc", "Wacom ISDv4 E6.desc",
                    "Wacom ISDv4.desc", "Wacom.desc"])
        #expect(EvemuReader.descriptionFileNames(forEventsFileNamed: "Acme v1.2 Panel.tap.events")
                == ["Acme v1.2 Panel.tap.desc", "Acme v1.2 Panel.desc", "Acme v1.2.desc", "Acme v1.desc", "Acme.desc"])
        // The public recordings' other naming: the recording after a space.
        #expect(EvemuReader.descriptionFileNames(forEventsFileNamed: "Wacom Intuos5 touch M Finger double-tap-center.events")
                .prefix(2) == ["Wacom Intuos5 touch M Finger double-tap-center.desc", "Wacom Intuos5 touch M Finger.desc"])
        let url = Fixtures.tablet("Wacom ISDv4 E6 Finger.single-tap-center.events")
        #expect(EvemuReader.descriptionURL(forEventsAt: url)?.lastPathComponent == "Wacom ISDv4 E6 Finger.desc")
    }

    @Test("a missing sibling description is an error naming the candidates")
    func missingSibling() {
        let url = Fixtures.root.appendingPathComponent("Nowhere.tap.events")
        #expect(throws: EvdevReadError.self) { try EvemuReader.readPair(eventsAt: url) }
    }
}
