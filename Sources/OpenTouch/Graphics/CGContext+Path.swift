// OpenTouch — Graphics
//
// CGContext's current path. Points are mapped through the current transform as they are
// added, so changing the transform part-way affects only later points, as in CoreGraphics.

#if !canImport(Darwin)
import Foundation

extension CGContext {
    /// Discards the current path.
    public func beginPath() {
        devicePath = CGMutablePath()
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        devicePath.move(to: point, transform: state.ctm)
    }

    /// Adds a line from the current point to `point`; ignored without a current point.
    public func addLine(to point: CGPoint) {
        devicePath.addLine(to: point, transform: state.ctm)
    }

    /// Moves to the first point and adds lines through the rest.
    public func addLines(between points: [CGPoint]) {
        devicePath.addLines(between: points, transform: state.ctm)
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
        devicePath.addRect(rect, transform: state.ctm)
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) {
        devicePath.addRects(rects, transform: state.ctm)
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        devicePath.addEllipse(in: rect, transform: state.ctm)
    }

    /// Appends the elements of `path`, interpreted in user space.
    public func addPath(_ path: CGPath) {
        devicePath.addPath(path, transform: state.ctm)
    }

    /// Adds an arc (see ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``:
    /// `clockwise` is in CoreGraphics' y-up sense, so `true` decreases the angle).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                          clockwise: clockwise, transform: state.ctm)
    }

    /// Adds a line and an arc tangent to two lines (see ``CGMutablePath/addArc(tangent1End:tangent2End:radius:transform:)``).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        devicePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        devicePath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Closes the current subpath.
    public func closePath() {
        devicePath.closeSubpath()
    }

    /// The current path in user space, or nil when it is empty.
    public var path: CGPath? {
        guard !devicePath.isEmpty else { return nil }
        var toUser = state.ctm.inverted()
        return devicePath.copy(using: &toUser)
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool {
        devicePath.isEmpty
    }

    /// The current point of the path in user space; `.zero` for an empty path.
    public var currentPointOfPath: CGPoint {
        guard !devicePath.isEmpty else { return .zero }
        return devicePath.currentPoint.applying(state.ctm.inverted())
    }

    /// The bounding box of the current path in user space, control points included
    /// (CoreGraphics' `CGContextGetPathBoundingBox`); `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        path?.boundingBox ?? .null
    }

    /// Whether painting the current path with `mode` would cover `point` (user space).
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard let userPath = path else { return false }
        let fills: CGPathFillRule? = switch mode {
        case .fill, .fillStroke: .winding
        case .eoFill, .eoFillStroke: .evenOdd
        case .stroke: nil
        }
        if let rule = fills, userPath.contains(point, using: rule) { return true }
        guard mode != .fill, mode != .eoFill else { return false }
        return userPath.copy(strokingWithWidth: state.lineWidth, lineCap: state.lineCap,
                             lineJoin: state.lineJoin, miterLimit: state.miterLimit).contains(point)
    }

    /// Replaces the current path with the outline of stroking it with the current line style
    /// (see ``CGPath/copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`` for how
    /// that outline is approximated).
    public func replacePathWithStrokedPath() {
        guard let userPath = path else { return }
        let outline = userPath.copy(strokingWithWidth: state.lineWidth, lineCap: state.lineCap,
                                    lineJoin: state.lineJoin, miterLimit: state.miterLimit)
        devicePath = CGMutablePath()
        devicePath.addPath(outline, transform: state.ctm)
    }
}
#endif
