import Foundation
import OpenTouch
import Testing

// Helpers for the Pan/ suites (pan, screen-edge pan, swipe). Every type is prefixed `PN`
// because all test files share one module.

/// What a recognizer reported in one action, read inside the action.
struct PNReport {
    let state: UIGestureRecognizer.State
    /// `translation(in:)` of the probe's view (zero for a swipe).
    let translation: CGPoint
    /// `velocity(in:)` of the probe's view (zero for a swipe).
    let velocity: CGPoint
    /// `location(in:)` of the probe's view.
    let location: CGPoint
    let numberOfTouches: Int
}

/// Records every action of the recognizers it watches, through a target-action method.
@MainActor
final class PNProbe {
    private(set) var reports: [PNReport] = []
    /// The view whose coordinates the values are read in (nil: the window).
    weak var coordinateView: UIView?
    /// Runs after recording, inside the action.
    var onAction: ((UIGestureRecognizer) -> Void)?

    var states: [UIGestureRecognizer.State] { reports.map(\.state) }
    var last: PNReport? { reports.last }

    /// The report of action `index`; records an issue (instead of crashing) when there is none.
    func report(_ index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> PNReport {
        guard reports.indices.contains(index) else {
            Issue.record("no action \(index); states \(states)", sourceLocation: sourceLocation)
            return PNReport(state: .possible, translation: CGPoint(x: CGFloat.nan, y: .nan),
                            velocity: CGPoint(x: CGFloat.nan, y: .nan), location: CGPoint(x: CGFloat.nan, y: .nan),
                            numberOfTouches: -1)
        }
        return reports[index]
    }

    /// The latest report; records an issue when there is none.
    func latest(sourceLocation: SourceLocation = #_sourceLocation) -> PNReport {
        report(reports.count - 1, sourceLocation: sourceLocation)
    }

    /// The target-action method: `UIPanGestureRecognizer(target: probe, action: PNProbe.handlePan)`.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        reports.append(PNReport(state: pan.state, translation: pan.translation(in: coordinateView),
                                velocity: pan.velocity(in: coordinateView),
                                location: pan.location(in: coordinateView), numberOfTouches: pan.numberOfTouches))
        onAction?(pan)
    }

    /// The target-action method for swipes.
    func handleSwipe(_ swipe: UISwipeGestureRecognizer) {
        reports.append(PNReport(state: swipe.state, translation: .zero, velocity: .zero,
                                location: swipe.location(in: coordinateView), numberOfTouches: swipe.numberOfTouches))
        onAction?(swipe)
    }
}

/// A scene with one full-window view (0, 0; 375, 667) carrying the recognizer under test.
@MainActor
struct PNScene {
    let scene = TestScene()
    let view: UIView
    let recorder: TraceRecorder

    init(_ recognizers: UIGestureRecognizer...) {
        view = scene.addView(recognizers: recognizers)
        recorder = scene.recorder()
    }

    var driver: TouchDriver { scene.driver }
    var clock: VirtualClock { scene.clock }

    /// Every state `recognizer` went through, from the trace (with `.failed` and resets to `.possible`).
    func transitions(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer.State] {
        recorder.states(of: recognizer)
    }
}

/// Whether `value` is within `fraction` (relative) of `expected`.
func pnWithin(_ value: CGFloat, _ expected: CGFloat, fraction: CGFloat) -> Bool {
    abs(value - expected) <= abs(expected) * fraction
}
