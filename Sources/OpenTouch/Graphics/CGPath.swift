// OpenTouch — Graphics
//
// An immutable CoreGraphics path for platforms that lack CoreGraphics.
// On Apple platforms the system type is used instead.

#if !canImport(Darwin)
import Foundation
import Synchronization

/// An immutable graphics path: subpaths of lines and quadratic and cubic Bézier curves.
///
/// ``CGMutablePath`` is the subclass that can be changed. The element list is guarded by a lock,
/// so a path (even a mutable one, whose subclass must inherit `Sendable`) can be read from any
/// thread; as in CoreGraphics, mutate a shared mutable path from one place at a time.
///
/// Non-finite coordinates are stored as given and never trap: bounds then hold NaN or
/// infinities, and `contains` skips crossings whose arithmetic is undefined.
public class CGPath: @unchecked Sendable, Hashable, CustomStringConvertible {
    let storage: Mutex<[PathCommand]>

    init(commands: [PathCommand]) {
        storage = Mutex(commands)
    }

    /// A snapshot of the elements.
    var commands: [PathCommand] {
        storage.withLock { $0 }
    }

    /// Creates a path holding one rectangle: a move to (`minX`, `minY`), lines to
    /// (`maxX`, `minY`), (`maxX`, `maxY`) and (`minX`, `maxY`), and a close — counter-clockwise
    /// in CoreGraphics' y-up space, clockwise on a UIKit (y-down) screen. The rectangle is
    /// standardized first; a null rectangle gives an empty path.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(commands: PathShapes.rect(rect, transform: transform?.pointee ?? .identity))
    }

    /// Creates a path holding the ellipse inscribed in `rect`: a move to (`maxX`, `midY`), four
    /// quarter-ellipse cubic curves through (`midX`, `maxY`), (`minX`, `midY`), (`midX`, `minY`)
    /// and back, and a close — increasing angle, which CoreGraphics calls clockwise and a UIKit
    /// (y-down) screen shows clockwise. A null rectangle gives an empty path.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(commands: PathShapes.ellipse(in: rect, transform: transform?.pointee ?? .identity))
    }

    /// Creates a path holding a rectangle whose corners are quarter ellipses of radii
    /// `cornerWidth` × `cornerHeight`, oriented like ``init(ellipseIn:transform:)`` and starting
    /// on the right edge just below the top-right corner.
    ///
    /// CoreGraphics traps when a corner size is negative or more than half the rectangle;
    /// here such sizes are clamped into `0...half`. A zero corner size gives a plain rectangle.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(commands: PathShapes.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                                                   transform: transform?.pointee ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool {
        storage.withLock { $0.isEmpty }
    }

    /// The point the next segment would start from: the last end point, or the start of the
    /// last subpath after a close; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        PathShapes.currentPoint(of: commands) ?? .zero
    }

    /// Returns the same path: an immutable path is its own copy.
    public func copy() -> CGPath? {
        self
    }

    /// Returns a mutable path with the same elements.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(commands: commands)
    }

    /// Returns an immutable path with every point mapped through `transform` (nil: unchanged).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return CGPath(commands: commands) }
        return CGPath(commands: commands.map { $0.applying(t) })
    }

    /// Returns a mutable path with every point mapped through `transform` (nil: unchanged).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return CGMutablePath(commands: commands) }
        return CGMutablePath(commands: commands.map { $0.applying(t) })
    }

    /// Paths are equal when they have the same elements with the same points, as with `CFEqual`.
    /// Whether either is mutable does not matter.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.commands == rhs.commands
    }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(commands)
    }

    /// The elements in CoreGraphics' words, e.g. `moveto (0, 0), lineto (10, 0), closepath`.
    public var description: String {
        func text(_ p: CGPoint) -> String {
            "(\(String(format: "%g", Double(p.x))), \(String(format: "%g", Double(p.y))))"
        }
        let parts = commands.map { command -> String in
            switch command {
            case .move(let p): "moveto \(text(p))"
            case .line(let p): "lineto \(text(p))"
            case .quad(let c, let p): "quadto \(text(c)) \(text(p))"
            case .cubic(let c1, let c2, let p): "curveto \(text(c1)) \(text(c2)) \(text(p))"
            case .close: "closepath"
            }
        }
        return parts.isEmpty ? "empty path" : parts.joined(separator: ", ")
    }
}
#endif
