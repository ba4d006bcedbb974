import Foundation
import OpenTouch
import Testing
#if canImport(Darwin)
import QuartzCore
#endif

// MARK: - Helpers

private func rotationZ(_ angle: CGFloat) -> CATransform3D { CATransform3DMakeRotation(angle, 0, 0, 1) }

private func perspective(_ distance: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / distance
    return t
}

/// A random composition of one to five translations, non-zero scales and rotations.
private func randomComposition(_ random: inout FuzzRandom, perspective withPerspective: Bool) -> CATransform3D {
    var t = CATransform3DIdentity
    for _ in 0..<random.int(1...5) {
        switch random.int(0...2) {
        case 0:
            t = CATransform3DTranslate(t, random.double(-300...300), random.double(-300...300), random.double(-50...50))
        case 1:
            func factor() -> CGFloat {
                let magnitude = random.double(0.2...4)
                return CGFloat(random.chance(0.15) ? -magnitude : magnitude)
            }
            t = CATransform3DScale(t, factor(), factor(), factor())
        default:
            let axis = random.chance(0.5) ? (0.0, 0.0, 1.0)
                : (random.double(-1...1), random.double(-1...1), random.double(-1...1))
            t = CATransform3DRotate(t, random.double(-6...6), axis.0, axis.1, axis.2)
        }
    }
    if withPerspective {
        t = CATransform3DConcat(t, perspective(CGFloat(random.double(200...2000))))
    }
    return t
}

/// `t` divided by its m44: the projectively equivalent matrix a decomposition recomposes to.
private func normalized(_ t: CATransform3D) -> CATransform3D {
    let e = t.entries.map { $0 / t.m44 }
    return CATransform3D(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                         m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
}

/// Entry tolerance scaled to the size of the matrix.
private func tolerance(for t: CATransform3D) -> CGFloat {
    1e-9 * Swift.max(1, t.entries.map(abs).max() ?? 1)
}

// MARK: - Points

@Suite("CATransform3D: mapping points of the z = 0 plane")
struct CATransform3DPointTests {
    @Test("without perspective apply(to:) matches CGPoint.applying on the affine part")
    func affinePoints() {
        let t = CATransform3DTranslate(rotationZ(0.6), 10, -4, 0)
        let p = CGPoint(x: 3, y: 7)
        #expect(isClose(t.apply(to: p), p.applying(t.affine)))
    }

    @Test("m34 = −1/500 alone leaves points of the z = 0 plane where they are")
    func perspectiveAlone() {
        #expect(perspective(500).apply(to: CGPoint(x: 120, y: -40)) == CGPoint(x: 120, y: -40))
    }

    @Test("a layer turned π/3 about y under m34 = −1/500 shrinks towards the far edge")
    func perspectiveRotation() {
        let t = CATransform3DRotate(perspective(500), .pi / 3, 0, 1, 0)
        // (x, y, 0) → (x·cos, y, −x·sin), w = 1 + x·sin/500.
        let s = sin(Double.pi / 3), c = cos(Double.pi / 3)
        let w = 1 + 100 * s / 500
        let mapped = t.apply(to: CGPoint(x: 100, y: 50))
        #expect(isClose(mapped, CGPoint(x: 100 * c / w, y: 50 / w)))
        let near = t.apply(to: CGPoint(x: -100, y: 50))
        #expect(near.y > 50 && mapped.y < 50)
    }

    @Test("unapply inverts apply under perspective")
    func unapplyRoundTrip() {
        let t = CATransform3DTranslate(CATransform3DRotate(perspective(500), 0.7, 0.3, 1, 0), 20, 10, 0)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 80, y: -30), CGPoint(x: -120, y: 45)] {
            let screen = t.apply(to: p)
            let back = t.unapply(screen)
            #expect(back.map { isClose($0, p, within: 1e-7) } == true)
        }
        #expect(CATransform3DIdentity.unapply(CGPoint(x: 4, y: 5)) == CGPoint(x: 4, y: 5))
    }

    @Test("unapply is nil edge-on, for a singular matrix, and behind the viewer")
    func unapplyNil() {
        #expect(CATransform3DMakeRotation(.pi / 2, 0, 1, 0).unapply(CGPoint(x: 1, y: 1)) == nil)
        #expect(CATransform3DMakeScale(0, 1, 1).unapply(CGPoint(x: 1, y: 1)) == nil)
        // w = 1 − x: the screen point (−2, 0) is where x = 2 projects from behind the viewer.
        var t = CATransform3DIdentity
        t.m14 = -1
        #expect(t.apply(to: CGPoint(x: 2, y: 0)) == CGPoint(x: -2, y: 0))
        #expect(t.unapply(CGPoint(x: -2, y: 0)) == nil)
        #expect(t.unapply(CGPoint(x: 0.5, y: 0)).map { isClose($0, CGPoint(x: 1.0 / 3, y: 0)) } == true)
    }

    @Test("a point on the viewer's plane (w = 0) maps to a large finite point, never NaN")
    func zeroW() {
        var t = CATransform3DIdentity
        t.m14 = -1
        let p = t.apply(to: CGPoint(x: 1, y: 2))
        #expect(p.x.isFinite && p.y.isFinite && p.x > 1e8 && p.y > 1e8)
        let origin = CATransform3D().apply(to: .zero)
        #expect(origin == .zero)
    }
}

