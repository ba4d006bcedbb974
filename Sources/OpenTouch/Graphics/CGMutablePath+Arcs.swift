// OpenTouch — Graphics
//
// CoreGraphics' three ways of adding a circular arc, as cubic Bézier curves.

#if !canImport(Darwin)
import Foundation

extension CGMutablePath {
    /// Adds an arc of the circle of `radius` about `center`, from `startAngle` to `endAngle`
    /// (radians from +x towards +y).
    ///
    /// `clockwise` is in CoreGraphics' y-up sense: `true` makes the angle *decrease*. On a UIKit
    /// (y-down) screen that arc therefore turns counter-clockwise; `UIBezierPath`'s `clockwise`
    /// is the opposite flag, as seen on screen. An end a full turn or more away in the drawing
    /// direction gives one full circle; otherwise the difference is taken modulo 2π (so 0 to 2π
    /// with `clockwise: true` adds no curve).
    ///
    /// With a current point, a line joins it to the arc's start (omitted when they coincide);
    /// without one, the arc starts a new subpath. The arc is split into the fewest equal cubic
    /// pieces of at most 90°. Non-finite angles add only the line or move to the start point.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let sweep = PathShapes.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds an arc from `startAngle` turning by `delta` radians: positive increases the angle
    /// (counter-clockwise in CoreGraphics' y-up space, clockwise on a UIKit screen).
    ///
    /// `delta` is limited to one full turn either way; a non-finite `delta` adds only the line
    /// or move to the start point. Otherwise as
    /// ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)``.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let turn = 2 * CGFloat.pi
        let sweep = delta.isFinite ? Swift.min(Swift.max(delta, -turn), turn) : 0
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds a line from the current point towards `tangent1End` and an arc of `radius` tangent
    /// to both the line current point → `tangent1End` and the line `tangent1End` → `tangent2End`,
    /// ending on the second line (PostScript's `arct`). The arc turns by less than 180°.
    ///
    /// Ignored without a current point. When the three points are collinear, two of them
    /// coincide or the radius is zero, only a line to `tangent1End` is added.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let current = PathShapes.currentPoint(of: commands) else { return }
        // The current point is stored transformed; work in the caller's space when possible.
        let inverse = transform.inverted()
        let start = transform.isIdentity ? current : current.applying(inverse)
        let ux = start.x - tangent1End.x, uy = start.y - tangent1End.y
        let vx = tangent2End.x - tangent1End.x, vy = tangent2End.y - tangent1End.y
        let uLength = (ux * ux + uy * uy).squareRoot(), vLength = (vx * vx + vy * vy).squareRoot()
        let cross = ux * vy - uy * vx
        guard radius != 0, radius.isFinite, uLength > 0, vLength > 0,
              abs(cross) > 1e-12 * uLength * vLength else {
            lineOrMove(to: tangent1End.applying(transform))
            return
        }
        let r = abs(radius)
        let u = CGPoint(x: ux / uLength, y: uy / uLength), v = CGPoint(x: vx / vLength, y: vy / vLength)
        let cosine = Swift.min(Swift.max(u.x * v.x + u.y * v.y, -1), 1)
        let halfAngle = acos(cosine) / 2
        let tangentDistance = r / tan(halfAngle)
        let t1 = CGPoint(x: tangent1End.x + u.x * tangentDistance, y: tangent1End.y + u.y * tangentDistance)
        let t2 = CGPoint(x: tangent1End.x + v.x * tangentDistance, y: tangent1End.y + v.y * tangentDistance)
        let bisectorX = u.x + v.x, bisectorY = u.y + v.y
        let bisectorLength = (bisectorX * bisectorX + bisectorY * bisectorY).squareRoot()
        let centerDistance = r / sin(halfAngle)
        let center = CGPoint(x: tangent1End.x + bisectorX / bisectorLength * centerDistance,
                             y: tangent1End.y + bisectorY / bisectorLength * centerDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        // The arc is the short way round: its turn is π minus the angle at tangent1End.
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        lineOrMove(to: t1.applying(transform))
        append(PathShapes.arcCurves(center: center, radius: r, startAngle: a1, sweep: sweep, transform: transform))
    }

    /// Adds the connecting line (or move) and the curves of an arc with an explicit signed sweep.
    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
                transform: CGAffineTransform) {
        let start = PathShapes.pointOnCircle(center, radius, startAngle)
        lineOrMove(to: start.applying(transform))
        append(PathShapes.arcCurves(center: center, radius: radius, startAngle: startAngle, sweep: sweep,
                                    transform: transform))
    }
}
#endif
