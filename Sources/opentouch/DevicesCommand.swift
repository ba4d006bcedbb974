import ArgumentParser
import Foundation
#if os(Linux)
import OpenTouchEvdev
import OpenTouchLinuxInput
#endif

/// `opentouch devices`: the input devices of this machine, which are touchscreens and why, and
/// their axis ranges; or why there are none to list.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List input devices, which are touchscreens or keyboards and why, and their axis ranges.",
        discussion: """
            Opens every /dev/input/eventN read-only (in numeric order), describes it with libevdev \
            (loaded at run time: apt-get install libevdev2) and \
            classifies it. Devices that cannot be opened are listed with the reason and the fix (for \
            example: join the 'input' group). Exits with status 1 when no touchscreen is found \
            (with --keyboards, when no keyboard is).
            """
    )

    @Option(help: "The directory of event nodes.")
    var directory = "/dev/input"

    @Flag(help: "List the touchscreens only.")
    var touchscreensOnly = false

    @Flag(name: .customLong("keyboards"), help: "List the keyboards only.")
    var keyboardsOnly = false

    func validate() throws {
        if touchscreensOnly && keyboardsOnly {
            throw ValidationError("--touchscreens-only and --keyboards list different devices; pass one")
        }
    }

    func run() throws {
        #if os(Linux)
        let discovery = InputDeviceDiscovery(directory: directory)
        let devices: [DiscoveredInputDevice]
        do {
            devices = try discovery.scan()
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
        if keyboardsOnly {
            try listKeyboards(devices)
            return
        }
        let touchscreens = devices.filter(\.isTouchscreen)
        for device in touchscreensOnly ? touchscreens : devices {
            print(Self.lines(for: device).joined(separator: "\n"))
        }
        if touchscreens.isEmpty {
            if !devices.isEmpty && !touchscreensOnly { print("") }
            printError(LinuxInputError.noTouchscreen(directory: directory, found: devices).description)
            throw ExitCode.failure
        }
        #else
        printError("opentouch devices reads Linux input devices (evdev through libevdev); this platform has none.")
        throw ExitCode.failure
        #endif
    }

    #if os(Linux)
    /// Prints the keyboards; fails when there is none.
    private func listKeyboards(_ devices: [DiscoveredInputDevice]) throws {
        let keyboards = devices.filter { $0.classification?.kind == .keyboard }
        for device in keyboards { print(Self.lines(for: device).joined(separator: "\n")) }
        if keyboards.isEmpty {
            let seen = devices.map(\.summary).joined(separator: "\n  ")
            printError("No keyboard in \(directory)" + (devices.isEmpty ? "." : "; found:\n  " + seen))
            throw ExitCode.failure
        }
    }

    /// `event5 "Name": touchscreen (…)`, then the ids, the node and the position axes.
    static func lines(for device: DiscoveredInputDevice) -> [String] {
        var lines = [device.summary]
        guard let description = device.description else {
            if case .permissionDenied(let problem)? = device.problem { lines.append("    " + problem.description) }
            return lines
        }
        let id = description.id
        lines.append("    \(device.path), bus 0x\(hex(id.busType)) vendor 0x\(hex(id.vendor)) "
                     + "product 0x\(hex(id.product)) version 0x\(hex(id.version))")
        let properties = description.properties.map { LinuxInputNames.propertyName($0) ?? "property \($0)" }
        if !properties.isEmpty { lines.append("    properties: " + properties.joined(separator: ", ")) }
        for code in description.absoluteAxes.keys.sorted() {
            guard let axis = description.absoluteAxes[code] else { continue }
            let name = LinuxInputNames.codeName(code, type: EvdevEventType.abs) ?? "ABS 0x\(hex(code))"
            var text = "    \(name) \(axis.minimum)...\(axis.maximum)"
            if axis.resolution > 0 {
                let unit = code == EvdevAbsoluteAxis.mtOrientation ? "units/rad" : "units/mm"
                text += ", resolution \(axis.resolution) \(unit)"
            }
            if axis.fuzz > 0 { text += ", fuzz \(axis.fuzz)" }
            lines.append(text)
        }
        return lines
    }

    private static func hex(_ value: UInt16) -> String {
        String(format: "%04x", value)
    }
    #endif
}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
