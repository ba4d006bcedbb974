// OpenTouch — Animation timing
//
// Where a timed object stands at one moment of its parent's time.

/// Where an object with ``MediaTiming`` stands at a moment: before, inside or after its active period.
enum MediaTimingState: Hashable, Sendable {
    /// Before the active period. `filledFraction` is the fraction of the basic duration shown by
    /// a backwards fill (`.backwards` or `.both`: the first frame), or nil when nothing is shown.
    case before(filledFraction: Double?)
    /// Inside the active period: `iterationFraction` (0...1) of the basic duration, in repetition
    /// `iteration` (0-based; one repetition is a forward and, with autoreverse, a backward leg);
    /// `isReversedLeg` is true on the backward leg of an autoreversing repetition, where the
    /// fraction runs from 1 back to 0.
    case active(iterationFraction: Double, iteration: Int, isReversedLeg: Bool)
    /// After the active period. `filledFraction` is the fraction shown by a forwards fill
    /// (`.forwards` or `.both`: the last frame), or nil when nothing is shown.
    case after(filledFraction: Double?)
}
