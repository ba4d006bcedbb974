import Foundation
import OpenTouch
import Testing

/// A controller whose button plays an impact, as an app's "like" button does.
@MainActor
private final class FBLikeController: UIViewController {
    let button = UIButton(type: .system)
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    let selection = UISelectionFeedbackGenerator()
    let notification = UINotificationFeedbackGenerator()

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        button.addTarget(self, action: FBLikeController.liked, for: .touchUpInside)
        view.addSubview(button)
        impact.prepare()
    }

    func liked(_ sender: UIButton) {
        impact.impactOccurred()
    }
}

@MainActor
@Suite("Feedback generators record their haptics in the trace")
struct FBFeedbackGeneratorTests {
    private func haptics(_ recorder: TraceRecorder) -> [HapticFeedback] {
        recorder.records.compactMap { record in
            if case .haptic(let feedback) = record { return feedback }
            return nil
        }
    }

    @Test("A tapped button plays a heavy impact at the clock time of the lift")
    func tappedButtonPlaysImpact() {
        let controller = FBLikeController()
        let scene = TestScene(controller: controller)
        let recorder = scene.recorder()
        scene.driver.tap(controller.button)
        let played = haptics(recorder)
        #expect(played == [HapticFeedback(kind: .impact(.heavy), intensity: 1, time: scene.clock.now)])
        #expect(recorder.lines(TraceFormatter(style: .verbose)).contains("haptic impact heavy intensity 1.0 at \(scene.clock.now)"))
    }

    @Test("A button outside the finger plays nothing")
    func missedButtonPlaysNothing() {
        let controller = FBLikeController()
        let scene = TestScene(controller: controller)
        let recorder = scene.recorder()
        scene.driver.tap(at: CGPoint(x: 20, y: 600))
        #expect(haptics(recorder).isEmpty)
    }

    @Test("Intensity, selection and notification haptics carry their kind and clamped intensity")
    func kindsAndIntensity() {
        let controller = FBLikeController()
        let scene = TestScene(controller: controller)
        let recorder = scene.recorder()
        controller.impact.impactOccurred(intensity: 0.4)
        scene.driver.wait(0.5)
        controller.impact.impactOccurred(intensity: 3)
        controller.selection.selectionChanged()
        controller.notification.notificationOccurred(.warning)
        let start = scene.clock.now - 0.5
        #expect(haptics(recorder) == [
            HapticFeedback(kind: .impact(.heavy), intensity: 0.4, time: start),
            HapticFeedback(kind: .impact(.heavy), intensity: 1, time: start + 0.5),
            HapticFeedback(kind: .selection, intensity: 1, time: start + 0.5),
            HapticFeedback(kind: .notification(.warning), intensity: 1, time: start + 0.5),
        ])
    }

    @Test("A NaN intensity plays nothing and is reported")
    func nanIntensity() {
        let scene = TestScene()
        let recorder = scene.recorder()
        UIImpactFeedbackGenerator().impactOccurred(intensity: .nan)
        #expect(haptics(recorder).isEmpty)
        #expect(recorder.diagnostics.map(\.kind) == [.unsupportedCall])
    }

    @Test("A generator made for a view plays in the application of the view's window")
    func generatorForView() {
        let first = TestScene()
        let second = TestScene()
        let firstRecorder = first.recorder()
        let secondRecorder = second.recorder()
        let generator = UIImpactFeedbackGenerator(style: .light, view: first.rootView)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        generator.impactOccurred()
        #expect(haptics(firstRecorder).map(\.kind) == [.impact(.light)])
        #expect(haptics(secondRecorder).isEmpty)
    }
}
