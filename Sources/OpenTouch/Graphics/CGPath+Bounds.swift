// OpenTouch — Graphics
//
// CGPath's two bounding boxes and its rectangle test.

#if !canImport(Darwin)
import Foundation

extension CGPath {
    /// The smallest rectangle holding every point of every element, control points included
    /// (CoreGraphics' `CGPathGetBoundingBox`); `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var box = BoxAccumulator()
        for command in commands {
            for point in command.points { box.add(point) }
        }
        return box.rect
    }

    /// The smallest rectangle holding the path itself: end points and the extremes of every
    /// curve, not its control points (`CGPathGetPathBoundingBox`); `CGRect.null` when empty.
    /// A trailing or repeated move counts as a point of the path.
    public var boundingBoxOfPath: CGRect {
        var box = BoxAccumulator()
        let all = commands
        for command in all {
            if case .move(let p) = command { box.add(p) }
        }
        for subpath in all.subpaths {
            box.add(subpath.start)
            for segment in subpath.segments {
                switch segment {
                case .line(_, let b):
                    box.add(b)
                case .cubic(let p0, let p1, let p2, let p3):
                    box.add(p3)
                    for t in BezierMath.extremaParameters(p0.x, p1.x, p2.x, p3.x) {
                        box.add(BezierMath.point(p0, p1, p2, p3, at: t))
                    }
                    for t in BezierMath.extremaParameters(p0.y, p1.y, p2.y, p3.y) {
                        box.add(BezierMath.point(p0, p1, p2, p3, at: t))
                    }
                }
            }
        }
        return box.rect
    }

    /// Whether the path is exactly one axis-aligned rectangle of positive size: a move and
    /// three or four lines round its corners, then a close (or a fourth line back to the
    /// start), in either direction. On success the standardized rectangle is written to `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var corners: [CGPoint] = []
        var closed = false
        for (index, command) in commands.enumerated() {
            switch command {
            case .move(let p) where index == 0:
                corners.append(p)
            case .line(let p) where !closed:
                corners.append(p)
            case .close where !closed:
                closed = true
            default:
                return false
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4, closed || commands.count == 5 else { return false }
        // Edges must alternate between horizontal and vertical.
        var horizontalFirst: Bool?
        for index in 0..<4 {
            let a = corners[index], b = corners[(index + 1) % 4]
            let horizontal = a.y == b.y && a.x != b.x
            let vertical = a.x == b.x && a.y != b.y
            guard horizontal || vertical else { return false }
            let expected = (index % 2 == 0)
            if let first = horizontalFirst {
                guard horizontal == (first == expected) else { return false }
            } else {
                horizontalFirst = horizontal
            }
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let found = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        rect?.pointee = found
        return true
    }
}

/// Grows a rectangle to cover points.
struct BoxAccumulator {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
    private var hasPoint = false

    mutating func add(_ p: CGPoint) {
        hasPoint = true
        minX = Swift.min(minX, p.x)
        minY = Swift.min(minY, p.y)
        maxX = Swift.max(maxX, p.x)
        maxY = Swift.max(maxY, p.y)
    }

    /// The covering rectangle, or `CGRect.null` when no point was added.
    var rect: CGRect {
        hasPoint ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}
#endif
