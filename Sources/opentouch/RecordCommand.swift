import ArgumentParser
import Dispatch
import Foundation
#if os(Linux)
import Glibc
import OpenTouch
import OpenTouchEvdev
import OpenTouchLinuxInput
import Synchronization
#endif

/// `opentouch record DEVICE`: records a live session from a touchscreen in evemu's text format.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a live session from an input device, in evemu's text format.",
        discussion: """
            Writes an evemu 1.3 file: the device description (N:, I:, P:, B:, A: lines), then one E: line \
            per event, times counted from the first event. evemu-play and `opentouch replay` read it. \
            Records until --seconds have passed or Ctrl-C. The events are the ones the touch decoder \
            sees: after a SYN_DROPPED, libevdev's resynchronisation is recorded too, so replaying the \
            file gives the same touches.
            """
    )

    @Argument(help: "The device: a path (/dev/input/event5), an event number (5), or 'auto' for the first touchscreen.")
    var device: String = "auto"

    @Option(name: .shortAndLong, help: "The file to write; '-' for standard output.")
    var output: String = "-"

    @Option(help: "Stop after this many seconds (default: until Ctrl-C).")
    var seconds: Double?

    @Option(help: "The screen size in points for the touch summary, as WxH (default: the device's X and Y ranges).")
    var screen: ScreenSize?

    @Flag(help: "Grab the device while recording, so the desktop does not see the touches.")
    var grab = false

    func validate() throws {
        if let seconds, !(seconds > 0 && seconds.isFinite) {
            throw ValidationError("--seconds must be a positive number.")
        }
    }

    func run() throws {
        #if os(Linux)
        let opened = try openOrExit(with: InputDeviceDiscovery())
        if !opened.classification.isTouchscreen {
            printError("warning: \(opened.path) is \(opened.classification); recording its events anyway.")
        }
        let sink: RecordingSink
        do {
            sink = try RecordingSink(path: output, device: opened.description)
        } catch {
            printError("Cannot write \(output): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        let path = opened.path
        let size = screen?.size ?? Self.defaultScreen(opened.description)
        var configuration = EvdevTouchReader.Configuration(mapping: EvdevScreenMapping(size: size))
        configuration.grabsDevice = grab
        configuration.eventHandler = { event in sink.write(event) }
        configuration.diagnosticHandler = { diagnostic in printError(diagnostic.description) }
        let touches = TouchCount()
        let reader = EvdevTouchReader(device: opened, destination: .handler { touches.count($0) },
                                      configuration: configuration)
        do {
            try reader.start()
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
        // Ctrl-C stops the reader (on a global queue: the main thread waits below).
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupt.setEventHandler { reader.stop() }
        interrupt.resume()
        printError("Recording \(path)" + (seconds.map { " for \($0) s" } ?? "") + "; Ctrl-C stops.")
        if let seconds, reader.waitUntilFinished(timeout: seconds) == nil {
            reader.stop()
        }
        let end = reader.waitUntilFinished()
        interrupt.cancel()
        sink.close()
        let counts = touches.value
        printError("Recorded \(sink.eventCount) events (\(sink.frameCount) frames, \(counts) touches) from \(path)"
                   + (output == "-" ? "" : " to \(output)") + "; \(end.map(String.init(describing:)) ?? "stopped").")
        if case .deviceLost? = end { throw ExitCode.failure }
        if case .readFailed? = end { throw ExitCode.failure }
        #else
        printError("opentouch record reads Linux input devices (evdev through libevdev); this platform has none.")
        throw ExitCode.failure
        #endif
    }

    #if os(Linux)
    /// The device named on the command line, or the error's message and exit status 1.
    private func openOrExit(with discovery: InputDeviceDiscovery) throws -> EvdevInputDevice {
        do {
            return try open(with: discovery)
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
    }

    private func open(with discovery: InputDeviceDiscovery) throws(LinuxInputError) -> EvdevInputDevice {
        if device == "auto" { return try discovery.openFirstTouchscreen() }
        if let number = Int(device.hasPrefix("event") ? String(device.dropFirst(5)) : device) {
            return try discovery.open(path: discovery.directory + "/event\(number)")
        }
        return try discovery.open(path: device)
    }

    /// One point per device unit: the X and Y axes' spans.
    private static func defaultScreen(_ device: EvdevDeviceDescription) -> CGSize {
        let x = device.absoluteAxis(EvdevAbsoluteAxis.mtPositionX) ?? device.absoluteAxis(EvdevAbsoluteAxis.x)
        let y = device.absoluteAxis(EvdevAbsoluteAxis.mtPositionY) ?? device.absoluteAxis(EvdevAbsoluteAxis.y)
        return CGSize(width: CGFloat(max(1, x?.span ?? 1)), height: CGFloat(max(1, y?.span ?? 1)))
    }
    #endif
}

/// A screen size given as `WxH` points.
struct ScreenSize: ExpressibleByArgument {
    let size: CGSize

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let width = parts[0], let height = parts[1],
              width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        size = CGSize(width: width, height: height)
    }
}

#if os(Linux)
/// The evemu file being written: the header at once, then one line per event from the reader
/// thread. ``close()`` runs after the reader has finished.
private final class RecordingSink: Sendable {
    private struct State {
        var writer: EvemuWriter
        var handle: FileHandle
        var events = 0
        var frames = 0
    }

    private let state: Mutex<State>
    private let closesHandle: Bool

    init(path: String, device: EvdevDeviceDescription) throws {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardOutput
        } else {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission)
            }
            handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        }
        closesHandle = path != "-"
        let writer = EvemuWriter(device: device)
        handle.write(Data(writer.header().utf8))
        state = Mutex(State(writer: writer, handle: handle))
    }

    func write(_ event: EvdevEvent) {
        state.withLock { state in
            state.handle.write(Data(state.writer.line(for: event).utf8))
            state.events += 1
            if event.isSyncReport { state.frames += 1 }
        }
    }

    var eventCount: Int { state.withLock { $0.events } }
    var frameCount: Int { state.withLock { $0.frames } }

    func close() {
        state.withLock { state in
            if closesHandle { try? state.handle.close() }
        }
    }
}

/// The number of touches that began, counted on the reader thread.
private final class TouchCount: Sendable {
    private let touches = Mutex(0)

    func count(_ event: DigitizerEvent) {
        let began = event.fingers.filter { $0.eventMask.contains(.touch) && $0.isTouching }.count
        touches.withLock { $0 += began }
    }

    var value: Int { touches.withLock { $0 } }
}
#endif
