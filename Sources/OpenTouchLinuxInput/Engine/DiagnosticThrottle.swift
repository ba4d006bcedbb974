#if os(Linux)
/// Lets the first few diagnostics of each kind through and counts the rest.
struct DiagnosticThrottle: Sendable {
    private let limit: Int
    private var passed: [String: Int] = [:]
    private var suppressed: [String: Int] = [:]

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Whether a diagnostic keyed `key` should be passed on; counts it either way.
    mutating func admit(_ key: String) -> Bool {
        let count = passed[key, default: 0]
        guard count < limit else {
            suppressed[key, default: 0] += 1
            return false
        }
        passed[key] = count + 1
        return true
    }

    /// `"12 more slotOutOfRange, 3 more invalidEvent diagnostics were only counted"`, or nil.
    var summary: String? {
        guard !suppressed.isEmpty else { return nil }
        let parts = suppressed.keys.sorted().map { "\(suppressed[$0]!) more \($0)" }
        return parts.joined(separator: ", ") + " diagnostics were only counted (limit \(limit) each)"
    }
}
#endif
