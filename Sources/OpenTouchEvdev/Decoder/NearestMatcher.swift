/// Pairs the contacts of two consecutive protocol A frames by nearest position.
///
/// Greedy by increasing distance: every (previous, current) pair is ranked by squared distance in
/// device units, ties broken by previous index then current index, and pairs are taken in that
/// order while both sides are free. The result depends only on the inputs' order and values.
enum NearestMatcher {
    /// The chosen (previous index, current index) pairs, in the order they were taken.
    static func match(previous: [ContactSample], current: [ContactSample]) -> [(Int, Int)] {
        guard !previous.isEmpty, !current.isEmpty else { return [] }
        var candidates: [(distance: Double, previous: Int, current: Int)] = []
        candidates.reserveCapacity(previous.count * current.count)
        for (i, old) in previous.enumerated() {
            for (j, new) in current.enumerated() {
                candidates.append((squaredDistance(old, new), i, j))
            }
        }
        candidates.sort { ($0.distance, $0.previous, $0.current) < ($1.distance, $1.previous, $1.current) }
        var previousTaken = Array(repeating: false, count: previous.count)
        var currentTaken = Array(repeating: false, count: current.count)
        var pairs: [(Int, Int)] = []
        for candidate in candidates where !previousTaken[candidate.previous] && !currentTaken[candidate.current] {
            previousTaken[candidate.previous] = true
            currentTaken[candidate.current] = true
            pairs.append((candidate.previous, candidate.current))
        }
        return pairs
    }

    private static func squaredDistance(_ a: ContactSample, _ b: ContactSample) -> Double {
        let dx = Double(a.x) - Double(b.x)
        let dy = Double(a.y) - Double(b.y)
        return dx * dx + dy * dy
    }
}
