// OpenTouch — Animation timing
//
// Core Animation's cubic Bézier timing function, and the solver that evaluates it.

/// A function that paces an animation: a cubic Bézier curve from (0, 0) to (1, 1), as in Core Animation.
///
/// The curve maps the fraction of time elapsed (x) to the fraction of the change made (y).
/// Two functions are equal when their control points are.
public final class CAMediaTimingFunction: Hashable, Sendable, CustomStringConvertible {
    /// The name it was created with, if any; used only for ``description``.
    private let name: CAMediaTimingFunctionName?
    /// The first control point, as given (after sanitising).
    private let c1x: Float, c1y: Float
    /// The second control point, as given (after sanitising).
    private let c2x: Float, c2y: Float
    /// Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, and the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Creates one of the predefined timing functions; an unknown name gives ``CAMediaTimingFunctionName/default``.
    ///
    /// Control points: `linear` (0, 0) (1, 1); `easeIn` (0.42, 0) (1, 1); `easeOut` (0, 0) (0.58, 1);
    /// `easeInEaseOut` (0.42, 0) (0.58, 1); `default` (0.25, 0.1) (0.25, 1), as Apple documents.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(named: name, 0, 0, 1, 1)
        case .easeIn: self.init(named: name, 0.42, 0, 1, 1)
        case .easeOut: self.init(named: name, 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(named: name, 0.42, 0, 0.58, 1)
        default: self.init(named: .default, 0.25, 0.1, 0.25, 1)
        }
    }

    /// Creates a timing function from the curve's two inner control points; the ends are (0, 0) and (1, 1).
    ///
    /// The x coordinates are clamped to 0...1, so that the curve is a function of time; a coordinate
    /// that is not finite is replaced by the linear curve's (0 for the first point, 1 for the second).
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(named: nil, c1x, c1y, c2x, c2y)
    }

    private init(named name: CAMediaTimingFunctionName?, _ x1: Float, _ y1: Float, _ x2: Float, _ y2: Float) {
        self.name = name
        c1x = x1.isFinite ? min(max(x1, 0), 1) : 0
        c1y = y1.isFinite ? y1 : 0
        c2x = x2.isFinite ? min(max(x2, 0), 1) : 1
        c2y = y2.isFinite ? y2 : 1
        let (x1, y1, x2, y2) = (Self.decimal(c1x), Self.decimal(c1y), Self.decimal(c2x), Self.decimal(c2y))
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// A coordinate as the shortest decimal that prints the `Float` (0.42, not 0.4199999869…), so that
    /// curves written as decimals are evaluated exactly (ease-in-ease-out is exactly symmetric) and
    /// equal control points always evaluate identically. Runs only when the function is made.
    private static func decimal(_ value: Float) -> Double {
        Double(value.description) ?? Double(value)
    }

    /// Writes control point `idx` (0: (0, 0); 1 and 2: the inner points; 3: (1, 1)) as two floats, x then y.
    ///
    /// An index outside 0...3 writes nothing.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (c1x, c1y)
        case 2: point = (c2x, c2y)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The function's name when it was created by name, otherwise its control points.
    public var description: String {
        if let name { return name.rawValue }
        return "CAMediaTimingFunction(controlPoints: \(c1x), \(c1y), \(c2x), \(c2y))"
    }

    /// Two functions are equal when their control points are.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1x)
        hasher.combine(c1y)
        hasher.combine(c2x)
        hasher.combine(c2y)
    }

    /// The two inner control points as bits (x1, y1, x2, y2): the values everything the function
    /// computes is derived from (``CurveKey``).
    var controlPointBits: (UInt32, UInt32, UInt32, UInt32) {
        (c1x.bitPattern, c1y.bitPattern, c2x.bitPattern, c2y.bitPattern)
    }

    // MARK: - Evaluation

    /// The progress (y) at time fraction `x`: x is clamped to 0...1 and NaN counts as 0.
    ///
    /// Solves x(t) = x for the curve parameter t (Newton's method, then bisection if Newton
    /// stalls) to within 1e-12 in x, then returns y(t). Allocates nothing.
    func progress(at x: Double) -> Double {
        let x = Self.clampedTime(x)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        return sampleY(solveT(forX: x))
    }

    /// The slope dy/dx at time fraction `x` (clamped like ``progress(at:)``): progress per unit of time fraction.
    ///
    /// Where the curve's tangent is vertical (dx/dt = 0 with dy/dt ≠ 0) the slope is clamped to ±1e6.
    func slope(at x: Double) -> Double {
        let t = solveT(forX: Self.clampedTime(x))
        let dx = derivativeX(t), dy = derivativeY(t)
        let tiny = 1e-9
        if abs(dx) > tiny { return Self.clampedSlope(dy / dx) }
        // dx/dt vanishes (an end point whose neighbouring control point lies on it): use the ratio
        // of the next derivatives, which is the limit of dy/dx there.
        let ddx = 6 * ax * t + 2 * bx, ddy = 6 * ay * t + 2 * by
        if abs(dy) > tiny { return dy > 0 ? Self.maximumSlope : -Self.maximumSlope }
        if abs(ddx) > tiny { return Self.clampedSlope(ddy / ddx) }
        if abs(ax) > tiny { return Self.clampedSlope(ay / ax) }
        return 0
    }

    /// The largest slope ``slope(at:)`` reports.
    private static let maximumSlope = 1e6

    private static func clampedSlope(_ s: Double) -> Double {
        s.isNaN ? 0 : min(max(s, -maximumSlope), maximumSlope)
    }

    private static func clampedTime(_ x: Double) -> Double {
        x.isNaN ? 0 : min(max(x, 0), 1)
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    private func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t in 0...1 whose x(t) is `x` (x already in 0...1).
    private func solveT(forX x: Double) -> Double {
        let epsilon = 1e-12
        // Newton's method from t = x converges in a few steps for ordinary curves.
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let d = derivativeX(t)
            if abs(d) < 1e-7 { break }
            let next = t - error / d
            if next < 0 || next > 1 { break }
            t = next
        }
        // Bisection: x(t) is non-decreasing on 0...1 because both x control values lie in 0...1.
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<100 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
            if high - low < 1e-15 { break }
        }
        return t
    }
}
