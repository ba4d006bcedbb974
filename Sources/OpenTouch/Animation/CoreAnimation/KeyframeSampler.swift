import Foundation

/// Computes a keyframe animation's value at a (curved) fraction of its duration.
struct KeyframeSampler {
    let values: [AnimatableValue]
    let keyTimes: [Double]
    let mode: CAAnimationCalculationMode
    let timingFunctions: [CAMediaTimingFunction]?

    func value(at t: Double) -> AnimatableValue {
        guard values.count > 1 else { return values[0] }
        switch mode {
        case .discrete: return discrete(at: t)
        case .paced, .cubicPaced: return segmentValue(at: t, times: pacedTimes())
        default: return segmentValue(at: t, times: keyTimes)
        }
    }

    /// Discrete: value i from key time i until key time i + 1.
    private func discrete(at t: Double) -> AnimatableValue {
        var index = 0
        for (i, time) in keyTimes.enumerated() where i < values.count && t >= time { index = i }
        return values[index]
    }

    private func segmentValue(at t: Double, times: [Double]) -> AnimatableValue {
        if t <= times[0] { return values[0] }
        let last = values.count - 1
        if t >= times[last] { return values[last] }
        var i = 0
        while i < last - 1 && t >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (t - times[i]) / span : 1
        if let functions = timingFunctions, i < functions.count { local = functions[i].progress(at: local) }
        if mode == .cubic || mode == .cubicPaced, let curved = catmullRom(segment: i, local) { return curved }
        return values[i].interpolated(to: values[i + 1], fraction: local)
    }

    /// Key times spaced by the distance between consecutive values (even spacing when the
    /// values have no distance).
    private func pacedTimes() -> [Double] {
        var lengths: [Double] = [0]
        for i in 1..<values.count { lengths.append(lengths[i - 1] + Self.distance(values[i - 1], values[i])) }
        guard let total = lengths.last, total > 0 else {
            return (0..<values.count).map { Double($0) / Double(values.count - 1) }
        }
        return lengths.map { $0 / total }
    }

    /// A Catmull–Rom point between keyframes `i` and `i + 1`, for scalars and points.
    private func catmullRom(segment i: Int, _ u: Double) -> AnimatableValue? {
        let p0 = values[max(0, i - 1)], p1 = values[i], p2 = values[i + 1], p3 = values[min(values.count - 1, i + 2)]
        func spline(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let u2 = u * u, u3 = u2 * u
            return 0.5 * ((2 * b) + (-a + c) * u + (2 * a - 5 * b + 4 * c - d) * u2 + (-a + 3 * b - 3 * c + d) * u3)
        }
        switch (p0, p1, p2, p3) {
        case let (.scalar(a), .scalar(b), .scalar(c), .scalar(d)): return .scalar(spline(a, b, c, d))
        case let (.point(a), .point(b), .point(c), .point(d)):
            return .point(CGPoint(x: spline(a.x, b.x, c.x, d.x), y: spline(a.y, b.y, c.y, d.y)))
        default: return nil
        }
    }

    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return abs(y - x)
        case let (.point(p), .point(q)): return hypot(q.x - p.x, q.y - p.y)
        case let (.size(p), .size(q)): return hypot(q.width - p.width, q.height - p.height)
        default: return 1
        }
    }
}

/// The points a path passes through, with curves cut into short lines.
enum PathSampling {
    static let stepsPerCurve = 16

    static func points(of path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for command in path.commands {
            switch command {
            case .move(let p): current = p; start = p; points.append(p)
            case .line(let p): current = p; points.append(p)
            case .quad(let c, let p):
                let from = current
                for k in 1...stepsPerCurve {
                    let t = Double(k) / Double(stepsPerCurve), s = 1 - t
                    points.append(CGPoint(x: s * s * from.x + 2 * s * t * c.x + t * t * p.x,
                                          y: s * s * from.y + 2 * s * t * c.y + t * t * p.y))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                let from = current
                for k in 1...stepsPerCurve {
                    let t = Double(k) / Double(stepsPerCurve), s = 1 - t
                    let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
                    points.append(CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * p.x,
                                          y: a * from.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .close: current = start; points.append(start)
            }
        }
        return points
    }
}
