import Foundation
import OpenTouch

/// Untimed workloads for profilers, selected with `--profile NAME`, for example
/// `valgrind --tool=callgrind .build/release/opentouch-benchmarks --profile deep`.
///
/// Each runs a fixed amount of one benchmark's work with no clock or statistics around it, so
/// the profile shows only the engine (plus the one-off tree building).
@MainActor
enum Profiling {
    /// The workloads by name.
    static let names = ["seed", "seed-limit", "deep", "flat", "pipeline", "naive-deep", "pan5", "pan20", "mixed5", "mixed20",
                              "scroll", "pan-drag", "button", "slider", "fling", "fingers1000", "fingers1000pan",
                              "fingers1000gestures", "fingers10000gestures", "cycle100", "cycle10000", "layout-feed",
                              "animation", "animation-spring", "animation-animator", "animation-rotation"] + LayoutProfiling.names

    /// Runs the workload `name`; returns false when there is no such workload.
    static func run(_ name: String) -> Bool {
        var sum = 0
        switch name {
        case "animation", "animation-spring", "animation-animator", "animation-rotation":
            let kind: AnimationScene.Kind = name == "animation" ? .easeInOut
                : name == "animation-spring" ? .spring : name == "animation-rotation" ? .rotation : .propertyAnimator
            let scene = AnimationScene(kind: kind)
            var total = 0.0
            for _ in 0 ..< 40 {
                scene.start()
                for k in 1 ... AnimationScene.framesPerCycle { total += scene.frame(k) }
                scene.finish()
            }
            sum = Int(total)
        case "layout-feed":
            let feed = FeedScrollScene(cardCount: 250)
            for step in 0 ..< 300 {
                feed.scroll(to: CGFloat(step * 5))
                sum &+= Int(feed.scrollView.bounds.minY)
            }
        case "seed":
            let scene = SeedScene()
            for _ in 0 ..< 20_000 {
                for point in TreeSpec.seedTapPoints { sum &+= scene.window.hitTest(point, with: nil)?.tag ?? 0 }
            }
        case "seed-limit":
            let flat = FlatHitTree(.seed)
            for _ in 0 ..< 20_000 {
                for point in TreeSpec.seedTapPoints { sum &+= flat.hit(point) }
            }
        case "deep", "naive-deep":
            let spec = TreeSpec.deep(viewCount: 10_000, depth: 12, fanOut: 8, side: 1200, seed: 0x0DDB_1A5E)
            let points = TreeSpec.randomPoints(4096, in: spec.views[0].frame, seed: 0x5EED_7A95)
            if name == "deep" {
                let root = TreeBuilder.openTouch(spec)[0]
                for _ in 0 ..< 25 { for point in points { sum &+= root.hitTest(point, with: nil)?.tag ?? 0 } }
            } else {
                let root = TreeBuilder.naive(spec)[0]
                for _ in 0 ..< 25 { for point in points { sum &+= root.hitTest(point)?.id ?? 0 } }
            }
        case "flat":
            let spec = TreeSpec.flat(childCount: 100_000)
            let root = TreeBuilder.openTouch(spec)[0]
            for _ in 0 ..< 20_000 { sum &+= root.hitTest(CGPoint(x: 2, y: 2), with: nil)?.tag ?? 0 }
        case "pipeline":
            let fixture = PipelineFixture()
            var events = PipelineFixture.sequence()
            for _ in 0 ..< 2_000 {
                fixture.restamp(&events)
                fixture.deliver(events)
            }
            sum = fixture.view.moved
        case "pan5", "pan20", "mixed5", "mixed20":
            let fixture = GestureFixture(recognizerCount: name == "pan20" || name == "mixed20" ? 20 : 5,
                                         mix: name.hasPrefix("mixed") ? .mixed : .simultaneousPans)
            var events = PipelineFixture.sequence()
            for _ in 0 ..< 200 {
                fixture.pipeline.restamp(&events)
                fixture.pipeline.deliver(events)
            }
            sum = fixture.counter.actions
        case "scroll", "pan-drag", "button", "slider":
            sum = runDrag(name)
        case "fingers1000", "fingers1000pan":
            let scene = FingerScene(fingers: 1_000, layout: name == "fingers1000" ? .oneViewEach : .oneViewWithPan)
            for _ in 0 ..< 2 { scene.deliverBatch() }
            sum = scene.delivered
        case "fingers1000gestures", "fingers10000gestures":
            let scene = FingerScene(fingers: name == "fingers1000gestures" ? 1_000 : 10_000, layout: .oneViewWithRecognizers)
            for _ in 0 ..< 2 { scene.deliverBatch() }
            sum = scene.delivered
        case "cycle100", "cycle10000":
            // Whole recognizing cycles (FingerCycleScene): 20,000 touches after the first cycle
            // at either size, so the two profiles' per-touch costs compare directly.
            let fingers = name == "cycle100" ? 100 : 10_000
            let scene = FingerCycleScene(fingers: fingers, kind: .recognizing)
            for _ in 0 ..< max(1, 20_000 / fingers) { scene.deliverCycle() }
            sum = scene.touchesPerCycle
        case "fling":
            let scene = FlingScene()
            for _ in 0 ..< 100 { sum &+= scene.runToRest(from: scene.fling()) }
        default:
            guard let layout = LayoutProfiling.run(name) else { return false }
            sum = layout
        }
        consume(sum)
        return true
    }

    /// 2,000 drag sequences (down + 100 moves + up) over a scroll view (in range), a button or a slider.
    private static func runDrag(_ name: String) -> Int {
        let scene: DragScene, events: [DigitizerEvent]
        switch name {
        case "scroll": (scene, events) = (ScrollDragScene(startOffset: ScrollContent.inRange), DragPath.diagonal())
        case "pan-drag": (scene, events) = (PanDragScene(startOffset: ScrollContent.inRange), DragPath.diagonal())
        case "button": (scene, events) = (ButtonDragScene(), ControlPath.events())
        default: (scene, events) = (SliderDragScene(), ControlPath.events())
        }
        let run = DragRun(scene: scene, events: events)
        for _ in 0 ..< 2_000 { run.deliver() }
        run.verify()
        return run.sequences
    }
}
