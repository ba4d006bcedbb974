import Foundation

/// The summary of one timed benchmark: per-operation durations across many samples.
///
/// Each sample times a batch of identical operations and divides by the batch size, so the
/// clock's own cost (tens of nanoseconds) is spread over many operations.
struct Measurement: Sendable {
    /// Per-operation time of every sample, in nanoseconds, sorted ascending.
    let sortedNanos: [Double]
    /// How many operations each sample timed.
    let operationsPerSample: Int

    /// Creates a summary from unsorted per-operation sample times.
    init(nanosPerOperation samples: [Double], operationsPerSample: Int) {
        precondition(!samples.isEmpty, "a measurement needs at least one sample")
        sortedNanos = samples.sorted()
        self.operationsPerSample = operationsPerSample
    }

    /// The number of samples taken.
    var sampleCount: Int { sortedNanos.count }
    /// The median per-operation time, in nanoseconds.
    var median: Double { percentile(50) }
    /// The 90th-percentile per-operation time, in nanoseconds.
    var p90: Double { percentile(90) }

    /// The `p`th percentile (0...100) by linear interpolation between closest ranks.
    func percentile(_ p: Double) -> Double {
        let rank = (p / 100) * Double(sortedNanos.count - 1)
        let lower = Int(rank.rounded(.down))
        let upper = min(lower + 1, sortedNanos.count - 1)
        let fraction = rank - Double(lower)
        return sortedNanos[lower] + (sortedNanos[upper] - sortedNanos[lower]) * fraction
    }
}

/// Converts a `Duration` to nanoseconds as a `Double`.
func nanoseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
}

/// Human-readable formatting for the report.
enum Format {
    /// A duration given in nanoseconds, with a unit that keeps three significant digits.
    static func time(_ nanos: Double) -> String {
        switch nanos {
        case ..<1_000: return "\(digits(nanos)) ns"
        case ..<1_000_000: return "\(digits(nanos / 1_000)) µs"
        case ..<1_000_000_000: return "\(digits(nanos / 1_000_000)) ms"
        default: return "\(digits(nanos / 1_000_000_000)) s"
        }
    }

    /// A rate per second, in millions or thousands.
    static func rate(_ perSecond: Double) -> String {
        if perSecond >= 1_000_000 { return "\(digits(perSecond / 1_000_000)) M/s" }
        if perSecond >= 1_000 { return "\(digits(perSecond / 1_000)) k/s" }
        return "\(digits(perSecond)) /s"
    }

    /// A ratio such as `0.42×`.
    static func ratio(_ value: Double) -> String {
        value.isFinite ? "\(digits(value))×" : "—"
    }

    /// A count that may be fractional (allocations per operation).
    static func count(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return grouped(Int(value)) }
        return String(format: value < 0.01 ? "%.2g" : "%.2f", value)
    }

    /// An integer with thousands separators, such as `100,000`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// A point as `(x, y)` with no trailing zeros, such as `(187.5, 414)`.
    static func point(_ point: CGPoint) -> String {
        "(\(String(format: "%g", Double(point.x))), \(String(format: "%g", Double(point.y))))"
    }

    /// Three significant digits, without exponent notation.
    static func digits(_ value: Double) -> String {
        switch abs(value) {
        case ..<10: return String(format: "%.2f", value)
        case ..<100: return String(format: "%.1f", value)
        default: return String(format: "%.0f", value)
        }
    }
}
