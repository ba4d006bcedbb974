#if os(Linux)
import Foundation
import OpenTouch
import OpenTouchEvdev
import OpenTouchLinuxInput
import Testing

/// End to end through the kernel: a uinput touchscreen, found by discovery and read live. It
/// needs /dev/uinput, which containers (this one included) do not have.
@MainActor
@Suite("Live reading through a uinput virtual touchscreen")
struct UinputEndToEndTests {
    @Test("a uinput touchscreen is discovered, read live, stamped on the SystemClock time base, and its unplugging cancels touches",
          .enabled(if: SystemLibraries.libevdevTestsEnabled, SystemLibraries.libevdevSkipReason),
          .enabled(if: VirtualTouchscreen.isAvailable, "needs a writable /dev/uinput (modprobe uinput; root); absent in containers"),
          .timeLimit(.minutes(2)))
    func virtualTouchscreenEndToEnd() throws {
        var virtual: VirtualTouchscreen? = try VirtualTouchscreen(description: TestDevices.touchscreen(slots: 4))
        let path = try #require(virtual?.devicePath)
        #expect(waitFor(seconds: 10) { FileManager.default.fileExists(atPath: path) })

        let discovery = InputDeviceDiscovery()
        let found = try #require(try discovery.scan().first { $0.path == path })
        #expect(found.isTouchscreen)
        #expect(found.name == "OpenTouch Test Touchscreen")
        #expect(found.description?.absoluteAxis(EvdevAbsoluteAxis.mtPositionX)?.maximum == 799)

        let scene = TouchScene(size: CGSize(width: 800, height: 480))
        let device = try discovery.open(path: path)
        let log = ReaderLog()
        var configuration = log.configuration(TestDevices.screen)
        configuration.grabsDevice = true
        let reader = EvdevTouchReader(device: device, application: scene.app, configuration: configuration)
        try reader.start()

        // A tap with a move: the kernel stamps the times.
        let before = ProcessInfo.processInfo.systemUptime
        try virtual?.write(TestDevices.down(slot: 0, id: 1, x: 100, y: 200, at: 0))
        try virtual?.write(TestDevices.move(slot: 0, x: 110, y: 205, at: 0))
        try virtual?.write(TestDevices.up(slot: 0, at: 0))
        #expect(waitFor(seconds: 20, draining: scene) { scene.view.endedCount == 1 })
        let after = ProcessInfo.processInfo.systemUptime
        #expect(scene.view.untimedLines == ["began #1 (100.000, 200.000)", "moved #1 (110.000, 205.000)",
                                            "ended #1 (110.000, 205.000)"])

        // Timestamps are CLOCK_MONOTONIC, the SystemClock's time base.
        let stamps = scene.view.lines.compactMap { line in line.split(separator: "=").dropFirst().first.flatMap { Double($0.prefix(while: { $0 != " " })) } }
        #expect(stamps.count == 3)
        #expect(stamps.allSatisfy { $0 >= before - 0.001 && $0 <= after + 0.001 })

        // A finger down, then the device is unplugged: the touch is cancelled, the reader ends.
        try virtual?.write(TestDevices.down(slot: 1, id: 2, x: 300, y: 300, at: 0))
        #expect(waitFor(seconds: 20, draining: scene) { scene.view.begunCount == 2 })
        virtual = nil
        #expect(reader.waitUntilFinished(timeout: 20) == .deviceLost(path: path))
        scene.app.processPendingInput()
        #expect(scene.view.untimedLines.last == "cancelled #2 (300.000, 300.000)")
        #expect(log.diagnostics.map(\.kind).contains(.deviceLost))
    }
}
#endif
