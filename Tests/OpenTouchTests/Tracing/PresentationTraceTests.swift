import Foundation
import OpenTouch
import Testing

/// What the why-trace says about touches that a presentation took: one that went down while a
/// sheet slid up (ignored, naming the presentation), and one on a sheet's dimming view (taken by
/// the dimming view's tap recognizer, which dismisses the sheet).
@MainActor
@Suite("Tracing: touches taken by presentations")
struct PresentationTraceTests {
    final class TRSheetController: UIViewController {}

    /// A scene with a logged button under where the sheet's dimming view will be, and a sheet
    /// (medium detent only, so the top half is dimmed) being presented, animated.
    private func presentingSheet() -> (TestScene, TRSheetController) {
        let scene = TestScene()
        scene.addLoggedView("behind", frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let sheet = TRSheetController()
        sheet.view.backgroundColor = .white
        sheet.sheetPresentationController?.detents = [.medium()]
        scene.controller.present(sheet, animated: true)
        return (scene, sheet)
    }

    @Test("a tap while a sheet slides up: the explanation says no hit test ran and names the presentation")
    func tapDuringPresentation() throws {
        let (scene, _) = presentingSheet()
        let recorder = scene.recorder()
        scene.clock.advance(by: PresentationConstants.transitionDuration / 2)
        scene.driver.tap(at: CGPoint(x: 187, y: 500))
        let explanation = try #require(recorder.explain())
        let name = "presentation of TRSheetController"
        #expect(explanation.ignoredDuringTransition == name)
        #expect(explanation.chosenView == nil && explanation.recognizers.isEmpty)
        let lines = explanation.text.components(separatedBy: "\n")
        #expect(lines.count == 5, "\(explanation.text)")
        #expect(lines.dropFirst().first == "hit test: not run (touches are ignored while the \(name) runs)")
        #expect(lines.contains { $0.hasSuffix(" never delivered: touches are ignored while the \(name) runs") },
                "\(explanation.text)")
        #expect(explanation.deliveries.map(\.subject) == ["no view"])
        #expect(explanation.outcome.hasPrefix("ignored: the finger went down while the \(name) ran"))
        #expect(explanation.compactText.hasPrefix("finger \(explanation.finger) at (187, 500) → no view\nignored:"),
                "\(explanation.compactText)")
        #expect(scene.log.lines.isEmpty, "nothing behind got the touch")
    }

    @Test("the explanation of an ignored touch survives its JSON form")
    func ignoredTouchInJSON() throws {
        let (scene, _) = presentingSheet()
        let recorder = scene.recorder()
        scene.clock.advance(by: 0.1)
        scene.driver.tap(at: CGPoint(x: 187, y: 600))
        let explanation = try #require(recorder.explain())
        let decoded = try TouchExplanation(jsonData: explanation.jsonData())
        #expect(decoded == explanation)
        #expect(decoded.ignoredDuringTransition == "presentation of TRSheetController")
    }

    @Test("after the presentation a tap on the dimmed area: the dimming view's tap recognizer takes it and the sheet goes")
    func tapOnDimmingView() throws {
        let (scene, sheet) = presentingSheet()
        scene.clock.advance(by: 1)
        let recorder = scene.recorder()
        scene.driver.tap(at: CGPoint(x: 187, y: 100))
        let explanation = try #require(recorder.explain())
        #expect(explanation.ignoredDuringTransition == nil)
        #expect(explanation.chosenView?.hasSuffix("UIDimmingView") == true, "\(explanation.text)")
        let fate = try #require(explanation.recognizers.first { $0.recognizer.hasPrefix("UITapGestureRecognizer") })
        #expect(fate.recognizer.contains("UIDimmingView"), "the recognizer is named with its view: \(fate.recognizer)")
        #expect(fate.finalState == "Ended")
        #expect(explanation.outcome.contains("recognized by \(fate.recognizer)"), "\(explanation.outcome)")
        #expect(scene.log.lines.isEmpty, "the view under the dimming view saw nothing")

        // The dismissal it started slides the sheet away; a tap meanwhile is ignored, named.
        scene.clock.advance(by: PresentationConstants.transitionDuration / 2)
        scene.driver.tap(at: CGPoint(x: 187, y: 100))
        let during = try #require(recorder.explain())
        #expect(during.ignoredDuringTransition?.contains("TRSheetController") == true, "\(during.text)")
        scene.clock.advance(by: 1)
        #expect(sheet.presentingViewController == nil)
        scene.driver.tap(at: CGPoint(x: 187, y: 100))
        #expect(scene.log.lines.contains { $0.hasPrefix("behind") }, "with the sheet gone the view behind gets taps")
    }
}
