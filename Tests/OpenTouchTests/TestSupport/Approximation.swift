import Foundation
import OpenTouch

// The suite's one near-equality: `#expect(isClose(view.center, CGPoint(x: 10, y: 20)))`, with an
// explicit `within:` where a test needs a looser or tighter bound than the default 1e-9.

/// The tolerance `isClose` uses when a test gives none.
let defaultTolerance: CGFloat = 1e-9

/// A value two of which can be compared component by component within a tolerance.
protocol ApproximatelyEquatable {
    /// Whether every component of `self` is within `tolerance` of the same component of `other`.
    func isClose(to other: Self, within tolerance: CGFloat) -> Bool
}

/// Whether `lhs` and `rhs` agree component by component to within `tolerance`.
func isClose<T: ApproximatelyEquatable>(_ lhs: T, _ rhs: T, within tolerance: CGFloat = defaultTolerance) -> Bool {
    lhs.isClose(to: rhs, within: tolerance)
}

/// Whether `lhs` exists and agrees with `rhs` to within `tolerance`; `nil` is never close.
func isClose<T: ApproximatelyEquatable>(_ lhs: T?, _ rhs: T, within tolerance: CGFloat = defaultTolerance) -> Bool {
    guard let lhs else { return false }
    return lhs.isClose(to: rhs, within: tolerance)
}

extension CGFloat: ApproximatelyEquatable {
    func isClose(to other: CGFloat, within tolerance: CGFloat) -> Bool { Swift.abs(self - other) <= tolerance }
}

extension Double: ApproximatelyEquatable {
    func isClose(to other: Double, within tolerance: CGFloat) -> Bool { Swift.abs(self - other) <= Double(tolerance) }
}

extension CGPoint: ApproximatelyEquatable {
    func isClose(to other: CGPoint, within tolerance: CGFloat) -> Bool {
        x.isClose(to: other.x, within: tolerance) && y.isClose(to: other.y, within: tolerance)
    }
}

extension CGSize: ApproximatelyEquatable {
    func isClose(to other: CGSize, within tolerance: CGFloat) -> Bool {
        width.isClose(to: other.width, within: tolerance) && height.isClose(to: other.height, within: tolerance)
    }
}

extension CGRect: ApproximatelyEquatable {
    func isClose(to other: CGRect, within tolerance: CGFloat) -> Bool {
        origin.isClose(to: other.origin, within: tolerance) && size.isClose(to: other.size, within: tolerance)
    }
}

extension CGAffineTransform: ApproximatelyEquatable {
    func isClose(to other: CGAffineTransform, within tolerance: CGFloat) -> Bool {
        zip([a, b, c, d, tx, ty], [other.a, other.b, other.c, other.d, other.tx, other.ty])
            .allSatisfy { $0.isClose(to: $1, within: tolerance) }
    }
}

extension CATransform3D: ApproximatelyEquatable {
    /// The sixteen entries in row order.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    func isClose(to other: CATransform3D, within tolerance: CGFloat) -> Bool {
        zip(entries, other.entries).allSatisfy { $0.isClose(to: $1, within: tolerance) }
    }
}

extension SIMD3: ApproximatelyEquatable where Scalar == Double {
    func isClose(to other: SIMD3<Double>, within tolerance: CGFloat) -> Bool {
        (0..<scalarCount).allSatisfy { self[$0].isClose(to: other[$0], within: tolerance) }
    }
}

extension SIMD4: ApproximatelyEquatable where Scalar == Double {
    func isClose(to other: SIMD4<Double>, within tolerance: CGFloat) -> Bool {
        (0..<scalarCount).allSatisfy { self[$0].isClose(to: other[$0], within: tolerance) }
    }
}
