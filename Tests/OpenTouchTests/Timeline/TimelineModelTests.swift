import Foundation
import OpenTouch
import Testing

/// What a ``TouchTimeline`` makes of recorded touches, read from its model: lanes, spans, marks,
/// hit-test paths and view trees, named the way a developer names views.
@MainActor
@Suite("Timeline: the model behind the page")
struct TimelineModelTests {
    private func lanes(_ model: TimelineModel, _ kind: TimelineModel.Lane.Kind) -> [TimelineModel.Lane] {
        model.lanes.filter { $0.kind == kind }
    }

    @Test("a tap on a button gives a finger lane, the button as responder and as control, events in order")
    func tapOnButton() throws {
        let (_, recorder, _) = TimelineScenes.likeButton()
        let model = TouchTimeline(recorder: recorder).model
        #expect(model.lanes.map(\.kind) == [.finger, .responder, .control])
        #expect(model.lanes.map(\.title) == ["Finger 1", "UIButton#like-1", "UIButton#like-1"])
        let finger = try #require(lanes(model, .finger).first)
        #expect(finger.title == "Finger 1")
        #expect(finger.subtitle == "down at (308, 172) on UIButton#like-1, lifted at (308, 172)")
        #expect(finger.marks.map(\.label) == ["down", "Ended"])
        #expect(finger.spans.map(\.label) == ["touching"])
        let responder = try #require(lanes(model, .responder).first)
        #expect(responder.title == "UIButton#like-1")
        #expect(responder.subtitle == "UIWindow > UIView > UIView#card > UIButton#like-1")
        #expect(responder.marks.map(\.label) == ["Began", "Ended"])
        let events = try #require(lanes(model, .control).first).marks.map(\.label)
        #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(model.duration > 0 && finger.spans[0].end > finger.spans[0].start, "the contact lasts as long as the tap")
    }

