import Foundation

/// An animation of a property between two values, along its timing curve.
///
/// As in Core Animation, the values used depend on which of ``fromValue``, ``toValue`` and
/// ``byValue`` are set: from and to; from and from + by; to − by and to; from and the current
/// value; the current value and to; the current value and current + by; and, with none set,
/// the previous presentation value and the current one.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts at.
    open var fromValue: Any? { didSet { typedKind = nil; dropPlan() } }
    /// The value the animation ends at.
    open var toValue: Any? { didSet { typedKind = nil; dropPlan() } }
    /// The change the animation makes, relative to its start or end.
    open var byValue: Any? { didSet { typedKind = nil; dropPlan() } }
    /// ``fromValue``, ``toValue`` and ``byValue`` read as `typedKind`, kept until one of them is
    /// set (nil kind): an attached copy never changes, so each frame reuses them instead of
    /// casting `Any`. Only this class's evaluation, on the main actor, touches them.
    private var typedKind: AnimatableKind?
    private var typedFrom: AnimatableValue?
    private var typedTo: AnimatableValue?
    private var typedBy: AnimatableValue?
    /// The typed evaluation of a whole render-state property (see ``BasicAnimationPlan``), made
    /// on the first frame and dropped when a value it was made from is set.
    // Exclusivity: read once per attached animation per `renderState()`. Before the plan,
    // `--profile animation` made 27 runtime exclusivity checks per `renderState()` (about 76
    // instructions each, 2 K of its 11.8 K); reading the plan unchecked replaces 15 of them
    // (callgrind, Benchmarks/README.md).
    @exclusivity(unchecked) private var planCache = BasicAnimationPlan.Cache.unknown
    /// A count that moves each time the plan is dropped: an ``AttachedAnimation`` that kept the
    /// plan at some count reuses it, without asking for ``evaluationPlan``, while the count has
    /// not moved. Unchecked for the same reason as ``planCache``.
    @exclusivity(unchecked) private(set) var planGeneration: UInt64 = 0

    /// The plan frames evaluate this animation with, or nil when it needs the general path.
    var evaluationPlan: BasicAnimationPlan? {
        switch planCache {
        case .plan(let plan): return plan
        case .none: return nil
        case .unknown:
            let plan = BasicAnimationPlan(self)
            planCache = plan.map { .plan($0) } ?? .none
            return plan
        }
    }

    override func evaluationInputsDidChange() {
        dropPlan()
    }

    /// Forgets the plan (it is made again when next asked for) and moves ``planGeneration``.
    private func dropPlan() {
        planCache = .unknown
        planGeneration &+= 1
    }

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The interpolation's two ends for a value of `kind`, given the value under the animation.
    func ends(underlying: AnimatableValue, kind: AnimatableKind) -> (AnimatableValue, AnimatableValue)? {
        if typedKind != kind { readValues(as: kind) }
        // Both ends set (every UIKit block animation): the value under it is not needed.
        if let from = typedFrom, let to = typedTo { return (from, to) }
        let from = typedFrom, to = typedTo, by = typedBy
        // An additive animation's missing end is zero, not the value under it.
        let base = isAdditive ? (underlying.zero ?? underlying) : underlying
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by) ?? to, to)
        case let (from?, nil, nil): return (from, base)
        case let (nil, to?, nil): return (base, to)
        case let (nil, nil, by?): return (base, base.adding(by))
        default: return (base, base)
        }
    }

    /// Reads the three values as `kind` (nil where unset or not of that kind) into the cache.
    private func readValues(as kind: AnimatableKind) {
        typedFrom = fromValue.flatMap { AnimatableValue(any: $0, kind: kind) }
        typedTo = toValue.flatMap { AnimatableValue(any: $0, kind: kind) }
        typedBy = byValue.flatMap { AnimatableValue(any: $0, kind: kind) }
        typedKind = kind
    }

    /// The curve's output at `progress`; springs override.
    func curveValue(_ progress: AnimationProgress) -> Double {
        (timingFunction ?? CAMediaTimingFunction.linearFunction).progress(at: progress.fraction)
    }

    override func ownValue(underlying: AnimatableValue, progress: AnimationProgress, kind: AnimatableKind) -> AnimatableValue? {
        guard let (from, to) = ends(underlying: underlying, kind: kind) else { return nil }
        return from.interpolated(to: to, fraction: curveValue(progress))
    }

    override func iterationStep(underlying: AnimatableValue, kind: AnimatableKind) -> AnimatableValue? {
        guard let (from, to) = ends(underlying: underlying, kind: kind) else { return nil }
        return to.subtracting(from)
    }
}

extension CAMediaTimingFunction {
    /// The linear function, shared.
    static let linearFunction = CAMediaTimingFunction(name: .linear)
}
