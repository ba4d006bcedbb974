// OpenTouch — Geometry
//
// Fixed-size rows for the transform arithmetic: values on the stack, so composing, inverting,
// decomposing and interpolating transforms allocates nothing (an animation frame reads them for
// every layer).

import Foundation

/// The four rows of a 4×4 matrix as `Double` vectors (row-vector convention).
struct MatrixRows4: Equatable {
    var r0, r1, r2, r3: SIMD4<Double>

    init(_ r0: SIMD4<Double>, _ r1: SIMD4<Double>, _ r2: SIMD4<Double>, _ r3: SIMD4<Double>) {
        (self.r0, self.r1, self.r2, self.r3) = (r0, r1, r2, r3)
    }

    /// Row `i`, 0 to 3.
    subscript(i: Int) -> SIMD4<Double> {
        get {
            switch i {
            case 0: return r0
            case 1: return r1
            case 2: return r2
            default:
                precondition(i == 3, "a 4×4 matrix has rows 0 to 3")
                return r3
            }
        }
        set {
            switch i {
            case 0: r0 = newValue
            case 1: r1 = newValue
            case 2: r2 = newValue
            default:
                precondition(i == 3, "a 4×4 matrix has rows 0 to 3")
                r3 = newValue
            }
        }
    }

    /// Each row transformed by `body`.
    func map(_ body: (SIMD4<Double>) -> SIMD4<Double>) -> MatrixRows4 {
        MatrixRows4(body(r0), body(r1), body(r2), body(r3))
    }
}

/// The three rows of a 3×3 matrix (a rotation, or the linear part of a transform).
struct MatrixRows3: Equatable {
    var r0, r1, r2: SIMD3<Double>

    init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        (self.r0, self.r1, self.r2) = (r0, r1, r2)
    }

    /// Row `i`, 0 to 2.
    subscript(i: Int) -> SIMD3<Double> {
        get {
            switch i {
            case 0: return r0
            case 1: return r1
            default:
                precondition(i == 2, "a 3×3 matrix has rows 0 to 2")
                return r2
            }
        }
        set {
            switch i {
            case 0: r0 = newValue
            case 1: r1 = newValue
            default:
                precondition(i == 2, "a 3×3 matrix has rows 0 to 2")
                r2 = newValue
            }
        }
    }

    /// The coordinate axes x, y and z.
    static let identity = MatrixRows3(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))
}
