// OpenTouch — Graphics
//
// CoreGraphics' path drawing modes for platforms that lack CoreGraphics.
// On Apple platforms the system type is used instead.

#if !canImport(Darwin)
/// What `CGContext.drawPath(using:)` paints, as in CoreGraphics.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill with the winding rule, then stroke.
    case fillStroke = 3
    /// Fill with the even-odd rule, then stroke.
    case eoFillStroke = 4
}
#endif
