import Foundation
import OpenTouch
import Testing

// Helpers for the Arena/ suites (the gesture arena: state machine, target-action, delegates,
// failure requirements, prevention, view touches, mutation). Every type is prefixed `GA` because
// all test files share one module.

/// A scene a user would build: the controller's root view holds one logged view named "view"
/// at (50 100; 275 400) that accepts several touches; a trace recorder runs from the start and
/// every line — the view's touch calls and the recognizers' actions — goes to one `CallLog`.
@MainActor
struct GAScene {
    let scene: TestScene
    let view: UIView
    let recorder: TraceRecorder
    /// The middle of `view`, in screen points.
    let point = CGPoint(x: 187.5, y: 300)

    init(controller: UIViewController = UIViewController()) {
        scene = TestScene(controller: controller)
        view = scene.addLoggedView("view", frame: CGRect(x: 50, y: 100, width: 275, height: 400), multipleTouch: true)
        recorder = scene.recorder()
    }

    var driver: TouchDriver { scene.driver }
    var app: UIApplication { scene.app }
    var log: CallLog { scene.log }

    /// `point` moved by (dx, dy).
    func at(_ dx: CGFloat, _ dy: CGFloat = 0) -> CGPoint {
        CGPoint(x: point.x + dx, y: point.y + dy)
    }

    /// Logs "<label> <State>" to the scene's log on every action of `recognizer`.
    func watch(_ recognizer: UIGestureRecognizer, as label: String) { scene.watch(recognizer, as: label) }

    /// The kinds of the diagnostics reported so far.
    var diagnosticKinds: [InputDiagnostic.Kind] { recorder.diagnosticKinds }

    /// Checks that every responder that saw a touch begin saw exactly one end or cancel for it
    /// (and none saw an end or cancel without the begin). Unless `allowingSafetyNet`, also checks
    /// that the engine's last-resort cancels (`responderCancelledForConsistency`) were not needed.
    func expectBalancedTouches(allowingSafetyNet: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = gaTouchLedgerProblems(recorder)
        #expect(problems.isEmpty, "unbalanced touch calls: \(problems)", sourceLocation: sourceLocation)
        if !allowingSafetyNet {
            #expect(!diagnosticKinds.contains(.responderCancelledForConsistency), sourceLocation: sourceLocation)
        }
    }
}

/// Per responder and touch, from the trace's `.touches` records: the pairs whose calls are not
/// exactly one began followed by exactly one ended-or-cancelled.
@MainActor
func gaTouchLedgerProblems(_ recorder: TraceRecorder) -> [String] {
    struct Key: Hashable { let responder: ObjectIdentifier, touch: ObjectIdentifier }
    var order: [Key] = []
    var names: [Key: String] = [:]
    var began: [Key: Int] = [:], finished: [Key: Int] = [:]
    var finishedBeforeBegin: Set<Key> = []
    var touchNumbers: [ObjectIdentifier: Int] = [:]
    for record in recorder.records {
        guard case .touches(let phase, let responder, let touches, _) = record else { continue }
        for touch in touches {
            let key = Key(responder: ObjectIdentifier(responder), touch: ObjectIdentifier(touch))
            if names[key] == nil {
                order.append(key)
                let number = touchNumbers[ObjectIdentifier(touch)] ?? touchNumbers.count + 1
                touchNumbers[ObjectIdentifier(touch)] = number
                names[key] = "\(type(of: responder)) / touch \(number)"
            }
            switch phase {
            case .began: began[key, default: 0] += 1
            case .ended, .cancelled:
                if began[key, default: 0] == 0 { finishedBeforeBegin.insert(key) }
                finished[key, default: 0] += 1
            default: break
            }
        }
    }
    return order.compactMap { key in
        let b = began[key, default: 0], f = finished[key, default: 0]
        guard b != 1 || f != 1 || finishedBeforeBegin.contains(key) else { return nil }
        return "\(names[key]!): began \(b), ended or cancelled \(f)"
    }
}

/// A continuous recognizer written the way users write one: it begins on the first move,
/// changes on every further move, ends on lift (fails if it never began) and cancels when its
/// touches are cancelled. It counts the calls it gets.
@MainActor
class GADragRecognizer: UIGestureRecognizer {
    var beganCalls = 0, movedCalls = 0, endedCalls = 0, cancelledCalls = 0, resets = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        beganCalls += 1
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        movedCalls += 1
        state = state == .possible ? .began : .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endedCalls += 1
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelledCalls += 1
        state = state == .possible ? .failed : .cancelled
    }

    override func reset() {
        resets += 1
    }
}

/// A discrete recognizer that recognizes as soon as a touch comes down (like a "touch-down"
/// recognizer users write for highlight effects). It counts the calls it gets.
@MainActor
class GATouchDownRecognizer: UIGestureRecognizer {
    var beganCalls = 0, movedCalls = 0, endedCalls = 0, cancelledCalls = 0, resets = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        beganCalls += 1
        if state == .possible { state = .recognized }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { movedCalls += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endedCalls += 1 }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelledCalls += 1 }

    override func reset() {
        resets += 1
    }
}

/// A delegate whose answers are closures (defaults: UIKit's) and that logs every question as
/// "<method> <recognizer name>[ <other name>]".
@MainActor
final class GADelegate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var simultaneously: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requireFailureOf: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFailBy: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var receiveTouch: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    var receiveEvent: (UIGestureRecognizer, UIEvent) -> Bool = { _, _ in true }
    private(set) var questions: [String] = []
    /// Where questions are also logged, interleaved with the scene's other lines, when set.
    var log: CallLog?

    private func note(_ line: String) {
        questions.append(line)
        log?.append(line)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        note("shouldBegin \(gestureRecognizer.name ?? "?")")
        return shouldBegin(gestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        note("simultaneously \(gestureRecognizer.name ?? "?") \(other.name ?? "?")")
        return simultaneously(gestureRecognizer, other)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        note("requireFailureOf \(gestureRecognizer.name ?? "?") \(other.name ?? "?")")
        return requireFailureOf(gestureRecognizer, other)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        note("requiredToFailBy \(gestureRecognizer.name ?? "?") \(other.name ?? "?")")
        return requiredToFailBy(gestureRecognizer, other)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        note("receiveTouch \(gestureRecognizer.name ?? "?")")
        return receiveTouch(gestureRecognizer, touch)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        note("receiveEvent \(gestureRecognizer.name ?? "?")")
        return receiveEvent(gestureRecognizer, event)
    }
}

