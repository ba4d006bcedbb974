import Foundation
import OpenTouch
import Testing

// Helpers for the suites tagged `.scenario` (Gestures/Conflicts, ScrollViews/Conflicts): the
// classic recognizer and scroll-view conflicts iOS developers hit, each built as a view controller
// would build it, logging what the controller's own code sees. Times are printed relative to the
// scene's start (its virtual clock starts at 1000), in seconds with three decimals.

/// A controller whose scenario code logs to ``TimedLog``.
@MainActor
protocol ScenarioLogging: UIViewController {
    var log: TimedLog { get }
    /// Views whose touch calls the scene logs from the trace (`cell1 began @0.150`), by name;
    /// none by default. Read once the view has loaded.
    var loggedViews: [(view: UIView, name: String)] { get }
}

extension ScenarioLogging {
    var loggedViews: [(view: UIView, name: String)] { [] }
}

/// A window whose root view controller is `controller`, on a virtual clock; the controller's
/// `viewDidLoad` has run when this returns, its log reads the scene's clock and gets the touch
/// calls of the controller's ``ScenarioLogging/loggedViews``.
@MainActor
struct ScenarioScene<Controller: UIViewController & ScenarioLogging> {
    let test: TestScene
    let controller: Controller

    init(_ controller: Controller) {
        self.controller = controller
        test = TestScene(controller: controller)
        controller.log.clock = test.clock
        for (view, name) in controller.loggedViews {
            controller.log.logTouches(of: view, as: name, in: test.app)
        }
    }

    var driver: TouchDriver { test.driver }
    var log: TimedLog { controller.log }
}

/// The name UIKit's state prints, lower-case: `began`, `changed`, `ended`…
@MainActor
func loggedStateName(_ state: UIGestureRecognizer.State) -> String {
    switch state {
    case .possible: "possible"
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    case .cancelled: "cancelled"
    case .failed: "failed"
    @unknown default: "unknown"
    }
}

/// Logs every action of `recognizer` as `<name> <state> @t` (`changed` only once in a row, so
/// logs stay short).
@MainActor
func logActions(of recognizer: UIGestureRecognizer, as name: String, to log: TimedLog) {
    recognizer.addTarget(handler: { recognizer in
        let line = "\(name) \(loggedStateName(recognizer.state))"
        if recognizer.state == .changed, log.lines.last?.hasPrefix(line + " ") == true { return }
        log.add(line)
    }, actionName: "log")
}

/// Logs every event `control` sends that a button user cares about, as `<name> <event> @t`.
@MainActor
func logButtonEvents(of control: UIControl, as name: String, to log: TimedLog) {
    let events: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
        (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    ]
    for (event, eventName) in events {
        control.addAction(UIAction { _ in log.add("\(name) \(eventName)") }, for: event)
    }
}

/// A scroll-view delegate that logs the drag calls as `<name> willBeginDragging @t`.
@MainActor
final class ScrollDragLogger: UIScrollViewDelegate {
    let name: String
    let log: TimedLog

    init(_ name: String, log: TimedLog) {
        self.name = name
        self.log = log
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log.add("\(name) willBeginDragging")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.add("\(name) didEndDragging(\(decelerate))")
    }
}
