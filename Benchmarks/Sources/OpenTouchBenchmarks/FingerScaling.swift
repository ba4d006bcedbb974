import Foundation
import OpenTouch

/// N fingers held down, every one moving in every event: either one finger per view (N views in
/// a grid), or all fingers on one multi-touch view with a pan recognizer tracking them all, or
/// with a pan, a pinch and a tap recognizer tracking them all (the pinch keeps two and ignores
/// the rest; the tap fails at once for too many touches and keeps them until they lift).
///
/// `.oneViewRecognized` puts the pan and the pinch (recognizing together, UIKit's default
/// `cancelsTouchesInView`) into `.changed` before timing: one untimed move carries every finger
/// 12 pt right and spreads them; the timed moves then run through recognized gestures.
///
/// Events alternate between two sets of positions half a point apart, so every finger moves in
/// every event and each event changes exactly N touches. Timestamps are rewritten in place
/// before each batch is posted, so the fixture allocates nothing per event itself.
@MainActor
final class FingerScene {
    /// How the fingers are placed.
    enum Layout { case oneViewEach, oneViewWithPan, oneViewWithRecognizers, oneViewRecognized }

    let pipeline = PipelineFixture()
    let fingerCount: Int
    private var events: [DigitizerEvent] = []
    private var views: [TrackingView] = []
    private let counter = ActionCounter()
    private let together = EveryoneTogether()

    /// Builds the views, puts all `fingers` down and delivers a few moves.
    init(fingers: Int, layout: Layout) {
        fingerCount = fingers
        let bounds = pipeline.window.bounds
        let columns = max(1, Int(Double(fingers).squareRoot().rounded(.up)))
        let rows = (fingers + columns - 1) / columns
        let cell = CGSize(width: bounds.width / CGFloat(columns), height: bounds.height / CGFloat(rows))
        var centres: [CGPoint] = []
        for index in 0 ..< fingers {
            let origin = CGPoint(x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height)
            centres.append(CGPoint(x: origin.x + cell.width / 2, y: origin.y + cell.height / 2))
            if layout == .oneViewEach {
                let view = TrackingView(frame: CGRect(origin: origin, size: cell))
                pipeline.view.addSubview(view)
                views.append(view)
            }
        }
        if layout != .oneViewEach {
            pipeline.view.isMultipleTouchEnabled = true
            let pan = UIPanGestureRecognizer(target: counter, action: ActionCounter.handle)
            var recognizers: [UIGestureRecognizer] = [pan]
            if layout == .oneViewWithRecognizers { recognizers += [UIPinchGestureRecognizer(), UITapGestureRecognizer()] }
            if layout == .oneViewRecognized { recognizers.append(UIPinchGestureRecognizer()) }
            for recognizer in recognizers {
                if layout == .oneViewRecognized {
                    recognizer.delegate = together
                } else {
                    recognizer.cancelsTouchesInView = false
                }
                pipeline.view.addGestureRecognizer(recognizer)
            }
        }
        var first = [DigitizerEvent(timestamp: 0, fingers: centres.indices.map { .down($0 + 1, at: centres[$0]) })]
        if layout == .oneViewRecognized {
            let middle = CGPoint(x: bounds.midX, y: bounds.midY)
            centres = centres.map { CGPoint(x: middle.x + ($0.x - middle.x) * 1.2 + 12, y: middle.y + ($0.y - middle.y) * 1.2) }
            first.append(DigitizerEvent(timestamp: 0, fingers: centres.indices.map { .move($0 + 1, to: centres[$0]) }))
        }
        for step in 0 ..< Self.batchSize(fingers: fingers) {
            let shift = CGFloat((step + 1) % 2) / 2
            events.append(DigitizerEvent(timestamp: 0, fingers: centres.indices.map {
                .move($0 + 1, to: CGPoint(x: centres[$0].x + shift, y: centres[$0].y + shift))
            }))
        }
        pipeline.restamp(&first)
        pipeline.deliver(first)
        deliverBatch()
        if layout == .oneViewRecognized {
            precondition(counter.actions >= events.count, "fingers scaling: the pan is not recognizing")
        } else {
            precondition(delivered >= fingers * events.count, "fingers scaling: moves not delivered")
        }
    }

    /// Events per posted batch: enough that the hand-off to the fetcher thread and back (tens of
    /// microseconds, once per batch) is small next to the batch's work; 8 for 10,000 fingers
    /// (80,000 moved touches a batch).
    static func batchSize(fingers: Int) -> Int {
        fingers >= 10_000 ? 8 : max(64, min(1_024, 16_384 / fingers))
    }

