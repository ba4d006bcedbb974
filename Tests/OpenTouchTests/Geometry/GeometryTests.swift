import Foundation
import OpenTouch
import Testing

// MARK: - CGAffineTransform: identity and constructors

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test("identity has a = d = 1, every other entry 0, and leaves a point unchanged")
    func identityEntries() {
        let t = CGAffineTransform.identity
        #expect(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0)
        #expect(t.isIdentity)
        #expect(CGPoint(x: 12.5, y: -7).applying(t) == CGPoint(x: 12.5, y: -7))
    }

    @Test("the empty initializer produces the identity transform")
    func emptyInitIsIdentity() {
        #expect(CGAffineTransform() == .identity)
        #expect(Set([CGAffineTransform(), .identity]).count == 1)
    }

    @Test("the memberwise initializer stores all six entries in order")
    func memberwiseInitStoresEntries() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect([t.a, t.b, t.c, t.d, t.tx, t.ty] == [1, 2, 3, 4, 5, 6])
        #expect(!t.isIdentity)
    }

    @Test("a point maps as (a*x + c*y + tx, b*x + d*y + ty)")
    func pointMappingFormula() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // x' = 1*10 + 3*20 + 5 = 75, y' = 2*10 + 4*20 + 6 = 106
        #expect(CGPoint(x: 10, y: 20).applying(t) == CGPoint(x: 75, y: 106))
    }

    @Test("translation by (10, -4) moves (1, 2) to (11, -2) and only sets tx and ty")
    func translationConstructor() {
        let t = CGAffineTransform(translationX: 10, y: -4)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -4))
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: -2))
    }

    @Test("zero translation and zero rotation are identity but a nonzero translation is not")
    func zeroTranslationAndRotationAreIdentity() {
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test("scale by (2, 3) maps (4, 5) to (8, 15) and only sets a and d")
    func scaleConstructor() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGPoint(x: 4, y: 5).applying(t) == CGPoint(x: 8, y: 15))
    }

    @Test("rotation by π/2 maps (1, 0) to (0, 1)")
    func rotationQuarterTurnMapsXAxisToYAxis() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(t), CGPoint(x: -1, y: 0)))
    }

    @Test("rotation by θ stores (cos θ, sin θ, -sin θ, cos θ) with no translation")
    func rotationConstructorEntries() {
        let theta: CGFloat = 0.3
        let t = CGAffineTransform(rotationAngle: theta)
        #expect(t.a == cos(theta) && t.b == sin(theta))
        #expect(t.c == -sin(theta) && t.d == cos(theta))
        #expect(t.tx == 0 && t.ty == 0)
    }

    @Test("description uses the CoreGraphics field-by-field format")
    func descriptionFormat() {
        #expect(CGAffineTransform.identity.description
            == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
        #expect(CGAffineTransform(translationX: 2.5, y: -3).description
            == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 2.5, ty: -3.0)")
    }
}

// MARK: - CGAffineTransform: composition

@Suite("CGAffineTransform composition")
struct CGAffineTransformCompositionTests {
    @Test("translate (10, 20) then scale (2, 3) maps (1, 1) to (22, 63)")
    func translateThenScale() {
        let t = CGAffineTransform(translationX: 10, y: 20)
            .concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 63))
    }

    @Test("scale (2, 3) then translate (10, 20) maps (1, 1) to (12, 23)")
    func scaleThenTranslate() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
            .concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    }

    @Test("concatenating applies the receiver first and the argument second")
    func concatenationMatchesSequentialApplication() {
        let first = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let second = CGAffineTransform(a: -2, b: 0.5, c: 1, d: 3, tx: -7, ty: 8)
        let p = CGPoint(x: 1.5, y: -2)
        #expect(isClose(p.applying(first.concatenating(second)), p.applying(first).applying(second)))
        #expect(!isClose(p.applying(second.concatenating(first)), p.applying(first).applying(second)))
    }

    @Test("concatenating with identity on either side returns the same transform")
    func concatenationWithIdentity() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.concatenating(.identity) == t)
        #expect(CGAffineTransform.identity.concatenating(t) == t)
    }

    @Test("translatedBy applies the translation before the receiver's scale")
    func translatedByAppliesTranslationFirst() {
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        #expect(t == CGAffineTransform(translationX: 10, y: 20)
            .concatenating(CGAffineTransform(scaleX: 2, y: 3)))
    }

    @Test("scaledBy applies the scale before the receiver's translation")
    func scaledByAppliesScaleFirst() {
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    }

    @Test("rotated(by:) applies the rotation before the receiver's translation")
    func rotatedByAppliesRotationFirst() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        // (1, 0) rotates to (0, 1), then translates to (10, 1).
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1)))
    }

    @Test("identity rotated by θ equals init(rotationAngle: θ) exactly")
    func rotatedByMatchesRotationInitializer() {
        for theta in [0.0, 0.25, -1.1, CGFloat.pi / 3, CGFloat.pi, 4.0] as [CGFloat] {
            #expect(CGAffineTransform.identity.rotated(by: theta) == CGAffineTransform(rotationAngle: theta))
        }
    }

    @Test("an arbitrary transform rotated by θ equals rotation(θ) concatenated with it")
    func rotatedByMatchesConcatenationOnArbitraryTransform() {
        let base = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let expected = CGAffineTransform(rotationAngle: 0.7).concatenating(base)
        #expect(isClose(base.rotated(by: 0.7), expected))
    }

    @Test("two successive rotations add their angles")
    func successiveRotationsAddAngles() {
        let t = CGAffineTransform(rotationAngle: 0.4).rotated(by: 0.5)
        #expect(isClose(t, CGAffineTransform(rotationAngle: 0.9)))
    }
}

