import Foundation

/// Estimates the velocity of a point from its recent samples.
///
/// The estimate is the slope of a least-squares straight-line fit of position against time over
/// the samples of the last ``GestureConstants/velocitySampleWindow`` seconds (at most
/// ``GestureConstants/velocityMaximumSamples``). A fit uses every sample's own timestamp, so
/// uneven sample spacing does not skew it the way differencing the last two samples does.
/// Fewer than two samples in the window, or a window with no time spread, gives zero. Samples
/// are kept in a fixed ring, so adding one never allocates.
public struct VelocityEstimator: Sendable {
    /// The ring of samples, times beside positions in one buffer, so adding one checks the
    /// buffer's uniqueness once.
    private var samples: [(time: TimeInterval, position: CGPoint)]
    private var start = 0
    private var count = 0
    /// The newest sample's time (meaningful while `count > 0`), kept beside the ring so that
    /// adding a sample reads no slot of it.
    private var newestTime: TimeInterval = 0
    /// The window of samples considered, in seconds.
    public var window: TimeInterval

    /// Creates an empty estimator.
    public init(window: TimeInterval = GestureConstants.velocitySampleWindow,
                capacity: Int = GestureConstants.velocityMaximumSamples) {
        let size = max(capacity, 2)
        samples = Array(repeating: (0, .zero), count: size)
        self.window = window
    }

    /// Adds a sample; a sample older than the newest one replaces nothing and is ignored.
    /// Inlined: called on every move of a pan, pinch or rotation (the call took about 15
    /// instructions a sample in `--profile mixed5`, callgrind).
    @inline(__always)
    public mutating func add(_ position: CGPoint, at time: TimeInterval) {
        guard time.isFinite, position.x.isFinite, position.y.isFinite else { return }
        if count > 0, time < newestTime { return }
        // Full, the oldest slot takes the sample and the next one becomes the oldest; otherwise
        // the slot after the newest does. One slot computed, written once (reading the newest
        // slot and computing two took about 20 instructions more a sample in `--profile mixed5`).
        let capacity = samples.count
        var slot = start
        if count == capacity {
            start = start + 1 == capacity ? 0 : start + 1
        } else {
            slot = start + count
            if slot >= capacity { slot -= capacity }
            count += 1
        }
        samples[slot] = (time, position)
        newestTime = time
    }

    /// Adds a scalar sample (stored as the x of a point).
    public mutating func add(_ value: CGFloat, at time: TimeInterval) {
        add(CGPoint(x: value, y: 0), at: time)
    }

    /// Forgets every sample.
    public mutating func reset() {
        start = 0
        count = 0
    }

    /// The velocity in units per second, from the samples no older than `window` before `now`
    /// (the newest sample's time when nil).
    public func velocity(at now: TimeInterval? = nil) -> CGPoint {
        guard count >= 2 else { return .zero }
        let latest = now ?? samples[index(count - 1)].time
        var n: CGFloat = 0, meanT: CGFloat = 0, meanX: CGFloat = 0, meanY: CGFloat = 0
        for i in 0..<count where latest - samples[index(i)].time <= window {
            n += 1
            meanT += CGFloat(samples[index(i)].time - latest)
            meanX += samples[index(i)].position.x
            meanY += samples[index(i)].position.y
        }
        guard n >= 2 else { return .zero }
        meanT /= n; meanX /= n; meanY /= n
        var stt: CGFloat = 0, stx: CGFloat = 0, sty: CGFloat = 0
        for i in 0..<count where latest - samples[index(i)].time <= window {
            let dt = CGFloat(samples[index(i)].time - latest) - meanT
            stt += dt * dt
            stx += dt * (samples[index(i)].position.x - meanX)
            sty += dt * (samples[index(i)].position.y - meanY)
        }
        guard stt > 0 else { return .zero }
        return CGPoint(x: stx / stt, y: sty / stt)
    }

    /// The scalar velocity (the x of ``velocity(at:)``).
    public func scalarVelocity(at now: TimeInterval? = nil) -> CGFloat {
        velocity(at: now).x
    }

    /// The ring slot `offset` samples after the oldest (`offset` at most the capacity). A
    /// subtraction, not a remainder: `start + offset` is below twice the capacity.
    private func index(_ offset: Int) -> Int {
        let slot = start + offset
        return slot >= samples.count ? slot - samples.count : slot
    }
}