    /// Move events per batch.
    var batchSize: Int { events.count }

    /// Touches moved so far, summed over every view (or the pan's view).
    var delivered: Int {
        views.isEmpty ? pipeline.view.moved : views.reduce(0) { $0 + $1.moved }
    }

    /// Posts one batch of move events (each moving all fingers) and waits until it is delivered.
    func deliverBatch() {
        pipeline.restamp(&events)
        pipeline.application.eventFetcher.post(contentsOf: events)
        pipeline.application.processPendingInput()
    }
}

/// Time per event as the number of moving fingers grows tenfold: 1, 10, 100, 1,000, 10,000.
@MainActor
struct FingerScalingBenchmarks {
    static let counts = [1, 10, 100, 1_000, 10_000]
    let harness: Harness

    /// Measures every count for `layout`, adding a row per count (ratio: against the count ten
    /// times smaller, so linear scaling shows as 10×) and a note with the time per touch.
    func run(_ layout: FingerScene.Layout, into report: inout Report) -> [Measurement] {
        let label = Self.label(layout)
        var results: [Measurement] = []
        var perTouch: [String] = []
        for count in Self.counts {
            OpenTouchBenchmarksMain.progress("fingers scaling: \(count), \(label)")
            let scene = FingerScene(fingers: count, layout: layout)
            for _ in 0 ..< 3 { scene.deliverBatch() }  // Warm-up.
            let clock = ContinuousClock()
            let measured = harness.measureSamples(warmupSamples: 0) {
                let start = clock.now
                scene.deliverBatch()
                return (nanoseconds(start.duration(to: clock.now)), scene.batchSize)
            }
            if let previous = results.last {
                report.rows.append(.timing("Fingers scaling, \(label), all moving: N = \(Format.grouped(count))",
                                           metric: "time/event", candidate: measured,
                                           baselineName: "N = \(Format.grouped(count / 10))", baseline: previous))
            } else {
                report.rows.append(.timing("Fingers scaling, \(label), all moving: N = 1", metric: "time/event",
                                           candidate: measured, baselineName: "—", baseline: measured))
            }
            perTouch.append("\(Format.grouped(count)): \(Format.time(measured.median / Double(count)))")
            results.append(measured)
        }
        let growth = results.indices.dropFirst().map { Format.ratio(results[$0].median / results[$0 - 1].median) }
        report.notes.append("Fingers scaling, \(label): time per changed touch "
                            + perTouch.joined(separator: ", ") + "; growth per tenfold step "
                            + growth.joined(separator: ", ") + " (linear is 10×).")
        return results
    }

    private static func label(_ layout: FingerScene.Layout) -> String {
        switch layout {
        case .oneViewEach: "N fingers on N views"
        case .oneViewWithPan: "N fingers on one view with a pan recognizer"
        case .oneViewWithRecognizers: "N fingers on one view with pan, pinch and tap recognizers"
        case .oneViewRecognized: "N fingers on one view, pan and pinch recognized (.changed)"
        }
    }

    /// Runs every layout; returns a verdict per layout: the per-touch cost (p25 of the samples)
    /// at 10,000 fingers is at most twice the one at 100 (linear, with room for cache effects; a
    /// quadratic term would make it 100×), with the load average printed beside it.
    func runAll(into report: inout Report) -> [Verdict] {
        let layouts: [FingerScene.Layout] = [.oneViewEach, .oneViewWithPan, .oneViewWithRecognizers, .oneViewRecognized]
        return layouts.map { layout in
            let results = run(layout, into: &report)
            let label = switch layout {
            case .oneViewEach: "N views"
            case .oneViewWithPan: "one view with a pan"
            case .oneViewWithRecognizers: "one view with pan, pinch and tap"
            case .oneViewRecognized: "one view, pan and pinch recognized"
            }
            // Per event ÷ fingers: 100 fingers are results[2], 10,000 are results[4].
            let per100 = results[2].percentile(25) / 100, per10000 = results[4].percentile(25) / 10_000
            let ratio = per10000 / per100
            return Verdict(target: "time per moving touch linear in fingers (\(label)): p25 per touch at 10,000 ≤ 2× at 100",
                           met: ratio <= 2,
                           detail: "\(Format.ratio(ratio)) (\(Format.time(per10000)) vs \(Format.time(per100)) per touch; "
                               + "load average \(loadAverage()))")
        } + FingerCycleBenchmarks(harness: harness).runAll(into: &report)
    }
}
