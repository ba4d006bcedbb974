import Foundation
import OpenTouch
import Testing

/// A button inside a list, watched through the trace: what a learner sees with `--style verbose`.
@MainActor
@Suite("Tracing: control events and scroll-view steps")
struct ControlAndScrollTraceTests {
    final class TRButton: UIButton {}

    private func listScene() -> (TestScene, UIScrollView, TRButton) {
        let scene = TestScene()
        let list = UIScrollView(frame: scene.rootView.bounds)
        list.contentSize = CGSize(width: 375, height: 2000)
        let button = TRButton(type: .system)
        button.frame = CGRect(x: 20, y: 300, width: 120, height: 44)
        list.addSubview(button)
        scene.rootView.addSubview(list)
        return (scene, list, button)
    }

    private func verboseLines(_ recorder: TraceRecorder) -> [String] {
        let lines = recorder.lines(TraceFormatter(style: .verbose))
        // Layout passes are traced too; these tests are about control events and scroll steps.
        return lines.filter { ($0.hasPrefix("TRButton") || $0.hasPrefix("UIScrollView ")) && !$0.hasSuffix(" layoutSubviews") }
    }

    @Test("a slow press on a button in a list traces the button's events, and nothing of the list")
    func slowPressTracesControlEvents() {
        let (scene, _, _) = listScene()
        let recorder = scene.recorder()
        scene.driver.tap(at: CGPoint(x: 80, y: 322), duration: 0.4)
        #expect(verboseLines(recorder) == [
            "TRButton sends touchDown",
            "TRButton sends touchUpInside",
            "TRButton sends primaryActionTriggered",
        ])
    }

    @Test("a fling traces the drag, the release with its velocity and target, and the rest")
    func flingTracesScrollSteps() {
        let (scene, list, _) = listScene()
        let recorder = scene.recorder()
        scene.driver.drag(from: CGPoint(x: 80, y: 322), to: CGPoint(x: 80, y: 122), duration: 0.1, steps: 5)
        scene.driver.wait(5)
        var steps: [ScrollViewTraceStep] = []
        for record in recorder.records {
            if case .scrollView(let view, let step) = record, view === list { steps.append(step) }
        }
        guard steps.count == 5, case .willEndDragging(let velocity, let target) = steps[1] else {
            Issue.record("unexpected steps \(steps)")
            return
        }
        #expect(steps[0] == .willBeginDragging)
        #expect(velocity.x == 0 && velocity.y > 0, "points per millisecond, in the direction the offset moves")
        #expect(abs(target.y - (list.contentOffset.y)) < 1e-9, "the content rests where the release said")
        #expect(Array(steps[2...]) == [.didEndDragging(willDecelerate: true), .willBeginDecelerating, .didEndDecelerating])
        #expect(verboseLines(recorder).first == "UIScrollView willBeginDragging")
        #expect(!verboseLines(recorder).contains { $0.hasPrefix("TRButton") }, "the button never saw the drag")
    }
}
