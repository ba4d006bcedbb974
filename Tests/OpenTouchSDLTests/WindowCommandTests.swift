import Foundation
import OpenTouchSDL
import Testing

/// `opentouch window` for real: each test starts its own Xvfb, opens a demo scene with the built
/// executable at the screen's top left (scale 1, so screen pixels are scene points), drives it
/// with xdotool, reads the trace the command writes, and checks `xwd` screenshots.
///
/// The controls scene's geometry (`WindowDemo.swift`): the "Tap me" button at (20 80; 335 50),
/// systemBlue with a 10-point corner radius; the slider at (20 180; 335 34), value 0.25; the
/// switch at (20 256); the background systemGroupedBackground. The list scene: a plain table, see
/// `ListWindowGeometry`.
@Suite("opentouch window under Xvfb, driven by xdotool", .serialized,
       .enabled(if: WindowTestEnvironment.windowTestsEnabled, WindowTestEnvironment.skipReason))
struct WindowCommandTests {
    static let groupedBackground = (242, 242, 247)
    static let systemBlue = (0, 122, 255)
    static let systemGreen = (52, 199, 89)
    static let systemGray5 = (229, 229, 234)
    static let systemGray6 = (242, 242, 247)
    static let white = (255, 255, 255)

    @Test("clicking the button highlights it under a touch disc, then sends touchUpInside and its action",
          .timeLimit(.minutes(3)))
    func clickButton() async throws {
        let (xvfb, app) = try await open("controls")
        defer { app.stop(); xvfb.stop() }

        // Pressed: the button darkens (a 25% black shade) and a disc marks the finger.
        try xvfb.press(at: (60, 105))
        try await app.waitForLine(containing: "UIButton sends touchDown")
        let highlighted = Self.blend(Self.systemBlue, over: nil, shade: 0.25)
        let style = TouchIndicatorStyle.standard
        let disc = Self.blend((Int(style.fill.red), Int(style.fill.green), Int(style.fill.blue)),
                              alpha: Double(style.fill.alpha) / 255, over: highlighted)
        try await expectScreen(xvfb, "the highlighted button under the touch disc") { shot in
            Self.matches(shot, 110, 118, highlighted) && Self.matches(shot, 60, 105, disc, tolerance: 5)
        }

        // Released: the action runs, the shade and the disc go.
        try xvfb.release()
        try await app.waitForLine(containing: "UIButton sends touchUpInside")
        try await app.waitForLine(containing: "action: Tap me tapped 1")
        try await expectScreen(xvfb, "the button back to systemBlue without a disc") { shot in
            Self.matches(shot, 110, 118, Self.systemBlue) && Self.matches(shot, 60, 105, Self.systemBlue)
        }

        // SIGTERM becomes SDL's quit: the window closes cleanly and saves its last frame.
        #expect(try await app.quit() == 0)
        #expect(app.traceLines.contains { $0.contains("window closed: closed") })
        let bmp = try Data(contentsOf: URL(fileURLWithPath: app.screenshotPath))
        #expect(bmp.prefix(2) == Data("BM".utf8))
        #expect(Self.littleEndian32(bmp, at: 18) == 375)
        #expect(Self.littleEndian32(bmp, at: 22) == 667 || Self.littleEndian32(bmp, at: 22) == UInt32(bitPattern: -667))
    }

