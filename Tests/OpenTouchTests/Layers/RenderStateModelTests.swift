import Foundation
@testable import OpenTouch
import Testing

/// A view whose `clipsToBounds` getter is its own: its layer's render state must read it.
@MainActor
private final class AlwaysClippingView: UIView {
    override var clipsToBounds: Bool {
        get { true }
        set { super.clipsToBounds = newValue }
    }
}

/// `renderState()` reads a plain view's model values in place and a subclass's through its
/// getters; these check both give the layer's own model values, with and without extras.
@MainActor
@Suite("renderState() model values of views and standalone layers")
struct RenderStateModelTests {
    /// Checks that `state` holds `layer`'s model values.
    private func expectModel(_ state: LayerRenderState, of layer: CALayer, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(state.position == layer.position, sourceLocation: sourceLocation)
        #expect(state.bounds == layer.bounds, sourceLocation: sourceLocation)
        #expect(state.anchorPoint == layer.anchorPoint, sourceLocation: sourceLocation)
        #expect(state.transform == layer.transform, sourceLocation: sourceLocation)
        #expect(state.opacity == Double(layer.opacity), sourceLocation: sourceLocation)
        #expect(state.isHidden == layer.isHidden, sourceLocation: sourceLocation)
        #expect(state.zPosition == layer.zPosition, sourceLocation: sourceLocation)
        #expect(state.cornerRadius == layer.cornerRadius, sourceLocation: sourceLocation)
        #expect(state.borderWidth == layer.borderWidth, sourceLocation: sourceLocation)
        #expect(state.masksToBounds == layer.masksToBounds, sourceLocation: sourceLocation)
    }

    @Test("a plain view without extras: its geometry, an affine transform and zero style values")
    func plainView() {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        scene.rootView.addSubview(view)
        view.alpha = 0.4
        view.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5)
        let state = view.layer.renderState()
        expectModel(state, of: view.layer)
        #expect(state.cornerRadius == 0 && state.borderWidth == 0 && state.zPosition == 0)
        #expect(!state.masksToBounds)
    }

    @Test("a plain view with extras: a non-affine transform, corners, border, z position and clipping")
    func viewWithExtras() {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 20, height: 10))
        scene.rootView.addSubview(view)
        view.layer.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)
        view.layer.cornerRadius = 4
        view.layer.borderWidth = 2
        view.layer.zPosition = 3
        view.clipsToBounds = true
        let state = view.layer.renderState()
        expectModel(state, of: view.layer)
        #expect(state.cornerRadius == 4 && state.borderWidth == 2 && state.zPosition == 3)
        #expect(state.transform == CATransform3DMakeRotation(0.5, 1, 0, 0))
        #expect(state.masksToBounds)
    }

    @Test("a view subclass that overrides clipsToBounds: its getter decides masksToBounds")
    func subclassGetter() {
        let scene = TestScene()
        let view = AlwaysClippingView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        scene.rootView.addSubview(view)
        view.layer.cornerRadius = 1.5
        let state = view.layer.renderState()
        expectModel(state, of: view.layer)
        #expect(state.masksToBounds)
        #expect(state.cornerRadius == 1.5)
    }

    @Test("a standalone layer: its own geometry and style")
    func standaloneLayer() {
        let layer = CALayer()
        layer.position = CGPoint(x: 7, y: 8)
        layer.bounds = CGRect(x: 0, y: 0, width: 9, height: 10)
        layer.opacity = 0.5
        layer.borderWidth = 1
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        expectModel(layer.renderState(), of: layer)
    }
}
