import Foundation
import OpenTouch
import Testing

// Helpers for the PinchRotation/ suites. Every type is prefixed `PR` because all test files
// share one module.

/// What a recognizer reported in one action: its state and its values at that moment.
struct PRReport: Equatable {
    let state: UIGestureRecognizer.State
    /// `scale` for a pinch, `rotation` for a rotation.
    let value: CGFloat
    let velocity: CGFloat
}

/// Records every action of a pinch or rotation recognizer; `onAction` runs after recording.
@MainActor
final class PRProbe {
    private(set) var reports: [PRReport] = []
    var onAction: ((UIGestureRecognizer) -> Void)?

    var states: [UIGestureRecognizer.State] { reports.map(\.state) }
    var values: [CGFloat] { reports.map(\.value) }
    var last: PRReport? { reports.last }

    func watch(_ recognizer: UIGestureRecognizer) {
        recognizer.addTarget(handler: { [unowned self] recognizer in
            switch recognizer {
            case let pinch as UIPinchGestureRecognizer:
                reports.append(PRReport(state: pinch.state, value: pinch.scale, velocity: pinch.velocity))
            case let rotation as UIRotationGestureRecognizer:
                reports.append(PRReport(state: rotation.state, value: rotation.rotation, velocity: rotation.velocity))
            default:
                reports.append(PRReport(state: recognizer.state, value: .nan, velocity: .nan))
            }
            onAction?(recognizer)
        })
    }
}

/// A scene with one full-screen view carrying the recognizers under test, and a trace recorder.
@MainActor
struct PRScene {
    let scene = TestScene()
    let view: UIView
    let recorder: TraceRecorder
    /// The point the helpers put the fingers around.
    let center = CGPoint(x: 187.5, y: 300)

    init(_ recognizers: UIGestureRecognizer...) {
        view = scene.addView(recognizers: recognizers)
        recorder = scene.recorder()
    }

    var driver: TouchDriver { scene.driver }

    /// The two finger positions `distance` apart around ``center``, the line from the first to the
    /// second at `degrees` (clockwise on screen).
    func pair(distance: CGFloat, degrees: CGFloat = 0, offset: CGPoint = .zero) -> (CGPoint, CGPoint) {
        let angle = degrees * .pi / 180
        let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
        let c = CGPoint(x: center.x + offset.x, y: center.y + offset.y)
        return (CGPoint(x: c.x - dx, y: c.y - dy), CGPoint(x: c.x + dx, y: c.y + dy))
    }

    /// Puts two fingers down `distance` apart at `degrees`.
    func down(distance: CGFloat, degrees: CGFloat = 0) -> [TouchDriver.Finger] {
        let (a, b) = pair(distance: distance, degrees: degrees)
        return driver.down(at: [a, b])
    }

    /// Moves both fingers, in one event, to `distance` apart at `degrees`, shifted by `offset`.
    func move(_ fingers: [TouchDriver.Finger], distance: CGFloat, degrees: CGFloat = 0, offset: CGPoint = .zero) {
        let (a, b) = pair(distance: distance, degrees: degrees, offset: offset)
        driver.move([(fingers[0], a), (fingers[1], b)])
    }

    /// Every state the recognizer went through, from the trace (including `.failed` and the reset to `.possible`).
    func transitions(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer.State] {
        recorder.states(of: recognizer)
    }
}

/// A delegate that lets every pair of recognizers run together.
@MainActor
final class PRSimultaneousDelegate: UIGestureRecognizerDelegate {
    private(set) var askedCount = 0

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        askedCount += 1
        return true
    }
}

/// Degrees to radians.
func prRadians(_ degrees: CGFloat) -> CGFloat { degrees * .pi / 180 }
