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

// MARK: - Key paths

@Suite("TransformKeyPath: transform.* components")
struct TransformKeyPathTests {
    @Test("names parse with or without the transform. prefix; rotation means rotation.z")
    func parsing() {
        let names: [(String, TransformKeyPath)] = [
            ("rotation.x", .rotationX), ("rotation.y", .rotationY), ("rotation.z", .rotationZ), ("rotation", .rotationZ),
            ("scale.x", .scaleX), ("scale.y", .scaleY), ("scale.z", .scaleZ), ("scale", .scale),
            ("translation.x", .translationX), ("translation.y", .translationY), ("translation.z", .translationZ),
            ("translation", .translation),
        ]
        for (name, expected) in names {
            #expect(TransformKeyPath(keyPath: name) == expected)
            #expect(TransformKeyPath(keyPath: "transform." + name) == expected)
        }
        #expect(TransformKeyPath(keyPath: "opacity") == nil)
        #expect(TransformKeyPath(keyPath: "rotation.w") == nil)
        #expect(TransformKeyPath(keyPath: "transform") == nil)
    }

    @Test("reading rotation, scale and translation from a 2D transform")
    func readingValues() {
        let t = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), rotationZ(0.7)),
                                    CATransform3DMakeTranslation(10, 20, 0))
        #expect(isClose(TransformKeyPath.rotationZ.value(in: t), 0.7))
        #expect(isClose(TransformKeyPath.rotationX.value(in: t), 0))
        #expect(isClose(TransformKeyPath.scaleX.value(in: t), 2))
        #expect(isClose(TransformKeyPath.scaleY.value(in: t), 3))
        #expect(isClose(TransformKeyPath.scaleZ.value(in: t), 1))
        #expect(isClose(TransformKeyPath.scale.value(in: t), 2))
        #expect(isClose(TransformKeyPath.translationX.value(in: t), 10))
        #expect(TransformKeyPath.translation.translation(in: t) == CGSize(width: 10, height: 20))
    }

    @Test("reading single-axis rotations about x and y")
    func readingAxes() {
        #expect(isClose(TransformKeyPath.rotationX.value(in: CATransform3DMakeRotation(0.4, 1, 0, 0)), 0.4))
        #expect(isClose(TransformKeyPath.rotationY.value(in: CATransform3DMakeRotation(-0.9, 0, 1, 0)), -0.9))
        #expect(isClose(TransformKeyPath.rotationZ.value(in: CATransform3DMakeRotation(-0.9, 0, 1, 0)), 0))
    }

    @Test("setting rotation.z keeps the translation and scale of a 2D transform")
    func settingRotation() {
        let base = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(10, 20, 0))
        let turned = TransformKeyPath.rotationZ.applying(0.5, to: base)
        let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), rotationZ(0.5)),
                                           CATransform3DMakeTranslation(10, 20, 0))
        #expect(isClose(turned, expected))
        #expect(turned.isAffine)
        #expect(isClose(TransformKeyPath.rotationX.applying(0.3, to: CATransform3DIdentity), CATransform3DMakeRotation(0.3, 1, 0, 0)))
    }

    @Test("setting a scale keeps the rotation; scale sets all three factors")
    func settingScale() {
        let turned = rotationZ(0.6)
        #expect(isClose(TransformKeyPath.scaleX.applying(2, to: turned), CATransform3DConcat(CATransform3DMakeScale(2, 1, 1), turned)))
        #expect(isClose(TransformKeyPath.scale.applying(3, to: turned), CATransform3DConcat(CATransform3DMakeScale(3, 3, 3), turned)))
        #expect(isClose(TransformKeyPath.scale.applying(1, to: CATransform3DMakeScale(0, 0, 0)), CATransform3DIdentity))
    }

    @Test("setting translation writes the translation row and keeps every other entry exactly")
    func settingTranslation() {
        let base = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), rotationZ(0.7))
        let moved = TransformKeyPath.translationX.applying(15, to: base)
        var expected = base
        expected.m41 = 15
        #expect(moved == expected)
        let both = TransformKeyPath.translation.applying(translation: CGSize(width: -4, height: 9), to: base)
        #expect(both.m41 == -4 && both.m42 == 9 && both.m11 == base.m11)
        let withPerspective = CATransform3DConcat(base, perspective(500))
        let movedInDepth = TransformKeyPath.translationZ.applying(30, to: withPerspective)
        #expect(isClose(TransformKeyPath.translationZ.value(in: movedInDepth), 30))
        #expect(isClose(TransformKeyPath.rotationZ.value(in: movedInDepth), 0.7))
    }

    @Test("adding offsets rotation, uniform scale and translation from their current values")
    func adding() {
        let base = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), rotationZ(0.3))
        #expect(isClose(TransformKeyPath.rotationZ.value(in: TransformKeyPath.rotationZ.adding(0.2, to: base)), 0.5))
        let scaled = TransformKeyPath.scale.adding(0.5, to: base)
        #expect(isClose(TransformKeyPath.scaleX.value(in: scaled), 2.5))
        #expect(isClose(TransformKeyPath.scaleZ.value(in: scaled), 1.5))
        #expect(isClose(TransformKeyPath.scale.adding(0, to: base), base))
        let moved = TransformKeyPath.translation.adding(translation: CGSize(width: 3, height: -2), to: base)
        #expect(TransformKeyPath.translation.translation(in: moved) == CGSize(width: 3, height: -2))
        #expect(isClose(TransformKeyPath.translationY.value(in: TransformKeyPath.translationY.adding(4, to: moved)), 2))
    }

    @Test("property: on 300 seeded 2D transforms, each component reads back what was set")
    func setThenReadProperty() {
        let keys: [TransformKeyPath] = [.rotationZ, .scaleX, .scaleY, .scale, .translationX, .translationY, .translationZ]
        for seed in UInt64(1)...300 {
            var random = FuzzRandom(seed: seed)
            var t = CATransform3DMakeScale(random.double(0.2...3), random.double(0.2...3), 1)
            t = CATransform3DConcat(t, rotationZ(random.double(-3...3)))
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(random.double(-200...200), random.double(-200...200), 0))
            for key in keys {
                let value = CGFloat(key == .rotationZ ? random.double(-3...3) : random.double(0.2...4))
                let updated = key.applying(value, to: t)
                #expect(isClose(key.value(in: updated), value, within: 1e-7), "seed \(seed) \(key)")
                if key != .scale && key != .translationZ {
                    #expect(updated.isAffine || key != .rotationZ, "seed \(seed) \(key)")
                }
            }
        }
    }
}
