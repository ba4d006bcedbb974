import Foundation
import OpenTouch
import Testing
#if canImport(Darwin)
import QuartzCore
#endif

// MARK: - Helpers

/// A transform from its sixteen entries in row order.
private func matrix(_ e: [CGFloat]) -> CATransform3D {
    CATransform3D(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
}

/// Maps (x, y, z, 1) through `t` as a row vector and divides by w.
private func map(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ t: CATransform3D) -> (CGFloat, CGFloat, CGFloat) {
    let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
    return ((x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
            (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
            (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w)
}

// MARK: - Construction

@Suite("CATransform3D: construction and comparison")
struct CATransform3DConstructionTests {
    @Test("init() zero-fills all sixteen entries, like the imported C struct")
    func emptyInitIsZero() {
        #expect(CATransform3D().entries == Array(repeating: 0, count: 16))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
    }

    @Test("the memberwise initializer stores the entries row by row")
    func memberwise() {
        let values = (1...16).map { CGFloat($0) }
        #expect(matrix(values).entries == values)
    }

    @Test("CATransform3DIdentity has ones on the diagonal and is the identity")
    func identity() {
        #expect(CATransform3DIdentity.entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        var nearly = CATransform3DIdentity
        nearly.m43 = 1e-12
        #expect(!CATransform3DIsIdentity(nearly))
    }

    @Test("CATransform3DEqualToTransform compares exactly and agrees with ==")
    func equality() {
        let a = CATransform3DMakeTranslation(1, 2, 3)
        var b = a
        #expect(CATransform3DEqualToTransform(a, b) && a == b)
        b.m34 = -0.002
        #expect(!CATransform3DEqualToTransform(a, b) && a != b)
        #expect(Set([a, CATransform3DMakeTranslation(1, 2, 3)]).count == 1)
    }

    @Test("a CATransform3D stored in Any casts back unchanged (the NSValue-free bridge)")
    func anyRoundTrip() {
        let t = CATransform3DRotate(CATransform3DMakeScale(2, 3, 4), 0.3, 1, 2, 3)
        let boxed: Any = t
        #expect(boxed as? CATransform3D == t)
        let values: [String: Any] = ["transform": t]
        #expect(values["transform"] as? CATransform3D == t)
    }
}

// MARK: - Making transforms

@Suite("CATransform3D: make functions")
struct CATransform3DMakeTests {
    @Test("MakeTranslation writes m41, m42, m43 over the identity")
    func translation() {
        #expect(CATransform3DMakeTranslation(5, -6, 7).entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, -6, 7, 1])
    }

    @Test("MakeScale writes m11, m22, m33 over the identity")
    func scale() {
        #expect(CATransform3DMakeScale(2, 3, -4).entries == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, -4, 0, 0, 0, 0, 1])
    }

    @Test("MakeRotation about z: m11 = m22 = cos, m12 = sin, m21 = −sin, and it stays affine")
    func rotationZ() {
        let angle: CGFloat = 0.7
        let t = CATransform3DMakeRotation(angle, 0, 0, 1)
        let c = CGFloat(cos(0.7)), s = CGFloat(sin(0.7))
        #expect(t.entries == [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DIsAffine(t))
    }

    @Test("positive z rotation turns +x towards +y, exactly as CGAffineTransform(rotationAngle:)")
    func rotationSignMatchesAffine() {
        for angle in [0.1, 0.5, CGFloat.pi / 2, 2, -1.2] as [CGFloat] {
            let fromCA = CATransform3DMakeRotation(angle, 0, 0, 1)
            let fromCG = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))
            #expect(fromCA == fromCG)
        }
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(CATransform3DGetAffineTransform(quarter)), CGPoint(x: 0, y: 1)))
    }

    @Test("a negative z axis turns the other way")
    func rotationNegativeAxis() {
        #expect(CATransform3DMakeRotation(0.4, 0, 0, -1) == CATransform3DMakeRotation(-0.4, 0, 0, 1))
    }

    @Test("MakeRotation(π/2) about x carries +y to +z; about y carries +z to +x")
    func rotationXY() {
        let rx = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        let (x1, y1, z1) = map(0, 1, 0, rx)
        #expect(isClose(x1, 0) && isClose(y1, 0) && isClose(z1, 1))
        let ry = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let (x2, y2, z2) = map(0, 0, 1, ry)
        #expect(isClose(x2, 1) && isClose(y2, 0) && isClose(z2, 0))
        let c = CGFloat(cos(0.3)), s = CGFloat(sin(0.3))
        #expect(CATransform3DMakeRotation(0.3, 1, 0, 0).entries == [1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1])
        #expect(CATransform3DMakeRotation(0.3, 0, 1, 0).entries == [c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1])
    }

    @Test("a rotation of 2π/3 about (1, 1, 1) cycles x → y → z → x")
    func rotationDiagonalAxis() {
        let t = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        let expected = matrix([0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1])
        #expect(isClose(t, expected))
    }

    @Test("the axis is normalized, and a zero axis gives the identity")
    func rotationAxisLength() {
        #expect(isClose(CATransform3DMakeRotation(0.9, 0, 0, 5), CATransform3DMakeRotation(0.9, 0, 0, 1)))
        #expect(isClose(CATransform3DMakeRotation(0.9, 2, 2, 0), CATransform3DMakeRotation(0.9, 1, 1, 0)))
        #expect(CATransform3DMakeRotation(0.9, 0, 0, 0) == CATransform3DIdentity)
    }
}

