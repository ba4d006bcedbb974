import Foundation
import OpenTouch
import Testing

/// `TraceRecorder.explain()`: one touch from finger to handler, as text short enough for a
/// test failure, as two compact lines, and as JSON.
@MainActor
@Suite("Why-traces: explain()")
struct WhyExplainTests {
    /// A card with a like button and a tap on the card that moved too far: the scene of the issue.
    private func likeScene() -> (TestScene, UIButton, UITapGestureRecognizer) {
        let scene = TestScene()
        let card = UIView(frame: CGRect(x: 16, y: 100, width: 343, height: 200))
        card.accessibilityIdentifier = "card-2"
        let like = UIButton(frame: CGRect(x: 280, y: 20, width: 50, height: 44))
        like.accessibilityIdentifier = "like-1"
        card.addSubview(like)
        let open = UITapGestureRecognizer()
        open.name = "open"
        open.allowableMovement = 10
        card.addGestureRecognizer(open)
        scene.rootView.addSubview(card)
        return (scene, like, open)
    }

    @Test func theTextGoesFromTheFingerToTheHandlerInAFewLines() {
        let (scene, _, _) = likeScene()
        let recorder = scene.recorder()

        let finger = scene.driver.down(at: CGPoint(x: 100, y: 200))
        scene.driver.wait(0.1)
        scene.driver.move(finger, to: CGPoint(x: 114.2, y: 200))
        scene.driver.wait(0.05)
        scene.driver.up(finger)

        let explanation = try! #require(recorder.explain())
        let lines = explanation.text.split(separator: "\n").map(String.init)
        #expect(lines.count >= 6 && lines.count <= 25)
        #expect(lines[0] == "finger 1 down at (100, 200) in UIWindow at 1000.000 s")
        #expect(lines[1] == "hit test: UIWindow > UIView > UIView#card-2 → chose UIView#card-2")
        #expect(lines.contains("  UITapGestureRecognizer \"open\" on UIView#card-2 → Failed"))
        #expect(lines.contains("    +0.100 s Possible → Failed: finger moved 14.2 pt, more than the 10 pt allowed"))
        #expect(lines.contains { $0.hasPrefix("  +0.000 s touchesBegan → UIView#card-2 → UIView → UIViewController → ") })
        #expect(lines.contains { $0.hasPrefix("  +0.100 s touchesMoved → UIView#card-2 → UIView → ") })
        #expect(lines.contains { $0.hasPrefix("  +0.150 s touchesEnded → UIView#card-2 → UIView → ") })
        #expect(lines.last?.hasPrefix("outcome: dropped: reached UIApplication unhandled") == true)
        #expect(explanation.compactText.hasPrefix(
            "finger 1 at (100, 200) → UIView#card-2; UITap \"open\" on UIView#card-2 Failed (finger moved 14.2 pt, more than the 10 pt allowed)\n"))
    }

    @Test func theJSONFormRoundTripsAndKeepsAbsoluteTimes() throws {
        let (scene, like, _) = likeScene()
        let recorder = scene.recorder()
        scene.driver.wait(0.5)

        scene.driver.tap(like)

        let explanation = try #require(recorder.explain())
        let data = try explanation.jsonData()
        let decoded = try TouchExplanation(jsonData: data)
        #expect(decoded == explanation)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["time"] as? Double == 1000.5)
        #expect(object["chosenView"] as? String == "UIWindow > UIView > UIView#card-2 > UIButton#like-1")
        let recognizers = try #require(object["recognizers"] as? [[String: Any]])
        #expect(recognizers.first?["finalState"] as? String == "Failed")
        let steps = try #require(recognizers.first?["steps"] as? [[String: Any]])
        #expect(steps.last?["reason"] as? String == "controlKeepsTouch")
        #expect(decoded.controlEvents.map(\.subject).allSatisfy { $0 == "UIButton#like-1" })
        #expect(decoded.outcome == "handled by UIButton#like-1 (its touchesBegan did not pass it on)")
    }

    @Test func explainPicksATouchByFingerOrByTouch() {
        let (scene, _, _) = likeScene()
        let recorder = scene.recorder()
        var touches: [UITouch] = []
        let observation = scene.app.addTraceObserver { record in
            if case .touchBegan(let touch, _, _) = record { touches.append(touch) }
        }

        let first = scene.driver.down(at: CGPoint(x: 40, y: 150))
        let second = scene.driver.down(at: CGPoint(x: 60, y: 400))
        scene.driver.up([first, second])

        #expect(recorder.explain()?.finger == second.identity)
        #expect(recorder.explain(finger: first.identity)?.chosenView?.hasSuffix("UIView#card-2") == true)
        #expect(recorder.explain(finger: 99) == nil)
        #expect(recorder.explain(touches[0])?.finger == first.identity)
        #expect(recorder.explain(touches[1])?.hitTestPath == ["UIWindow", "UIView"])
        observation.cancel()
    }

    @Test func movesAlongTheChainAreCountedOnOneLine() {
        let (scene, _, open) = likeScene()
        open.isEnabled = false
        let recorder = scene.recorder()

        scene.driver.drag(from: CGPoint(x: 40, y: 150), to: CGPoint(x: 140, y: 150), steps: 10)

        let deliveries = try! #require(recorder.explain()).deliveries
        #expect(deliveries.map(\.count) == [1, 10, 1])
        #expect(deliveries[1].text.hasPrefix("touchesMoved ×10 → UIView#card-2 → UIView → UIViewController → "))
        #expect(deliveries[1].offset > 0.029 && deliveries[1].offset < 0.031)
    }

    @Test func withNoTouchThereIsNothingToExplain() {
        let (scene, _, _) = likeScene()
        let recorder = scene.recorder()
        #expect(recorder.explain() == nil)
    }

    @Test func verboseLinesPrintTheNewRecordsAndTheSeedFormatsStayAsTheyWere() {
        let (scene, like, open) = likeScene()
        let recorder = scene.recorder()

        scene.driver.tap(like)

        let verbose = recorder.lines(TraceFormatter(style: .verbose))
        #expect(verbose.contains("UITapGestureRecognizer \"open\" on UIView#card-2 failed: "
            + "UIButton#like-1 keeps its touch from a superview's recognizer (UIKit's control rules)"))
        #expect(verbose.contains("finger 1 goes to UITapGestureRecognizer \"open\" on UIView#card-2"))
        let seed = recorder.lines(TraceFormatter(style: .hitTestLog))
        #expect(!seed.contains { $0.contains("skipped") || $0.contains("failed") })
        #expect(seed.filter { $0.hasSuffix("hitTest:withEvent: previous") }.count
                == recorder.records.filter { if case .hitTest = $0 { true } else { false } }.count)
        #expect(open.state == .possible)
    }

    @Test func everyRecordHasASummaryLine() {
        let (scene, like, _) = likeScene()
        let recorder = scene.recorder()
        scene.driver.tap(like)
        scene.driver.tap(at: CGPoint(x: 5, y: 5))

        for record in recorder.records {
            let summary = record.summary
            #expect(!summary.isEmpty && !summary.contains("\n") && !summary.contains("0x"))
        }
    }
}
