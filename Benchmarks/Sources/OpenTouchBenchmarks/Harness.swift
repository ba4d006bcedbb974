import Foundation

/// How long to warm up and measure each benchmark.
///
/// The defaults keep the whole run well under two minutes on a two-core machine; `--quick`
/// divides every duration by four for a smoke run.
struct TimingPlan: Sendable {
    /// Aim for samples at least this long, so clock overhead is negligible.
    var targetSampleNanos: Double = 40_000
    /// Time spent running each side untimed before sampling.
    var warmup: Duration = .milliseconds(200)
    /// Time spent sampling both sides of a comparison together.
    var budget: Duration = .milliseconds(1_500)
    /// At least this many samples per side, whatever the budget.
    var minimumSamples = 25
    /// At most this many samples per side.
    var maximumSamples = 5_000

    /// The plan for a benchmark whose single operation is slow (milliseconds): fewer, longer samples.
    var forSlowOperations: TimingPlan {
        var plan = self
        plan.targetSampleNanos = 200_000
        plan.minimumSamples = 15
        return plan
    }

    /// Every duration divided by `factor`.
    func scaled(by factor: Int) -> TimingPlan {
        var plan = self
        plan.warmup = warmup / factor
        plan.budget = budget / factor
        return plan
    }
}

/// A batch of identical operations: it runs the given number of them and returns a checksum that
/// depends on their results, so the optimizer cannot drop the work.
typealias Batch = (_ operations: Int) -> Int

/// Keeps checksums alive; read once at the end of the run.
@MainActor var checksumSink = 0

/// Consumes a value so the computation that produced it is not optimized away.
@MainActor @inline(never)
func consume(_ value: Int) {
    checksumSink &+= value
}

/// Times benchmarks with `ContinuousClock`.
@MainActor
struct Harness {
    let plan: TimingPlan
    private let clock = ContinuousClock()

    init(plan: TimingPlan) {
        self.plan = plan
    }

    /// Times `batch` with `operations` operations once, in nanoseconds.
    func time(_ batch: Batch, operations: Int) -> Double {
        let start = clock.now
        let checksum = batch(operations)
        let end = clock.now
        consume(checksum)
        return nanoseconds(start.duration(to: end))
    }

    /// The smallest power-of-two batch size whose run takes at least the target sample time.
    func calibrate(_ batch: Batch, target: Double) -> Int {
        var operations = 1
        while operations < 1 << 26 {
            if time(batch, operations: operations) >= target { break }
            operations *= 2
        }
        return operations
    }

    /// Runs `batch` untimed for the warm-up duration.
    func warmUp(_ batch: Batch, operations: Int) {
        let deadline = clock.now.advanced(by: plan.warmup)
        repeat {
            consume(batch(operations))
        } while clock.now < deadline
    }

    /// Measures a candidate against a baseline, alternating their samples so both see the same
    /// machine conditions (frequency, cache, neighbours) over the same stretch of time.
    func compare(_ candidate: Batch, against baseline: Batch, plan override: TimingPlan? = nil)
        -> (candidate: Measurement, baseline: Measurement) {
        let plan = override ?? self.plan
        let candidateOps = calibrate(candidate, target: plan.targetSampleNanos)
        let baselineOps = calibrate(baseline, target: plan.targetSampleNanos)
        warmUp(candidate, operations: candidateOps)
        warmUp(baseline, operations: baselineOps)
        var candidateSamples: [Double] = [], baselineSamples: [Double] = []
        candidateSamples.reserveCapacity(plan.maximumSamples)
        baselineSamples.reserveCapacity(plan.maximumSamples)
        let deadline = clock.now.advanced(by: plan.budget)
        while candidateSamples.count < plan.maximumSamples,
              candidateSamples.count < plan.minimumSamples || clock.now < deadline {
            candidateSamples.append(time(candidate, operations: candidateOps) / Double(candidateOps))
            baselineSamples.append(time(baseline, operations: baselineOps) / Double(baselineOps))
        }
        return (Measurement(nanosPerOperation: candidateSamples, operationsPerSample: candidateOps),
                Measurement(nanosPerOperation: baselineSamples, operationsPerSample: baselineOps))
    }

    /// Measures a single batch on its own (calibrated, warmed up, sampled for the budget).
    func measure(_ batch: Batch) -> Measurement {
        let operations = calibrate(batch, target: plan.targetSampleNanos)
        warmUp(batch, operations: operations)
        return measureSamples(warmupSamples: 0) {
            (time(batch, operations: operations), operations)
        }
    }

    /// Measures one benchmark whose samples are produced by `sample`, which returns the elapsed
    /// nanoseconds of one sample and how many operations it covered. Used when each sample needs
    /// untimed preparation (the pipeline restamps its prebuilt events between samples).
    func measureSamples(warmupSamples: Int, _ sample: () -> (nanos: Double, operations: Int)) -> Measurement {
        for _ in 0 ..< warmupSamples { _ = sample() }
        var samples: [Double] = []
        samples.reserveCapacity(plan.maximumSamples)
        var operations = 1
        let deadline = clock.now.advanced(by: plan.budget)
        while samples.count < plan.maximumSamples, samples.count < plan.minimumSamples || clock.now < deadline {
            let result = sample()
            operations = result.operations
            samples.append(result.nanos / Double(result.operations))
        }
        return Measurement(nanosPerOperation: samples, operationsPerSample: operations)
    }
}
