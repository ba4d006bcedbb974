import Foundation

/// Interpolates two paths element by element, as Core Animation animates a shape layer's
/// `path`: only paths with the same elements in the same order interpolate.
enum PathInterpolation {
    /// The path `fraction` of the way from `from` to `to`, or nil when their elements differ.
    static func interpolate(_ from: CGPath, _ to: CGPath, fraction f: Double) -> CGPath? {
        let a = from.commands, b = to.commands
        guard a.count == b.count else { return nil }
        var result: [PathCommand] = []
        result.reserveCapacity(a.count)
        for (x, y) in zip(a, b) {
            guard let mixed = mix(x, y, f) else { return nil }
            result.append(mixed)
        }
        return CGPath(commands: result)
    }

    private static func mix(_ x: PathCommand, _ y: PathCommand, _ f: Double) -> PathCommand? {
        func m(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f) }
        switch (x, y) {
        case let (.move(p), .move(q)): return .move(m(p, q))
        case let (.line(p), .line(q)): return .line(m(p, q))
        case let (.quad(c, p), .quad(d, q)): return .quad(m(c, d), m(p, q))
        case let (.cubic(c1, c2, p), .cubic(d1, d2, q)): return .cubic(m(c1, d1), m(c2, d2), m(p, q))
        case (.close, .close): return .close
        default: return nil
        }
    }
}
