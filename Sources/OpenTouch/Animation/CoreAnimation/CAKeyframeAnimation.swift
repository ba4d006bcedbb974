import Foundation

/// An animation through a list of values (or along a path), each reached at its key time.
///
/// ``keyTimes`` default to even spacing. In `.linear` and `.cubic` modes the value moves
/// between keyframes (each segment along ``timingFunctions``' entry when given); `.discrete`
/// jumps (its key times have one more entry than the values); the paced modes space the
/// keyframes by the distance between them. A ``path`` (for point properties) is followed at an
/// even speed whatever the mode.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path the point property follows; overrides ``values``.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of the duration (0 to 1, ascending).
    open var keyTimes: [NSNumber]?
    /// The timing of each segment between keyframes (one fewer than the values).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed; `.linear` by default.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Tension of cubic segments; kept, and not used by OpenTouch's Catmull–Rom curves.
    open var tensionValues: [NSNumber]?
    /// Continuity of cubic segments; kept, not used.
    open var continuityValues: [NSNumber]?
    /// Bias of cubic segments; kept, not used.
    open var biasValues: [NSNumber]?
    /// Whether an object moved along ``path`` turns to follow it; kept, not applied.
    open var rotationMode: CAAnimationRotationMode?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }

    override func ownValue(underlying: AnimatableValue, progress: AnimationProgress, kind: AnimatableKind) -> AnimatableValue? {
        let frames = keyframes(kind: kind)
        guard !frames.isEmpty else { return nil }
        let t = (timingFunction ?? CAMediaTimingFunction.linearFunction).progress(at: progress.fraction)
        return KeyframeSampler(values: frames, keyTimes: resolvedKeyTimes(count: frames.count, values: frames),
                               mode: path != nil ? .paced : calculationMode,
                               timingFunctions: timingFunctions).value(at: t)
    }

    override func iterationStep(underlying: AnimatableValue, kind: AnimatableKind) -> AnimatableValue? {
        let frames = keyframes(kind: kind)
        guard let first = frames.first, let last = frames.last else { return nil }
        return last.subtracting(first)
    }

    /// The keyframes as typed values: the path's points, else the values that are of `kind`.
    func keyframes(kind: AnimatableKind) -> [AnimatableValue] {
        if let path, kind == .point { return PathSampling.points(of: path).map { .point($0) } }
        return (values ?? []).compactMap { AnimatableValue(any: $0, kind: kind) }
    }

    /// The key times to use: the given ones when they fit the values, else evenly spaced.
    func resolvedKeyTimes(count: Int, values: [AnimatableValue]) -> [Double] {
        let expected = calculationMode == .discrete ? count + 1 : count
        if let keyTimes, path == nil, keyTimes.count == expected {
            let times = keyTimes.map { min(1, max(0, $0.doubleValue.isFinite ? $0.doubleValue : 0)) }
            if zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) { return times }
        }
        let segments = max(1, expected - 1)
        return (0..<expected).map { Double($0) / Double(segments) }
    }
}