// MARK: - Decomposition

@Suite("TransformComponents: decomposition and recomposition")
struct TransformDecompositionTests {
    @Test("scale, then rotation about z, then translation decompose into those parts")
    func knownParts() throws {
        let t = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), rotationZ(0.8)),
                                    CATransform3DMakeTranslation(5, 6, 7))
        let parts = try #require(TransformComponents(decomposing: t))
        #expect(isClose(parts.scale, SIMD3(2, 3, 4)))
        #expect(isClose(parts.translation, SIMD3(5, 6, 7)))
        #expect(isClose(parts.skew, .zero))
        #expect(isClose(parts.perspective, SIMD4(0, 0, 0, 1)))
        #expect(isClose(parts.quaternion, SIMD4(0, 0, sin(0.4), cos(0.4))))
        #expect(isClose(parts.transform, t))
    }

    @Test("identity decomposes to the identity components")
    func identity() {
        #expect(TransformComponents(decomposing: CATransform3DIdentity) == .identity)
        #expect(TransformComponents.identity.transform == CATransform3DIdentity)
    }

    @Test("a 2D reflection keeps its rotation about z and recomposes exactly affine")
    func reflection2D() throws {
        let t = CATransform3DConcat(CATransform3DMakeScale(-2, 1, 1), rotationZ(0.5))
        let parts = try #require(TransformComponents(decomposing: t))
        #expect(isClose(parts.scale, SIMD3(-2, 1, 1)))
        #expect(parts.quaternion.x == 0 && parts.quaternion.y == 0)
        #expect(isClose(parts.transform, t))
        #expect(parts.transform.isAffine)
    }

    @Test("m44 = 0, a zero scale and non-finite entries do not decompose")
    func notDecomposable() {
        var noW = CATransform3DIdentity
        noW.m44 = 0
        #expect(TransformComponents(decomposing: noW) == nil)
        #expect(TransformComponents(decomposing: CATransform3DMakeScale(0, 1, 1)) == nil)
        #expect(TransformComponents(decomposing: CATransform3DMakeTranslation(.nan, 0, 0)) == nil)
        let lenient = TransformComponents(decomposing: CATransform3DMakeScale(0, 2, 1), allowingZeroScale: true)
        #expect(lenient.map { isClose($0.scale, SIMD3(0, 2, 1)) } == true)
    }

    @Test("property: 400 seeded compositions of translate, scale and rotate recompose to themselves (divided by m44)")
    func roundTripProperty() throws {
        for seed in UInt64(1)...400 {
            var random = FuzzRandom(seed: seed)
            let t = randomComposition(&random, perspective: seed % 4 == 0)
            let parts = try #require(TransformComponents(decomposing: t), "seed \(seed)")
            #expect(isClose(parts.transform, normalized(t), within: tolerance(for: t)), "seed \(seed)")
            #expect(isClose((parts.quaternion * parts.quaternion).sum(), 1), "seed \(seed)")
        }
    }

    @Test("perspective survives the round trip")
    func perspectiveRoundTrip() throws {
        let t = CATransform3DConcat(CATransform3DRotate(CATransform3DMakeTranslation(10, 20, 0), 0.5, 0, 1, 0), perspective(500))
        let parts = try #require(TransformComponents(decomposing: t))
        #expect(isClose(parts.perspective, SIMD4(0, 0, -1.0 / 500, 1)))
        #expect(isClose(parts.transform, t))
    }
}

// MARK: - Interpolation

@Suite("CATransform3D: interpolation between transforms")
struct TransformInterpolationTests {
    @Test("identity → rotation π/2 about z passes through a true rotation of π/4")
    func halfRotation() {
        let middle = CATransform3DIdentity.interpolated(to: rotationZ(.pi / 2), fraction: 0.5)
        #expect(isClose(middle, rotationZ(.pi / 4)))
        #expect(middle.isAffine)
    }