// MARK: - Chaining

@Suite("CATransform3D: chaining, concatenation and inversion")
struct CATransform3DChainingTests {
    @Test("Translate(t, …) = MakeTranslation × t: the translation goes through t's linear part")
    func translate() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 4), 1, 1, 1)
        #expect(t.entries == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 2, 3, 4, 1])
        let base = CATransform3DRotate(CATransform3DMakeTranslation(4, 5, 6), 0.4, 1, 2, 3)
        #expect(isClose(CATransform3DTranslate(base, 7, -8, 9), CATransform3DConcat(CATransform3DMakeTranslation(7, -8, 9), base)))
    }

    @Test("Scale(t, …) = MakeScale × t: an existing translation is not scaled")
    func scale() {
        let t = CATransform3DScale(CATransform3DMakeTranslation(5, 6, 7), 2, 3, 4)
        #expect(t.entries == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 5, 6, 7, 1])
    }

    @Test("Rotate(t, …) = MakeRotation × t; a zero axis leaves t unchanged")
    func rotate() {
        let base = CATransform3DMakeTranslation(10, 0, 0)
        let t = CATransform3DRotate(base, .pi / 2, 0, 0, 1)
        #expect(isClose(t, CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), base)))
        // Rotate first, then translate: (1, 0) → (0, 1) → (10, 1).
        let (x, y, _) = map(1, 0, 0, t)
        #expect(isClose(x, 10) && isClose(y, 1))
        #expect(CATransform3DRotate(base, 1, 0, 0, 0) == base)
    }

    @Test("Concat(a, b) applies a first, then b")
    func concatOrder() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 10, 0)
        let scaleThenMove = CATransform3DGetAffineTransform(CATransform3DConcat(scale, move))
        let moveThenScale = CATransform3DGetAffineTransform(CATransform3DConcat(move, scale))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 12))
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 22))
    }

    @Test("Concat is the matrix product a × b, entry by entry")
    func concatProduct() {
        let a = matrix((1...16).map { CGFloat($0) })
        let b = matrix((1...16).map { CGFloat(17 - $0) })
        // Row 1 of a × b: (1,2,3,4) · columns of b.
        let product = CATransform3DConcat(a, b)
        #expect([product.m11, product.m12, product.m13, product.m14] == [80, 70, 60, 50])
        #expect([product.m41, product.m42, product.m43, product.m44] == [560, 502, 444, 386])
    }

    @Test("Concat agrees with CGAffineTransform.concatenating for affine transforms")
    func concatMatchesAffine() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let b = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5)
        let viaCA = CATransform3DConcat(CATransform3DMakeAffineTransform(a), CATransform3DMakeAffineTransform(b))
        #expect(isClose(viaCA, CATransform3DMakeAffineTransform(a.concatenating(b))))
    }

    @Test("Invert gives a matrix whose product with the original is the identity")
    func invert() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, -4, 5), 0.8, 1, -2, 0.5)
        t = CATransform3DScale(t, 2, 0.5, 3)
        t.m34 = -1.0 / 500
        let inverse = CATransform3DInvert(t)
        #expect(isClose(CATransform3DConcat(t, inverse), CATransform3DIdentity))
        #expect(isClose(CATransform3DConcat(inverse, t), CATransform3DIdentity))
        #expect(isClose(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)), CATransform3DMakeTranslation(-1, -2, -3)))
        #expect(isClose(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)), CATransform3DMakeScale(0.5, 0.25, 0.125)))
    }

    @Test("Invert returns a singular transform unchanged")
    func invertSingular() {
        let flat = CATransform3DMakeScale(1, 1, 0)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
    }
}