    @Test("dragging the slider's thumb to the right raises its value; the thumb is drawn where the value puts it",
          .timeLimit(.minutes(3)))
    func dragSlider() async throws {
        let (xvfb, app) = try await open("controls")
        defer { app.stop(); xvfb.stop() }
        // Value 0.25: the thumb's centre is at x = 20 + 0.25 × (335 − 28) + 14 ≈ 110.75, y = 197.
        try await expectScreen(xvfb, "the thumb at value 0.25") { shot in
            Self.matches(shot, 111, 190, Self.white) && Self.matches(shot, 60, 197, Self.systemBlue)
                && Self.matches(shot, 200, 197, Self.systemGray5)
        }
        try xvfb.press(at: (111, 197))
        try await app.waitForLine(containing: "UISlider sends touchDown")
        try xvfb.drag(through: stride(from: 130, through: 250, by: 15).map { ($0, 197) } + [(250, 197)],
                      interval: 0.03)
        let end = try await app.waitForLine(containing: "UISlider sends touchUpInside")

        let values = app.traceLines.prefix(end).compactMap { line -> Double? in
            guard let range = line.range(of: "UISlider value ") else { return nil }
            return Double(line[range.upperBound...].trimmingCharacters(in: .whitespaces))
        }
        #expect(values.count >= 3)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "values rise: \(values)")
        // The value follows the finger: 139 points of a 307-point travel.
        let last = try #require(values.last)
        #expect(abs(last - (0.25 + 139.0 / 307.0)) < 0.01)

        let thumbX = Int((20 + last * 307 + 14).rounded())
        try await expectScreen(xvfb, "the thumb at value \(last)") { shot in
            Self.matches(shot, thumbX, 190, Self.white) && Self.matches(shot, 111, 197, Self.systemBlue)
                && Self.matches(shot, 300, 197, Self.systemGray5)
        }
        #expect(try await app.quit() == 0)
    }

    @Test("clicking the switch turns it on: valueChanged, and its track turns green", .timeLimit(.minutes(3)))
    func toggleSwitch() async throws {
        let (xvfb, app) = try await open("controls")
        defer { app.stop(); xvfb.stop() }
        try await expectScreen(xvfb, "the switch off") { shot in Self.matches(shot, 62, 271, Self.systemGray5) }
        try xvfb.press(at: (35, 271))
        try xvfb.release()
        try await app.waitForLine(containing: "UISwitch isOn true")
        // On: the knob moved right, so the track's left end shows green.
        try await expectScreen(xvfb, "the switch on") { shot in
            Self.matches(shot, 28, 271, Self.systemGreen) && Self.matches(shot, 58, 271, Self.white)
        }
        #expect(try await app.quit() == 0)
    }

    @Test("a quick drag scrolls the list, which decelerates to rest; a tap on a row's button then sends its action",
          .timeLimit(.minutes(3)))
    func scrollList() async throws {
        let (xvfb, app) = try await open("list")
        defer { app.stop(); xvfb.stop() }
        try await expectScreen(xvfb, "the list at rest") { shot in
            Self.matches(shot, 10, 30, Self.white) && Self.matches(shot, 10, 90, Self.systemGray6)
        }
        // A flick: 240 points up in 12 moves 16 ms apart, released at once — about 1.25 points per
        // millisecond, which decelerates to rest before the end of the 1,856-point list. On a
        // loaded machine the moves can reach the window bunched up, or late, and the lift finds
        // no speed: then the list simply stops, and the flick is tried again (at most three times).
        var ended = -1
        var lastDragEnd = -1
        for attempt in 1...3 {
            try xvfb.press(at: (100, 500))
            try xvfb.drag(through: stride(from: 480, through: 260, by: -20).map { (100, $0) }, interval: 0.016)
            try await app.waitForLine(containing: "UITableView willBeginDragging", after: lastDragEnd)
            lastDragEnd = try await app.waitForLine(containing: "UITableView didEndDragging", after: lastDragEnd)
            if app.traceLines[lastDragEnd].contains("willDecelerate true") {
                ended = lastDragEnd
                break
            }
            if attempt == 3 { Issue.record("three flicks ended without speed: \(app.traceLines[lastDragEnd])") }
        }
        try #require(ended >= 0)
        let rest = try await app.waitForLine(containing: "UITableView didEndDecelerating", after: ended, timeout: 90)

        let lines = app.traceLines
        let offsets = lines.enumerated().compactMap { index, line -> (index: Int, y: Double)? in
            guard let range = line.range(of: "contentOffset (") else { return nil }
            let pair = line[range.upperBound...].dropLast().split(separator: ",")
            guard pair.count == 2, let y = Double(pair[1].trimmingCharacters(in: .whitespaces)) else { return nil }
            return (index, y)
        }
        let whileDragging = offsets.filter { $0.index < ended }.map(\.y)
        let decelerating = offsets.filter { $0.index > ended && $0.index < rest }.map(\.y)
        #expect(whileDragging.last ?? 0 > 100, "the drag moved the content up: \(whileDragging)")
        #expect(decelerating.count >= 5, "deceleration took several frames")
        // Where the flick aims: past the end (1,856 − 667 points), the list bounces back.
        let target = lines[..<ended].last { $0.contains("willEndDragging") }
            .flatMap { $0.components(separatedBy: "target (").last?.dropLast().split(separator: ",").last }
            .flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        if target < ListWindowGeometry.contentHeight - 667 {
            #expect(zip(decelerating, decelerating.dropFirst()).allSatisfy { $0 <= $1 }, "it keeps going the same way")
        }
        let final = try #require(decelerating.last)
        #expect(final > (whileDragging.last ?? 0))

        // The rows drawn where the offset puts them: sample three points below the pinned header.
        let offset = Int(final.rounded())
        try await expectScreen(xvfb, "the rows at offset \(offset)") { shot in
            stride(from: 100, through: 400, by: 50).allSatisfy { y in
                guard let colour = ListWindowGeometry.colour(atContentY: y + offset) else { return true }
                return Self.matches(shot, 10, y, colour)
            }
        }

        // A tap on the button of the first row wholly on screen: delivered after the scroll view's delay.
        let row = try #require(ListWindowGeometry.firstRow(below: offset + 100))
        let buttonY = row.centreY - offset
        try xvfb.press(at: (295, buttonY))
        try await Task.sleep(nanoseconds: 250_000_000)
        try xvfb.release()
        try await app.waitForLine(containing: "action: Button \(row.number) tapped", after: rest)
        #expect(try await app.quit() == 0)
    }

