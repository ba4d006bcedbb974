import Foundation

/// The benchmark executable: runs every benchmark and prints a Markdown report to standard
/// output (progress goes to standard error).
///
/// Arguments: `--quick` shortens every timing budget fourfold (a smoke run; figures are noisier).
/// `--profile NAME` runs one untimed workload for a profiler (see ``Profiling``), for example
/// `scroll`, `button`, `slider` or `fling`.
/// `--fingers` runs only the fingers-scaling benchmarks (1 to 10,000 moving fingers in four layouts;
/// whole cycles of 10 to 10,000 fingers: recognition cancelling them, a scroll view holding them).
/// `--layout` runs only the Auto Layout benchmarks (a 1,000-view screen, the solver's growth).
/// `--animation` runs only the animation benchmarks (1,000 animated views' presentation per frame).
/// `--lists` runs only the list benchmarks (tables and collections of 1,000 and 1,000,000 rows
/// scrolled frame by frame against a plain scroll view; hit tests; mallocs and live cells).
/// `--hit-testing` runs only the hit-test benchmarks (seed scene, deep tree, flat parent against
/// the seeds' pseudocode and the flat-array limit).
/// `--tracing` runs only the pipeline with and without a trace recorder attached (the why-traces' cost).
/// `--pipeline-only` is internal: the pinned child run of the pipeline benchmark.
@main
struct OpenTouchBenchmarksMain {
    @MainActor
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let quick = arguments.contains("--quick")
        let harness = Harness(plan: quick ? TimingPlan().scaled(by: 4) : TimingPlan())
        let pipeline = PipelineBenchmarks(harness: harness)

        if let index = arguments.firstIndex(of: "--profile") {
            let name = index + 1 < arguments.count ? arguments[index + 1] : ""
            if !Profiling.run(name) {
                print("usage: opentouch-benchmarks --profile \(Profiling.names.joined(separator: "|"))")
            }
            return
        }
        if arguments.contains("--layout") {
            var report = Report()
            LayoutBenchmarks(harness: harness).run(into: &report)
            print(report.text)
            return
        }
        if arguments.contains("--lists") {
            var report = Report()
            let interposerWorks = MemoryBenchmarks.interposerCheck() >= 10_000
            ListBenchmarks(harness: harness, countedFrames: quick ? 150 : 600)
                .run(into: &report, interposerWorks: interposerWorks)
            print("## OpenTouch list benchmarks (\(ProcessInfo.processInfo.activeProcessorCount) cores, release build)\n")
            print(report.text)
            return
        }
        if arguments.contains("--animation") {
            var report = Report()
            let animation = AnimationBenchmarks(harness: harness).run(into: &report)
            report.verdicts = animation.verdicts(interposerWorks: MemoryBenchmarks.interposerCheck() >= 10_000)
            print(report.text)
            return
        }
        if arguments.contains("--hit-testing") {
            var report = Report()
            let fixtures = HitTestFixtures()
            let hitTests = HitTestBenchmarks(harness: harness, fixtures: fixtures).run(into: &report)
            _ = HitTestChangeBenchmarks(harness: harness, fixtures: fixtures).run(into: &report)
            _ = HitTestShapeBenchmarks(harness: harness, application: fixtures.seed.application).run(into: &report)
            report.verdicts = hitTestVerdicts(hitTests)
            report.notes.append("1-minute load average \(loadAverage()) at the end (anything above 0 is other "
                                + "processes sharing the \(ProcessInfo.processInfo.activeProcessorCount) cores).")
            print(report.text)
            return
        }
        if arguments.contains("--tracing") {
            var report = Report()
            _ = TracingBenchmarks(harness: harness).run(into: &report)
            print(report.text)
            return
        }
        if arguments.contains("--fingers") {
            var report = Report()
            report.verdicts = FingerScalingBenchmarks(harness: harness).runAll(into: &report)
            print(report.text)
            return
        }
        if arguments.contains(PinnedPipeline.flag) {
            print(PinnedPipeline.resultLine(pipeline.measurePipeline()))
            return
        }

        let started = ContinuousClock.now
        let loadAtStart = loadAverage()
        var report = Report()

        progress("checking the malloc interposer")
        let checkMallocs = MemoryBenchmarks.interposerCheck()
        let interposerWorks = checkMallocs >= 10_000
        report.notes.append("Malloc interposer check: 10,000 array allocations were counted as "
                            + "\(Format.grouped(checkMallocs)) mallocs ("
                            + (interposerWorks ? "active" : "NOT active: allocation rows are meaningless") + ").")

