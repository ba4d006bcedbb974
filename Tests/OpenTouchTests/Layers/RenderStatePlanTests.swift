import Foundation
@testable import OpenTouch
import Testing

/// Remembers the attached copy of an animation when it starts, so a test can change it.
@MainActor
private final class StartRecorder: CAAnimationDelegate {
    var started: CAAnimation?
    var onStart: ((CAAnimation) -> Void)?
    func animationDidStart(_ anim: CAAnimation) {
        started = anim
        onStart?(anim)
    }
}

/// `renderState()` evaluates basic and spring animations of whole properties through
/// `BasicAnimationPlan`; these check it gives exactly (bit for bit) what the general path,
/// `presentationValue(of:at:)`, gives.
@MainActor
@Suite("renderState() matches the general animation path exactly")
struct RenderStatePlanTests {
    /// Checks every render-state property of `layer` against the general path at the current time.
    private func expectSame(_ layer: CALayer, _ note: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let state = layer.renderState()
        let time = layer.localTime()
        func general(_ property: LayerProperty) -> AnimatableValue? { layer.presentationValue(of: property, at: time) }
        guard case .point(let position)? = general(.position), case .rect(let bounds)? = general(.bounds),
              case .point(let anchor)? = general(.anchorPoint), case .transform(let transform)? = general(.transform),
              case .scalar(let opacity)? = general(.opacity), case .scalar(let z)? = general(.zPosition),
              case .scalar(let radius)? = general(.cornerRadius), case .scalar(let border)? = general(.borderWidth) else {
            Issue.record("no general value (\(note))", sourceLocation: sourceLocation)
            return
        }
        #expect(state.position == position, "\(note)", sourceLocation: sourceLocation)
        #expect(state.bounds == bounds, "\(note)", sourceLocation: sourceLocation)
        #expect(state.anchorPoint == anchor, "\(note)", sourceLocation: sourceLocation)
        #expect(state.transform == transform, "\(note)", sourceLocation: sourceLocation)
        #expect(state.opacity == opacity, "\(note)", sourceLocation: sourceLocation)
        #expect(Double(state.zPosition) == z, "\(note)", sourceLocation: sourceLocation)
        #expect(Double(state.cornerRadius) == radius, "\(note)", sourceLocation: sourceLocation)
        #expect(Double(state.borderWidth) == border, "\(note)", sourceLocation: sourceLocation)
    }

