import Foundation
import OpenTouch

// Helpers shared by the Graphics suites. Names start with `Gfx`/`gfx` because all test files
// share one module.

/// One path element as a value, read through the public `applyWithBlock(_:)`.
enum GfxElement: Equatable, CustomStringConvertible {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case close

    /// The element's end point (nil for a close).
    var end: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .curve(_, _, let p): p
        case .close: nil
        }
    }

    var isCurve: Bool {
        if case .curve = self { return true }
        return false
    }

    var description: String {
        switch self {
        case .move(let p): "move \(p)"
        case .line(let p): "line \(p)"
        case .quad(let c, let p): "quad \(c) \(p)"
        case .curve(let c1, let c2, let p): "curve \(c1) \(c2) \(p)"
        case .close: "close"
        }
    }
}

/// The elements of `path`, in order.
func gfxElements(_ path: CGPath) -> [GfxElement] {
    var elements: [GfxElement] = []
    path.applyWithBlock { pointer in
        let element = pointer.pointee
        let p = element.points
        switch element.type {
        case .moveToPoint: elements.append(.move(p[0]))
        case .addLineToPoint: elements.append(.line(p[0]))
        case .addQuadCurveToPoint: elements.append(.quad(p[0], p[1]))
        case .addCurveToPoint: elements.append(.curve(p[0], p[1], p[2]))
        case .closeSubpath: elements.append(.close)
        @unknown default: break
        }
    }
    return elements
}

/// The kinds of `path`'s elements, as short words: `move`, `line`, `quad`, `curve`, `close`.
func gfxKinds(_ path: CGPath) -> [String] {
    gfxElements(path).map { element in
        switch element {
        case .move: "move"
        case .line: "line"
        case .quad: "quad"
        case .curve: "curve"
        case .close: "close"
        }
    }
}

/// A point on the circle of `radius` about `center` at `angle` (radians from +x towards +y).
func gfxPoint(on center: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
    CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
}

/// Samples of a cubic, for checking curves against the shapes they approximate.
func gfxSamples(from start: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint, count: Int = 16) -> [CGPoint] {
    (0...count).map { index in
        let t = CGFloat(index) / CGFloat(count), u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                       y: a * start.y + b * c1.y + c * c2.y + d * end.y)
    }
}

/// Every point the curves of `path` pass through (sampled), with their start points.
func gfxCurveSamples(_ path: CGPath) -> [CGPoint] {
    var samples: [CGPoint] = []
    var current = CGPoint.zero
    for element in gfxElements(path) {
        switch element {
        case .move(let p), .line(let p):
            samples.append(p)
            current = p
        case .curve(let c1, let c2, let p):
            samples += gfxSamples(from: current, c1, c2, p)
            current = p
        case .quad(_, let p):
            samples.append(p)
            current = p
        case .close:
            break
        }
    }
    return samples
}

/// A seeded SplitMix64 generator, so random point sets are the same on every run.
struct GfxRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `range`.
    mutating func value(in range: ClosedRange<CGFloat>) -> CGFloat {
        let unit = CGFloat(next() >> 11) / CGFloat(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
}

/// A five-pointed star drawn as one self-intersecting pentagram (each vertex joined to the one
/// two along), centred at `center`, first point straight up (−y) on screen.
func gfxPentagram(center: CGPoint, radius: CGFloat) -> CGMutablePath {
    let path = CGMutablePath()
    for index in 0..<5 {
        let angle = -CGFloat.pi / 2 + CGFloat(index * 2) * 2 * .pi / 5
        let point = gfxPoint(on: center, radius, angle)
        if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
}