        progress("building trees")
        let fixtures = HitTestFixtures()
        progress("hit tests")
        let hitTests = HitTestBenchmarks(harness: harness, fixtures: fixtures).run(into: &report)
        _ = HitTestChangeBenchmarks(harness: harness, fixtures: fixtures).run(into: &report)

        progress("pipeline")
        let oneCore = runPipeline(pipeline, quick: quick, into: &report)

        progress("tracing")
        _ = TracingBenchmarks(harness: harness).run(into: &report)

        progress("gestures")
        let gestures = runGestures(GestureBenchmarks(harness: harness), quick: quick, into: &report)

        let dragVerdicts = runDrags(harness, quick: quick, into: &report)

        let fingerVerdicts = FingerScalingBenchmarks(harness: harness).runAll(into: &report)

        progress("layout")
        LayoutBenchmarks(harness: harness).run(into: &report)

        progress("animation")
        let animation = AnimationBenchmarks(harness: harness).run(into: &report)

        progress("allocations")
        let memory = MemoryBenchmarks()
        let moves = memory.allocationsPerMove(chunks: quick ? 250 : 1_000)
        let mallocsPerMove = Double(moves.pipeline) / Double(moves.moves)
        let floorPerMove = Double(moves.floor) / Double(moves.moves)
        report.rows.append(.count("Pipeline steady state, \(Format.grouped(moves.moves)) moves (all threads)",
                                  metric: "mallocs/move", candidate: mallocsPerMove,
                                  candidateText: "\(Format.count(mallocsPerMove)) "
                                      + "(\(Format.grouped(moves.pipeline)) in all)",
                                  baselineName: "direct touchesMoved call", baseline: floorPerMove,
                                  baselineText: "\(Format.count(floorPerMove)) (\(Format.grouped(moves.floor)) in all)"))
        let perHit = memory.allocationsPerHitTest(fixtures, rounds: 4)
        report.rows.append(.count("hitTest, \(Format.grouped(fixtures.deepSpec.views.count))-view tree, random points",
                                  metric: "mallocs/hitTest", candidate: perHit.openTouch,
                                  baselineName: "seeds' pseudocode hitTest", baseline: perHit.naive))
        let perView = memory.bytesPerView(count: 100_000)
        report.rows.append(.count("100,000 × UIView(frame:), all kept alive", metric: "bytes/view",
                                  candidate: perView.openTouch.bytes, baselineName: "seeds' pseudocode view class",
                                  baseline: perView.naive.bytes))
        report.rows.append(.count("100,000 × UIView(frame:), all kept alive", metric: "mallocs/view",
                                  candidate: perView.openTouch.mallocs, baselineName: "seeds' pseudocode view class",
                                  baseline: perView.naive.mallocs))

