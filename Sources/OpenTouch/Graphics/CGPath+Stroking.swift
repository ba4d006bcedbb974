// OpenTouch — Graphics
//
// The outline of a stroked CGPath, built as a union of simple pieces.

#if !canImport(Darwin)
import Foundation

extension CGPath {
    /// Returns a path whose filled area (winding rule) is the area stroking this path would paint,
    /// with points mapped through `transform` afterwards.
    ///
    /// An approximation of CoreGraphics' result: curves are first flattened to within
    /// min(0.05, lineWidth / 4) path units, and the outline is a union of overlapping pieces —
    /// one quadrilateral per straight piece, one piece per join and per cap — all wound the same
    /// way, rather than a single traced outline. It fills and hit-tests like CoreGraphics' result
    /// with the winding rule (not with even-odd). Joins follow `lineJoin` and `miterLimit`
    /// (a miter longer than `miterLimit × lineWidth` becomes a bevel); open subpaths get
    /// `lineCap` at both ends; a subpath of zero length gets a dot for round and square caps;
    /// a lone move paints nothing. A zero, negative-zero or non-finite width gives an empty path;
    /// a negative width is used as its magnitude.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let half = abs(lineWidth) / 2
        guard half > 0, half.isFinite else { return CGPath(commands: []) }
        var stroker = Stroker(half: half, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
                              tolerance: Swift.min(0.05, half / 4))
        for subpath in commands.subpaths { stroker.stroke(subpath) }
        let result = transform.isIdentity ? stroker.output : stroker.output.map { $0.applying(transform) }
        return CGPath(commands: result)
    }
}

/// Builds the pieces of a stroke outline.
struct Stroker {
    let half: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    let tolerance: CGFloat
    private(set) var output: [PathCommand] = []

    init(half: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, tolerance: CGFloat) {
        self.half = half
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.tolerance = tolerance
    }

    mutating func stroke(_ subpath: PathSubpath) {
        guard !subpath.segments.isEmpty else { return }
        var points = [subpath.start]
        for segment in subpath.segments {
            switch segment {
            case .line(_, let b): points.append(b)
            case .cubic(let p0, let p1, let p2, let p3):
                points += BezierMath.flatten(p0, p1, p2, p3, tolerance: tolerance)
            }
        }
        points = points.enumerated().compactMap { index, point in
            index > 0 && points[index - 1] == point ? nil : point
        }
        let closed = subpath.isClosed
        if closed, points.count > 1, points.last == points.first { points.removeLast() }
        guard points.count > 1 else {
            dot(at: points[0])
            return
        }
        let count = points.count
        let edgeCount = closed ? count : count - 1
        for index in 0..<edgeCount {
            edge(points[index], points[(index + 1) % count])
        }
        let joinRange = closed ? 0..<count : 1..<(count - 1)
        for index in joinRange {
            let previous = points[(index + count - 1) % count]
            joinAt(points[index], from: previous, to: points[(index + 1) % count])
        }
        if !closed {
            capAt(points[0], direction: unit(points[0], points[1]))
            capAt(points[count - 1], direction: unit(points[count - 1], points[count - 2]))
        }
    }

    /// The unit vector from `a` to `b`.
    private func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? CGPoint(x: dx / length, y: dy / length) : .zero
    }

    private func offset(_ p: CGPoint, _ n: CGPoint, _ scale: CGFloat) -> CGPoint {
        CGPoint(x: p.x + n.x * scale, y: p.y + n.y * scale)
    }

    private mutating func edge(_ a: CGPoint, _ b: CGPoint) {
        let d = unit(a, b)
        let n = CGPoint(x: -d.y, y: d.x)
        polygon([offset(a, n, half), offset(b, n, half), offset(b, n, -half), offset(a, n, -half)])
    }

    private mutating func joinAt(_ v: CGPoint, from previous: CGPoint, to next: CGPoint) {
        if join == .round {
            circle(at: v)
            return
        }
        let d1 = unit(previous, v), d2 = unit(v, next)
        let cross = d1.x * d2.y - d1.y * d2.x
        let alignment = d1.x * d2.x + d1.y * d2.y
        guard abs(cross) > 1e-12 else { return }
        // The outer side is to the right of a left turn and to the left of a right turn.
        let sign: CGFloat = cross > 0 ? -1 : 1
        let n1 = CGPoint(x: -d1.y * sign, y: d1.x * sign)
        let n2 = CGPoint(x: -d2.y * sign, y: d2.x * sign)
        let a = offset(v, n1, half), b = offset(v, n2, half)
        // Miter length over line width is 1 / sin(φ/2), φ the angle between the segments.
        let sinHalf = ((1 + alignment) / 2).squareRoot()
        if join == .miter, sinHalf > 0, 1 / sinHalf <= miterLimit {
            let scale = half / (1 + n1.x * n2.x + n1.y * n2.y)
            let tip = CGPoint(x: v.x + (n1.x + n2.x) * scale, y: v.y + (n1.y + n2.y) * scale)
            polygon([v, a, tip, b])
        } else {
            polygon([v, a, b])
        }
    }

    private mutating func capAt(_ p: CGPoint, direction d: CGPoint) {
        switch cap {
        case .butt:
            break
        case .round:
            circle(at: p)
        case .square:
            // `d` points into the stroke; the cap extends the other way.
            let n = CGPoint(x: -d.y, y: d.x)
            let back = offset(p, d, -half)
            polygon([offset(p, n, half), offset(back, n, half), offset(back, n, -half), offset(p, n, -half)])
        }
    }

    private mutating func dot(at p: CGPoint) {
        switch cap {
        case .butt: break
        case .round: circle(at: p)
        case .square:
            polygon([CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
                     CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half)])
        }
    }

    private mutating func circle(at p: CGPoint) {
        let box = CGRect(x: p.x - half, y: p.y - half, width: 2 * half, height: 2 * half)
        output += PathShapes.ellipse(in: box, transform: .identity)
    }

    /// Adds a closed polygon wound with positive signed area; degenerate ones are dropped.
    private mutating func polygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0, area.isFinite else { return }
        let ordered = area > 0 ? points : points.reversed()
        output.append(.move(ordered[0]))
        output += ordered.dropFirst().map { .line($0) }
        output.append(.close)
    }
}
#endif
