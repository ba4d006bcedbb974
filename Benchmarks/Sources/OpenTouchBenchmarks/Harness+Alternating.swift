import Foundation

/// One timed sample that needs untimed preparation: it returns the elapsed nanoseconds of the
/// timed part and how many operations that covered.
typealias Sampler = () -> (nanos: Double, operations: Int)

extension Harness {
    /// Measures several samplers together, taking one sample of each in turn (round-robin), so
    /// every side sees the same machine conditions over the same stretch of time. Each sampler
    /// is run `warmupSamples` times untimed first.
    func compareSamples(_ samplers: [Sampler], warmupSamples: Int) -> [Measurement] {
        for sampler in samplers {
            for _ in 0 ..< warmupSamples { _ = sampler() }
        }
        var samples = samplers.map { _ in [Double]() }
        var operations = samplers.map { _ in 1 }
        for index in samples.indices { samples[index].reserveCapacity(plan.maximumSamples) }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: plan.budget)
        while samples[0].count < plan.maximumSamples,
              samples[0].count < plan.minimumSamples || clock.now < deadline {
            for (index, sampler) in samplers.enumerated() {
                let result = sampler()
                operations[index] = result.operations
                samples[index].append(result.nanos / Double(result.operations))
            }
        }
        return samples.indices.map {
            Measurement(nanosPerOperation: samples[$0], operationsPerSample: operations[$0])
        }
    }
}
