import Foundation
import Logging

/// What a standard set of gesture recognizers makes of a recording: the engine behind
/// `opentouch replay`.
///
/// The recording is replayed (``UIApplication/replay(_:settle:)``) on a ``VirtualClock`` that
/// starts at the first event's timestamp, so every time reported is the recording's own, into
/// one window of the screen size whose root view carries six recognizers:
///
/// - `singleTap` (one tap; waits for `doubleTap` to fail), `doubleTap` (two taps);
/// - `longPress` (UIKit's defaults: 0.5 s, 10 pt);
/// - `pan`, `pinch` and `rotation`, which recognize simultaneously with each other: two moving
///   fingers usually pan, pinch and turn at once, and a report should show each of them rather
///   than whichever crossed its threshold first; every other pair excludes each other, as the
///   recognizers of one view do in UIKit by default.
///
/// Package access: the command-line tool and the tests use it; it is not public API.
@MainActor
package struct RecordingAnalysis {
    /// One touch (one finger from touch-down to lift) as the application saw it.
    package struct Touch: Sendable, Hashable {
        /// How a touch finished.
        package enum Finish: String, Sendable, Hashable {
            /// The finger lifted.
            case ended
            /// The digitizer (or the system) cancelled the touch.
            case cancelled
            /// The recording ended with the finger still down.
            case down
        }

        /// 0 for the first touch to go down, 1 for the next, and so on (as in the JSON output).
        package var index: Int
        /// The time of the touch-down and of the last change (the lift, for a finished touch).
        package var start: TimeInterval
        package var end: TimeInterval
        /// Where it went down and where it was last, in screen points.
        package var startPoint: CGPoint
        package var endPoint: CGPoint
        /// Whether it was ever more than ``RecordingAnalysis/movementThreshold`` from its start.
        package var moved: Bool
        /// Its final ``UITouch/tapCount``.
        package var tapCount: Int
        /// How it finished (or that it had not).
        package var finish: Finish

        package init(index: Int, start: TimeInterval, end: TimeInterval, startPoint: CGPoint, endPoint: CGPoint,
                     moved: Bool, tapCount: Int, finish: Finish) {
            (self.index, self.start, self.end, self.startPoint, self.endPoint) = (index, start, end, startPoint, endPoint)
            (self.moved, self.tapCount, self.finish) = (moved, tapCount, finish)
        }
    }

    /// The recognizers of the analysis, by the names reports use.
    package enum GestureKind: String, Sendable, Hashable, CaseIterable {
        case singleTap, doubleTap, longPress, pan, pinch, rotation
    }

    /// One recognition: a recognizer that began (continuous) or recognized (discrete).
    package struct Gesture: Sendable, Hashable {
        package var kind: GestureKind
        /// The last state of the attempt before the recognizer reset: `.ended` for a recognized
        /// tap or a finished pan, `.cancelled`, or `.began`/`.changed` when the recording ended
        /// with the gesture still under way.
        package var state: UIGestureRecognizer.State
        /// When it recognized or began, on the recording's clock.
        package var time: TimeInterval
    }

    /// How far a touch must get from its start to count as moved, in points.
    package static let movementThreshold: CGFloat = 10
    /// How long the clock runs on after the last event, so that pending timers fire.
    package static let settleInterval: TimeInterval = 1

    /// The screen the recording was replayed on.
    package var screenSize: CGSize
    /// The number of events replayed.
    package var eventCount: Int
    /// The touches, in touch-down order.
    package var touches: [Touch] = []
    /// The recognitions, in the order they happened.
    package var gestures: [Gesture] = []
    /// What the engine found wrong with the input (and did about it), in order.
    package var diagnostics: [InputDiagnostic] = []

    /// Replays `recording` and collects its touches, gestures and diagnostics.
    ///
    /// - Parameters:
    ///   - screenSize: The window's size; nil for the recording's header's.
    ///   - traced: Given a recorder (capturing view trees) that watched the whole replay, called
    ///     after it while the window and recognizers are still alive; nil records nothing.
    package init(_ recording: DigitizerRecording, screenSize: CGSize? = nil,
                 traced: ((TraceRecorder) -> Void)? = nil) {
        self.screenSize = screenSize ?? recording.header.screenSize
        self.eventCount = recording.events.count
        let start = recording.events.first { $0.timestamp.isFinite }?.timestamp ?? 0
        let clock = VirtualClock(start: start)
        // Diagnostics are part of the report; the log (standard error) stays quiet.
        var logger = Logger(label: "OpenTouch")
        logger.logLevel = .critical
        let application = AnalysisApplication(clock: clock, logger: logger)
        let scene = UIWindowScene(application: application,
                                  screen: UIScreen(bounds: CGRect(origin: .zero, size: self.screenSize)))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let recognizers = StandardRecognizers(on: window.rootViewController!.view)
        var log = GestureLog(recognizers: recognizers.all, clock: clock)
        var diagnostics: [InputDiagnostic] = []
        let observation = application.addTraceObserver { record in
            switch record {
            case .gestureStateChanged(let recognizer, let from, let to): log.note(recognizer, from: from, to: to)
            case .diagnostic(let diagnostic): diagnostics.append(diagnostic)
            default: break
            }
        }
        let recorder = traced.map { _ in TraceRecorder(application: application, capturesViewTrees: true) }
        // The clock is virtual: replay cannot fail.
        _ = try? application.replay(recording, settle: Self.settleInterval)
        observation.cancel()
        if let traced, let recorder {
            recorder.stop()
            traced(recorder)
        }
        touches = application.touches
        gestures = log.gestures
        self.diagnostics = diagnostics
        withExtendedLifetime((window, recognizers)) {}
    }
}

