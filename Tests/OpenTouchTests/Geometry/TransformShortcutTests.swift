import Foundation
import OpenTouch
import Testing
#if canImport(Darwin)
import QuartzCore
#endif

/// `CATransform3D.interpolated(to:fraction:)` interpolates two scale-and-translation transforms
/// entry by entry instead of decomposing them. These tests hold the shortcut to the general path
/// (decompose, interpolate the components, recompose) and keep that path tested on scales.
@Suite("Transform interpolation: the scale-and-translation shortcut is the decomposed interpolation")
struct TransformShortcutTests {
    /// A random positive scale on each axis followed by a translation.
    private func scaleAndTranslation(_ random: inout FuzzRandom) -> CATransform3D {
        var t = CATransform3DMakeScale(random.double(0.05...8), random.double(0.05...8), random.double(0.05...8))
        t.m41 = random.double(-500...500)
        t.m42 = random.double(-500...500)
        t.m43 = random.double(-50...50)
        return t
    }

    @Test("random pairs and fractions (springs overshoot) give the decomposition's result", arguments: 1 ... 4)
    func shortcutMatchesDecomposition(seed: Int) throws {
        var random = FuzzRandom(seed: UInt64(seed))
        for _ in 0 ..< 250 {
            let a = scaleAndTranslation(&random), b = scaleAndTranslation(&random)
            let fraction = random.double(-0.5...1.5)
            let from = try #require(TransformComponents(decomposing: a))
            let to = try #require(TransformComponents(decomposing: b))
            let decomposed = TransformComponents.interpolate(from, to, fraction: fraction).transform
            #expect(a.interpolated(to: b, fraction: fraction) == decomposed, "\(a) → \(b) at \(fraction)")
        }
    }

    @Test("scales through the general path: halfway between two scales and translations")
    func generalPathOnScales() throws {
        var b = CATransform3DMakeScale(3, 2, 1)
        b.m41 = 10
        b.m42 = 20
        let from = try #require(TransformComponents(decomposing: CATransform3DIdentity))
        let to = try #require(TransformComponents(decomposing: b))
        let halfway = TransformComponents.interpolate(from, to, fraction: 0.5).transform
        #expect(halfway.m11 == 2 && halfway.m22 == 1.5 && halfway.m33 == 1)
        #expect(halfway.m41 == 5 && halfway.m42 == 10 && halfway.m43 == 0)
        #expect(halfway.m12 == 0 && halfway.m21 == 0 && halfway.m44 == 1)
    }
}
