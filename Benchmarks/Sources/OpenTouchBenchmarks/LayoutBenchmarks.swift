import Foundation
import OpenTouch

/// Auto Layout's cost: a 1,000-view screen of anchored cards (first pass, then one constant
/// changed) against setting the same frames by hand, and how the first pass grows with size
/// (``LayoutScaling``), against kiwisolver.
@MainActor
struct LayoutBenchmarks {
    let harness: Harness

    /// The frames Auto Layout gives the card screen, for the by-hand baseline.
    static func referenceFrames(cardCount: Int) -> [CGRect] {
        let screen = CardScreen(cardCount: cardCount)
        NSLayoutConstraint.activate(screen.constraints)
        screen.root.layoutIfNeeded()
        return screen.frames
    }

    /// Activating the screen's constraints and laying it out, against giving every view its frame.
    func measureFirstPass(cardCount: Int) -> (layout: Measurement, byHand: Measurement) {
        let frames = Self.referenceFrames(cardCount: cardCount)
        let results = harness.compareSamples([
            {
                let screen = CardScreen(cardCount: cardCount)
                let start = ContinuousClock.now
                NSLayoutConstraint.activate(screen.constraints)
                screen.root.layoutIfNeeded()
                let nanos = nanoseconds(start.duration(to: .now))
                consume(Int(screen.cards.last?.frame.maxY ?? 0))
                return (nanos, 1)
            },
            {
                let screen = CardScreen(cardCount: cardCount)
                let start = ContinuousClock.now
                for (view, frame) in zip(screen.views, frames) { view.frame = frame }
                let nanos = nanoseconds(start.duration(to: .now))
                consume(Int(screen.cards.last?.frame.maxY ?? 0))
                return (nanos, 1)
            },
        ], warmupSamples: 2)
        return (results[0], results[1])
    }

    /// One constant changed (the first card moves down a point, pushing every card below it)
    /// and the screen laid out again, against moving the same cards by hand.
    func measureIncremental(cardCount: Int) -> (layout: Measurement, byHand: Measurement) {
        let screen = CardScreen(cardCount: cardCount)
        NSLayoutConstraint.activate(screen.constraints)
        screen.root.layoutIfNeeded()
        let byHand = CardScreen(cardCount: cardCount)
        for (view, frame) in zip(byHand.views, screen.frames) { view.frame = frame }
        var step = 0
        var handStep = 0
        let results = harness.compareSamples([
            {
                step += 1
                let start = ContinuousClock.now
                screen.firstTop.constant = step.isMultiple(of: 2) ? 8 : 9
                screen.root.layoutIfNeeded()
                let nanos = nanoseconds(start.duration(to: .now))
                consume(Int(screen.cards.last?.frame.maxY ?? 0))
                return (nanos, 1)
            },
            {
                handStep += 1
                let delta: CGFloat = handStep.isMultiple(of: 2) ? -1 : 1
                let start = ContinuousClock.now
                for card in byHand.cards { card.frame = card.frame.offsetBy(dx: 0, dy: delta) }
                let nanos = nanoseconds(start.duration(to: .now))
                consume(Int(byHand.cards.last?.frame.maxY ?? 0))
                return (nanos, 1)
            },
        ], warmupSamples: 2)
        return (results[0], results[1])
    }

    /// One frame of scrolling (a new content offset and the layout pass after it) through a feed
    /// laid out with constraints, against the same feed with its frames set by hand.
    func measureFeedScroll(cardCount: Int) -> (layout: Measurement, byHand: Measurement) {
        let feed = FeedScrollScene(cardCount: cardCount)
        let byHand = FeedScrollScene(cardCount: cardCount, frames: feed.frames)
        precondition(byHand.scrollView.contentSize == feed.scrollView.contentSize, "the feeds differ")
        func sweep(_ scene: FeedScrollScene) -> () -> (Double, Int) {
            var step = 0
            return {
                step += 1
                let start = ContinuousClock.now
                scene.scroll(to: CGFloat(step % 2_000))
                let nanos = nanoseconds(start.duration(to: .now))
                consume(Int(scene.scrollView.bounds.minY))
                return (nanos, 1)
            }
        }
        let results = harness.compareSamples([sweep(feed), sweep(byHand)], warmupSamples: 2)
        return (results[0], results[1])
    }

    /// Every layout row, appended to `report`.
    func run(into report: inout Report) {
        let cards = 250
        let first = measureFirstPass(cardCount: cards)
        report.rows.append(.timing("Auto Layout first pass, 1,001-view screen of \(cards) anchored cards "
                                   + "(3,000 constraints + intrinsic sizes): activate + layoutIfNeeded",
                                   candidate: first.layout, baselineName: "same 1,001 frames set by hand",
                                   baseline: first.byHand))
        let incremental = measureIncremental(cardCount: cards)
        report.rows.append(.timing("Auto Layout incremental pass, same screen: first card's top constant "
                                   + "changed, every card below moves",
                                   candidate: incremental.layout, baselineName: "same \(cards) cards moved by hand",
                                   baseline: incremental.byHand))
        let scroll = measureFeedScroll(cardCount: cards)
        report.rows.append(.timing("Scrolling the same screen as a feed (scroll view in a notched window, content "
                                   + "pinned to its layout guides): contentOffset + layout pass, per frame",
                                   candidate: scroll.layout, baselineName: "same feed, frames set by hand",
                                   baseline: scroll.byHand))
        // Chains, stacks and siblings of 100 to 100,000 constraints, the solver alone and against
        // kiwisolver: the full sizes with `--layout`, up to 10,000 (10 s budget) in the full run.
        var scaling = LayoutScaling(harness: harness)
        if !CommandLine.arguments.contains("--layout") {
            scaling.sizes = [100, 1_000, 10_000]
            scaling.budgetSeconds = 10
        }
        scaling.run(into: &report)
    }
}
