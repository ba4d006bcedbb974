#if os(Linux)
import Foundation
import OpenTouchEvdev
import OpenTouchLinuxInput
import Testing

@Suite("evemu output: the format opentouch record writes", .enabled(if: SystemLibraries.libevdevTestsEnabled, SystemLibraries.libevdevSkipReason))
struct EvemuWriterTests {
    @Test("the header's N, I, P, B and A lines are the fixture's own", arguments: ["Atmel maXTouch Touchscreen.desc", "EP0430M09.desc"])
    func headerMatchesFixture(_ name: String) throws {
        let text = try EvemuFixture.text(name)
        let device = EvemuFixture.description(text)
        let header = EvemuWriter(device: device, kernelRelease: "6.1.0").header()
        let dataLines = { (text: String) in
            text.split(separator: "\n").filter { ["N:", "I:", "P:", "B:", "A:"].contains($0.prefix(2)) }
        }
        #expect(dataLines(header) == dataLines(text))
        #expect(header.hasPrefix("# EVEMU 1.3\n# Kernel: 6.1.0\n# Input device name: \"\(device.name)\"\n"))
        #expect(header.hasSuffix("#      Waiting for events      #\n################################\n"))
        #expect(EvemuFixture.description(header) == device)
    }

    @Test("the header's commented summary lists codes with their axis ranges, as evemu writes them")
    func headerComments() throws {
        let text = try EvemuFixture.text("Atmel maXTouch Touchscreen.desc")
        let header = EvemuWriter(device: EvemuFixture.description(text)).header()
        for line in ["#   Event type 3 (EV_ABS)", "#     Event code 0 (ABS_X)", "#       Value      0",
                     "#       Min        0", "#       Max      799", "#       Resolution 0",
                     "#   Property  type 1 (INPUT_PROP_DIRECT)"] {
            #expect(header.contains(line + "\n"), "missing \(line)")
        }
    }

    @Test("E: lines are the fixture's own, times and comments included")
    func eventLinesMatchFixture() throws {
        let text = try EvemuFixture.text("Atmel maXTouch Touchscreen.2-fingers-touch-release.events")
        let device = EvemuFixture.description(text)
        let events = EvemuFixture.events(text)
        var writer = EvemuWriter(device: device)
        let written = events.map { writer.line(for: $0) }
        let original = text.split(separator: "\n").filter { $0.hasPrefix("E: ") }.map { String($0) + "\n" }
        // The fixture starts at 0.000001, as evemu-record writes it, so the lines are identical.
        #expect(written == original)
        // Shifted in time, only the times would move: the first event is always at 0.000001.
        var shifted = EvemuWriter(device: device)
        let later = events.map { EvdevEvent(time: $0.time + 1_000, type: $0.type, code: $0.code, value: $0.value) }
        #expect(later.map { shifted.line(for: $0) } == original)
    }
}
#endif
