// OpenTouch — Geometry
//
// The `transform.*` key paths through which Core Animation reads, sets and animates single
// components of a CATransform3D.

import Foundation
#if canImport(Darwin)
import QuartzCore
#endif

/// One component of a transform, as Core Animation's `transform.<component>` key paths name it.
///
/// Reading decomposes the transform (see ``TransformComponents``; a zero scale is tolerated).
/// Setting replaces that one component and recomposes, so the other components — the other
/// rotation angles, scale, skew, translation and perspective — are kept. Rotation angles are
/// about x, then y, then z (see ``TransformComponents/eulerAngles``); a transform that cannot
/// be decomposed at all (`m44 == 0`, non-finite entries, or perspective on a flattened matrix)
/// reads its rotations as 0 and its scale from the row lengths, and is returned unchanged by
/// rotation and scale setters.
package enum TransformKeyPath: Hashable, Sendable {
    /// `rotation.x`: the angle in radians about the x axis.
    case rotationX
    /// `rotation.y`: the angle in radians about the y axis.
    case rotationY
    /// `rotation.z`, and its alias `rotation`: the angle in radians about the z axis.
    case rotationZ
    /// `scale.x`: the scale factor along x.
    case scaleX
    /// `scale.y`: the scale factor along y.
    case scaleY
    /// `scale.z`: the scale factor along z.
    case scaleZ
    /// `scale`: reads the average of the three scale factors; sets all three.
    case scale
    /// `translation.x`: the translation along x.
    case translationX
    /// `translation.y`: the translation along y.
    case translationY
    /// `translation.z`: the translation along z.
    case translationZ
    /// `translation`: the x and y translation together, as a `CGSize`
    /// (see ``translation(in:)`` and ``applying(translation:to:)``).
    case translation

    /// Parses a component name such as `"rotation.z"`; a leading `"transform."` is accepted
    /// too. Returns nil for any other string. `"rotation"` parses as ``rotationZ``.
    package init?(keyPath: String) {
        let name = keyPath.hasPrefix("transform.") ? String(keyPath.dropFirst("transform.".count)) : keyPath
        switch name {
        case "rotation.x": self = .rotationX
        case "rotation.y": self = .rotationY
        case "rotation.z", "rotation": self = .rotationZ
        case "scale.x": self = .scaleX
        case "scale.y": self = .scaleY
        case "scale.z": self = .scaleZ
        case "scale": self = .scale
        case "translation.x": self = .translationX
        case "translation.y": self = .translationY
        case "translation.z": self = .translationZ
        case "translation": self = .translation
        default: return nil
        }
    }

    /// The component's value in `t`. For ``translation`` this is the x translation; use
    /// ``translation(in:)`` for both.
    package func value(in t: CATransform3D) -> CGFloat {
        guard let parts = TransformComponents(decomposing: t, allowingZeroScale: true) else {
            return CGFloat(fallbackValue(in: t))
        }
        switch self {
        case .rotationX: return CGFloat(parts.eulerAngles.x)
        case .rotationY: return CGFloat(parts.eulerAngles.y)
        case .rotationZ: return CGFloat(parts.eulerAngles.z)
        case .scaleX: return CGFloat(parts.scale.x)
        case .scaleY: return CGFloat(parts.scale.y)
        case .scaleZ: return CGFloat(parts.scale.z)
        case .scale: return CGFloat(parts.scale.sum() / 3)
        case .translationX, .translation: return CGFloat(parts.translation.x)
        case .translationY: return CGFloat(parts.translation.y)
        case .translationZ: return CGFloat(parts.translation.z)
        }
    }

    /// The x and y translation of `t` as a `CGSize` (width = x, height = y).
    package func translation(in t: CATransform3D) -> CGSize {
        CGSize(width: TransformKeyPath.translationX.value(in: t), height: TransformKeyPath.translationY.value(in: t))
    }

    /// `t` with this component set to `value` and every other component kept. ``scale`` sets
    /// all three factors (so a 2D transform gains `m33 == value`, as in Core Animation);
    /// ``translation`` sets both x and y to `value`.
    package func applying(_ value: CGFloat, to t: CATransform3D) -> CATransform3D {
        let v = Double(value)
        switch self {
        case .translationX: return settingTranslation(x: v, y: nil, z: nil, in: t)
        case .translationY: return settingTranslation(x: nil, y: v, z: nil, in: t)
        case .translationZ: return settingTranslation(x: nil, y: nil, z: v, in: t)
        case .translation: return settingTranslation(x: v, y: v, z: nil, in: t)
        case .rotationX: return updating(t) { _, angles in angles.x = v }
        case .rotationY: return updating(t) { _, angles in angles.y = v }
        case .rotationZ: return updating(t) { _, angles in angles.z = v }
        case .scaleX: return updating(t) { parts, _ in parts.scale.x = v }
        case .scaleY: return updating(t) { parts, _ in parts.scale.y = v }
        case .scaleZ: return updating(t) { parts, _ in parts.scale.z = v }
        case .scale: return updating(t) { parts, _ in parts.scale = SIMD3(repeating: v) }
        }
    }

    /// `t` with its x and y translation set to `size.width` and `size.height`.
    package func applying(translation size: CGSize, to t: CATransform3D) -> CATransform3D {
        settingTranslation(x: Double(size.width), y: Double(size.height), z: nil, in: t)
    }

    /// `t` with `delta` added to this component, for additive animations. ``scale`` adds
    /// `delta` to each of the three factors and ``translation`` to both x and y, so a zero
    /// delta always returns an equivalent transform.
    package func adding(_ delta: CGFloat, to t: CATransform3D) -> CATransform3D {
        let d = Double(delta)
        switch self {
        case .scale:
            return updating(t) { parts, _ in parts.scale += SIMD3(repeating: d) }
        case .translation:
            let current = translation(in: t)
            return applying(translation: CGSize(width: current.width + delta, height: current.height + delta), to: t)
        default:
            return applying(value(in: t) + delta, to: t)
        }
    }

    /// `t` with `delta` added to its x and y translation.
    package func adding(translation delta: CGSize, to t: CATransform3D) -> CATransform3D {
        let current = translation(in: t)
        return applying(translation: CGSize(width: current.width + delta.width, height: current.height + delta.height), to: t)
    }

    // MARK: - Helpers

    /// Whether this component is one of the rotation angles.
    private var isRotation: Bool {
        self == .rotationX || self == .rotationY || self == .rotationZ
    }

    /// Decomposes `t`, lets `change` edit the components (and, for rotations, the angles),
    /// and recomposes; returns `t` unchanged when it cannot be decomposed.
    private func updating(
        _ t: CATransform3D, _ change: (inout TransformComponents, inout SIMD3<Double>) -> Void
    ) -> CATransform3D {
        guard var parts = TransformComponents(decomposing: t, allowingZeroScale: true) else { return t }
        var angles = isRotation ? parts.eulerAngles : .zero
        change(&parts, &angles)
        if isRotation { parts.eulerAngles = angles }
        return parts.transform
    }

    /// `t` with the given translation components replaced. The translation a decomposition
    /// reads is `m4i / m44`, so the translation row is written directly (scaled by `m44`, or
    /// as is when `m44` is zero), which keeps every other entry — perspective included — exactly.
    private func settingTranslation(x: Double?, y: Double?, z: Double?, in t: CATransform3D) -> CATransform3D {
        let w = t.m44 == 0 ? 1 : t.m44
        var result = t
        if let x { result.m41 = CGFloat(x) * w }
        if let y { result.m42 = CGFloat(y) * w }
        if let z { result.m43 = CGFloat(z) * w }
        return result
    }

    /// The value read from a transform that cannot be decomposed: rotations 0, scale from the
    /// lengths of the first three rows, translation from the last row.
    private func fallbackValue(in t: CATransform3D) -> Double {
        let r = t.rows
        func rowLength(_ i: Int) -> Double {
            TransformComponents.length(SIMD3(r[i][0], r[i][1], r[i][2]))
        }
        switch self {
        case .rotationX, .rotationY, .rotationZ: return 0
        case .scaleX: return rowLength(0)
        case .scaleY: return rowLength(1)
        case .scaleZ: return rowLength(2)
        case .scale: return (rowLength(0) + rowLength(1) + rowLength(2)) / 3
        case .translationX, .translation: return r[3][0]
        case .translationY: return r[3][1]
        case .translationZ: return r[3][2]
        }
    }
}
