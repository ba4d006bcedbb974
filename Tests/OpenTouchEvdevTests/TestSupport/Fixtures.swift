import Foundation
import Testing
import OpenTouchEvdev

/// The evemu-devices recordings bundled as test resources.
enum Fixtures {
    /// The `Fixtures/evemu-devices` folder.
    static var root: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/evemu-devices")
    }

    /// A touchscreen recording or description, by file name.
    static func touchscreen(_ name: String) -> URL {
        root.appendingPathComponent("touchscreens").appendingPathComponent(name)
    }

    /// A tablet recording or description, by file name.
    static func tablet(_ name: String) -> URL {
        root.appendingPathComponent("tablets").appendingPathComponent(name)
    }

    /// The text of a fixture file.
    static func text(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    static let atmel = "Atmel maXTouch Touchscreen"
    static let ep0430 = "EP0430M09"
    static let ntrig = "N-Trig MultiTouch"
    static let wacom = "Wacom ISDv4 E6 Finger"

    /// Every recording with the device's screen and how to read it.
    static let recordings: [FixtureRecording] =
        ["1-finger-drag-up-down", "1-finger-fast-taps", "2-fingers-touch-release", "4-finger-drag-down"]
            .map { FixtureRecording(device: atmel, recording: $0, folder: "touchscreens", format: .single, protocolB: true) }
        + ["1-finger-drag-up-down", "2-finger-scroll-down", "2-fingers-touch-release", "4-finger-drag-down"]
            .map { FixtureRecording(device: ep0430, recording: $0, folder: "touchscreens", format: .single, protocolB: true) }
        + ["1-finger-drag-NW-SE", "2-fingers-touch-release"]
            .map { FixtureRecording(device: ntrig, recording: $0, folder: "touchscreens", format: .pair, protocolB: false) }
        + ["2fg-double-tap", "2fg-tap", "double-center-circle", "double-center-scroll", "double-tap-center",
           "double-top-swipe", "single-center-circle", "single-center-scroll", "single-tap-center", "single-top-swipe"]
            .map { FixtureRecording(device: wacom, recording: $0, folder: "tablets", format: .pair, protocolB: true) }
}

/// One fixture recording: which device, which file, how it is stored.
struct FixtureRecording: Sendable, CustomTestStringConvertible {
    enum Format: Sendable { case single, pair }
    let device: String
    let recording: String
    let folder: String
    let format: Format
    let protocolB: Bool

    var eventsURL: URL {
        Fixtures.root.appendingPathComponent(folder).appendingPathComponent("\(device).\(recording).events")
    }

    var descriptionURL: URL {
        Fixtures.root.appendingPathComponent(folder).appendingPathComponent("\(device).desc")
    }

    /// The screen the device is mapped onto in the tests, in points.
    var screen: EvdevScreenMapping {
        switch device {
        case Fixtures.atmel: EvdevScreenMapping(width: 800, height: 480)
        case Fixtures.ep0430: EvdevScreenMapping(width: 1280, height: 768)
        case Fixtures.ntrig: EvdevScreenMapping(width: 1280, height: 960)
        default: EvdevScreenMapping(width: 1366, height: 768)
        }
    }

    /// Reads the recording with the reader its format needs.
    func read() throws -> EvdevRecording {
        switch format {
        case .single: try EvemuReader.read(contentsOf: eventsURL)
        case .pair: try EvemuReader.readPair(eventsAt: eventsURL)
        }
    }

    /// The text holding the `A:` lines (the recording itself for single files).
    var descriptionText: String {
        Fixtures.text(format == .single ? eventsURL : descriptionURL)
    }

    var eventsText: String { Fixtures.text(eventsURL) }

    var testDescription: String { "\(device).\(recording)" }
}