    @Test("the hit-test path names each view asked, the one chosen, and why the others were skipped")
    func hitTestPath() throws {
        let (_, recorder, _) = TimelineScenes.likeButton()
        let down = try #require(TouchTimeline(recorder: recorder).model.touchDowns.first)
        #expect(down.point == CGPoint(x: 308, y: 172))
        #expect(down.chosen == "UIWindow > UIView > UIView#card > UIButton#like-1")
        let steps = down.steps.map { "\($0.depth) \($0.name) \($0.outcome.rawValue): \($0.reason)" }
        #expect(steps == [
            "0 UIWindow passed: (308, 172) is inside it; its subview chain chose UIButton#like-1",
            "1 UIView passed: (308, 172) is inside it; its subview chain chose UIButton#like-1",
            "2 UIView#banner skipped: hidden (isHidden = true)",
            "2 UIView#card passed: (292, 52) is inside it; its subview chain chose UIButton#like-1",
            "3 UILabel \"A card\" skipped: isUserInteractionEnabled = false",
            "3 UIButton#like-1 chosen: (22, 22) is inside it and no subview took the touch",
        ])
    }

    @Test("an overlay added after the card takes the tap: the path says it was chosen and the button never asked")
    func coveredButton() throws {
        let (_, recorder, _) = TimelineScenes.likeButton(covered: true)
        let model = TouchTimeline(recorder: recorder).model
        let down = try #require(model.touchDowns.first)
        #expect(down.chosen == "UIWindow > UIView > UIView#gradient-overlay")
        #expect(!down.steps.contains { $0.name == "UIButton#like-1" })
        #expect(down.explanation?.contains("→ chose UIView#gradient-overlay") == true,
                "the touch-down's details hold its explanation, naming the overlay")
        #expect(lanes(model, .control).isEmpty, "the button sent nothing")
        #expect(lanes(model, .responder).map(\.title)
                == ["UIView#gradient-overlay", "UIView", "UIViewController", "UIWindow", "UIWindowScene", "UIApplication"],
                "the touch goes up the responder chain to the application")
        #expect(TouchTimeline(recorder: recorder).logLines.contains("+0 ms  touchesBegan 1 → UIView#gradient-overlay, "
                + "passed on to UIView → UIViewController → UIWindow → UIWindowScene → UIApplication"))
    }

    @Test("a double tap beside a single tap that requires it to fail: the double tap recognizes, the single tap fails")
    func doubleTapBesideSingleTap() throws {
        let (_, recorder) = TimelineScenes.doubleTap()
        let model = TouchTimeline(recorder: recorder).model
        let recognizers = lanes(model, .recognizer)
        #expect(recognizers.map(\.title) == ["UITapGestureRecognizer \"doubleTap\" on UIView#photo",
                                             "UITapGestureRecognizer \"singleTap\" on UIView#photo"]
                || recognizers.map(\.title) == ["UITapGestureRecognizer \"singleTap\" on UIView#photo",
                                                "UITapGestureRecognizer \"doubleTap\" on UIView#photo"])
        let double = try #require(recognizers.first { $0.title.contains("doubleTap") })
        let single = try #require(recognizers.first { $0.title.contains("singleTap") })
        #expect(double.spans.map(\.label) == ["Possible", "Ended"])
        #expect(single.spans.map(\.label) == ["Possible", "Failed"])
        #expect(double.spans[0].start == model.touchDowns[0].time, "the attempt starts at the first touch-down")
        #expect(double.spans[1].reason.contains("Possible → Ended"))
        #expect(double.marks.map(\.label) == ["action Ended"])
        #expect(single.marks.contains { $0.label == "waiting for" && $0.detail.hasSuffix("waits for UITapGestureRecognizer \"doubleTap\" on UIView#photo to fail") },
                "the single tap's wait is marked on its lane")
        #expect(single.spans[1].reason.contains("failed: UITapGestureRecognizer \"doubleTap\" on UIView#photo, which it requires to fail, recognized"),
                "the Failed segment says why: \(single.spans[1].reason)")
        let first = try #require(lanes(model, .finger).first)
        #expect(first.marks.map(\.label) == ["down", "lifted", "Cancelled"],
                "the finger lifted, and its view heard of it only when the double tap cancelled its touches")
        #expect(first.spans[0].end == first.marks[1].time && first.marks[1].time < first.marks[2].time)
        #expect(lanes(model, .finger).count == 2)
    }

    @Test("a pan inside a scroll view: the row's pan beats the list's, then the list drags and decelerates")
    func panInScrollView() throws {
        let (_, recorder) = TimelineScenes.panInScrollView()
        let model = TouchTimeline(recorder: recorder).model
        let recognizers = lanes(model, .recognizer)
        let rowPan = try #require(recognizers.first { $0.title == "UIPanGestureRecognizer \"rowPan\" on UIView#row-3" })
        #expect(rowPan.spans.map(\.label) == ["Possible", "Began", "Changed", "Ended"], "repeated changes are one segment")
        let listPan = try #require(recognizers.first { $0.title == "UIScrollViewPanGestureRecognizer on UIScrollView#list" })
        #expect(listPan.spans.map(\.label) == ["Possible", "Failed", "Possible", "Began", "Changed", "Ended"])
        #expect(listPan.spans[2].start == model.touchDowns[1].time, "its second attempt starts at the second touch-down")
        let list = try #require(lanes(model, .scrollView).first)
        #expect(list.title == "UIScrollView#list")
        #expect(list.spans.map(\.label) == ["dragging", "decelerating"])
        #expect(list.marks.map(\.label).first == "willBeginDragging")
        #expect(list.spans[0].start > model.touchDowns[1].time, "the list moved only for the second drag")
    }

    @Test("a swipe nothing handles: the swipe recognizer's lane ends in Failed and no control or scroll lane appears")
    func unhandledSwipe() throws {
        let (_, recorder) = TimelineScenes.unhandledSwipe()
        let model = TouchTimeline(recorder: recorder).model
        let swipe = try #require(lanes(model, .recognizer).first)
        #expect(swipe.title == "UISwipeGestureRecognizer \"dismiss\" on UIView#card")
        #expect(swipe.spans.map(\.label) == ["Possible", "Failed"])
        #expect(swipe.spans[1].reason.hasPrefix("UISwipeGestureRecognizer \"dismiss\" on UIView#card: Possible → Failed\n"))
        #expect(swipe.spans[1].reason.contains("failed: moved"), "the Failed segment says why: \(swipe.spans[1].reason)")
        #expect(lanes(model, .control).isEmpty && lanes(model, .scrollView).isEmpty)
        #expect(lanes(model, .finger).first?.marks.contains { $0.label == "Moved" } == true)
    }

    @Test("a tap whose finger moved too far: its Failed segment gives the distance and the limit")
    func movedTap() throws {
        let (_, recorder) = TimelineScenes.movedTap()
        let tap = try #require(lanes(TouchTimeline(recorder: recorder).model, .recognizer).first)
        #expect(tap.spans.map(\.label) == ["Possible", "Failed"])
        #expect(tap.spans[1].reason.contains("failed: finger moved "), "\(tap.spans[1].reason)")
        #expect(tap.spans[1].reason.contains(" pt allowed"))
    }

    @Test("view trees are captured at each touch-down only when the recorder asks for them")
    func viewTrees() throws {
        let (scene, recorder, button) = TimelineScenes.likeButton()
        let tree = try #require(TouchTimeline(recorder: recorder).model.touchDowns.first?.viewTree)
        #expect(tree.text.contains("UIButton#like-1 frame (270 30; 44 44)"))
        #expect(tree.text.contains("UIView#banner frame (0 100; 375 200) hidden"))
        let plain = TraceRecorder(application: scene.app)
        scene.driver.tap(button)
        #expect(plain.entries.allSatisfy { $0.viewTree == nil })
        #expect(TouchTimeline(recorder: plain).model.touchDowns.first?.viewTree == nil)
    }

    @Test("the log names views, never addresses, and leaves layout out")
    func logLines() {
        let (_, recorder, _) = TimelineScenes.likeButton()
        let lines = TouchTimeline(recorder: recorder).logLines
        #expect(!lines.contains { $0.contains("0x") || $0.contains("layoutSubviews") })
        #expect(lines.first == "+0 ms  finger 1 down in UIWindow on UIWindow > UIView > UIView#card > UIButton#like-1 at (308, 172)"
                + " — hit test: UIWindow › UIView › UIView#card › UIButton#like-1;"
                + " skipped UIView#banner (hidden (isHidden = true)), UILabel \"A card\" (isUserInteractionEnabled = false)")
        #expect(lines.contains { $0.hasSuffix("  UIButton#like-1 sends touchUpInside") })
    }

    @Test("the model survives JSON, and the page carries it without a way out of its script element")
    func pageIsSelfContained() throws {
        let (_, recorder, _) = TimelineScenes.likeButton()
        let timeline = TouchTimeline(recorder: recorder, title: "</script><b>like</b>")
        let data = try JSONEncoder().encode(timeline.model)
        #expect(try JSONDecoder().decode(TimelineModel.self, from: data) == timeline.model)
        let html = timeline.html
        #expect(html.contains("<title>&lt;/script&gt;&lt;b&gt;like&lt;/b&gt;</title>"))
        #expect(html.components(separatedBy: "</script>").count == 3, "only the data and script elements close")
        for external in ["<link", " src=", "url(", "@import", "fetch(", "XMLHttpRequest"] {
            #expect(!html.contains(external), "no external resource: \(external)")
        }
    }

    @Test("a recorder that saw nothing gives an empty timeline whose page says so")
    func emptyRecorder() {
        let scene = TestScene()
        let timeline = TouchTimeline(recorder: scene.recorder())
        #expect(timeline.model.lanes.isEmpty && timeline.model.touchDowns.isEmpty && timeline.model.duration == 0)
        #expect(timeline.logLines.isEmpty)
        #expect(timeline.model.recordCount == 0)
    }

    @Test("a recorder that saw records but no touch-down says no touch went down, without the advice to attach it")
    func recorderWithoutTouches() throws {
        let scene = TestScene()
        let recorder = scene.recorder()
        scene.rootView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        scene.rootView.setNeedsLayout()
        scene.rootView.layoutIfNeeded()
        try #require(!recorder.entries.isEmpty, "the layout pass is recorded")
        let model = TouchTimeline(recorder: recorder).model
        #expect(model.touchDowns.isEmpty && model.recordCount == recorder.entries.count)
        #expect(model.lanes.isEmpty, "layout has no lane")
    }

    @Test("a tap that waits for a double tap when the trace ends: both recognizers have lanes, still Possible")
    func undecidedAtEnd() throws {
        let (_, recorder) = TimelineScenes.tapThenStop()
        let model = TouchTimeline(recorder: recorder).model
        let recognizers = lanes(model, .recognizer)
        #expect(recognizers.map(\.title).sorted() == ["UITapGestureRecognizer \"doubleTap\" on UIView#photo",
                                                      "UITapGestureRecognizer \"singleTap\" on UIView#photo"])
        for lane in recognizers {
            let span = try #require(lane.spans.last, "\(lane.title) has a span")
            #expect(span.label == "Possible" && span.isOpenAtEnd, "\(lane.title): \(lane.spans)")
            #expect(span.start == model.touchDowns[0].time && span.end == model.duration)
            #expect(span.reason.contains("still possible at the end of the trace"))
        }
        let single = try #require(recognizers.first { $0.title.contains("singleTap") })
        #expect(single.marks.map(\.label).contains("waiting for"))
        #expect(!lanes(model, .finger)[0].spans[0].isOpenAtEnd, "the finger lifted")
    }

    @Test("an end held by a double tap: the responder lane says end held and released, the late Ended says why")
    func heldEndExplained() throws {
        let (_, recorder) = TimelineScenes.heldEnd()
        let model = TouchTimeline(recorder: recorder).model
        let finger = try #require(lanes(model, .finger).first)
        #expect(finger.marks.map(\.label) == ["down", "lifted", "Ended"])
        #expect(finger.marks[1].time < finger.marks[2].time)
        #expect(finger.marks[1].detail.contains("its view heard touchesEnded only at"), "\(finger.marks[1].detail)")
        #expect(finger.marks[2].detail.contains("end held: UITapGestureRecognizer \"doubleTap\""), "\(finger.marks[2].detail)")
        #expect(finger.marks[2].detail.contains("delivered late"))
        let photo = try #require(lanes(model, .responder).first { $0.title == "UIView#photo" })
        #expect(photo.marks.map(\.label).contains("end held") && photo.marks.map(\.label).contains("released"))
        let codes = model.lanes.flatMap(\.marks).map(\.label)
        #expect(!codes.contains { ["endHeld", "beganHeld", "beganHeldByScrollView", "waitingFor"].contains($0) }, "no internal codes")
    }

    @Test("written to a file, the page is the same text")
    func writesFile() throws {
        let (_, recorder) = TimelineScenes.unhandledSwipe()
        let timeline = TouchTimeline(recorder: recorder)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: url) }
        try timeline.write(to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == timeline.html)
    }
}