    @Test("UIView.animate: position, bounds, alpha and a rotated scale, stacked twice, and a spring")
    func blockAnimations() {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        scene.rootView.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut]) {
            view.center = CGPoint(x: 200, y: 300)
            view.alpha = 0.3
            view.bounds.size = CGSize(width: 80, height: 10)
            view.transform = CGAffineTransform(scaleX: 1.5, y: 0.5).rotated(by: 0.7)
        }
        for step in 0 ..< 7 {
            scene.clock.advance(by: 0.07)
            expectSame(view.layer, "first block, step \(step)")
        }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.2,
                       options: []) {
            view.center = CGPoint(x: -40, y: 10)
            view.transform = CGAffineTransform(rotationAngle: -1.1)
            view.alpha = 0.9
        }
        for step in 0 ..< 12 {
            scene.clock.advance(by: 0.05)
            expectSame(view.layer, "stacked spring, step \(step)")
        }
    }

    @Test("Explicit basic animations of every render-state property, additive or not, with and without a curve")
    func explicitAnimations() {
        let scene = TestScene()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.rootView.addSubview(host)
        let layer = CALayer()
        layer.frame = CGRect(x: 5, y: 5, width: 50, height: 60)
        host.layer.addSublayer(layer)
        func basic(_ key: String, _ from: Any, _ to: Any, additive: Bool = false, curve: CAMediaTimingFunctionName? = nil) {
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 0.8
            animation.isAdditive = additive
            animation.timingFunction = curve.map { CAMediaTimingFunction(name: $0) }
            layer.add(animation, forKey: key + (additive ? "+" : ""))
        }
        basic("position", CGPoint(x: 1, y: 2), CGPoint(x: 90, y: -30), curve: .easeIn)
        basic("position", CGPoint(x: 3, y: -2), CGPoint.zero, additive: true)
        basic("bounds", CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 4, y: -4, width: 70, height: 20), curve: .easeOut)
        basic("bounds", CGRect(x: 1, y: 1, width: -5, height: 3), CGRect.zero, additive: true)
        basic("anchorPoint", CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0.25), curve: .easeInEaseOut)
        basic("transform", CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(0.9, 0, 0, 1))
        basic("transform", CGAffineTransform(translationX: 3, y: 4), CATransform3DIdentity, additive: true)
        basic("opacity", 0.1, 0.95, curve: .easeIn)
        basic("zPosition", 1.0, 9.0)
        basic("zPosition", 2, 0, additive: true)
        basic("cornerRadius", 0, 12, curve: .default)
        basic("borderWidth", NSNumber(value: 4), 1.5)
        for step in 0 ..< 10 {
            scene.clock.advance(by: 0.09)
            expectSame(layer, "step \(step)")
        }
    }

    @Test("Values set on the attached copy after it started are used, as the general path uses them")
    func changesAfterAttaching() {
        let scene = TestScene()
        let layer = CALayer()
        scene.rootView.layer.addSublayer(layer)
        let recorder = StartRecorder()
        recorder.onStart = { anim in
            guard let spring = anim as? CASpringAnimation else { return }
            spring.toValue = CGPoint(x: 500, y: 10)
            spring.stiffness = 300
            spring.isAdditive = true
            spring.timingFunction = CAMediaTimingFunction(name: .easeIn)
        }
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 0, y: 0)
        spring.toValue = CGPoint(x: 100, y: 100)
        spring.duration = 1
        spring.delegate = recorder
        layer.add(spring, forKey: "move")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        expectSame(layer, "before the start timer")
        scene.clock.advance(by: 0.1)
        #expect(recorder.started != nil)
        expectSame(layer, "after the change")
        (recorder.started as? CABasicAnimation)?.keyPath = "opacity"
        scene.clock.advance(by: 0.1)
        expectSame(layer, "after the key path changed")
    }

    @Test("Animations sharing a timing, and others differing in one timing value each, interleaved")
    func sharedAndDifferentTimings() {
        let scene = TestScene()
        let layer = CALayer()
        layer.frame = CGRect(x: 5, y: 5, width: 50, height: 60)
        scene.rootView.layer.addSublayer(layer)
        let now = layer.convertTime(scene.clock.now, from: nil)
        func basic(_ key: String, _ from: Any, _ to: Any, _ change: (CABasicAnimation) -> Void = { _ in }) {
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 0.6
            animation.beginTime = now
            change(animation)
            layer.add(animation, forKey: nil)
        }
        basic("position", CGPoint(x: 1, y: 2), CGPoint(x: 90, y: -30))
        basic("opacity", 0.1, 0.95)
        basic("opacity", 0.5, 0.0) { $0.isAdditive = true; $0.timeOffset = -0.0 }
        basic("cornerRadius", 0, 12) { $0.beginTime = now + 0.1 }
        basic("zPosition", 1.0, 9.0)
        basic("borderWidth", 4.0, 1.5) { $0.autoreverses = true }
        basic("bounds", CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 70, height: 20)) {
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        basic("position", CGPoint(x: 3, y: -2), CGPoint.zero) { $0.isAdditive = true; $0.speed = 2 }
        basic("anchorPoint", CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0.25)) { $0.timeOffset = 0.2 }
        basic("transform", CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(0.9, 0, 0, 1)) { $0.repeatCount = 2 }
        for step in 0 ..< 16 {
            scene.clock.advance(by: 0.07)
            expectSame(layer, "step \(step)")
        }
    }
}