// MARK: - CGAffineTransform: inversion

@Suite("CGAffineTransform inversion")
struct CGAffineTransformInversionTests {
    @Test("inverting a translate-rotate-scale transform round-trips a point")
    func invertedRoundTripsPoint() {
        let t = CGAffineTransform(translationX: 5, y: -3).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
        let p = CGPoint(x: 3, y: 4)
        #expect(isClose(p.applying(t).applying(t.inverted()), p))
        #expect(isClose(t.concatenating(t.inverted()), .identity))
    }

    @Test("inverting scale (2, 4) gives scale (0.5, 0.25) and translation (3, -8) gives (-3, 8)")
    func inverseOfScaleAndTranslation() {
        #expect(CGAffineTransform(scaleX: 2, y: 4).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.25))
        #expect(CGAffineTransform(translationX: 3, y: -8).inverted() == CGAffineTransform(translationX: -3, y: 8))
    }

    @Test("a singular transform's inverted() returns the transform unchanged")
    func singularTransformInvertsToItself() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
        let flattened = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flattened.inverted() == flattened)
    }
}

// MARK: - Applying transforms to sizes and rects

@Suite("Applying transforms to sizes and rects")
struct ApplyingTransformTests {
    @Test("size applying ignores translation")
    func sizeIgnoresTranslation() {
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(translationX: 100, y: 100))
            == CGSize(width: 2, height: 3))
    }

    @Test("size applying a π/2 rotation gives (-height, width) without standardizing")
    func sizeRotationMayBeNegative() {
        let rotated = CGSize(width: 2, height: 3).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(rotated, CGSize(width: -3, height: 2)))
    }

    @Test("rect applying a π/2 rotation gives the bounding box (-1, 0, 1, 2) of a 2×1 rect")
    func rectQuarterTurnBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(r, CGRect(x: -1, y: 0, width: 1, height: 2)))
    }

    @Test("rect applying a π/4 rotation to a unit square gives a √2-wide bounding box")
    func rectEighthTurnBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let half = sqrt(2.0) / 2
        #expect(isClose(r, CGRect(x: -half, y: 0, width: 2 * half, height: 2 * half)))
    }

    @Test("rect applying translation and scale moves and resizes it")
    func rectTranslateAndScale() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 1, y: 1))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t) == CGRect(x: 3, y: 7, width: 6, height: 12))
    }

    @Test("rect applying a negative scale returns a standardized rect with positive size")
    func rectNegativeScaleIsStandardized() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(r == CGRect(x: -4, y: 2, width: 3, height: 4))
    }

    @Test("rect with negative size applying identity comes back standardized")
    func rectNegativeSizeIdentityIsStandardized() {
        let r = CGRect(x: 10, y: 10, width: -4, height: -6).applying(.identity)
        #expect(r == CGRect(x: 6, y: 4, width: 4, height: 6))
    }

    @Test("the null rect stays null under any transform")
    func nullRectStaysNull() {
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }
}

// MARK: - CGVector

@Suite("CGVector")
struct CGVectorTests {
    @Test("zero vector has dx = 0 and dy = 0 and equals the empty initializer")
    func zeroVector() {
        #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
        #expect(CGVector.zero == CGVector())
    }

    @Test("CGFloat, Double and Int initializers produce equal vectors")
    func initializersAgree() {
        let fromCGFloat = CGVector(dx: CGFloat(3), dy: CGFloat(-4))
        #expect(fromCGFloat == CGVector(dx: 3.0 as Double, dy: -4.0 as Double))
        #expect(fromCGFloat == CGVector(dx: 3 as Int, dy: -4 as Int))
        #expect(fromCGFloat != .zero)
    }
}

// MARK: - Edge insets

@Suite("Edge insets")
struct EdgeInsetsTests {
    @Test("positive insets move each edge inward by its own amount")
    func positiveInsetsShrink() {
        let insets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets)
        #expect(r == CGRect(x: 10, y: 5, width: 70, height: 30))
    }

    @Test("negative insets enlarge the rect outward on every side")
    func negativeInsetsEnlarge() {
        let insets = UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)
        let r = CGRect(x: 10, y: 10, width: 20, height: 20).inset(by: insets)
        #expect(r == CGRect(x: 5, y: 5, width: 30, height: 30))
    }

    @Test("zero insets leave the rect unchanged")
    func zeroInsetsAreNoOp() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(r.inset(by: .zero) == r)
        #expect(UIEdgeInsets.zero == UIEdgeInsets())
    }

    @Test("insets larger than the rect leave a negative, unstandardized size")
    func overInsetLeavesNegativeSize() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
            .inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(r.origin.x == 8 && r.size.width == -6)
        #expect(r.origin.y == 0 && r.size.height == 10)
    }

    @Test("directional insets store top, leading, bottom and trailing and zero is all zeros")
    func directionalInsets() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect([insets.top, insets.leading, insets.bottom, insets.trailing] == [1, 2, 3, 4])
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
}
