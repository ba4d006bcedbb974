// OpenTouch — Graphics
//
// CoreGraphics' fill rules for platforms that lack CoreGraphics.
// On Apple platforms the system type is used instead.

#if !canImport(Darwin)
/// Which regions a path encloses when it is filled, clipped or hit-tested, as in CoreGraphics.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds a nonzero number of times around the point (the default).
    case winding = 0
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}
#endif