// MARK: - Affine bridge

@Suite("CATransform3D: the CGAffineTransform bridge")
struct CATransform3DAffineTests {
    @Test("MakeAffineTransform puts a, b, c, d, tx, ty at m11, m12, m21, m22, m41, m42")
    func make() {
        let t = CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(t.entries == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        #expect(CATransform3DIsAffine(t))
    }

    @Test("affine → 3D → affine round-trips exactly")
    func roundTrip() {
        let samples = [
            CGAffineTransform.identity,
            CGAffineTransform(rotationAngle: 1.1).translatedBy(x: 5, y: -3),
            CGAffineTransform(a: -1, b: 0.5, c: 0.25, d: 3, tx: 100, ty: -0.125),
        ]
        for m in samples {
            #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(m)) == m)
        }
        #expect(CATransform3DMakeAffineTransform(.identity) == CATransform3DIdentity)
    }

    @Test("IsAffine is false with perspective, z coupling, z scale or z translation")
    func isAffine() {
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(3, 4, 0)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    }

    @Test("GetAffineTransform reads m11, m12, m21, m22, m41, m42 and ignores the rest")
    func getIgnoresOthers() {
        let t = matrix((1...16).map { CGFloat($0) })
        #expect(CATransform3DGetAffineTransform(t) == CGAffineTransform(a: 1, b: 2, c: 5, d: 6, tx: 13, ty: 14))
    }

    @Test("description lists the sixteen entries")
    func description() {
        #expect(CATransform3DIdentity.description.hasPrefix("CATransform3D(m11: 1.0, m12: 0.0"))
        #expect(CATransform3DIdentity.description.hasSuffix("m44: 1.0)"))
    }
}

// MARK: - NSValue

@Suite("CATransform3D: NSValue boxing")
struct CATransform3DValueTests {
    @Test("NSValue(caTransform3D:) round-trips through caTransform3DValue, copies and compares equal")
    func roundTrip() throws {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(1, -2, 3), 0.4, 1, 1, 0)
        t.m34 = -1.0 / 500
        let value = NSValue(caTransform3D: t)
        #expect(value.caTransform3DValue == t)
        let copy = try #require(value.copy() as? NSValue)
        #expect(copy.caTransform3DValue == t)
        #expect(copy.isEqual(value))
        #expect(!NSValue(caTransform3D: CATransform3DIdentity).isEqual(value))
    }

    #if !canImport(Darwin)
    @Test("a value holding something else reads as the zero transform")
    func otherValue() {
        #expect(NSValue(point: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3D())
    }
    #endif
}
