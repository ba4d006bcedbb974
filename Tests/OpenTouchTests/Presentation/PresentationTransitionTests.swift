import Foundation
import OpenTouch
import Testing

/// A screen of an app whose appearance callbacks (and presentation-controller delegate calls)
/// go to the scene's log, as a developer's print statements would.
@MainActor
final class LoggingScreen: UIViewController, UISheetPresentationControllerDelegate {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() { super.viewDidLoad(); log.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("\(name).viewDidDisappear") }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("\(name).willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("\(name).didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("\(name).didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        log.append("\(name).detent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// The class names from a view up to the window, as a device's `superview` chain prints them.
@MainActor
func superviewNames(of view: UIView) -> [String] {
    var names: [String] = []
    var current: UIView? = view
    while let each = current {
        names.append(String(describing: type(of: each)))
        current = each.superview
    }
    return names
}

@Suite("present and dismiss run on the application's clock, in UIKit's containers")
@MainActor
struct PresentationTransitionTests {
    @Test("a full-screen presentation: callbacks in UIKit's order, completion at the end, the presenter off the window")
    func fullScreenPresentation() {
        let scene = TestScene()
        let root = LoggingScreen("root", log: scene.log)
        scene.window.rootViewController = root
        let detail = LoggingScreen("detail", log: scene.log)
        detail.modalPresentationStyle = .fullScreen
        scene.log.removeAll()
        root.present(detail, animated: true) { scene.log.append("completion") }
        #expect(scene.log.lines == ["detail.viewDidLoad", "root.viewWillDisappear", "detail.viewWillAppear"])
        #expect(detail.isBeingPresented)
        #expect(superviewNames(of: detail.view) == ["UIView", "UIDropShadowView", "UITransitionView", "UIWindow"])
        #expect(root.view.window === scene.window, "the presenter stays while the transition runs")
        scene.clock.advance(by: PresentationConstants.transitionDuration - 0.05)
        #expect(!scene.log.lines.contains("completion"))
        scene.clock.advance(by: 0.1)
        #expect(scene.log.lines == ["detail.viewDidLoad", "root.viewWillDisappear", "detail.viewWillAppear",
                                    "detail.viewDidAppear", "root.viewDidDisappear", "completion"])
        #expect(!detail.isBeingPresented)
        #expect(root.view.window == nil, "a full-screen presentation takes the presenter's views off the window")
        #expect(root.presentedViewController === detail && detail.presentingViewController === root)

        scene.log.removeAll()
        detail.dismiss(animated: true) { scene.log.append("dismissed") }
        #expect(scene.log.lines == ["detail.viewWillDisappear", "root.viewWillAppear"])
        #expect(root.view.window === scene.window, "the presenter's views are back as the dismissal starts")
        #expect(detail.isBeingDismissed)
        scene.clock.advance(by: PresentationConstants.transitionDuration + 0.05)
        #expect(scene.log.lines == ["detail.viewWillDisappear", "root.viewWillAppear", "detail.viewDidDisappear",
                                    "root.viewDidAppear", "dismissed"])
        #expect(root.presentedViewController == nil && detail.presentingViewController == nil)
        #expect(detail.view.superview == nil)
        #expect(!scene.window.subviews.contains { String(describing: type(of: $0)) == "UITransitionView" })
    }

    @Test("animated: false finishes synchronously; the completion has run when present returns")
    func unanimatedPresentationIsSynchronous() {
        let scene = TestScene()
        let detail = LoggingScreen("detail", log: scene.log)
        var done = false
        scene.controller.present(detail, animated: false) { done = true }
        #expect(done)
        #expect(scene.log.lines == ["detail.viewDidLoad", "detail.viewWillAppear", "detail.viewDidAppear"])
    }

    @Test("touches that go down while a presentation animates reach nothing, and the why-trace names it")
    func touchesAreIgnoredDuringTheTransition() throws {
        let scene = TestScene()
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        let recorder = scene.recorder()
        scene.controller.present(detail, animated: true)
        let target = scene.addLoggedView("target", frame: CGRect(x: 0, y: 0, width: 100, height: 100), to: detail.view)
        _ = target
        scene.clock.advance(by: 0.3)
        scene.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.log.lines.isEmpty, "no view gets a touch that went down during the transition: \(scene.log.lines)")
        let explanation = try #require(recorder.explain())
        #expect(explanation.text.contains("presentation of UIViewController"), "\(explanation.text)")
        scene.clock.advance(by: 0.5)
        scene.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.log.lines.contains { $0.hasPrefix("target") }, "after the transition the view gets touches")
    }

    @Test("under a full-screen modal the presenter's button gets no touch; after dismissal it does")
    func presenterGetsNoTouchesUnderAFullScreenModal() {
        let scene = TestScene()
        let button = scene.addControl(UIButton(frame: CGRect(x: 20, y: 500, width: 200, height: 60)))
        let modal = UIViewController()
        modal.view.backgroundColor = .white
        modal.modalPresentationStyle = .fullScreen
        scene.controller.present(modal, animated: false)
        scene.driver.tap(at: CGPoint(x: 100, y: 530))
        #expect(!scene.log.lines.contains { $0.contains("touchUpInside") })
        modal.dismiss(animated: false)
        scene.driver.tap(at: CGPoint(x: 100, y: 530))
        #expect(scene.log.lines.contains { $0.contains("touchUpInside") })
        _ = button
    }

    @Test("dismissing from the bottom of a stack of presentations dismisses every one above it")
    func dismissingAMiddleControllerDismissesThoseAbove() {
        let scene = TestScene()
        let first = LoggingScreen("first", log: scene.log)
        let second = LoggingScreen("second", log: scene.log)
        first.modalPresentationStyle = .fullScreen
        second.modalPresentationStyle = .fullScreen
        scene.controller.present(first, animated: false)
        first.present(second, animated: false)
        scene.log.removeAll()
        var done = false
        scene.controller.dismiss(animated: true) { done = true }
        #expect(scene.log.lines == ["second.viewWillDisappear"], "the middle one had disappeared already")
        scene.clock.advance(by: 1)
        #expect(done)
        #expect(scene.log.lines == ["second.viewWillDisappear", "second.viewDidDisappear"])
        #expect(scene.controller.presentedViewController == nil)
        #expect(first.presentingViewController == nil && second.presentingViewController == nil)
        #expect(scene.rootView.window === scene.window)
    }

    @Test("presenting twice at once is refused with a diagnostic, as UIKit warns")
    func presentingDuringATransitionIsRefused() {
        let scene = TestScene()
        var diagnostics: [String] = []
        let observation = scene.app.addTraceObserver { record in
            if case .diagnostic(let diagnostic) = record { diagnostics.append(diagnostic.message) }
        }
        let first = UIViewController(), second = UIViewController()
        first.modalPresentationStyle = .fullScreen
        scene.controller.present(first, animated: true)
        first.present(second, animated: true)
        #expect(second.presentingViewController == nil)
        #expect(diagnostics.contains { $0.contains("while a transition is in progress") })
        observation.cancel()
    }
}
