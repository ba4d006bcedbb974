import Foundation

/// A ``BasicAnimationPlan``'s two transforms and the way
/// ``CATransform3D/interpolated(to:fraction:)`` goes between them, decided once when the plan is
/// made: the ends' comparisons are not repeated and, for general transforms, the ends are
/// decomposed once instead of on every frame.
///
/// ``value(at:)`` gives exactly what `from.interpolated(to: to, fraction:)` gives: the same
/// shortcuts at fractions 0 and 1 and for equal ends, and otherwise the same arithmetic on the
/// same values (the ``TransformComponents`` it would compute, or the same entry-by-entry lerps).
final class TransformInterpolation {
    /// Which path `interpolated(to:fraction:)` takes between the two ends.
    enum Path {
        /// The ends are equal: `from` is shown.
        case same
        /// Both are positive scales with a translation: six entries are lerped.
        case scaleAndTranslation
        /// Both decompose: their components (``components``) are interpolated and recomposed.
        case components
        /// One does not decompose: the sixteen entries are lerped.
        case entrywise
    }

    /// The transform at fraction 0.
    let from: CATransform3D
    /// The transform at fraction 1.
    let to: CATransform3D
    /// The path between them.
    let path: Path
    /// The ends' components and the arc between their rotations, when ``path`` is `.components`
    /// (the identity's, unused, otherwise). Kept out of the enum, so that a frame's `switch` does
    /// not copy them, and not optional, so that a frame reads them in place instead of copying
    /// their 350 bytes out of an optional; the arc's `acos` and `sin` are computed here once
    /// instead of on every frame.
    private let components: (from: TransformComponents, to: TransformComponents, arc: QuaternionArc)

    /// The interpolation from `from` to `to`.
    init(from: CATransform3D, to: CATransform3D) {
        self.from = from
        self.to = to
        let identity = TransformComponents.identity
        var components = (identity, identity, QuaternionArc(from: identity.quaternion, to: identity.quaternion))
        if from == to {
            path = .same
        } else if from.isScaleAndTranslation && to.isScaleAndTranslation {
            path = .scaleAndTranslation
        } else if let a = TransformComponents(decomposing: from), let b = TransformComponents(decomposing: to) {
            path = .components
            components = (a, b, QuaternionArc(from: a.quaternion, to: b.quaternion))
        } else {
            path = .entrywise
        }
        self.components = components
    }

    /// The transform `fraction` of the way from ``from`` to ``to``.
    func value(at fraction: Double) -> CATransform3D {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        switch path {
        case .same: return from
        case .scaleAndTranslation: return scaleAndTranslation(at: fraction)
        case .components:
            return TransformComponents.interpolate(components.from, components.to, along: components.arc,
                                                   fraction: fraction).transform
        case .entrywise: return from.entrywiseInterpolated(to: to, fraction: fraction)
        }
    }

    /// The six scale and translation entries lerped, the rest the identity's, as
    /// `interpolated(to:fraction:)` does for two scale-and-translation transforms.
    private func scaleAndTranslation(at f: Double) -> CATransform3D {
        func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        var result = CATransform3DIdentity
        result.m11 = lerp(from.m11, to.m11)
        result.m22 = lerp(from.m22, to.m22)
        result.m33 = lerp(from.m33, to.m33)
        result.m41 = lerp(from.m41, to.m41)
        result.m42 = lerp(from.m42, to.m42)
        result.m43 = lerp(from.m43, to.m43)
        return result
    }
}
