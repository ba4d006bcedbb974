import Foundation
import OpenTouch
import Testing

// Helpers for the Controls/ suites. Every type is prefixed `CT` because all test files share one module.

/// A scene a user would build: a logged view "container" filling the controller's view, with
/// controls added to it; the scene's log gets the container's touch calls and the controls' events.
@MainActor
struct CTScene {
    let scene: TestScene
    let container: UIView
    let recorder: TraceRecorder

    init(controller: UIViewController = UIViewController()) {
        scene = TestScene(controller: controller)
        container = scene.addLoggedView("container", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        recorder = scene.recorder()
    }

    var driver: TouchDriver { scene.driver }
    var app: UIApplication { scene.app }
    var log: CallLog { scene.log }

    /// Adds `control` to the container and logs every single event it sends.
    @discardableResult
    func add<C: UIControl>(_ control: C, logging: Bool = true) -> C {
        container.addSubview(control)
        if logging { ctLogEvents(of: control, to: log) }
        return control
    }

    /// Logs "<label> <State>" on every action of `recognizer`.
    func watch(_ recognizer: UIGestureRecognizer, as label: String) { scene.watch(recognizer, as: label) }

    /// The kinds of the diagnostics reported so far.
    var diagnosticKinds: [InputDiagnostic.Kind] { recorder.diagnosticKinds }
}

/// Every single control event, in bit order, with its name.
let ctSingleEvents: [(UIControl.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
    (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
]

/// Registers one UIAction per single event, logging "<event> highlighted" or "<event> normal".
@MainActor
func ctLogEvents(of control: UIControl, to log: CallLog) {
    for (event, name) in ctSingleEvents {
        let action = UIAction(identifier: UIAction.Identifier("log.\(name)")) { action in
            let sender = action.sender as? UIControl
            log.append("\(name) \(sender?.isHighlighted == true ? "highlighted" : "normal")")
        }
        control.addAction(action, for: event)
    }
}

/// A button that logs its tracking hooks into the same log and can refuse tracking.
@MainActor
final class CTTrackingButton: UIButton {
    let log: CallLog
    var acceptsTracking = true
    var continues = true
    var tapCounts: [Int] = []

    init(frame: CGRect, log: CallLog) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        tapCounts.append(touch.tapCount)
        log.append("beginTracking")
        return acceptsTracking
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continueTracking inside=\(isTouchInside)")
        return continues
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("endTracking")
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        log.append("cancelTracking")
        super.cancelTracking(with: event)
    }
}
