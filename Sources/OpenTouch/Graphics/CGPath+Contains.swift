// OpenTouch — Graphics
//
// CGPath's point-in-fill test: a ray cast to +x counting signed crossings, with curves solved
// exactly rather than flattened.

#if !canImport(Darwin)
import Foundation

extension CGPath {
    /// Whether `point` lies in the region filling the path would paint, by `rule`.
    ///
    /// When `transform` is given, the point is first mapped through it (CoreGraphics'
    /// `CGPathContainsPoint` contract). Open subpaths count as closed by a straight line, as
    /// when filling.
    ///
    /// Lines are tested exactly. Curves are not flattened: each is split where it turns
    /// vertically and the crossing is found by bisection to full `Double` precision, so the
    /// answer is exact up to floating-point rounding. A point on the outline follows the
    /// half-open convention of `CGRect.contains`: edges facing −x and −y are inside, edges
    /// facing +x and +y are outside, so `CGPath(rect: r, transform: nil).contains(p)` equals
    /// `r.contains(p)`. A point with a NaN coordinate is never contained; NaN or infinite
    /// path coordinates add no crossings where their arithmetic is undefined.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let tested = transform.isIdentity ? point : point.applying(transform)
        return Winding.isInside(tested, subpaths: commands.subpaths, rule: rule, closedOnly: false)
    }
}

/// The ray-casting winding counter.
enum Winding {
    /// Whether `point` is inside `subpaths` by `rule`; with `closedOnly`, open subpaths are skipped.
    static func isInside(_ point: CGPoint, subpaths: [PathSubpath], rule: CGPathFillRule, closedOnly: Bool) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        var crossings = 0
        for subpath in subpaths where subpath.isClosed || !closedOnly {
            for segment in subpath.closedSegments {
                count(segment, from: point, winding: &winding, crossings: &crossings)
            }
        }
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return crossings % 2 != 0
        }
    }

    /// Adds the crossings of `segment` with the ray from `point` towards +x.
    static func count(_ segment: PathSegment, from point: CGPoint, winding: inout Int, crossings: inout Int) {
        switch segment {
        case .line(let a, let b):
            countLine(a, b, point, &winding, &crossings)
        case .cubic(let p0, let p1, let p2, let p3):
            // Quick rejection: the curve lies within its control points' hull.
            let ys = [p0.y, p1.y, p2.y, p3.y]
            guard let low = ys.min(), let high = ys.max(), point.y >= low, point.y <= high else { return }
            let xs = [p0.x, p1.x, p2.x, p3.x]
            guard let right = xs.max(), right > point.x else { return }
            let breaks = BezierMath.monotonicBreaks(p0.y, p1.y, p2.y, p3.y)
            for index in 0..<(breaks.count - 1) {
                countMonotonicPiece(p0, p1, p2, p3, from: breaks[index], to: breaks[index + 1],
                                    point, &winding, &crossings)
            }
        }
    }

    /// A straight edge crosses when the point's y is in [min y, max y) and the crossing lies
    /// strictly right of the point.
    static func countLine(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint, _ winding: inout Int, _ crossings: inout Int) {
        guard (a.y <= p.y) != (b.y <= p.y) else { return }
        let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
        guard x > p.x else { return }
        winding += b.y > a.y ? 1 : -1
        crossings += 1
    }

    /// One y-monotonic stretch of a cubic, t in [t0, t1].
    static func countMonotonicPiece(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                                    from t0: CGFloat, to t1: CGFloat, _ p: CGPoint,
                                    _ winding: inout Int, _ crossings: inout Int) {
        let y0 = BezierMath.value(p0.y, p1.y, p2.y, p3.y, at: t0)
        let y1 = BezierMath.value(p0.y, p1.y, p2.y, p3.y, at: t1)
        guard (y0 <= p.y) != (y1 <= p.y) else { return }
        let rising = y1 > y0
        // Bisection keeps y(low) on the start side and y(high) on the end side of p.y.
        var low = t0, high = t1
        for _ in 0..<80 {
            let middle = (low + high) / 2
            guard middle > low, middle < high else { break }
            let y = BezierMath.value(p0.y, p1.y, p2.y, p3.y, at: middle)
            if (y <= p.y) == (y0 <= p.y) { low = middle } else { high = middle }
        }
        let x = BezierMath.value(p0.x, p1.x, p2.x, p3.x, at: (low + high) / 2)
        guard x > p.x else { return }
        winding += rising ? 1 : -1
        crossings += 1
    }
}
#endif
