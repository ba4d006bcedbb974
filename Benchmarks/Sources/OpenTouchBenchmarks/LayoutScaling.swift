import Foundation
import OpenTouch
import OpenTouchSolver

/// How layout grows with size: chains, stacks and independent siblings of 100 to 100,000
/// constraints and the 250-card screen (first pass, one moved constant), each solved by the
/// solver alone and through `NSLayoutConstraint`, with kiwisolver on the same systems in the same
/// run (``LayoutAnchor``). Sizes whose time the previous size predicts (quadratically) beyond
/// the budget are skipped and said so.
@MainActor
struct LayoutScaling {
    let harness: Harness
    /// The constraint counts of each shape.
    var sizes = [100, 1_000, 10_000, 100_000]
    /// Seconds a size may be predicted to take before it is skipped.
    var budgetSeconds = 60.0

    /// Times `sample` (which returns its nanoseconds) at least once and up to 7 times, while the
    /// total stays under a quarter of the budget, after one untimed warm-up when that is cheap.
    func slowSamples(_ sample: () -> Double) -> Measurement {
        var samples = [sample()]
        if samples[0] < 50e6 { samples = [sample()] }
        var spent = samples[0]
        while samples.count < 7, spent + samples[samples.count - 1] < budgetSeconds * 1e9 / 4 {
            samples.append(sample())
            spent += samples[samples.count - 1]
        }
        return Measurement(nanosPerOperation: samples, operationsPerSample: 1)
    }

    /// Seconds the next size is predicted to take from the previous one, assuming quadratic growth.
    static func predicted(from previous: (count: Int, nanos: Double)?, to count: Int) -> Double {
        guard let previous else { return 0 }
        let factor = Double(count) / Double(previous.count)
        return previous.nanos * factor * factor / 1e9
    }

    static func time(_ body: () -> Int) -> Double {
        let start = ContinuousClock.now
        consume(body())
        return nanoseconds(start.duration(to: .now))
    }

    /// The card screen's views' intrinsic sizes as the engine measures them, one entry a card.
    static func cardSizes(_ screen: CardScreen) -> [[Double]] {
        var sizes: [[Double]] = []
        for card in stride(from: 1, to: screen.views.count, by: 4) {
            var size: [Double] = []
            for view in screen.views[(card + 1)...(card + 3)] {
                let intrinsic = view.intrinsicContentSize
                size += [Double(intrinsic.width), Double(intrinsic.height)]
            }
            sizes.append(size)
        }
        return sizes
    }

    /// Every scaling row and note, appended to `report`.
    func run(into report: inout Report) {
        let screen = CardScreen(cardCount: 250)
        NSLayoutConstraint.activate(screen.constraints)
        screen.root.layoutIfNeeded()
        let sizes = Self.cardSizes(screen)
        let anchor = anchorRun(cardSizes: sizes, into: &report)
        // kiwi's values are in the root's coordinates; the engine's frames are in each superview's.
        let rootFrames = screen.views.map { $0.convert($0.bounds, to: screen.root) }
        let framesAgree = compareFrames(rootFrames, anchor?.cardFrames ?? [], into: &report)
        cards(sizes: sizes, anchor: framesAgree ? anchor : nil, into: &report)
        for kind in ConstraintShape.Kind.allCases {
            shape(kind, anchor: anchor, into: &report)
        }
    }

    private func anchorRun(cardSizes: [[Double]], into report: inout Report) -> LayoutAnchor? {
        guard LayoutAnchor.isAvailable else {
            report.notes.append("kiwisolver anchor skipped: `python3 -c \"import kiwisolver\"` failed "
                                + "(pip install kiwisolver to compare).")
            return nil
        }
        OpenTouchBenchmarksMain.progress("layout: kiwisolver anchor")
        let scenes = ["cards", "cards-moved"] + ConstraintShape.Kind.allCases.flatMap { kind in
            self.sizes.map { "\(kind.rawValue)-\($0)" }
        }
        guard let anchor = LayoutAnchor.measure(scenes: scenes, cardSizes: cardSizes, budgetSeconds: budgetSeconds)
        else {
            report.notes.append("kiwisolver anchor failed to run (\(LayoutAnchor.script.path)).")
            return nil
        }
        for (scene, seconds) in anchor.skipped.sorted(by: { $0.key < $1.key }) {
            report.notes.append("kiwisolver skipped \(scene): predicted \(Int(seconds)) s.")
        }
        return anchor
    }

    /// Whether kiwi's card-screen frames equal the engine's (within 0.001 point).
    private func compareFrames(_ ours: [CGRect], _ theirs: [[Double]], into report: inout Report) -> Bool {
        guard !theirs.isEmpty else { return false }
        guard theirs.count == ours.count else {
            report.notes.append("Card screen: kiwi solved \(theirs.count) views, OpenTouch \(ours.count); times not compared.")
            return false
        }
        var worst = 0.0
        for (frame, kiwi) in zip(ours, theirs) {
            let values = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
            worst = zip(values, kiwi).reduce(worst) { max($0, abs($1.0 - $1.1)) }
        }
        let agree = worst <= 0.001
        report.notes.append("Card screen frames, OpenTouch (NSLayoutConstraint, measured intrinsic sizes) against "
                            + "kiwisolver (the same sizes): largest difference \(Format.digits(worst)) pt — "
                            + (agree ? "the same frames." : "they differ, so kiwi's card times are not compared."))
        return agree
    }
}

