// OpenTouch — Graphics
//
// CoreGraphics' line-cap styles for platforms that lack CoreGraphics.
// On Apple platforms the system type is used instead.

#if !canImport(Darwin)
/// How the ends of an open stroked subpath are drawn, as in CoreGraphics.
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends exactly at the end point (the default).
    case butt = 0
    /// A half-disc of diameter `lineWidth` is added at each end.
    case round = 1
    /// The stroke is extended by half the line width beyond each end, squared off.
    case square = 2
}
#endif
