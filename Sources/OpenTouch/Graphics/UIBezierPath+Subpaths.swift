// OpenTouch — Graphics
//
// UIBezierPath's view of a CGPath as subpaths, read through the public element walk so the
// same code serves CoreGraphics' paths and OpenTouch's.

import Foundation

/// One subpath read from a CGPath: a start, segments and whether it was closed.
struct BezierSubpath {
    /// A line or curve: its kind, its control points and its end point.
    struct Segment {
        var type: CGPathElementType
        var controls: [CGPoint]
        var start: CGPoint
        var end: CGPoint

        /// The same segment traversed from end to start.
        var reversed: Segment {
            Segment(type: type, controls: controls.reversed(), start: end, end: start)
        }

        /// Appends the segment (from the current point) to `path`.
        func add(to path: CGMutablePath) {
            switch type {
            case .addQuadCurveToPoint: path.addQuadCurve(to: end, control: controls[0])
            case .addCurveToPoint: path.addCurve(to: end, control1: controls[0], control2: controls[1])
            default: path.addLine(to: end)
            }
        }
    }

    var start: CGPoint
    var segments: [Segment] = []
    var isClosed = false

    var end: CGPoint { segments.last?.end ?? start }

    /// The subpaths of `path`, in order.
    static func read(_ path: CGPath) -> [BezierSubpath] {
        var result: [BezierSubpath] = []
        var current: BezierSubpath?
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            switch element.type {
            case .moveToPoint:
                if let finished = current { result.append(finished) }
                current = BezierSubpath(start: element.points[0])
            case .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint:
                let count = element.type == .addLineToPoint ? 1 : element.type == .addQuadCurveToPoint ? 2 : 3
                let points = (0..<count).map { element.points[$0] }
                var sub = current ?? BezierSubpath(start: points[count - 1])
                sub.segments.append(Segment(type: element.type, controls: Array(points.dropLast()),
                                            start: sub.end, end: points[count - 1]))
                current = sub
            case .closeSubpath:
                if var sub = current {
                    sub.isClosed = true
                    result.append(sub)
                    current = nil
                }
            @unknown default:
                break
            }
        }
        if let finished = current { result.append(finished) }
        return result
    }

    /// Appends the subpath to `path`.
    func add(to path: CGMutablePath) {
        path.move(to: start)
        for segment in segments { segment.add(to: path) }
        if isClosed { path.closeSubpath() }
    }

    /// The subpath traced backwards. An open one starts at its old end. A closed one keeps its
    /// start: a line to the old last point (the reversed closing line, when that point is not
    /// the start), the segments reversed, and the close standing in for the reversed first
    /// segment when that is a line.
    var reversed: BezierSubpath {
        guard isClosed else {
            return BezierSubpath(start: end, segments: segments.reversed().map(\.reversed), isClosed: false)
        }
        var result = BezierSubpath(start: start, isClosed: true)
        guard let first = segments.first else { return result }
        if end != start {
            result.segments.append(Segment(type: .addLineToPoint, controls: [], start: start, end: end))
        }
        result.segments += segments.dropFirst().reversed().map(\.reversed)
        if first.type != .addLineToPoint {
            result.segments.append(first.reversed)
        }
        return result
    }
}
