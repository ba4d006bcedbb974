import Foundation

/// The frame-rate rule: which display frames a link fires on.
extension CADisplayLink {
    /// How many display frames pass per frame of the link at its preferred rate.
    func frameStride(displayRate: Double) -> Int {
        Self.frameStride(preferredRate: preferredRate(displayRate: displayRate), displayRate: displayRate)
    }

    /// The rate asked for, in frames per second (0 or less: the display's).
    private func preferredRate(displayRate: Double) -> Double {
        let range = preferredFrameRateRange
        guard range != .default else { return Double(preferredFramesPerSecond) }
        let upper = range.maximum > 0 ? Double(range.maximum) : displayRate
        let lower = min(max(0, Double(range.minimum)), upper)
        let wanted = range.preferred.map(Double.init) ?? upper
        return min(max(wanted, lower), upper)
    }

    /// The divisor `n` of the display rate whose rate `displayRate/n` is nearest `preferredRate`
    /// (the higher rate on a tie); 1 for rates of 0, less, or at least the display's.
    static func frameStride(preferredRate: Double, displayRate: Double) -> Int {
        let frames = Int(displayRate.rounded())
        guard preferredRate.isFinite, preferredRate > 0, preferredRate < displayRate, frames > 1 else { return 1 }
        var best = 1
        var bestDistance = abs(displayRate - preferredRate)
        for n in 2...frames where frames % n == 0 {
            let distance = abs(displayRate / Double(n) - preferredRate)
            if distance < bestDistance {
                best = n
                bestDistance = distance
            }
        }
        return best
    }
}
