// OpenTouch — Graphics
//
// Where a radial gradient paints and with which location: circles whose centre and radius move
// linearly with the location t, as CoreGraphics draws them (the largest t whose circle passes
// through a point decides its colour).

#if !canImport(Darwin)
import Foundation

/// A radial gradient's circles in user space and the range of locations it paints.
struct RadialGradientGeometry {
    let startCenter: CGPoint, startRadius: CGFloat
    let endCenter: CGPoint, endRadius: CGFloat
    let options: CGGradientDrawingOptions

    private var dc: CGPoint { CGPoint(x: endCenter.x - startCenter.x, y: endCenter.y - startCenter.y) }
    private var dr: CGFloat { endRadius - startRadius }

    func center(_ t: CGFloat) -> CGPoint { CGPoint(x: startCenter.x + t * dc.x, y: startCenter.y + t * dc.y) }
    func radius(_ t: CGFloat) -> CGFloat { startRadius + t * dr }

    /// The locations painted, before limiting them to the drawing area: 0…1, extended by the
    /// options down to where the radius reaches 0, or without end.
    var range: ClosedRange<CGFloat> {
        let lower: CGFloat = !options.contains(.drawsBeforeStartLocation) ? 0
            : (dr > 0 ? -startRadius / dr : -.greatestFiniteMagnitude)
        let upper: CGFloat = !options.contains(.drawsAfterEndLocation) ? 1
            : (dr < 0 ? -startRadius / dr : .greatestFiniteMagnitude)
        return lower...max(lower, upper)
    }

    /// The location whose circle passes through `p` (the largest in ``range``), or nil.
    func location(at p: CGPoint) -> CGFloat? {
        let d = CGPoint(x: p.x - startCenter.x, y: p.y - startCenter.y)
        let a = dc.x * dc.x + dc.y * dc.y - dr * dr
        let b = -2 * (d.x * dc.x + d.y * dc.y + startRadius * dr)
        let c = d.x * d.x + d.y * d.y - startRadius * startRadius
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        return roots.filter { range.contains($0) && radius($0) >= 0 }.max()
    }

    /// The painted area in user space, limited to locations whose circles reach at most `extent`
    /// from the start centre: the convex hull of the two end circles, less the points inside both
    /// (even-odd), each circle approximated by `samples` points.
    func area(extent: CGFloat, samples: Int = 256) -> CGPath {
        let speed = max((dc.x * dc.x + dc.y * dc.y).squareRoot(), abs(dr), 1e-9)
        let limit = (extent + startRadius) / speed + 1
        let low = max(range.lowerBound, -limit), high = min(range.upperBound, limit)
        let first = circle(low, samples), last = circle(high, samples)
        let path = CGMutablePath()
        add(Self.hull(first + last), to: path)
        let inner = first.filter { inside($0, high) } + last.filter { inside($0, low) }
        add(Self.hull(inner), to: path)
        return path
    }

    private func circle(_ t: CGFloat, _ samples: Int) -> [CGPoint] {
        let c = center(t), r = max(radius(t), 0)
        return (0..<samples).map { i in
            let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(samples)
            return CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        }
    }

    private func inside(_ p: CGPoint, _ t: CGFloat) -> Bool {
        let c = center(t)
        return ((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)).squareRoot() < radius(t)
    }

    private func add(_ polygon: [CGPoint], to path: CGMutablePath) {
        guard polygon.count >= 3 else { return }
        path.addLines(between: polygon)
        path.closeSubpath()
    }

    /// The convex hull of `points`, counter-clockwise (Andrew's monotone chain).
    static func hull(_ points: [CGPoint]) -> [CGPoint] {
        let sorted = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count >= 3 else { return sorted }
        func cross(_ o: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
            (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
        }
        var lower: [CGPoint] = [], upper: [CGPoint] = []
        for p in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }
}
#endif
