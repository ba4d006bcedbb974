// OpenTouch — Graphics
//
// A mutable CoreGraphics path for platforms that lack CoreGraphics.
// On Apple platforms the system type is used instead.

#if !canImport(Darwin)
import Foundation

/// A path that can be built up element by element.
///
/// Every method takes an optional `transform` applied to the points before they are stored.
/// As in CoreGraphics, a line or curve added with no current point is ignored (CoreGraphics
/// logs "no current point"), and a segment added after `closeSubpath()` first starts a new
/// subpath with an explicit move to the closed subpath's start.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() {
        super.init(commands: [])
    }

    override init(commands: [PathCommand]) {
        super.init(commands: commands)
    }

    /// Returns an immutable snapshot of the path.
    public override func copy() -> CGPath? {
        CGPath(commands: commands)
    }

    /// Starts a new subpath at `point`. Consecutive moves are all kept.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.withLock { $0.append(.move(point.applying(transform))) }
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        appendSegment(.line(point.applying(transform)))
    }

    /// Moves to the first point and adds lines through the rest; nothing for an empty array.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        storage.withLock { commands in
            commands.append(.move(first.applying(transform)))
            commands += points.dropFirst().map { .line($0.applying(transform)) }
        }
    }

    /// Adds a rectangle as a closed subpath (see ``CGPath/init(rect:transform:)`` for its elements).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let shape = PathShapes.rect(rect, transform: transform)
        storage.withLock { $0 += shape }
    }

    /// Adds each rectangle, in order, as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves
    /// (see ``CGPath/init(ellipseIn:transform:)`` for its elements).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let shape = PathShapes.ellipse(in: rect, transform: transform)
        storage.withLock { $0 += shape }
    }

    /// Adds a rounded rectangle as a closed subpath
    /// (see ``CGPath/init(roundedRect:cornerWidth:cornerHeight:transform:)``).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let shape = PathShapes.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                                           transform: transform)
        storage.withLock { $0 += shape }
    }

    /// Adds a quadratic Bézier curve from the current point to `end` with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        appendSegment(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        appendSegment(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Appends the elements of `path`, with their points mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let added = path.commands.map { $0.applying(transform) }
        storage.withLock { $0 += added }
    }

    /// Closes the current subpath with a line back to its start. Ignored when there is no
    /// current point or the subpath is already closed.
    public func closeSubpath() {
        storage.withLock { commands in
            guard let last = commands.last, last != .close else { return }
            commands.append(.close)
        }
    }

    /// Appends a line or curve: ignored with no current point, preceded by a move to the
    /// subpath's start right after a close.
    func appendSegment(_ segment: PathCommand) {
        storage.withLock { commands in
            guard let last = commands.last else { return }
            if last == .close, let start = PathShapes.subpathStart(of: commands) {
                commands.append(.move(start))
            }
            commands.append(segment)
        }
    }

    /// Appends a line to `point` when there is a current point (none when already there),
    /// else a move to it.
    func lineOrMove(to point: CGPoint) {
        storage.withLock { commands in
            guard let last = commands.last else {
                commands.append(.move(point))
                return
            }
            if last == .close, let start = PathShapes.subpathStart(of: commands) {
                commands.append(.move(start))
            }
            if PathShapes.currentPoint(of: commands) != point {
                commands.append(.line(point))
            }
        }
    }

    /// Appends already-transformed commands (curves continuing from the current point).
    func append(_ added: [PathCommand]) {
        guard !added.isEmpty else { return }
        storage.withLock { $0 += added }
    }
}
#endif
