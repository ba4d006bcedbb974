// OpenTouch — Geometry
//
// A CoreGraphics-compatible affine transform for platforms that lack
// CoreGraphics. On Apple platforms the system type is used instead.

#if !canImport(Darwin)
import Foundation

/// A 3×3 affine matrix stored as six values, using CoreGraphics' row-vector convention.
/// A point maps as `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`.
public struct CGAffineTransform: Hashable, Sendable {
    /// The entry in the first row, first column (x scale / rotation component).
    public var a: CGFloat
    /// The entry in the first row, second column (y shear / rotation component).
    public var b: CGFloat
    /// The entry in the second row, first column (x shear / rotation component).
    public var c: CGFloat
    /// The entry in the second row, second column (y scale / rotation component).
    public var d: CGFloat
    /// The horizontal translation, added after the linear part.
    public var tx: CGFloat
    /// The vertical translation, added after the linear part.
    public var ty: CGFloat

    /// Creates the identity transform.
    @inlinable
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform, which leaves every point unchanged.
    public static let identity = CGAffineTransform()

    /// Creates a transform that moves points by `tx` horizontally and `ty` vertically.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales x by `sx` and y by `sy` about the origin.
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that rotates by `angle` radians about the origin.
    /// Positive angles turn +x towards +y.
    @inlinable
    public init(rotationAngle angle: CGFloat) {
        let radians = Double(angle)
        let cosine = CGFloat(cos(radians))
        let sine = CGFloat(sin(radians))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether every entry equals the corresponding entry of `identity`.
    @inlinable
    public var isIdentity: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
    }

    /// Returns a transform that translates by (`tx`, `ty`) first and then applies `self`.
    /// Equivalent to `CGAffineTransform(translationX: tx, y: ty).concatenating(self)`.
    @inlinable
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(
            a: a, b: b, c: c, d: d,
            tx: tx * a + ty * c + self.tx,
            ty: tx * b + ty * d + self.ty
        )
    }

    /// Returns a transform that scales by (`sx`, `sy`) first and then applies `self`.
    /// Equivalent to `CGAffineTransform(scaleX: sx, y: sy).concatenating(self)`.
    @inlinable
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: sx * a, b: sx * b, c: sy * c, d: sy * d, tx: tx, ty: ty)
    }

    /// Returns a transform that rotates by `angle` radians first and then applies `self`.
    /// Equivalent to `CGAffineTransform(rotationAngle: angle).concatenating(self)`.
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        let radians = Double(angle)
        let cosine = CGFloat(cos(radians))
        let sine = CGFloat(sin(radians))
        return CGAffineTransform(
            a: cosine * a + sine * c,
            b: cosine * b + sine * d,
            c: cosine * c - sine * a,
            d: cosine * d - sine * b,
            tx: tx,
            ty: ty
        )
    }

    /// Returns the transform that applies `self` first and then `t2`.
    /// In matrix terms this is `self × t2`.
    @inlinable
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns the inverse transform, or `self` unchanged when the determinant is zero.
    @inlinable
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// A CoreGraphics-style rendering, e.g. `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// Returns this point mapped through `t`: `(a*x + c*y + tx, b*x + d*y + ty)`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns this size mapped through the linear part of `t`; translation is ignored.
    /// The result may have negative components, as in CoreGraphics.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest standardized rectangle containing the four transformed corners.
    /// Null and infinite rectangles are returned unchanged.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t),
            CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t),
            CGPoint(x: maxX, y: maxY).applying(t),
        ]
        var lowX = corners[0].x, highX = corners[0].x
        var lowY = corners[0].y, highY = corners[0].y
        for corner in corners.dropFirst() {
            lowX = Swift.min(lowX, corner.x)
            highX = Swift.max(highX, corner.x)
            lowY = Swift.min(lowY, corner.y)
            highY = Swift.max(highY, corner.y)
        }
        return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }
}
#endif
