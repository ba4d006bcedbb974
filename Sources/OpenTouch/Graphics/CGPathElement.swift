// OpenTouch — Graphics
//
// The element records `CGPath.applyWithBlock(_:)` and `CGPath.apply(info:function:)` hand out,
// for platforms that lack CoreGraphics. On Apple platforms the system types are used instead.

#if !canImport(Darwin)
import Foundation

/// The kind of one path element, with CoreGraphics' raw values.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line from the current point to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic Bézier curve with control point `points[0]`, ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve with control points `points[0]` and `points[1]`, ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath with a straight line back to its first point; no points.
    case closeSubpath = 4
}

/// One element of a path as CoreGraphics presents it: a type and a pointer to its points.
///
/// The pointer is only valid during the call that receives the element.
public struct CGPathElement {
    /// The kind of element, which says how many of `points` are meaningful (0 to 3).
    public var type: CGPathElementType
    /// The element's points: see ``CGPathElementType`` for their meaning.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element from its type and points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The closure `CGPath.applyWithBlock(_:)` calls once per element.
public typealias CGPathApplyBlock = (UnsafePointer<CGPathElement>) -> Void

/// The function `CGPath.apply(info:function:)` calls once per element, with the caller's `info`.
///
/// CoreGraphics declares this `@convention(c)`; here it is a Swift function type (a Swift struct
/// cannot cross a C function boundary), so the same non-capturing closures compile unchanged.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
#endif
