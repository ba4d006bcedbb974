import Foundation
@testable import OpenTouch
import Testing

/// `renderState()` reuses a progress (`ProgressMemo`) and a curve's value (`CurveMemo`) across the
/// layers read at one time, and interpolates transforms along a path chosen once
/// (`TransformInterpolation`); these check, bit for bit, that every layer still shows exactly what
/// the general path (`presentationValue(of:at:)`) computes for it, with layers of different
/// curves, timings and transforms read in turn.
@MainActor
@Suite("renderState() of many layers sharing curves and timings matches the general path bit for bit")
struct RenderStateSharingTests {
    /// Every render-state value of `layer`, as bits, from `renderState()`.
    private func shown(_ layer: CALayer) -> [UInt64] {
        let state = layer.renderState()
        let t = state.transform
        return [state.position.x, state.position.y, state.bounds.origin.x, state.bounds.origin.y,
                state.bounds.width, state.bounds.height, state.anchorPoint.x, state.anchorPoint.y,
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
                state.opacity, state.zPosition, state.cornerRadius, state.borderWidth].map(\.bitPattern)
    }

    /// The same values, as bits, from the general path.
    private func general(_ layer: CALayer) -> [UInt64]? {
        let time = layer.localTime()
        func value(_ property: LayerProperty) -> AnimatableValue? { layer.presentationValue(of: property, at: time) }
        guard case .point(let p)? = value(.position), case .rect(let b)? = value(.bounds),
              case .point(let a)? = value(.anchorPoint), case .transform(let t)? = value(.transform),
              case .scalar(let o)? = value(.opacity), case .scalar(let z)? = value(.zPosition),
              case .scalar(let r)? = value(.cornerRadius), case .scalar(let w)? = value(.borderWidth) else { return nil }
        return [p.x, p.y, b.origin.x, b.origin.y, b.width, b.height, a.x, a.y,
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44, o, z, r, w].map(\.bitPattern)
    }

    /// Views in four groups: ease in-out, linear, spring, and ease in-out with a rotation; the
    /// groups' views interleaved, each with its own ends.
    private func makeViews(in scene: TestScene, count: Int) -> [UIView] {
        (0 ..< count).map { index in
            let view = UIView(frame: CGRect(x: CGFloat(index % 10) * 20, y: CGFloat(index / 10) * 20, width: 10, height: 12))
            scene.rootView.addSubview(view)
            return view
        }
    }

    private func animate(_ views: [UIView]) {
        for (index, view) in views.enumerated() {
            let changes = {
                view.center.x += CGFloat(index % 7) * 3 - 9
                view.center.y += 40 - CGFloat(index % 11) * 4
                view.alpha = 0.2 + CGFloat(index % 5) * 0.1
                let scale = [0.5, 0.75, 1.25, 1.5][index % 4]
                let transform = CGAffineTransform(scaleX: scale, y: scale)
                view.transform = index % 4 == 3 ? transform.rotated(by: CGFloat(index % 9 - 4) * 0.225) : transform
            }
            switch index % 4 {
            case 0, 3: UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut], animations: changes)
            case 1: UIView.animate(withDuration: 0.7, delay: 0, options: [.curveLinear], animations: changes)
            default:
                UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                               options: [], animations: changes)
            }
        }
    }

    @Test("Interleaved groups of curves and timings, frame by frame, twice over")
    func interleavedGroups() {
        let scene = TestScene()
        let views = makeViews(in: scene, count: 40)
        animate(views)
        for frame in 1 ... 40 {
            scene.clock.advance(by: 1.0 / 30)
            for (index, view) in views.enumerated() {
                let expected = general(view.layer)
                #expect(expected != nil)
                #expect(shown(view.layer) == expected, "frame \(frame), view \(index)")
                // A second read, with the memos now holding this layer's values, shows the same.
                #expect(shown(view.layer) == expected, "frame \(frame), view \(index), read again")
            }
        }
    }

    @Test("A standalone layer and a view's layer read in turn at one time, with equal curves")
    func standaloneAndViewLayers() {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        scene.rootView.addSubview(view)
        let layer = CALayer()
        layer.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        scene.rootView.layer.addSublayer(layer)
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DMakeRotation(0.4, 0, 0, 1)
        turn.toValue = CATransform3DScale(CATransform3DMakeRotation(-1.2, 0, 0, 1), 2, 2, 1)
        turn.duration = 1
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(turn, forKey: "turn")
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut]) {
            view.transform = CGAffineTransform(rotationAngle: 2)
            view.alpha = 0.5
        }
        for frame in 1 ... 20 {
            scene.clock.advance(by: 0.05)
            for shownLayer in [layer, view.layer, layer] {
                #expect(shown(shownLayer) == general(shownLayer), "frame \(frame)")
            }
        }
    }
}