    // MARK: Helpers

    /// A fresh Xvfb and the window command showing `scene` on it, drawn at least once.
    func open(_ scene: String) async throws -> (XvfbSession, WindowProcess) {
        let xvfb = try await XvfbSession.start()
        do {
            let app = try WindowProcess(scene: scene, display: xvfb)
            try await app.waitForLine(containing: "window ready")
            return (xvfb, app)
        } catch {
            xvfb.stop()
            throw error
        }
    }

    /// Polls screenshots until `check` holds (the window draws 60 frames a second).
    func expectScreen(_ xvfb: XvfbSession, _ what: String, timeout: TimeInterval = 30,
                              _ check: (XWDImage) -> Bool) async throws {
        var last: XWDImage?
        do {
            _ = try await poll(timeout: timeout, what) { () throws -> Bool? in
                let shot = try xvfb.screenshot()
                last = shot
                return check(shot) ? true : nil
            }
        } catch {
            if let last {
                Issue.record("\(what): pixels \(Self.describe(last)) — \(error)")
            }
            throw error
        }
    }

    private static func describe(_ shot: XWDImage) -> String {
        [(60, 105), (110, 118), (111, 190), (111, 197), (28, 271), (62, 271), (10, 30), (10, 90)]
            .map { "\($0)=\(shot.pixel(x: $0.0, y: $0.1))" }.joined(separator: " ")
    }

    static func matches(_ shot: XWDImage, _ x: Int, _ y: Int, _ expected: (Int, Int, Int), tolerance: Int = 3) -> Bool {
        guard x >= 0, y >= 0, x < shot.width, y < shot.height else { return false }
        let p = shot.pixel(x: x, y: y)
        return abs(Int(p.red) - expected.0) <= tolerance && abs(Int(p.green) - expected.1) <= tolerance
            && abs(Int(p.blue) - expected.2) <= tolerance
    }

    /// `color` darkened by a black shade of `shade` alpha.
    static func blend(_ color: (Int, Int, Int), over _: (Int, Int, Int)?, shade: Double) -> (Int, Int, Int) {
        blend((0, 0, 0), alpha: shade, over: color)
    }

