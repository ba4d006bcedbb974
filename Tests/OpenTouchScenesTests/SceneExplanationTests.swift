import Foundation
import OpenTouch
import OpenTouchScenes
import Testing

/// What `opentouch run --explain` and `--timeline` show, through `BuiltScene`.
@MainActor
@Suite("Scene runs explained: accounts and timelines name views by their scene names")
struct SceneExplanationTests {
    private func run(_ name: String, capturesViewTrees: Bool = false) throws -> SceneRunResult {
        let file = try SceneFile.load(contentsOf: ExampleScenes.folder.appendingPathComponent(name))
        return BuiltScene(file).run(capturesViewTrees: capturesViewTrees)
    }

    @Test("a named view without an identifier gets its name as identifier; one the file gives stays")
    func namesBecomeIdentifiers() throws {
        let scene = BuiltScene(try SceneFile.parse("""
            views:
              - name: Card
                frame: [0, 0, 100, 100]
                accessibilityIdentifier: card-1
              - name: Badge
                frame: [0, 100, 50, 50]
            """))
        #expect(scene.view(named: "Card")?.accessibilityIdentifier == "card-1")
        #expect(scene.view(named: "Badge")?.accessibilityIdentifier == "Badge")
    }

    @Test("seed 004's pointInside: false scene: each tap's account says BlackView refused and root took it")
    func pointInsideRefusedExplained() throws {
        let explanations = try run("seed004-pointinside-no.yaml").recorder.explanations()
        #expect(explanations.count == 6, "one account per tap of the script")
        let first = try #require(explanations.first)
        #expect(first.skipped.contains { $0.view.hasSuffix("SceneView#BlackView") && $0.reason == "pointInsideRefused" })
        #expect(first.text.contains("skipped UIWindow > UIView#root > SceneView#BlackView: point(inside:with:) said no at (187.5, 350)"))
        #expect(!first.text.contains("0x"))
    }

    @Test("seed 001's tap over the controller's view: the tap recognizes and viewb's touches are cancelled, with the reason")
    func tapCancelsExplained() throws {
        let explanation = try #require(try run("seed001-tap-cancels.yaml").recorder.explanations().first)
        #expect(explanation.chosenView?.hasSuffix("#viewb") == true)
        #expect(explanation.recognizers.first?.finalState == "Ended")
        #expect(explanation.deliveries.contains { $0.reason == "cancelledByRecognizer" })
    }

    @Test("the timeline of a scene run names its views and carries the skip reasons and the explanation")
    func timeline() throws {
        let result = try run("seed004-pointinside-no.yaml", capturesViewTrees: true)
        let model = TouchTimeline(recorder: result.recorder, title: "scene").model
        let down = try #require(model.touchDowns.first)
        let black = try #require(down.steps.first { $0.name == "SceneView#BlackView" })
        #expect(black.outcome == .skipped)
        #expect(black.reason.hasPrefix("point(inside:with:) said no at"))
        #expect(down.explanation?.contains("SceneView#BlackView") == true)
        #expect(down.viewTree?.text.contains("#WhiteView") == true)
    }
}
