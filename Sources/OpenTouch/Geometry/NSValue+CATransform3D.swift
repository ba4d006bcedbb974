// OpenTouch — Geometry
//
// Boxing a CATransform3D in an NSValue, as Core Animation code does with
// `NSValue(caTransform3D:)` and `caTransform3DValue`. On Apple platforms QuartzCore provides
// these.

#if !canImport(Darwin)
import Foundation

extension NSValue {
    /// The type encoding under which a transform is stored: sixteen doubles, row by row.
    /// swift-corelibs-foundation cannot encode structs, so this differs from Apple's
    /// `{CATransform3D=dddddddddddddddd}`.
    static let caTransform3DEncoding = "[16d]"

    /// Creates a value holding `t`'s sixteen entries (row by row, as doubles). Two such values
    /// are `isEqual` exactly when the transforms are equal entry for entry.
    public convenience init(caTransform3D t: CATransform3D) {
        let r = t.rows
        let entries: [Double] = [r.r0, r.r1, r.r2, r.r3].flatMap { row in (0..<4).map { row[$0] } }
        self.init(bytes: entries, objCType: NSValue.caTransform3DEncoding)
    }

    /// The transform stored by `init(caTransform3D:)`; a value holding anything else reads as
    /// `CATransform3D()` (all zeros).
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == NSValue.caTransform3DEncoding else { return CATransform3D() }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { buffer in
            if let base = buffer.baseAddress { getValue(base) }
        }
        func row(_ i: Int) -> SIMD4<Double> {
            SIMD4(entries[4 * i], entries[4 * i + 1], entries[4 * i + 2], entries[4 * i + 3])
        }
        return CATransform3D(rows: MatrixRows4(row(0), row(1), row(2), row(3)))
    }
}
#endif