        report.verdicts = verdicts(hitTests: hitTests, oneCore: oneCore,
                                   moves: moves, interposerWorks: interposerWorks)
            + gestures.verdicts(interposerWorks: interposerWorks)
            + fingerVerdicts
            + animation.verdicts(interposerWorks: interposerWorks)
            + dragVerdicts.map { verdict in
                var checked = verdict
                checked.met = verdict.met && interposerWorks
                return checked
            }
        let elapsed = nanoseconds(started.duration(to: .now))
        report.notes.append("Times are per operation: median and 90th percentile over many samples, each "
                            + "sample a calibrated batch timed with ContinuousClock after a warm-up; "
                            + "OpenTouch and its baseline are sampled alternately in the same run. "
                            + "Ratios are OpenTouch ÷ baseline (lower is better).")
        report.notes.append("Run took \(Format.time(elapsed))\(quick ? " (--quick)" : ""); "
                            + "1-minute load average \(loadAtStart) at the start, \(loadAverage()) at the end "
                            + "(anything above 0 is other processes sharing the "
                            + "\(ProcessInfo.processInfo.activeProcessorCount) cores).")
        print("## OpenTouch benchmarks (\(ProcessInfo.processInfo.activeProcessorCount) cores, release build)\n")
        print(report.text)
    }

    /// Runs the pipeline unpinned and pinned, adds their rows, and returns the one-core rate
    /// (moves per second) with where it came from.
    @MainActor
    static func runPipeline(_ pipeline: PipelineBenchmarks, quick: Bool, into report: inout Report)
        -> (rate: Double, source: String) {
        pipeline.checkNoDiagnostics()
        let free = pipeline.measurePipeline()
        let floor = pipeline.measureFloor()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        report.rows.append(.timing("Pipeline, down + 100 moves + up per batch, threads unpinned (\(cores) cores): "
                                   + "\(Format.rate(1e9 / free.perMove.median)) moves",
                                   metric: "time/move", candidate: free.perMove,
                                   baselineName: "direct touchesMoved call", baseline: floor))
        report.notes.append("Unpinned pipeline, mean per move: \(Format.time(free.fetchNanosPerMove)) from post to "
                            + "fetcher idle, \(Format.time(free.drainNanosPerMove)) main-thread drain; "
                            + "process CPU time \(Format.time(free.cpuNanosPerMove)) per move "
                            + "(\(Format.rate(1e9 / free.cpuNanosPerMove)) per CPU-second, both threads).")
        progress("pipeline pinned to CPU 0")
        switch PinnedPipeline.run(extraArguments: quick ? ["--quick"] : []) {
        case .success(let pinned):
            report.rows.append(ReportRow(
                benchmark: "Pipeline, same, both threads pinned to CPU 0 (`taskset -c 0`): "
                    + "\(Format.rate(1e9 / pinned.median)) moves",
                metric: "time/move", candidate: (Format.time(pinned.median), Format.time(pinned.p90)),
                baselineName: "direct touchesMoved call",
                baseline: (Format.time(floor.median), Format.time(floor.p90)),
                ratio: Format.ratio(pinned.median / floor.median)))
            return (1e9 / pinned.median, "median wall time with both threads pinned to CPU 0")
        case .failure(let error):
            report.notes.append("Pinned pipeline run skipped: \(error.reason).")
            return (1e9 / free.cpuNanosPerMove, "process CPU time of the unpinned run (both threads)")
        }
    }

    /// A pan through chains of 1, 5 and 20 recognizers — an ordinary mix where the pan wins, and
    /// the worst case where every recognizer is a pan and all run together — against the pipeline
    /// with none; and allocations per move with 5 of each.
    @MainActor
    static func runGestures(_ benchmarks: GestureBenchmarks, quick: Bool, into report: inout Report) -> GestureSummary {
        let plain = benchmarks.measurePan(recognizers: 0)
        var summary = GestureSummary()
        let mixes: [(GestureFixture.Mix, String)] = [
            (.mixed, "pan, tap, long press, swipe, pinch… (the pan wins, the rest fail)"),
            (.simultaneousPans, "all pans, all recognizing simultaneously (worst case)"),
        ]
        for (mix, label) in mixes {
            for count in [1, 5, 20] where !(mix == .mixed && count == 1) {
                let measured = benchmarks.measurePan(recognizers: count, mix: mix)
                if count == 5 { summary.fiveRates.append((label, 1e9 / measured.median)) }
                if mix == .mixed { summary.mixedRatios.append((count, measured.median / plain.median)) }
                report.rows.append(.timing("Pan through \(count) recognizer\(count == 1 ? "" : "s") on the chain, "
                                           + "\(label), unpinned: \(Format.rate(1e9 / measured.median)) moves",
                                           metric: "time/move", candidate: measured,
                                           baselineName: "same pipeline, no recognizers", baseline: plain))
            }
            let allocations = benchmarks.allocationsPerMove(recognizers: 5, mix: mix, chunks: quick ? 100 : 400)
            summary.fiveMallocs.append((label, allocations))
            let perMove = Double(allocations.mallocs) / Double(allocations.moves)
            report.rows.append(.count("Pan through 5 recognizers, \(label), steady state, "
                                      + "\(Format.grouped(allocations.moves)) moves",
                                      metric: "mallocs/move", candidate: perMove,
                                      candidateText: "\(Format.count(perMove)) (\(Format.grouped(allocations.mallocs)) in all)",
                                      baselineName: "—", baseline: 0, baselineText: "—"))
        }
        return summary
    }

    /// The gesture benchmark's figures the verdicts need.
    struct GestureSummary {
        var fiveRates: [(label: String, rate: Double)] = []
        var fiveMallocs: [(label: String, counts: (mallocs: Int, moves: Int))] = []
        /// Median time a move with N recognizers (the pan wins) ÷ the same pipeline with none.
        var mixedRatios: [(count: Int, ratio: Double)] = []

        /// Issue 24's limits for the mixed chain: 5 recognizers ≤ 1.3×, 20 ≤ 2× the bare pipeline.
        static let ratioLimits = [5: 1.3, 20: 2.0]

        func verdicts(interposerWorks: Bool) -> [Verdict] {
            mixedRatios.compactMap { count, ratio in
                Self.ratioLimits[count].map { limit in
                    Verdict(target: "\(count) recognizers on the chain (the pan wins) ≤ \(Format.ratio(limit)) "
                                + "the bare pipeline, a move (issue 24)",
                            met: ratio <= limit, detail: "\(Format.ratio(ratio)) (unpinned medians)")
                }
            } + fiveRates.map { label, rate in
                Verdict(target: "≥ 500,000 move events/s with 5 recognizers (\(label))",
                        met: rate >= 500_000, detail: "\(Format.rate(rate)) (unpinned median wall time)")
            } + fiveMallocs.map { label, counts in
                Verdict(target: "0 mallocs per move with 5 recognizers (\(label))",
                        met: interposerWorks && counts.mallocs == 0,
                        detail: "\(Format.count(Double(counts.mallocs) / Double(counts.moves))) mallocs/move "
                            + "(\(Format.grouped(counts.mallocs)) over \(Format.grouped(counts.moves)) moves)")
            }
        }
    }

    /// The hit-test targets' verdicts: the 10,000-view tree's median, the seeds' pseudocode, the
    /// flat-array limit.
    @MainActor
    static func hitTestVerdicts(_ hitTests: HitTestBenchmarks.Summary) -> [Verdict] {
        var verdicts: [Verdict] = []
        if let deep = hitTests.deepTree {
            verdicts.append(Verdict(target: "hitTest on the 10,000-view tree ≤ 1 µs median",
                                    met: deep.median <= 1_000,
                                    detail: "median \(Format.time(deep.median)), p90 \(Format.time(deep.p90))"))
        }
        if let worst = hitTests.ratios.max(by: { $0.ratio < $1.ratio }) {
            let slower = hitTests.ratios.filter { $0.ratio > 1 }.count
            verdicts.append(Verdict(target: "OpenTouch hitTest at least as fast as the seeds' pseudocode (plain final classes)",
                                    met: slower == 0,
                                    detail: "\(hitTests.ratios.count - slower) of \(hitTests.ratios.count) cases; "
                                        + "worst ratio \(Format.ratio(worst.ratio)) (\(worst.name))"))
        }
        if let worst = hitTests.limitRatios.max(by: { $0.ratio < $1.ratio }) {
            let over = hitTests.limitRatios.filter { $0.ratio > 2 }.count
            verdicts.append(Verdict(target: "OpenTouch hitTest within 2× of the flat-array limit",
                                    met: over == 0,
                                    detail: "\(hitTests.limitRatios.count - over) of \(hitTests.limitRatios.count) cases; "
                                        + "worst ratio \(Format.ratio(worst.ratio)) (\(worst.name))"))
        }
        return verdicts
    }

    /// One verdict line per target of the benchmark brief.
    @MainActor
    static func verdicts(hitTests: HitTestBenchmarks.Summary, oneCore: (rate: Double, source: String),
                         moves: (pipeline: Int, floor: Int, moves: Int), interposerWorks: Bool) -> [Verdict] {
        var verdicts = hitTestVerdicts(hitTests)
        for (limit, issue) in [(1_000_000.0, ""), (3_000_000.0, " (issue 24)")] {
            verdicts.append(Verdict(target: "≥ \(Format.grouped(Int(limit))) move events/s through the pipeline on one core\(issue)",
                                    met: oneCore.rate >= limit,
                                    detail: "\(Format.rate(oneCore.rate)), from the \(oneCore.source)"))
        }
        let perMove = Double(moves.pipeline) / Double(moves.moves)
        verdicts.append(Verdict(target: "0 mallocs per move in steady state",
                                met: interposerWorks && moves.pipeline == 0,
                                detail: "\(Format.count(perMove)) mallocs/move (\(Format.grouped(moves.pipeline)) "
                                    + "over \(Format.grouped(moves.moves)) moves)"
                                    + (interposerWorks ? "" : "; interposer not active, not measured")))
        return verdicts
    }

    /// The 1-minute load average, as the kernel reports it ("?" where unavailable).
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
              let first = text.split(separator: " ").first else { return "?" }
        return String(first)
    }

    /// Prints a progress line to standard error.
    static func progress(_ message: String) {
        FileHandle.standardError.write(Data("[opentouch-benchmarks] \(message)…\n".utf8))
    }
}
