import Foundation
import OpenTouch
import Testing

// Helpers for the Scenarios/ suites: the classic recognizer and scroll-view conflicts iOS
// developers hit, each built as a view controller would build it. Every type is prefixed `SC`
// because all test files share one module. Times are printed relative to the scene's start (its
// virtual clock starts at 1000), in seconds with three decimals.

/// An ordered, timed log: `swipe ended @0.100`. Its clock is set once the scene exists
/// (controllers create their log before the window loads their view).
@MainActor
final class SCLog {
    var clock: (any EventClock)?
    private(set) var lines: [String] = []

    /// Appends `text @<seconds since the scene started>`.
    func add(_ text: String) {
        let now = clock.map { $0.now - 1000 } ?? 0
        lines.append("\(text) @\(String(format: "%.3f", now))")
    }

    func removeAll() { lines.removeAll() }

    /// The lines whose first word is `name`.
    func of(_ name: String) -> [String] {
        lines.filter { $0.hasPrefix(name + " ") }
    }
}

/// A controller whose scenario code logs to ``SCLog``.
@MainActor
protocol SCLogging: UIViewController {
    var log: SCLog { get }
}

/// A window whose root view controller is `controller`, on a virtual clock; the controller's
/// `viewDidLoad` has run when this returns, and its log reads the scene's clock.
@MainActor
struct SCScene<Controller: UIViewController & SCLogging> {
    let test: TestScene
    let controller: Controller

    init(_ controller: Controller) {
        self.controller = controller
        test = TestScene(controller: controller)
        controller.log.clock = test.clock
    }

    var driver: TouchDriver { test.driver }
    var log: SCLog { controller.log }
}

/// The name UIKit's state prints, lower-case: `began`, `changed`, `ended`…
@MainActor
func scStateName(_ state: UIGestureRecognizer.State) -> String {
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
func scLogActions(of recognizer: UIGestureRecognizer, as name: String, to log: SCLog) {
    recognizer.addTarget(handler: { recognizer in
        let line = "\(name) \(scStateName(recognizer.state))"
        if recognizer.state == .changed, log.lines.last?.hasPrefix(line + " ") == true { return }
        log.add(line)
    }, actionName: "log")
}

/// Logs every event `control` sends that a button user cares about, as `<name> <event> @t`.
@MainActor
func scLogButtonEvents(of control: UIControl, as name: String, to log: SCLog) {
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
final class SCScrollLogger: UIScrollViewDelegate {
    let name: String
    let log: SCLog

    init(_ name: String, log: SCLog) {
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
