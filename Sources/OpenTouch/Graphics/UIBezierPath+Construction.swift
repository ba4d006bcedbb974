// OpenTouch — Graphics
//
// Building, combining and transforming a UIBezierPath.

import Foundation

extension UIBezierPath {
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a straight line from the current point; does nothing when the path has no current point.
    public func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds an arc of the circle of `radius` about `center` from `startAngle` to `endAngle`
    /// (radians from +x towards +y, which points down on screen).
    ///
    /// `clockwise` is as seen on a UIKit (y-down) screen: `true` makes the angle increase, so
    /// 0 to π clockwise is the bottom half of the circle. This is the opposite flag to
    /// CoreGraphics' `addArc(…clockwise:)`, whose `true` decreases the angle. An end a full turn
    /// or more away in the drawing direction gives one full circle (0 to 2π clockwise);
    /// otherwise the difference is taken modulo 2π, so 0 to 2π counter-clockwise adds no curve.
    /// With a current point a line joins it to the arc's start; without one the arc starts a
    /// new subpath. The arc's end becomes the current point.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Adds a quadratic Bézier curve from the current point; does nothing without a current point.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a cubic Bézier curve from the current point; does nothing without a current point.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Closes the current subpath with a straight line back to its start.
    public func close() {
        path.closeSubpath()
    }

    /// Removes every element; the line style and fill rule are kept.
    public func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Appends the elements of `bezierPath` (not its line style).
    public func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.cgPath)
    }

    /// Maps every point of the path through `transform`.
    public func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? CGMutablePath()
    }

    /// Returns a new path tracing the same shape backwards: subpaths in reverse order, each
    /// reversed (an open subpath starts at its old end; a closed one keeps its start point and
    /// runs the other way round). The line style and fill rule are copied.
    public func reversing() -> UIBezierPath {
        let result = copy() as! UIBezierPath
        let reversed = CGMutablePath()
        for subpath in BezierSubpath.read(path).reversed() {
            subpath.reversed.add(to: reversed)
        }
        result.path = reversed
        return result
    }
}
