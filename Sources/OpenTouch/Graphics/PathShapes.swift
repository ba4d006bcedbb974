// OpenTouch — Graphics
//
// The element sequences CoreGraphics uses for rectangles, ellipses, rounded rectangles and arcs.

#if !canImport(Darwin)
import Foundation

enum PathShapes {
    /// A standardized rectangle as move, three lines and a close, from (minX, minY) towards
    /// (maxX, minY). Nothing for a null rectangle.
    static func rect(_ rect: CGRect, transform t: CGAffineTransform) -> [PathCommand] {
        guard !rect.isNull else { return [] }
        let r = rect.standardized
        return [
            .move(CGPoint(x: r.minX, y: r.minY).applying(t)),
            .line(CGPoint(x: r.maxX, y: r.minY).applying(t)),
            .line(CGPoint(x: r.maxX, y: r.maxY).applying(t)),
            .line(CGPoint(x: r.minX, y: r.maxY).applying(t)),
            .close,
        ]
    }

    /// The inscribed ellipse: move to (maxX, midY), four quarter curves with increasing angle, close.
    static func ellipse(in rect: CGRect, transform t: CGAffineTransform) -> [PathCommand] {
        guard !rect.isNull else { return [] }
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let center = CGPoint(x: r.midX, y: r.midY)
        var commands: [PathCommand] = [.move(CGPoint(x: r.maxX, y: r.midY).applying(t))]
        commands += quarterCurves(center: center, rx: rx, ry: ry, startQuadrant: 0, count: 4, transform: t)
        commands.append(.close)
        return commands
    }

    /// Quarter-ellipse cubics about `center`, each turning +90°, starting at quadrant
    /// `startQuadrant` (0: +x axis, 1: +y, 2: −x, 3: −y).
    static func quarterCurves(center: CGPoint, rx: CGFloat, ry: CGFloat, startQuadrant: Int, count: Int,
                              transform t: CGAffineTransform) -> [PathCommand] {
        let k = BezierMath.quarterCircleKappa
        // Unit directions of the quadrant axes, exact (no trigonometry).
        let axes: [(CGFloat, CGFloat)] = [(1, 0), (0, 1), (-1, 0), (0, -1)]
        var commands: [PathCommand] = []
        for index in 0..<count {
            let (ax, ay) = axes[(startQuadrant + index) % 4]
            let (bx, by) = axes[(startQuadrant + index + 1) % 4]
            let from = CGPoint(x: center.x + ax * rx, y: center.y + ay * ry)
            let to = CGPoint(x: center.x + bx * rx, y: center.y + by * ry)
            let c1 = CGPoint(x: from.x + bx * k * rx, y: from.y + by * k * ry)
            let c2 = CGPoint(x: to.x + ax * k * rx, y: to.y + ay * k * ry)
            commands.append(.cubic(c1.applying(t), c2.applying(t), to.applying(t)))
        }
        return commands
    }

    /// CoreGraphics' rounded rectangle: corners of `cornerWidth` × `cornerHeight` (clamped to
    /// half the rectangle), starting at (maxX, minY + cornerHeight) with increasing angle.
    static func roundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform t: CGAffineTransform) -> [PathCommand] {
        guard !rect.isNull else { return [] }
        let r = rect.standardized
        let cw = clampedRadius(cornerWidth, half: r.width / 2)
        let ch = clampedRadius(cornerHeight, half: r.height / 2)
        guard cw > 0, ch > 0 else { return self.rect(r, transform: t) }
        let k = BezierMath.quarterCircleKappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        return [
            .move(p(r.maxX, r.minY + ch)),
            .line(p(r.maxX, r.maxY - ch)),
            .cubic(p(r.maxX, r.maxY - ch + k * ch), p(r.maxX - cw + k * cw, r.maxY), p(r.maxX - cw, r.maxY)),
            .line(p(r.minX + cw, r.maxY)),
            .cubic(p(r.minX + cw - k * cw, r.maxY), p(r.minX, r.maxY - ch + k * ch), p(r.minX, r.maxY - ch)),
            .line(p(r.minX, r.minY + ch)),
            .cubic(p(r.minX, r.minY + ch - k * ch), p(r.minX + cw - k * cw, r.minY), p(r.minX + cw, r.minY)),
            .line(p(r.maxX - cw, r.minY)),
            .cubic(p(r.maxX - cw + k * cw, r.minY), p(r.maxX, r.minY + ch - k * ch), p(r.maxX, r.minY + ch)),
            .close,
        ]
    }

    /// A corner radius limited to `0...half`; NaN becomes 0.
    static func clampedRadius(_ radius: CGFloat, half: CGFloat) -> CGFloat {
        guard radius > 0 else { return 0 }
        return Swift.min(radius, Swift.max(half, 0))
    }

    /// Cubic curves approximating the arc of `radius` about `center` from `startAngle` turning by
    /// `sweep` radians (positive: increasing angle), split into the fewest equal pieces of at most
    /// 90°, each with control points at 4/3·tan(θ/4)·radius along the tangents.
    static func arcCurves(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
                          transform t: CGAffineTransform) -> [PathCommand] {
        guard sweep != 0, sweep.isFinite, startAngle.isFinite else { return [] }
        let pieces = Swift.max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * radius
        var commands: [PathCommand] = []
        var angle = startAngle
        for index in 1...pieces {
            let next = index == pieces ? startAngle + sweep : startAngle + step * CGFloat(index)
            let from = pointOnCircle(center, radius, angle)
            let to = pointOnCircle(center, radius, next)
            let c1 = CGPoint(x: from.x - k * sin(angle), y: from.y + k * cos(angle))
            let c2 = CGPoint(x: to.x + k * sin(next), y: to.y - k * cos(next))
            commands.append(.cubic(c1.applying(t), c2.applying(t), to.applying(t)))
            angle = next
        }
        return commands
    }

    /// The point at `angle` (radians from +x towards +y) on the circle.
    static func pointOnCircle(_ center: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// The signed sweep CoreGraphics draws from `start` to `end`: with `clockwise` false the angle
    /// increases, else it decreases. A difference of a full turn or more in the drawing direction
    /// gives exactly one full turn; otherwise the difference is reduced modulo 2π, so an arc whose
    /// end lies a whole number of turns the other way draws nothing (0 to 2π with `clockwise`
    /// true is empty, as in HTML canvas).
    static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let delta = clockwise ? start - end : end - start
        guard delta.isFinite else { return 0 }
        let magnitude: CGFloat
        if delta >= turn {
            magnitude = turn
        } else {
            let reduced = delta.truncatingRemainder(dividingBy: turn)
            magnitude = reduced < 0 ? reduced + turn : reduced
        }
        return clockwise ? -magnitude : magnitude
    }

    /// The current point after `commands`: the last end point, or the subpath start after a close.
    static func currentPoint(of commands: [PathCommand]) -> CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for command in commands {
            switch command {
            case .move(let p):
                start = p
                current = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                current = p
            case .close:
                current = start
            }
        }
        return current
    }

    /// The start of the subpath `commands` ends in, if any.
    static func subpathStart(of commands: [PathCommand]) -> CGPoint? {
        for command in commands.reversed() {
            if case .move(let p) = command { return p }
        }
        return nil
    }
}
#endif
