import Foundation
import OpenTouch
import Testing

// Helpers for the Integration/ suites: real controls inside real scroll views. Every type is
// prefixed `IT` because all test files share one module. Times are printed relative to the
// scene's start (its virtual clock starts at 1000), in seconds with three decimals. The views
// are UIKit's own classes; their touch calls reach the ledger from the engine's trace.

/// Logs every event `control` sends as `<name> <event> @t`.
@MainActor
func itLogEvents(of control: UIControl, as name: String, to log: TimedLog) {
    for (event, eventName) in singleControlEvents {
        control.addAction(UIAction { _ in log.add("\(name) \(eventName)") }, for: event)
    }
}

/// What UITableView does: a drag may cancel any content touch, controls included.
@MainActor
final class ITTableLikeScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A scroll-view delegate that logs the drag and deceleration calls (not `didScroll`) as
/// `<name> willBeginDragging @t`, and runs optional hooks.
@MainActor
final class ITDelegate: UIScrollViewDelegate {
    let name: String
    let log: TimedLog
    /// Run in `scrollViewWillBeginDragging(_:)`, after logging.
    var onWillBeginDragging: ((UIScrollView) -> Void)?
    /// Run in `scrollViewDidScroll(_:)`.
    var onDidScroll: ((UIScrollView) -> Void)?

    init(_ name: String, log: TimedLog) {
        self.name = name
        self.log = log
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { onDidScroll?(scrollView) }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log.add("\(name) willBeginDragging")
        onWillBeginDragging?(scrollView)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log.add("\(name) willEndDragging")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.add("\(name) didEndDragging(\(decelerate))")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        log.add("\(name) didEndDecelerating")
    }
}

/// `control`, named `name`: its touch calls go to `ledger` (`<name> began @t`, from the engine's
/// trace, so UIControl's tracking runs unchanged) and its control events to `events`
/// (`<name> touchDown @t`).
@MainActor
@discardableResult
func itLogged<C: UIControl>(_ control: C, as name: String, ledger: TimedLog, events: TimedLog,
                            in application: UIApplication) -> C {
    itLogEvents(of: control, as: name, to: events)
    return ledger.logTouches(of: control, as: name, in: application)
}
