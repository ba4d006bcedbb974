import Foundation

/// A basic or spring animation of one whole render-state property, read once into typed values,
/// so that a frame evaluates it without ``AnimatableValue`` enums, key path matching or reading
/// the animation's properties.
///
/// It gives exactly what ``CAPropertyAnimation/value(for:underlying:progress:)`` gives for such an
/// animation: the same interpolation and additive sum, component by component. It exists only for
/// `CABasicAnimation` and `CASpringAnimation` themselves (a subclass may override their
/// properties) with both ``CABasicAnimation/fromValue`` and ``CABasicAnimation/toValue`` set and
/// ``CAPropertyAnimation/isCumulative`` off. The animation drops it when one of the values it was
/// made from is set.
@MainActor
final class BasicAnimationPlan {
    /// What an animation caches: not yet asked, no plan (the general path), or its plan.
    enum Cache {
        case unknown, none, plan(BasicAnimationPlan)
    }

    /// The two ends, typed by the property's kind. A transform's are in ``transformEnds``: kept
    /// out of the enum, a frame's `switch` does not copy 256 bytes of matrices for every property
    /// (about 50 instructions an animation in `--profile animation`, callgrind).
    enum Ends {
        case scalar(Double, Double)
        case point(CGPoint, CGPoint)
        case rect(CGRect, CGRect)
        case transform
    }

    /// How progress becomes the interpolation fraction.
    enum Curve {
        /// A basic animation's timing function (linear when it has none).
        case function(CAMediaTimingFunction)
        /// A spring animation's spring, run on the iteration's time.
        case spring(DampedSpring)
    }

    /// The property animated (its key path names it alone).
    let property: LayerProperty
    let ends: Ends
    /// The two transforms and how they are interpolated, when ``ends`` is `.transform`.
    let transformEnds: TransformInterpolation?
    let isAdditive: Bool
    let curve: Curve
    /// ``curve``'s key, for ``CurveMemo``.
    let curveKey: CurveKey

    /// The plan for `animation`, or nil when it needs the general path.
    init?(_ animation: CABasicAnimation) {
        let type = Swift.type(of: animation)
        let curve: Curve
        if type == CABasicAnimation.self {
            let function = animation.timingFunction ?? CAMediaTimingFunction.linearFunction
            curve = .function(function)
            curveKey = CurveKey(function)
        } else if type == CASpringAnimation.self, let spring = animation as? CASpringAnimation {
            let spring = spring.spring
            curve = .spring(spring)
            curveKey = CurveKey(spring)
        } else {
            return nil
        }
        guard !animation.isCumulative, let path = animation.parsedKeyPath, path.component == nil else { return nil }
        let kind = path.property.kind
        let from = animation.fromValue.flatMap { AnimatableValue(any: $0, kind: kind) }
        let to = animation.toValue.flatMap { AnimatableValue(any: $0, kind: kind) }
        var transformEnds: TransformInterpolation?
        switch (path.property, from, to) {
        case let (.position, .point(a)?, .point(b)?), let (.anchorPoint, .point(a)?, .point(b)?):
            ends = .point(a, b)
        case let (.bounds, .rect(a)?, .rect(b)?):
            ends = .rect(a, b)
        case let (.transform, .transform(a)?, .transform(b)?):
            ends = .transform
            transformEnds = TransformInterpolation(from: a, to: b)
        case let (.opacity, .scalar(a)?, .scalar(b)?), let (.zPosition, .scalar(a)?, .scalar(b)?),
             let (.cornerRadius, .scalar(a)?, .scalar(b)?), let (.borderWidth, .scalar(a)?, .scalar(b)?):
            ends = .scalar(a, b)
        default:
            return nil
        }
        self.transformEnds = transformEnds
        property = path.property
        isAdditive = animation.isAdditive
        self.curve = curve
    }

    /// Applies the animation at `progress` to `state` when it animates `property` and answers
    /// true; false, changing nothing, when it animates another property.
    func apply(ifItAnimates property: LayerProperty, at progress: AnimationProgress,
               to state: inout LayerRenderState) -> Bool {
        guard self.property == property else { return false }
        apply(at: progress, to: &state)
        return true
    }

    /// Applies the animation at `progress` to `state`'s value of ``property``.
    func apply(at progress: AnimationProgress, to state: inout LayerRenderState) {
        let f = fraction(at: progress)
        switch ends {
        case let .scalar(a, b):
            let value = a + (b - a) * f
            switch property {
            case .opacity: state.opacity = isAdditive ? state.opacity + value : value
            case .zPosition: state.zPosition = isAdditive ? state.zPosition + value : value
            case .cornerRadius: state.cornerRadius = isAdditive ? state.cornerRadius + value : value
            default: state.borderWidth = isAdditive ? state.borderWidth + value : value
            }
        case let .point(a, b):
            let value = AnimatableValue.lerp(a, b, f)
            if property == .position {
                state.position = isAdditive ? AnimatableValue.sum(state.position, value) : value
            } else {
                state.anchorPoint = isAdditive ? AnimatableValue.sum(state.anchorPoint, value) : value
            }
        case let .rect(a, b):
            let value = AnimatableValue.lerp(a, b, f)
            state.bounds = isAdditive ? AnimatableValue.sum(state.bounds, value) : value
        case .transform:
            // An additive transform is applied after the one under it, as `AnimatableValue.adding` does.
            // Read through optional chaining: a `guard let` copy would retain the interpolation.
            guard let value = transformEnds?.value(at: f) else { return }
            state.transform = isAdditive ? value.concatenating(state.transform) : value
        }
    }

    /// The interpolation fraction at `progress`: the curve's value, from ``CurveMemo`` when the
    /// last plan evaluated asked the same curve at the same input (the layers of one block, in one frame).
    private func fraction(at progress: AnimationProgress) -> Double {
        switch curve {
        case .function(let function): curveValue(at: progress.fraction) { function.progress(at: $0) }
        case .spring(let spring): curveValue(at: progress.time) { spring.value(at: $0) }
        }
    }

    /// The curve's value at `x`: ``CurveMemo``'s when it kept this curve's value at `x`, else
    /// `compute(x)`, which is then kept.
    @inline(__always)
    private func curveValue(at x: Double, _ compute: (Double) -> Double) -> Double {
        if let kept = CurveMemo.value(of: curveKey, at: x) { return kept }
        let value = compute(x)
        CurveMemo.keep(value, of: curveKey, at: x)
        return value
    }
}
