import Foundation
import OpenTouch

extension OpenTouchBenchmarksMain {
    /// Drags over a scroll view, a button and a slider against simpler scenes, a scroll view's
    /// deceleration per frame, and mallocs per move of the four drags; returns their verdicts.
    @MainActor
    static func runDrags(_ harness: Harness, quick: Bool, into report: inout Report) -> [Verdict] {
        let drags = DragBenchmarks(harness: harness)
        progress("scroll view drags")
        addScrollRows(drags, into: &report)
        progress("scroll view deceleration")
        addDecelerationRows(DecelerationBenchmarks(harness: harness).run(), into: &report)
        progress("control drags")
        let button = drags.measureControlDrag(ButtonDragScene())
        report.rows.append(.timing("Drag across a tracked UIButton, touchDragInside per move to one target, "
                                   + "unpinned: \(Format.rate(1e9 / button.control.median)) moves",
                                   metric: "time/move", candidate: button.control,
                                   baselineName: "same drag over a plain UIView (no control)", baseline: button.plain))
        let slider = drags.measureControlDrag(SliderDragScene())
        report.rows.append(.timing("Drag a UISlider's thumb (continuous), valueChanged per move to one target, "
                                   + "unpinned: \(Format.rate(1e9 / slider.control.median)) moves",
                                   metric: "time/move", candidate: slider.control,
                                   baselineName: "same drag over a plain UIView (no control)", baseline: slider.plain))
        progress("drag allocations")
        let chunks = quick ? 100 : 400
        let cases: [(String, DragScene, [DigitizerEvent])] = [
            ("UIScrollView drag (in range)", ScrollDragScene(startOffset: ScrollContent.inRange), DragPath.diagonal()),
            ("UIButton drag, touchDragInside to one target", ButtonDragScene(), ControlPath.events()),
            ("UISlider drag, valueChanged to one target", SliderDragScene(), ControlPath.events()),
            ("Plain view + UIPanGestureRecognizer setting bounds.origin in place", PanDragScene(startOffset: ScrollContent.inRange),
             DragPath.diagonal()),
        ]
        let verdicts = cases.map { label, scene, events in
            let counts = drags.allocationsPerMove(scene, events: events, chunks: chunks)
            let perMove = addAllocationRow(label, counts, into: &report)
            return Verdict(target: "0 mallocs per move (\(label))", met: counts.mallocs == 0,
                           detail: "\(Format.count(perMove)) mallocs/move (\(Format.grouped(counts.mallocs)) "
                               + "over \(Format.grouped(counts.moves)) moves)")
        }
        return verdicts
    }

    /// Adds a mallocs-per-move row; returns the figure.
    private static func addAllocationRow(_ label: String, _ counts: (mallocs: Int, moves: Int),
                                         into report: inout Report) -> Double {
        let perMove = Double(counts.mallocs) / Double(counts.moves)
        report.rows.append(.count("\(label), steady state, \(Format.grouped(counts.moves)) moves",
                                  metric: "mallocs/move", candidate: perMove,
                                  candidateText: "\(Format.count(perMove)) (\(Format.grouped(counts.mallocs)) in all)",
                                  baselineName: "—", baseline: 0, baselineText: "—"))
        return perMove
    }

    @MainActor
    private static func addScrollRows(_ drags: DragBenchmarks, into report: inout Report) {
        let inRange = drags.measureScrollDrag(startOffset: ScrollContent.inRange)
        let label = "Drag a UIScrollView (content 4× the view, bounces on), down + 100 moves + up"
        report.rows.append(.timing("\(label), in range, unpinned: \(Format.rate(1e9 / inRange.scroll.median)) moves",
                                   metric: "time/move", candidate: inRange.scroll,
                                   baselineName: "plain view + UIPanGestureRecognizer setting bounds.origin",
                                   baseline: inRange.pan))
        report.rows.append(.timing("\(label), in range", metric: "time/move", candidate: inRange.scroll,
                                   baselineName: "same pipeline, no recognizers", baseline: inRange.plain))
        report.rows.append(.timing("Plain view + UIPanGestureRecognizer setting bounds.origin, same drag",
                                   metric: "time/move", candidate: inRange.pan,
                                   baselineName: "same pipeline, no recognizers", baseline: inRange.plain))
        let edge = drags.measureScrollDrag(startOffset: ScrollContent.atOrigin)
        report.rows.append(.timing("\(label), pulled past the top and left edges (rubber-banding)",
                                   metric: "time/move", candidate: edge.scroll,
                                   baselineName: "plain view + UIPanGestureRecognizer setting bounds.origin",
                                   baseline: edge.pan))
    }

    @MainActor
    private static func addDecelerationRows(_ result: DecelerationBenchmarks.Result, into report: inout Report) {
        let fling = "UIScrollView deceleration after a \(Format.digits(Double(result.releaseSpeed))) pt/s fling, "
            + "clock driven frame by frame, didScroll delegate set"
        report.rows.append(.timing(fling, metric: "time/frame", candidate: result.fling,
                                   baselineName: "bare clock timer per frame, doing nothing", baseline: result.bareTimer))
        report.rows.append(.timing(fling, metric: "time/frame", candidate: result.fling,
                                   baselineName: "clock timer per frame setting contentOffset (same delegate)",
                                   baseline: result.offsetTimer))
        report.rows.append(.count("Same fling, frames from release to rest at 60 Hz", metric: "frames",
                                  candidate: Double(result.frames),
                                  baselineName: "Apple's decay model (rate 0.998/ms) within 0.5 pt",
                                  baseline: Double(result.modelFrames)))
        report.rows.append(.count("Same fling, whole deceleration", metric: "mallocs/frame",
                                  candidate: result.mallocsPerFrame.fling,
                                  baselineName: "bare clock timer per frame", baseline: result.mallocsPerFrame.bareTimer))
    }
}
