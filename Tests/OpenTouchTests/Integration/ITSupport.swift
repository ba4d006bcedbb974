import Foundation
import OpenTouch
import Testing

// Helpers for the Integration/ suites: real controls inside real scroll views. Every type is
// prefixed `IT` because all test files share one module. Times are printed relative to the
// scene's start (its virtual clock starts at 1000), in seconds with three decimals.

/// An ordered, timed log: `button touchDown @0.150`.
@MainActor
final class ITLog {
    let clock: any EventClock
    private(set) var lines: [String] = []

    init(clock: any EventClock) {
        self.clock = clock
    }

    /// Appends `text @<seconds since the scene started>`.
    func add(_ text: String) {
        lines.append("\(text) @\(String(format: "%.3f", clock.now - 1000))")
    }

    func removeAll() { lines.removeAll() }

    /// The lines whose first word is `name`.
    func of(_ name: String) -> [String] {
        var result: [String] = []
        for line in lines where line.hasPrefix(name + " ") { result.append(line) }
        return result
    }

    /// Ledger rule for touch logs (`<responder> <phase> @t`, one finger at a time): every
    /// responder that saw a touch begin sees exactly one end or cancel, and nothing else before
    /// its begin or after its end. Returns a description of each break of the rule.
    var ledgerProblems: [String] {
        var open: [String: Bool] = [:]
        var problems: [String] = []
        for line in lines {
            let words = line.split(separator: " ")
            guard words.count >= 2 else { continue }
            let name = String(words[0]), phase = String(words[1]), isOpen = open[name] ?? false
            switch phase {
            case "began":
                if isOpen { problems.append("\(name): began twice (\(line))") }
                open[name] = true
            case "moved":
                if !isOpen { problems.append("\(name): moved outside a touch (\(line))") }
            default:
                if !isOpen { problems.append("\(name): \(phase) without a began (\(line))") }
                open[name] = false
            }
        }
        for (name, isOpen) in open.sorted(by: { $0.key < $1.key }) where isOpen {
            problems.append("\(name): began but never ended or cancelled")
        }
        return problems
    }
}

/// Writes a responder's four touch methods to a ledger: `<name> began @t`.
@MainActor
protocol ITTouchLogging: AnyObject {
    var name: String { get }
    var ledger: ITLog { get }
}

extension ITTouchLogging {
    func note(_ phase: String) { ledger.add("\(name) \(phase)") }
}

/// Every single control event with its name, in bit order.
let itControlEvents: [(UIControl.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
    (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
]

/// Logs every event `control` sends as `<name> <event> @t`.
@MainActor
func itLogEvents(of control: UIControl, as name: String, to log: ITLog) {
    for (event, eventName) in itControlEvents {
        control.addAction(UIAction { _ in log.add("\(name) \(eventName)") }, for: event)
    }
}

/// A plain view (a cell, a page) that logs its touch methods and forwards them like any view.
@MainActor
final class ITCellView: UIView, ITTouchLogging {
    let name: String
    let ledger: ITLog

    init(_ name: String, frame: CGRect, ledger: ITLog) {
        self.name = name
        self.ledger = ledger
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("began")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("moved")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("ended")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("cancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// A scroll view (a list or a carousel) that logs its touch methods; moves are logged only
/// when they are not swallowed by a drag (UIKit's scroll view keeps them while dragging).
@MainActor
class ITScrollView: UIScrollView, ITTouchLogging {
    let name: String
    let ledger: ITLog

    init(_ name: String, frame: CGRect, ledger: ITLog) {
        self.name = name
        self.ledger = ledger
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("began")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("moved")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("ended")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("cancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// What UITableView does: a drag may cancel any content touch, controls included.
@MainActor
final class ITTableLikeScrollView: ITScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A scroll-view delegate that logs the drag and deceleration calls (not `didScroll`) as
/// `<name> willBeginDragging @t`, and runs optional hooks.
@MainActor
final class ITDelegate: UIScrollViewDelegate {
    let name: String
    let log: ITLog
    /// Run in `scrollViewWillBeginDragging(_:)`, after logging.
    var onWillBeginDragging: ((UIScrollView) -> Void)?
    /// Run in `scrollViewDidScroll(_:)`.
    var onDidScroll: ((UIScrollView) -> Void)?

    init(_ name: String, log: ITLog) {
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