/// An application that notes every touch of every event it dispatches.
@MainActor
private final class AnalysisApplication: UIApplication {
    var touches: [RecordingAnalysis.Touch] = []
    /// Index into ``touches`` by touch object, for lookup only (never iterated).
    private var indexByTouch: [ObjectIdentifier: Int] = [:]
    /// Keeps the noted touches alive, so their identifiers stay unique.
    private var seen: [UITouch] = []

    override func sendEvent(_ event: UIEvent) {
        for touch in event.touchList where touch.phase != .stationary {
            let point = touch.location(in: nil)
            let time = touch.timestamp
            guard let index = indexByTouch[ObjectIdentifier(touch)] else {
                indexByTouch[ObjectIdentifier(touch)] = touches.count
                seen.append(touch)
                touches.append(RecordingAnalysis.Touch(
                    index: touches.count, start: time, end: time, startPoint: point, endPoint: point,
                    moved: false, tapCount: touch.tapCount, finish: finish(of: touch.phase)))
                continue
            }
            let start = touches[index].startPoint
            touches[index].end = time
            touches[index].endPoint = point
            touches[index].tapCount = touch.tapCount
            touches[index].finish = finish(of: touch.phase)
            if hypot(point.x - start.x, point.y - start.y) > RecordingAnalysis.movementThreshold {
                touches[index].moved = true
            }
        }
        super.sendEvent(event)
    }

    private func finish(of phase: UITouch.Phase) -> RecordingAnalysis.Touch.Finish {
        switch phase {
        case .ended: .ended
        case .cancelled: .cancelled
        default: .down
        }
    }
}

/// The six recognizers of the analysis, on one view.
@MainActor
private final class StandardRecognizers: UIGestureRecognizerDelegate {
    let all: [(RecordingAnalysis.GestureKind, UIGestureRecognizer)]

    init(on view: UIView) {
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer()
        singleTap.require(toFail: doubleTap)
        all = [(.singleTap, singleTap), (.doubleTap, doubleTap), (.longPress, UILongPressGestureRecognizer()),
               (.pan, UIPanGestureRecognizer()), (.pinch, UIPinchGestureRecognizer()),
               (.rotation, UIRotationGestureRecognizer())]
        for (kind, recognizer) in all {
            // Named as the report names them, so traces and timelines tell them apart.
            recognizer.name = kind.rawValue
            recognizer.delegate = self
            view.addGestureRecognizer(recognizer)
        }
    }

    private func isTransform(_ recognizer: UIGestureRecognizer) -> Bool {
        all.contains { entry in
            entry.1 === recognizer && [.pan, .pinch, .rotation].contains(entry.0)
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        isTransform(gestureRecognizer) && isTransform(other)
    }
}

/// Turns recognizer transitions into recognitions.
@MainActor
private struct GestureLog {
    let recognizers: [(RecordingAnalysis.GestureKind, UIGestureRecognizer)]
    let clock: VirtualClock
    private(set) var gestures: [RecordingAnalysis.Gesture] = []
    /// The open recognition of each recognizer (by position in ``recognizers``), if any.
    private var open: [Int?]

    init(recognizers: [(RecordingAnalysis.GestureKind, UIGestureRecognizer)], clock: VirtualClock) {
        self.recognizers = recognizers
        self.clock = clock
        open = Array(repeating: nil, count: recognizers.count)
    }

    mutating func note(_ recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State) {
        guard let slot = recognizers.firstIndex(where: { $0.1 === recognizer }) else { return }
        if to == .possible {
            open[slot] = nil
        } else if from == .possible && (to == .began || to == .ended) {
            open[slot] = gestures.count
            gestures.append(RecordingAnalysis.Gesture(kind: recognizers[slot].0, state: to, time: clock.now))
        } else if let index = open[slot] {
            gestures[index].state = to
        }
    }
}