extension LayoutScaling {
    private func cards(sizes: [[Double]], anchor: LayoutAnchor?, into report: inout Report) {
        OpenTouchBenchmarksMain.progress("layout: card screen, solver alone")
        let first = slowSamples { Self.time { Int(SolverScenes.solve(SolverScenes.cards(sizes)).1) } }
        var system = SolverScenes.cards(sizes)
        let (solver, _) = SolverScenes.solve(system)
        var step = 0
        let moved = slowSamples {
            step += 1
            return Self.time { Int(SolverScenes.moveFirstCard(&system, in: solver, to: step.isMultiple(of: 2) ? 8 : 7)) }
        }
        OpenTouchBenchmarksMain.progress("layout: card screen, NSLayoutConstraint")
        let engineFirst = slowSamples {
            let screen = CardScreen(cardCount: sizes.count)
            return Self.time { NSLayoutConstraint.activate(screen.constraints); screen.root.layoutIfNeeded(); return 0 }
        }
        let screen = CardScreen(cardCount: sizes.count)
        NSLayoutConstraint.activate(screen.constraints)
        screen.root.layoutIfNeeded()
        var engineStep = 0
        let engineMoved = slowSamples {
            engineStep += 1
            return Self.time {
                screen.firstTop.constant = engineStep.isMultiple(of: 2) ? 8 : 9
                screen.root.layoutIfNeeded()
                return Int(screen.cards.last?.frame.maxY ?? 0)
            }
        }
        let name = "card screen (250 cards, 1,001 views)"
        report.rows.append(row("Solver alone, \(name): first pass", first, kiwi: anchor?.measurement("cards")))
        report.rows.append(row("Solver alone, \(name): first card's top constant moved (remove + add)",
                               moved, kiwi: anchor?.measurement("cards-moved")))
        report.rows.append(row("NSLayoutConstraint, \(name): first pass", engineFirst, kiwi: anchor?.measurement("cards")))
        report.rows.append(row("NSLayoutConstraint, \(name): first card's top constant changed",
                               engineMoved, kiwi: anchor?.measurement("cards-moved")))
    }

    private func shape(_ kind: ConstraintShape.Kind, anchor: LayoutAnchor?, into report: inout Report) {
        var alone: [(count: Int, nanos: Double)] = [], engine: [(count: Int, nanos: Double)] = []
        for count in sizes {
            let scene = "\(kind.rawValue)-\(count)"
            let kiwi = anchor?.measurement(scene)
            if Self.predicted(from: alone.last, to: count) <= budgetSeconds {
                OpenTouchBenchmarksMain.progress("layout: \(scene), solver alone")
                let system: (Int) -> SolverScenes.System = switch kind {
                case .chain: SolverScenes.chain
                case .stack: SolverScenes.stack
                case .siblings: SolverScenes.siblings
                }
                let measured = slowSamples { Self.time { Int(SolverScenes.solve(system(count)).1) } }
                report.rows.append(row("Solver alone, \(kind.rawValue) of \(Format.grouped(count)) constraints"
                                       + growth(measured.median, alone.last), measured, kiwi: kiwi))
                alone.append((count, measured.median))
            } else {
                report.notes.append("Solver alone, \(scene) skipped: predicted "
                                    + "\(Int(Self.predicted(from: alone.last, to: count))) s.")
            }
            if Self.predicted(from: engine.last, to: count) <= budgetSeconds {
                OpenTouchBenchmarksMain.progress("layout: \(scene), NSLayoutConstraint")
                let measured = slowSamples {
                    let shape = ConstraintShape(kind, constraintCount: count)
                    return Self.time { shape.layOut() }
                }
                report.rows.append(row("NSLayoutConstraint, \(kind.rawValue) of \(Format.grouped(count)) constraints"
                                       + growth(measured.median, engine.last), measured, kiwi: kiwi))
                engine.append((count, measured.median))
            } else {
                report.notes.append("NSLayoutConstraint, \(scene) skipped: predicted "
                                    + "\(Int(Self.predicted(from: engine.last, to: count))) s.")
            }
        }
    }

    /// ` (×g the previous size)` for a size after the first.
    private func growth(_ nanos: Double, _ previous: (count: Int, nanos: Double)?) -> String {
        guard let previous else { return "" }
        return " (\(Format.ratio(nanos / previous.nanos)) the \(Format.grouped(previous.count)) size)"
    }

    /// A row against kiwi on the same system when it ran, else a row with no baseline.
    private func row(_ name: String, _ measured: Measurement, kiwi: Measurement?) -> ReportRow {
        if let kiwi {
            return .timing(name, metric: "time/pass", candidate: measured,
                           baselineName: "kiwisolver, same system (same run)", baseline: kiwi)
        }
        return ReportRow(benchmark: name, metric: "time/pass",
                         candidate: (Format.time(measured.median), Format.time(measured.p90)),
                         baselineName: "kiwisolver not run", baseline: ("—", "—"), ratio: "—")
    }
}