    @Test("identity → scale 2 passes scale 1.5")
    func halfScale() {
        let middle = CATransform3DIdentity.interpolated(to: CATransform3DMakeScale(2, 2, 1), fraction: 0.5)
        #expect(isClose(middle, CATransform3DMakeScale(1.5, 1.5, 1)))
    }

    @Test("translation and scale interpolate each on its own")
    func translationAndScale() {
        let to = CATransform3DConcat(CATransform3DMakeScale(3, 5, 1), CATransform3DMakeTranslation(100, 40, 0))
        let quarter = CATransform3DIdentity.interpolated(to: to, fraction: 0.25)
        let expected = CATransform3DConcat(CATransform3DMakeScale(1.5, 2, 1), CATransform3DMakeTranslation(25, 10, 0))
        #expect(isClose(quarter, expected))
    }

    @Test("rotation with translation: halfway is half the turn and half the move")
    func rotationAndTranslation() {
        let to = CATransform3DConcat(rotationZ(.pi / 2), CATransform3DMakeTranslation(100, 0, 0))
        let middle = CATransform3DMakeTranslation(0, 0, 0).interpolated(to: to, fraction: 0.5)
        #expect(isClose(middle, CATransform3DConcat(rotationZ(.pi / 4), CATransform3DMakeTranslation(50, 0, 0))))
    }

    @Test("fractions outside 0...1 extrapolate scale linearly and keep turning the rotation")
    func extrapolation() {
        let scaled = CATransform3DIdentity.interpolated(to: CATransform3DMakeScale(2, 2, 1), fraction: 1.2)
        #expect(isClose(scaled, CATransform3DMakeScale(2.2, 2.2, 1)))
        let under = CATransform3DIdentity.interpolated(to: CATransform3DMakeScale(2, 2, 1), fraction: -0.1)
        #expect(isClose(under, CATransform3DMakeScale(0.9, 0.9, 1)))
        let over = CATransform3DIdentity.interpolated(to: rotationZ(.pi / 2), fraction: 1.5)
        #expect(isClose(over, rotationZ(3 * .pi / 4)))
        let back = CATransform3DIdentity.interpolated(to: rotationZ(.pi / 2), fraction: -0.5)
        #expect(isClose(back, rotationZ(-.pi / 4)))
    }

    @Test("a 3D rotation about y interpolates about y")
    func rotationY() {
        let to = CATransform3DMakeRotation(1.2, 0, 1, 0)
        let middle = CATransform3DIdentity.interpolated(to: to, fraction: 0.5)
        #expect(isClose(middle, CATransform3DMakeRotation(0.6, 0, 1, 0)))
    }

    @Test("fractions 0 and 1 return the ends exactly")
    func endpoints() {
        let a = CATransform3DMakeRotation(0.3, 1, 2, 3)
        let b = CATransform3DTranslate(rotationZ(2), 5, 6, 7)
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
    }

    @Test("an end that cannot be decomposed falls back to entrywise interpolation")
    func entrywiseFallback() {
        let flat = CATransform3DMakeScale(0, 0, 1)
        let turned = rotationZ(.pi / 2)
        let middle = flat.interpolated(to: turned, fraction: 0.5)
        let expected = CATransform3D(m11: 0, m12: 0.5, m13: 0, m14: 0, m21: -0.5, m22: 0, m23: 0, m24: 0,
                                     m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(isClose(middle, expected))
        #expect(isClose(flat.interpolated(to: CATransform3DIdentity, fraction: 0.25), CATransform3DMakeScale(0.25, 0.25, 1)))
    }
}

@Suite("CATransform3D: interpolation properties")
struct TransformInterpolationPropertyTests {
    @Test("property: between 200 seeded pairs, interpolation is finite, starts and ends at the ends, and halves the translation")
    func seededPairs() {
        for seed in UInt64(1)...200 {
            var random = FuzzRandom(seed: seed)
            let a = randomComposition(&random, perspective: false)
            let b = randomComposition(&random, perspective: false)
            for fraction in [-0.3, 0.001, 0.5, 0.999, 1.4] {
                let t = a.interpolated(to: b, fraction: fraction)
                let finite = t.entries.allSatisfy { $0.isFinite }
                #expect(finite, "seed \(seed) fraction \(fraction)")
            }
            #expect(isClose(a.interpolated(to: b, fraction: 1e-12), a, within: tolerance(for: a) * 10), "seed \(seed)")
            let middle = a.interpolated(to: b, fraction: 0.5)
            #expect(isClose(middle.m41, (a.m41 + b.m41) / 2, within: 1e-7), "seed \(seed)")
            #expect(isClose(middle.m43, (a.m43 + b.m43) / 2, within: 1e-7), "seed \(seed)")
        }
    }
}
