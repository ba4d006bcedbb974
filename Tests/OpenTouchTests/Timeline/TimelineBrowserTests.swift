import Foundation
import OpenTouch
import Testing

/// Timelines of real scenes opened in headless chromium: what the page's script put in the DOM
/// (lanes, segments, marks, reasons, the hit-test path, the view tree) and what a screenshot shows.
///
/// Set `OPENTOUCH_KEEP_TIMELINES` to a directory to keep the pages and screenshots there.
@MainActor
@Suite("Timeline: the page in headless chromium", .serialized,
       .enabled(if: HeadlessChromium.testsEnabled, HeadlessChromium.skipReason))
struct TimelineBrowserTests {
    /// Writes `timeline` where the test can open it (or where `OPENTOUCH_KEEP_TIMELINES` says).
    private func write(_ timeline: TouchTimeline, as name: String) throws -> URL {
        let url = Self.output(name)
        try timeline.write(to: url)
        return url
    }

    private static var keptDirectory: String? {
        ProcessInfo.processInfo.environment["OPENTOUCH_KEEP_TIMELINES"].flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func output(_ name: String) -> URL {
        if let keptDirectory { return URL(fileURLWithPath: keptDirectory).appendingPathComponent(name) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
    }

    /// Opens the page of `timeline` in chromium and returns its DOM; the page is removed after
    /// unless kept.
    private func dom(of timeline: TouchTimeline, as name: String) async throws -> String {
        let page = try write(timeline, as: name)
        defer { Self.discard(page) }
        return try await HeadlessChromium.dom(of: page)
    }

    private static func discard(_ file: URL) {
        if keptDirectory == nil { try? FileManager.default.removeItem(at: file) }
    }

    @Test("a tap on a covered button: the overlay's lanes, the hit-test path that chose it, and the view tree", .timeLimit(.minutes(6)))
    func coveredButton() async throws {
        let (_, recorder, _) = TimelineScenes.likeButton(covered: true)
        let dom = try await dom(of: TouchTimeline(recorder: recorder, title: "Covered Like button"), as: "covered-button.html")
        #expect(dom.contains("data-rendered=\"true\""), "the page's script ran to the end")
        let lanes = DOMElements(dom, class: "lane")
        #expect(lanes.values("data-kind") == ["finger"] + Array(repeating: "responder", count: 6))
        #expect(lanes.values("data-title") == ["Finger 1", "UIView#gradient-overlay", "UIView", "UIViewController",
                                               "UIWindow", "UIWindowScene", "UIApplication"])
        let steps = DOMElements(dom, class: "hit-step").elements
        let asked = steps.filter { $0["data-outcome"] != "unasked" }
        #expect(asked.compactMap { $0["data-name"] } == ["UIWindow", "UIView", "UIView#gradient-overlay"])
        #expect(asked.compactMap { $0["data-outcome"] } == ["passed", "passed", "chosen"])
        let unasked = steps.filter { $0["data-outcome"] == "unasked" }.compactMap { $0["data-name"] }
        #expect(unasked.contains("UIView#card") && unasked.contains("UIButton#like-1"),
                "the views under the finger behind the overlay are listed as never asked: \(unasked)")
        #expect(dom.contains("hit testing stopped at UIView#gradient-overlay, in front of it"))
        let chosen = DOMElements(dom, class: "chosen").values("data-path")
        #expect(chosen == ["UIWindow > UIView > UIView#gradient-overlay"], "the view tree highlights the overlay")
        #expect(DOMElements(dom, class: "tree-line").values("data-path").contains("UIWindow > UIView > UIView#card > UIButton#like-1"))
        #expect(dom.components(separatedBy: "<rect").count - 1 == 7, "one outline per view of the window")
        #expect(dom.contains("<circle"), "the touch point is drawn")
        #expect(DOMElements(dom, class: "explanation").elements.count == 1, "the touch's explanation is shown under its path")
        #expect(dom.contains("hit test: UIWindow > UIView > UIView#gradient-overlay → chose UIView#gradient-overlay"),
                "the explanation under the path names the overlay")
    }

    @Test("a double tap beside a single tap: each recognizer's states as segments, with reasons", .timeLimit(.minutes(6)))
    func doubleTap() async throws {
        let (_, recorder) = TimelineScenes.doubleTap()
        let dom = try await dom(of: TouchTimeline(recorder: recorder, title: "Double tap"), as: "double-tap.html")
        let titles = DOMElements(dom, class: "lane").elements.filter { $0["data-kind"] == "recognizer" }.compactMap { $0["data-title"] }
        #expect(Set(titles) == ["UITapGestureRecognizer \"doubleTap\" on UIView#photo",
                                "UITapGestureRecognizer \"singleTap\" on UIView#photo"])
        let spans = DOMElements(dom, class: "span")
        #expect(spans.values("data-state").filter { $0 == "Failed" }.count == 1)
        #expect(spans.values("data-reason").contains {
            $0.hasPrefix("UITapGestureRecognizer \"singleTap\" on UIView#photo: Possible → Failed")
                && $0.contains("UITapGestureRecognizer \"doubleTap\" on UIView#photo, which it requires to fail, recognized")
        }, "the single tap's Failed segment says which recognizer it waited for recognized")
        #expect(spans.values("data-reason").contains { $0.hasPrefix("UITapGestureRecognizer \"doubleTap\" on UIView#photo: Possible → Ended") })
        #expect(DOMElements(dom, class: "mark").elements.contains {
            $0["data-label"] == "waiting for" && $0["data-detail"]?.contains("waits for UITapGestureRecognizer \"doubleTap\" on UIView#photo to fail") == true
        }, "the single tap's wait is a mark with its reason")
        #expect(DOMElements(dom, class: "mark").values("data-touch-down") == ["0", "1"], "both touch-downs can be picked")
    }

    @Test("a pan inside a scroll view: the row's pan, the list's failed then successful pan, its drag and deceleration",
          .timeLimit(.minutes(6)))
    func panInScrollView() async throws {
        let (_, recorder) = TimelineScenes.panInScrollView()
        let dom = try await dom(of: TouchTimeline(recorder: recorder, title: "Pan in a list"), as: "pan-in-list.html")
        let lanes = DOMElements(dom, class: "lane")
        #expect(lanes.elements.contains { $0["data-kind"] == "scrollView" && $0["data-title"] == "UIScrollView#list" })
        #expect(lanes.elements.contains { $0["data-kind"] == "recognizer" && $0["data-title"] == "UIPanGestureRecognizer \"rowPan\" on UIView#row-3" })
        let states = DOMElements(dom, class: "span").values("data-state")
        #expect(states.contains("dragging") && states.contains("decelerating") && states.contains("Began"))
        #expect(DOMElements(dom, class: "span").values("data-reason")
                .contains { $0.hasPrefix("UIScrollViewPanGestureRecognizer on UIScrollView#list: Possible → Failed") })
        #expect(DOMElements(dom, class: "mark").values("data-label").contains("willBeginDragging"))
    }

    @Test("a swipe nothing handles: the swipe recognizer fails, and the log says so in words", .timeLimit(.minutes(6)))
    func unhandledSwipe() async throws {
        let (_, recorder) = TimelineScenes.unhandledSwipe()
        let dom = try await dom(of: TouchTimeline(recorder: recorder, title: "Unhandled swipe"), as: "unhandled-swipe.html")
        let spans = DOMElements(dom, class: "span").elements
        #expect(spans.contains {
            $0["data-state"] == "Failed" && $0["data-reason"]?.hasPrefix("UISwipeGestureRecognizer \"dismiss\" on UIView#card: Possible → Failed") == true
                && $0["data-reason"]?.contains("failed: moved") == true
        }, "the Failed segment carries the swipe's reason")
        #expect(dom.contains("<td class=\"text\">UISwipeGestureRecognizer \"dismiss\" on UIView#card: Possible → Failed</td>"))
        #expect(dom.contains("<td class=\"text\">UISwipeGestureRecognizer \"dismiss\" on UIView#card failed: moved"))
        #expect(!dom.contains("0x"), "no addresses anywhere on the page")
    }

    @Test("a tap still waiting for a double tap when the trace ends: both recognizers show an open Possible segment",
          .timeLimit(.minutes(6)))
    func undecidedAtEnd() async throws {
        let (_, recorder) = TimelineScenes.tapThenStop()
        let dom = try await dom(of: TouchTimeline(recorder: recorder, title: "Undecided"), as: "undecided.html")
        #expect(dom.contains("1 touch-down(s) · 2 recognizer(s)"), "the header counts both recognizers")
        let open = DOMElements(dom, class: "open-end").elements
        #expect(open.count == 2 && open.allSatisfy { $0["data-state"] == "Possible" })
        #expect(open.allSatisfy { $0["title"]?.contains("end of trace, undecided") == true })
    }

    @Test("an end held by a double tap: short labels on the lanes, the reason on the late Ended", .timeLimit(.minutes(6)))
    func heldEnd() async throws {
        let (_, recorder) = TimelineScenes.heldEnd()
        let dom = try await dom(of: TouchTimeline(recorder: recorder, title: "Held end"), as: "held-end.html")
        let marks = DOMElements(dom, class: "mark").elements
        #expect(marks.contains { $0["data-label"] == "end held" } && marks.contains { $0["data-label"] == "released" })
        #expect(marks.contains { $0["data-label"] == "Ended" && $0["data-detail"]?.contains("end held: ") == true })
        #expect(!marks.contains { $0["data-label"] == "endHeld" })
    }

    @Test("a recorder that saw no touch: the page says no touch went down, and draws no cursor", .timeLimit(.minutes(6)))
    func noTouch() async throws {
        let scene = TestScene()
        let recorder = scene.recorder()
        scene.rootView.setNeedsLayout()
        scene.rootView.layoutIfNeeded()
        let dom = try await dom(of: TouchTimeline(recorder: recorder, title: "No touch"), as: "no-touch.html")
        try #require(!recorder.entries.isEmpty, "the layout pass is recorded")
        #expect(dom.contains("<p class=\"hint\">No touch went down while recording.</p>"), "the message, without the advice")
        #expect(dom.contains("id=\"cursor\" style=\"display: none") || !dom.contains("id=\"cursor\" style="),
                "no cursor over the message")
    }

    @Test("the screenshot is a 1400 × 900 PNG with far more in it than a blank page's", .timeLimit(.minutes(6)))
    func screenshot() async throws {
        let (_, recorder, _) = TimelineScenes.likeButton(covered: true)
        let page = try write(TouchTimeline(recorder: recorder, title: "Covered Like button"), as: "screenshot.html")
        let shot = Self.output("timeline.png")
        defer { [page, shot].forEach(Self.discard) }
        try await HeadlessChromium.screenshot(of: page, to: shot)
        let blankPage = try HeadlessChromium.temporaryFile("blank.html")
        try Data("<!DOCTYPE html><html><body style=\"background:#f8fafc\"></body></html>".utf8).write(to: blankPage)
        let blankShot = try HeadlessChromium.temporaryFile("blank.png")
        defer { [blankPage, blankShot].forEach { try? FileManager.default.removeItem(at: $0) } }
        try await HeadlessChromium.screenshot(of: blankPage, to: blankShot)

        let png = try Data(contentsOf: shot)
        let blank = try Data(contentsOf: blankShot)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(Self.bigEndian32(png, at: 16) == 1400 && Self.bigEndian32(png, at: 20) == 900, "IHDR width and height")
        #expect(png.count > 8 * blank.count, "\(png.count) bytes against a blank page's \(blank.count)")
    }

    private static func bigEndian32(_ data: Data, at offset: Int) -> UInt32 {
        let bytes = [UInt8](data[data.startIndex + offset ..< data.startIndex + offset + 4])
        return bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }
}
