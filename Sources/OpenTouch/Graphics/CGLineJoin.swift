// OpenTouch — Graphics
//
// CoreGraphics' line-join styles for platforms that lack CoreGraphics.
// On Apple platforms the system type is used instead.

#if !canImport(Darwin)
/// How the corners between connected stroked segments are drawn, as in CoreGraphics.
public enum CGLineJoin: Int32, Sendable {
    /// Outer edges are extended to meet in a point, unless the miter limit is exceeded (the default).
    case miter = 0
    /// A disc of diameter `lineWidth` rounds each corner.
    case round = 1
    /// The corner is cut off by a straight edge between the outer edges.
    case bevel = 2
}
#endif
