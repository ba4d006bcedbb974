#if os(Linux)
import Foundation
import Glibc
import OpenTouch
import OpenTouchEvdev
import OpenTouchLinuxInput
import Testing

@MainActor
@Suite("Reader lifecycle: start, stop, release, and the touches left down")
struct ReaderLifecycleTests {
    @Test("stop() while the reader is blocked waiting for input returns promptly and ends it as stopped")
    func stopWhileBlockedReturnsPromptly() throws {
        let feeder = StreamFeeder()
        defer { feeder.closeWriteEnd() }
        let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, device: TestDevices.touchscreen(),
                                      destination: .handler { _ in },
                                      configuration: EvdevTouchReader.Configuration(mapping: TestDevices.screen), logger: quietLogger)
        try reader.start()
        #expect(reader.isRunning)
        usleep(50_000) // let it block in poll()
        let started = Date()
        reader.stop()
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed < 5, "stop() took \(elapsed) s")
        #expect(reader.end == .stopped)
        #expect(!reader.isRunning)
        reader.stop() // twice is harmless
        #expect(reader.end == .stopped)
    }

    @Test("stop() with a finger down cancels its touch once (touchesCancelled), as the system cancels taken touches")
    func stopCancelsTouchesStillDown() throws {
        let scene = TouchScene(size: CGSize(width: 800, height: 480))
        let feeder = StreamFeeder()
        defer { feeder.closeWriteEnd() }
        let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, device: TestDevices.touchscreen(),
                                      application: scene.app,
                                      configuration: EvdevTouchReader.Configuration(mapping: TestDevices.screen))
        try reader.start()
        feeder.feed(InputEventRecord.encode(contentsOf: TestDevices.down(slot: 0, id: 7, x: 100, y: 50, at: 2)), closes: false)
        #expect(waitFor(draining: scene) { scene.view.begunCount == 1 })
        reader.stop()
        scene.app.processPendingInput()
        #expect(scene.view.untimedLines == ["began #1 (100.000, 50.000)", "cancelled #1 (100.000, 50.000)"])
        #expect(reader.recentDiagnostics.map(\.kind) == [.contactsCancelled])
    }

    @Test("contactsOnStop = .lift ends a touch still down with touchesEnded instead")
    func stopCanLiftInstead() throws {
        let scene = TouchScene(size: CGSize(width: 800, height: 480))
        let feeder = StreamFeeder()
        defer { feeder.closeWriteEnd() }
        var configuration = EvdevTouchReader.Configuration(mapping: TestDevices.screen)
        configuration.contactsOnStop = .lift
        let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, device: TestDevices.touchscreen(),
                                      application: scene.app, configuration: configuration)
        try reader.start()
        feeder.feed(InputEventRecord.encode(contentsOf: TestDevices.down(slot: 0, id: 7, x: 100, y: 50, at: 2)), closes: false)
        #expect(waitFor(draining: scene) { scene.view.begunCount == 1 })
        reader.stop()
        scene.app.processPendingInput()
        #expect(scene.view.untimedLines == ["began #1 (100.000, 50.000)", "ended #1 (100.000, 50.000)"])
    }

    @Test("releasing a running reader without stop() is safe: it stops, cancels its touches and closes the input")
    func releaseWithoutStop() throws {
        _ = ignoreBrokenPipes
        let scene = TouchScene(size: CGSize(width: 800, height: 480))
        let feeder = StreamFeeder()
        defer { feeder.closeWriteEnd() }
        do {
            let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, device: TestDevices.touchscreen(),
                                          application: scene.app,
                                          configuration: EvdevTouchReader.Configuration(mapping: TestDevices.screen))
            try reader.start()
            feeder.feed(InputEventRecord.encode(contentsOf: TestDevices.down(slot: 1, id: 3, x: 5, y: 6, at: 1)), closes: false)
            #expect(waitFor(draining: scene) { scene.view.begunCount == 1 })
        }
        scene.app.processPendingInput()
        #expect(scene.view.untimedLines == ["began #1 (5.000, 6.000)", "cancelled #1 (5.000, 6.000)"])
        // The reader closed its end of the pipe: writing now fails with EPIPE.
        var byte: UInt8 = 0
        let written = write(feeder.writeEnd, &byte, 1)
        let code = errno
        #expect(written == -1 && code == EPIPE)
    }

    @Test("a reader that never started stops at once, and start() after stop() does nothing")
    func stopBeforeStart() throws {
        let feeder = StreamFeeder()
        defer { feeder.closeWriteEnd() }
        let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, device: TestDevices.touchscreen(),
                                      destination: .handler { _ in },
                                      configuration: EvdevTouchReader.Configuration(mapping: TestDevices.screen), logger: quietLogger)
        #expect(reader.waitUntilFinished(timeout: 0) == nil)
        #expect(reader.end == nil)
        reader.stop()
        #expect(reader.end == .stopped)
        try reader.start()
        #expect(!reader.isRunning)
        #expect(reader.waitUntilFinished(timeout: 1) == .stopped)
    }

    @Test("starting twice starts one thread; the second call does nothing")
    func startTwice() throws {
        let log = ReaderLog()
        let feeder = StreamFeeder()
        let reader = log.reader(of: feeder)
        try reader.start()
        try reader.start()
        feeder.feed(InputEventRecord.encode(contentsOf: TestDevices.down(slot: 0, id: 1, x: 1, y: 1, at: 1)
                                            + TestDevices.up(slot: 0, at: 2)))
        #expect(reader.waitUntilFinished(timeout: 60) == .endOfStream)
        #expect(log.events.count == 2)
    }

    @Test("when the application (and its event fetcher) is released, the reader ends as destinationReleased")
    func destinationReleasedEndsTheReader() throws {
        let feeder = StreamFeeder()
        var application: UIApplication? = UIApplication(clock: VirtualClock())
        let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, device: TestDevices.touchscreen(),
                                      application: application!,
                                      configuration: EvdevTouchReader.Configuration(mapping: TestDevices.screen))
        application = nil
        try reader.start()
        feeder.feed(InputEventRecord.encode(contentsOf: TestDevices.down(slot: 0, id: 1, x: 1, y: 1, at: 1)), closes: false)
        #expect(reader.waitUntilFinished(timeout: 60) == .destinationReleased)
        #expect(reader.recentDiagnostics.map(\.kind).contains(.destinationReleased))
        feeder.closeWriteEnd()
    }

    @Test("a stream reader told not to close its descriptor leaves it open")
    func descriptorLeftOpenWhenAsked() throws {
        let feeder = StreamFeeder()
        let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, closesDescriptor: false,
                                      device: TestDevices.touchscreen(), destination: .handler { _ in },
                                      configuration: EvdevTouchReader.Configuration(mapping: TestDevices.screen), logger: quietLogger)
        try reader.start()
        feeder.closeWriteEnd()
        #expect(reader.waitUntilFinished(timeout: 60) == .endOfStream)
        #expect(fcntl(feeder.readEnd, F_GETFD) != -1)
        close(feeder.readEnd)
    }
}
#endif