    /// `top` at `alpha` over `bottom` (straight alpha, as SDL blends).
    static func blend(_ top: (Int, Int, Int), alpha: Double, over bottom: (Int, Int, Int)) -> (Int, Int, Int) {
        func mix(_ a: Int, _ b: Int) -> Int { Int((Double(a) * alpha + Double(b) * (1 - alpha)).rounded()) }
        return (mix(top.0, bottom.0), mix(top.1, bottom.1), mix(top.2, bottom.2))
    }

    static func littleEndian32(_ data: Data, at offset: Int) -> UInt32 {
        let bytes = [UInt8](data[offset..<(offset + 4)])
        return UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
    }
}

/// The command without a display: a clear error, not a crash.
@Suite("opentouch window without a display",
       .enabled(if: WindowTestEnvironment.commandTestsEnabled, "needs the built opentouch executable"),
       .enabled(if: WindowTestEnvironment.sdlTestsEnabled, WindowTestEnvironment.sdlSkipReason))
struct WindowCommandNoDisplayTests {
    @Test("with DISPLAY unset and x11 asked for, it prints SDL's reason and exits with status 1", .timeLimit(.minutes(2)))
    func noDisplay() throws {
        let result = try CommandRun.opentouch(["window", "controls", "--exit-after", "1"],
                                              removing: ["DISPLAY", "WAYLAND_DISPLAY"], setting: ["SDL_VIDEODRIVER": "x11"])
        #expect(result.exitedWith(1))
        #expect(result.errors.contains("cannot open a window"))
        #expect(result.errors.contains("SDL_Init(SDL_INIT_VIDEO) failed"))
    }

    @Test("with no display at all, SDL's fallback to its offscreen driver is refused: exit 1, naming DISPLAY and xvfb-run",
          .timeLimit(.minutes(2)))
    func offscreenFallbackRefused() throws {
        let result = try CommandRun.opentouch(["window", "controls", "--exit-after", "1"],
                                              removing: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
        #expect(result.exitedWith(1))
        #expect(result.errors.contains("cannot open a window"))
        #expect(result.errors.contains("Set DISPLAY or WAYLAND_DISPLAY, or run under Xvfb: xvfb-run"))
        #expect(!result.errors.contains("window ready"))
    }
}

/// The commands when a runtime library is missing (`OPENTOUCH_SDL2_LIBRARY` and
/// `OPENTOUCH_LIBEVDEV_LIBRARY` point at a file that does not exist): a message naming the
/// package to install, and status 1.
@Suite("opentouch without SDL2 or libevdev",
       .enabled(if: WindowTestEnvironment.commandTestsEnabled, "needs the built opentouch executable"))
struct MissingLibraryCommandTests {
    @Test("opentouch window without SDL2 names libsdl2-2.0-0 and exits with status 1", .timeLimit(.minutes(2)))
    func windowWithoutSDL() throws {
        let result = try CommandRun.opentouch(["window", "controls", "--exit-after", "1"],
                                              setting: ["OPENTOUCH_SDL2_LIBRARY": "/nonexistent/libSDL2-2.0.so.0"])
        #expect(result.exitedWith(1))
        #expect(result.errors.contains("OpenTouchSDL needs the SDL2 runtime library (/nonexistent/libSDL2-2.0.so.0)"))
        #expect(result.errors.contains("apt-get install libsdl2-2.0-0"))
    }

    #if os(Linux)
    @Test("opentouch devices without libevdev names libevdev2 and exits with status 1", .timeLimit(.minutes(2)))
    func devicesWithoutLibevdev() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("opentouch-devices-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data().write(to: directory.appendingPathComponent("event0"))
        let result = try CommandRun.opentouch(["devices", "--directory", directory.path],
                                              setting: ["OPENTOUCH_LIBEVDEV_LIBRARY": "/nonexistent/libevdev.so.2"])
        #expect(result.exitedWith(1))
        #expect(result.errors.contains("OpenTouchLinuxInput needs the libevdev runtime library (/nonexistent/libevdev.so.2)"))
        #expect(result.errors.contains("apt-get install libevdev2"))
    }
    #endif
}
