import Foundation
import OpenTouch

/// A window of 1,000 small views, all animated at once on a ``VirtualClock``: position, alpha and
/// a scale transform, over 1 s, back and forth between two precomputed states.
///
/// One cycle: ``start()`` (untimed) animates every view towards its other state in one block;
/// ``frame(_:)`` advances the clock to frame k of the cycle (k/60 s after the start) and reads
/// every layer; ``finish()`` (untimed) runs the clock past the end, so the animations are
/// removed and the next cycle starts from rest.
@MainActor
final class AnimationScene {
    /// How the views are animated.
    enum Kind: String {
        /// `UIView.animate(withDuration: 1, delay: 0, options: .curveEaseInOut)`.
        case easeInOut
        /// `UIView.animate(withDuration: 1, …, usingSpringWithDamping: 0.7, …)`.
        case spring
        /// `UIViewPropertyAnimator(duration: 1, curve: .easeInOut)`, started.
        case propertyAnimator
        /// As ``easeInOut``, with the scale turned by a rotation too (up to ±0.9 rad), so each
        /// frame decomposes and slerps the transform: the general matrix path.
        case rotation
    }

    static let viewCount = 1_000
    static let duration: TimeInterval = 1
    static let frameRate: Double = 60
    /// The frames read in each cycle: 1…59, every frame strictly inside the 1 s animation.
    static let framesPerCycle = 59

    /// One view's two states (the baseline reads the same values).
    struct Ends {
        var position: (CGPoint, CGPoint)
        var alpha: (CGFloat, CGFloat)
        var scale: (CGFloat, CGFloat)
        /// The rotation of the second state (``Kind/rotation`` only).
        var angle: CGFloat
    }

    let kind: Kind
    let clock = VirtualClock(start: 1000)
    let application: UIApplication
    let window: UIWindow
    let views: [UIView]
    let layers: [CALayer]
    let ends: [Ends]
    /// Whether the next cycle goes from the second state to the first.
    private(set) var backwards = false
    /// The clock time the current cycle started.
    private(set) var startTime: TimeInterval = 0
    private var animator: UIViewPropertyAnimator?
    private let scene: UIWindowScene

    init(kind: Kind) {
        self.kind = kind
        application = UIApplication(clock: clock)
        scene = UIWindowScene(application: application, screen: UIScreen())
        window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        var views: [UIView] = [], ends: [Ends] = []
        for index in 0 ..< Self.viewCount {
            let start = CGPoint(x: 10 + CGFloat(index % 25) * 14, y: 20 + CGFloat(index / 25) * 15)
            let end = CGPoint(x: start.x + CGFloat(index % 7) * 3 - 9, y: start.y + 40 - CGFloat(index % 11) * 4)
            let alpha: (CGFloat, CGFloat) = (1, 0.2 + CGFloat(index % 5) * 0.1)
            let scale: (CGFloat, CGFloat) = (1, [0.5, 0.75, 1.25, 1.5][index % 4])
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.center = start
            window.addSubview(view)
            views.append(view)
            let angle = CGFloat(index % 9 - 4) * 0.225
            ends.append(Ends(position: (start, end), alpha: alpha, scale: scale, angle: angle))
        }
        self.views = views
        layers = views.map(\.layer)
        self.ends = ends
    }

    /// The target state of the next cycle, applied to every view.
    private func applyTargets() {
        let second = !backwards
        for (view, end) in zip(views, ends) {
            view.center = second ? end.position.1 : end.position.0
            view.alpha = second ? end.alpha.1 : end.alpha.0
            let scale = second ? end.scale.1 : end.scale.0
            let transform = CGAffineTransform(scaleX: scale, y: scale)
            view.transform = kind == .rotation ? transform.rotated(by: second ? end.angle : 0) : transform
        }
    }

