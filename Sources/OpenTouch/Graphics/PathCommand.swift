// OpenTouch — Graphics
//
// The internal element list behind CGPath, and its decomposition into subpaths of segments.

#if !canImport(Darwin)
import Foundation

/// One stored path element, with its points in path coordinates.
enum PathCommand: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    /// A quadratic curve: control point, end point.
    case quad(CGPoint, CGPoint)
    /// A cubic curve: first control point, second control point, end point.
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The command with every point mapped through `t`.
    func applying(_ t: CGAffineTransform) -> PathCommand {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: .close
        }
    }

    /// The command's points in CoreGraphics' element order (controls first, end point last).
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }
}

/// A drawn piece of a subpath, with its start point.
enum PathSegment: Equatable, Sendable {
    case line(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    /// The segment's first point.
    var start: CGPoint {
        switch self {
        case .line(let a, _), .cubic(let a, _, _, _): a
        }
    }

    /// The segment's last point.
    var end: CGPoint {
        switch self {
        case .line(_, let b), .cubic(_, _, _, let b): b
        }
    }
}

/// A run of segments that starts with a move, optionally closed.
struct PathSubpath: Equatable, Sendable {
    var start: CGPoint
    var segments: [PathSegment] = []
    var isClosed = false

    /// The last point reached (the start when there are no segments).
    var end: CGPoint { segments.last?.end ?? start }

    /// The segments plus the straight line back to the start when the subpath ends elsewhere,
    /// as filling (and stroking a closed subpath) treats it.
    var closedSegments: [PathSegment] {
        end == start ? segments : segments + [.line(end, start)]
    }
}

extension Array where Element == PathCommand {
    /// The commands split into subpaths; quadratic curves become the equivalent cubics.
    var subpaths: [PathSubpath] {
        var result: [PathSubpath] = []
        var current: PathSubpath?
        for command in self {
            switch command {
            case .move(let p):
                if let finished = current { result.append(finished) }
                current = PathSubpath(start: p)
            case .line(let p):
                var sub = current ?? PathSubpath(start: p)
                sub.segments.append(.line(sub.end, p))
                current = sub
            case .quad(let c, let p):
                var sub = current ?? PathSubpath(start: c)
                let a = sub.end
                let c1 = CGPoint(x: a.x + 2 / 3 * (c.x - a.x), y: a.y + 2 / 3 * (c.y - a.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                sub.segments.append(.cubic(a, c1, c2, p))
                current = sub
            case .cubic(let c1, let c2, let p):
                var sub = current ?? PathSubpath(start: c1)
                sub.segments.append(.cubic(sub.end, c1, c2, p))
                current = sub
            case .close:
                guard var sub = current else { continue }
                sub.isClosed = true
                result.append(sub)
                current = nil
            }
        }
        if let finished = current { result.append(finished) }
        return result
    }
}
#endif
