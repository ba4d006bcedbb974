import Foundation
import OpenTouch

/// A whole touch cycle of N fingers, timed from the first touch-down to the last lift, so that
/// the per-touch work done once per touch (delivery policy at touch-down, recognition, cancelling
/// or releasing the view's touches, lift) is measured, not only the moves.
///
/// - `.recognizing`: N fingers on one multi-touch view with a pan and a pinch (UIKit's default
///   `cancelsTouchesInView`); the first move carries every finger 12 pt right and spreads them,
///   so the pan begins and cancels all N touches in the view; `movesAfterRecognition` moves
///   follow in `.changed`; then every finger lifts.
/// - `.scrollViewHeld`: N fingers on a multi-touch view inside a `UIScrollView`
///   (`delaysContentTouches`, the default): the N begans are held; the lift fails the scroll
///   view's delayed-began recognizer, which releases the N begans and then the N ends.
@MainActor
final class FingerCycleScene {
    /// What the cycle exercises.
    enum Kind { case recognizing, scrollViewHeld }

    /// Moves after the one that starts recognition, in the `.recognizing` cycle.
    static let movesAfterRecognition = 4

    let fingerCount: Int
    private let kind: Kind
    private let pipeline = PipelineFixture()
    private let target: TrackingView
    private let counter = ActionCounter()
    private var events: [DigitizerEvent] = []

    init(fingers: Int, kind: Kind) {
        fingerCount = fingers
        self.kind = kind
        let bounds = pipeline.window.bounds
        switch kind {
        case .recognizing:
            target = pipeline.view
            pipeline.view.addGestureRecognizer(UIPanGestureRecognizer(target: counter, action: ActionCounter.handle))
            pipeline.view.addGestureRecognizer(UIPinchGestureRecognizer())
        case .scrollViewHeld:
            let scrollView = UIScrollView(frame: bounds)
            scrollView.contentSize = CGSize(width: bounds.width, height: bounds.height * 3)
            target = TrackingView(frame: CGRect(origin: .zero, size: scrollView.contentSize))
            scrollView.addSubview(target)
            pipeline.view.addSubview(scrollView)
        }
        target.isMultipleTouchEnabled = true
        events = Self.cycle(centres: Self.centres(fingers, in: bounds), around: CGPoint(x: bounds.midX, y: bounds.midY),
                           kind: kind)
        deliverCycle()
        check()
    }

    /// Grid centres for `fingers` fingers over `bounds` (one per cell).
    static func centres(_ fingers: Int, in bounds: CGRect) -> [CGPoint] {
        let columns = max(1, Int(Double(fingers).squareRoot().rounded(.up)))
        let rows = (fingers + columns - 1) / columns
        let cell = CGSize(width: bounds.width / CGFloat(columns), height: bounds.height / CGFloat(rows))
        return (0 ..< fingers).map { index in
            CGPoint(x: (CGFloat(index % columns) + 0.5) * cell.width, y: (CGFloat(index / columns) + 0.5) * cell.height)
        }
    }

    /// The cycle's events: down, the moves of `kind`, up (timestamps are placeholders).
    private static func cycle(centres: [CGPoint], around middle: CGPoint, kind: Kind) -> [DigitizerEvent] {
        var events = [DigitizerEvent(timestamp: 0, fingers: centres.indices.map { .down($0 + 1, at: centres[$0]) })]
        var last = centres
        if kind == .recognizing {
            for step in 0 ... movesAfterRecognition {
                let spread = 1.1 + 0.02 * CGFloat(step), shift = 12 + 2 * CGFloat(step)
                last = centres.map { point in
                    CGPoint(x: middle.x + (point.x - middle.x) * spread + shift, y: middle.y + (point.y - middle.y) * spread)
                }
                events.append(DigitizerEvent(timestamp: 0, fingers: last.indices.map { .move($0 + 1, to: last[$0]) }))
            }
        }
        events.append(DigitizerEvent(timestamp: 0, fingers: last.indices.map { .up($0 + 1, at: last[$0]) }))
        return events
    }

    /// Posts the whole cycle in one batch and waits until it is delivered.
    func deliverCycle() {
        pipeline.restamp(&events)
        pipeline.deliver(events)
    }

    /// Touches per cycle (for per-touch figures).
    var touchesPerCycle: Int { fingerCount }

    /// The first cycle did what the scene says: every touch reached the view and was cancelled
    /// by the pan (recognizing), or was held and then released with its end (scroll view).
    private func check() {
        switch kind {
        case .recognizing:
            precondition(target.began == fingerCount && target.cancelled == fingerCount && counter.actions > 0,
                         "finger cycle: the pan did not recognize and cancel every touch")
        case .scrollViewHeld:
            precondition(target.began == fingerCount && target.ended == fingerCount && target.moved == 0,
                         "finger cycle: the scroll view did not hold and release every touch")
        }
    }
}

/// Per-touch cost of whole cycles as fingers grow a hundredfold and more; the verdict compares
/// the per-touch cost at 10,000 fingers with that at 100 (the p25 of the samples, so that a
/// loaded machine's slow samples do not decide it), and prints the load average beside it.
@MainActor
struct FingerCycleBenchmarks {
    static let counts = [10, 100, 1_000, 10_000]
    let harness: Harness

    func run(_ kind: FingerCycleScene.Kind, into report: inout Report) -> Verdict {
        let label = Self.label(kind)
        var results: [Measurement] = []
        for count in Self.counts {
            OpenTouchBenchmarksMain.progress("finger cycles: \(count), \(label)")
            let scene = FingerCycleScene(fingers: count, kind: kind)
            scene.deliverCycle()  // Warm-up.
            let clock = ContinuousClock()
            let measured = harness.measureSamples(warmupSamples: 0) {
                let start = clock.now
                scene.deliverCycle()
                return (nanoseconds(start.duration(to: clock.now)), scene.touchesPerCycle)
            }
            let baseline = results.last ?? measured
            report.rows.append(.timing("Finger cycles, \(label): N = \(Format.grouped(count))", metric: "time/touch",
                                       candidate: measured,
                                       baselineName: results.isEmpty ? "—" : "N = \(Format.grouped(count / 10))",
                                       baseline: baseline))
            results.append(measured)
        }
        return Self.verdict(label, per100: results[1], per10000: results[3])
    }

    /// Linear in fingers: the per-touch cost (p25) at 10,000 is at most twice the one at 100.
    static func verdict(_ label: String, per100: Measurement, per10000: Measurement) -> Verdict {
        let ratio = per10000.percentile(25) / per100.percentile(25)
        return Verdict(target: "per-touch cost linear in fingers (\(label)): p25 per touch at 10,000 ≤ 2× at 100",
                       met: ratio <= 2,
                       detail: "\(Format.ratio(ratio)) (\(Format.time(per10000.percentile(25))) vs "
                           + "\(Format.time(per100.percentile(25))) per touch; load average \(loadAverage()))")
    }

    static func label(_ kind: FingerCycleScene.Kind) -> String {
        switch kind {
        case .recognizing: "down, pan recognizing and cancelling the view's touches, 5 moves, lift"
        case .scrollViewHeld: "down in a scroll view (begans held), lift (held begans and ends released)"
        }
    }

    /// Runs both cycles; one verdict each.
    func runAll(into report: inout Report) -> [Verdict] {
        [FingerCycleScene.Kind.recognizing, .scrollViewHeld].map { run($0, into: &report) }
    }
}

/// The one-minute load average (from /proc/loadavg), or "unknown".
func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
          let first = text.split(separator: " ").first else { return "unknown" }
    return String(first)
}