    /// Animates every view towards its other state (untimed preparation).
    func start() {
        startTime = clock.now
        switch kind {
        case .easeInOut, .rotation:
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
                           animations: applyTargets)
        case .spring:
            UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: 0.7,
                           initialSpringVelocity: 0, options: [], animations: applyTargets)
        case .propertyAnimator:
            let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeInOut, animations: applyTargets)
            animator.startAnimation()
            self.animator = animator
        }
    }

    /// Runs the clock past the end of the cycle, so every animation is over and removed.
    func finish() {
        clock.advance(to: startTime + Self.duration + 0.5)
        clock.runDueTimers()
        precondition(animator.map { $0.state == .inactive } ?? true, "the property animator did not finish")
        animator = nil
        backwards.toggle()
    }

    /// Advances the clock to frame `k` of the cycle and reads every layer's render state into a
    /// checksum.
    func frame(_ k: Int) -> Double {
        clock.advance(to: startTime + Double(k) / Self.frameRate)
        var sum = 0.0
        for layer in layers {
            let state = layer.renderState()
            sum += state.position.x + state.position.y + state.opacity + state.transform.m11 + state.transform.m22
        }
        return sum
    }

    /// The same frame read through `presentation()` (a new layer per view per frame).
    func presentationFrame(_ k: Int) -> Double {
        clock.advance(to: startTime + Double(k) / Self.frameRate)
        var sum = 0.0
        for layer in layers {
            guard let shown = layer.presentation() else { continue }
            sum += shown.position.x + shown.position.y + Double(shown.opacity)
                + shown.transform.m11 + shown.transform.m22
        }
        return sum
    }
}

/// The baseline: the same values computed in a plain loop over precomputed per-view tuples
/// (begin time, duration, from, to), with the ease-in-out curve solved here.
struct PlainInterpolation {
    /// One view's animation as a plain loop holds it.
    struct Track {
        var begin: Double
        var duration: Double
        var fromX: Double, fromY: Double, toX: Double, toY: Double
        var fromAlpha: Double, toAlpha: Double
        var fromScale: Double, toScale: Double
    }

    /// The tracks of a forward cycle and of a backward cycle.
    let forward: [Track]
    let backward: [Track]
    let curve = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    init(_ ends: [AnimationScene.Ends], begin: Double, duration: Double) {
        forward = ends.map {
            Track(begin: begin, duration: duration,
                  fromX: $0.position.0.x, fromY: $0.position.0.y, toX: $0.position.1.x, toY: $0.position.1.y,
                  fromAlpha: $0.alpha.0, toAlpha: $0.alpha.1, fromScale: $0.scale.0, toScale: $0.scale.1)
        }
        backward = forward.map {
            Track(begin: $0.begin, duration: $0.duration, fromX: $0.toX, fromY: $0.toY, toX: $0.fromX, toY: $0.fromY,
                  fromAlpha: $0.toAlpha, toAlpha: $0.fromAlpha, fromScale: $0.toScale, toScale: $0.fromScale)
        }
    }

    /// Every view's position, opacity and scale at `time` (the curve solved once per view, as
    /// the three properties share their timing), summed like ``AnimationScene/frame(_:)``.
    func frame(at time: Double, backwards: Bool) -> Double {
        let tracks = backwards ? backward : forward
        var sum = 0.0
        for track in tracks {
            let fraction = min(max((time - track.begin) / track.duration, 0), 1)
            let p = curve.progress(at: fraction)
            let x = track.fromX + (track.toX - track.fromX) * p
            let y = track.fromY + (track.toY - track.fromY) * p
            let alpha = track.fromAlpha + (track.toAlpha - track.fromAlpha) * p
            let scale = track.fromScale + (track.toScale - track.fromScale) * p
            sum += x + y + alpha + scale + scale
        }
        return sum
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved for the curve parameter with
/// Newton's method and a bisection fallback (the benchmark's own; the engine's is internal).
struct CubicBezier {
    private let ax, bx, cx, ay, by, cy: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// y at time fraction `x` (0…1).
    func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = x
        var solved = false
        for _ in 0 ..< 8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if abs(error) < 1e-12 { solved = true; break }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            if abs(slope) < 1e-7 { break }
            t -= error / slope
        }
        if !solved {
            var low = 0.0, high = 1.0
            t = x
            while high - low > 1e-15 {
                let value = ((ax * t + bx) * t + cx) * t
                if abs(value - x) < 1e-12 { break }
                if value < x { low = t } else { high = t }
                t = (low + high) / 2
            }
        }
        return ((ay * t + by) * t + cy) * t
    }
}
