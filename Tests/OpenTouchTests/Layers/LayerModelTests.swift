import Foundation
import OpenTouch
import Testing

/// A view backed by a shape layer, as apps write it.
@MainActor
private final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var ring: CAShapeLayer { layer as! CAShapeLayer }
}

/// A layer subclass with a value of its own, copied into presentation layers.
@MainActor
private final class BadgeLayer: CALayer {
    var badge = 0
    required override init() { super.init() }
    required init(layer: Any) {
        super.init(layer: layer)
        badge = (layer as? BadgeLayer)?.badge ?? 0
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

@MainActor
@Suite("Layers: a view and its layer share their geometry, as in UIKit")
struct LayerModelTests {
    @Test("center is position, bounds are bounds, alpha is opacity; hidden, clipping and background are shared")
    func viewAndLayerInStep() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.frame == view.frame)
        view.layer.position = CGPoint(x: 200, y: 300)
        #expect(view.center == CGPoint(x: 200, y: 300))
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.layer.isHidden = true
        #expect(view.isHidden)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor.map(LayerColor.init) == LayerColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(view.layer.delegate === view)
    }

    @Test("the view's transform is its layer's affine transform, both ways")
    func transformBridge() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CATransform3DEqualToTransform(view.layer.transform, CATransform3DMakeScale(2, 3, 1)))
        view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = view.transform
        #expect(abs(affine.a) < 1e-12 && abs(affine.b - 1) < 1e-12)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        view.layer.transform = perspective
        #expect(view.transform.isIdentity)
        #expect(view.layer.transform.m34 == CGFloat(-0.002))
        view.transform = CGAffineTransform(translationX: 5, y: 0)
        #expect(view.layer.transform.m34 == 0)
    }

    @Test("changing anchorPoint keeps position and moves the frame; hit testing follows the frame")
    func anchorPointMovesFrame() {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        scene.rootView.addSubview(view)
        view.layer.anchorPoint = .zero
        #expect(view.layer.position == CGPoint(x: 100, y: 100))
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(scene.window.hitTest(CGPoint(x: 190, y: 190), with: nil) === view)
        #expect(scene.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === scene.rootView)
        #expect(view.convert(CGPoint.zero, to: scene.rootView) == CGPoint(x: 100, y: 100))
    }

    @Test("with anchorPoint (0, 0), setting frame puts position at the frame's origin")
    func frameSetterWithAnchor() {
        let view = UIView(frame: .zero)
        view.layer.anchorPoint = .zero
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.center == CGPoint(x: 10, y: 20))
        #expect(view.bounds.size == CGSize(width: 30, height: 40))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("a knob anchored at its left edge turns about that edge, and hit testing follows the turn")
    func knobRotatedAboutAnchor() {
        let scene = TestScene()
        let knob = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 20))
        scene.rootView.addSubview(knob)
        knob.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        knob.layer.position = CGPoint(x: 100, y: 210)
        knob.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The arm now points down from (100, 210).
        #expect(abs(knob.frame.minX - 90) < 1e-9 && abs(knob.frame.minY - 210) < 1e-9)
        #expect(abs(knob.frame.width - 20) < 1e-9 && abs(knob.frame.height - 100) < 1e-9)
        #expect(scene.window.hitTest(CGPoint(x: 100, y: 300), with: nil) === knob)
        #expect(scene.window.hitTest(CGPoint(x: 180, y: 210), with: nil) === scene.rootView)
        let tip = knob.convert(CGPoint(x: 100, y: 10), to: scene.rootView)
        #expect(abs(tip.x - 100) < 1e-9 && abs(tip.y - 310) < 1e-9)
    }

    @Test("subviews' layers are sublayers in subview order; standalone layers sit among them")
    func layerTreeFollowsViewTree() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        let badge = CALayer()
        parent.layer.addSublayer(badge)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.layer.sublayers?.map { ObjectIdentifier($0) } == [a.layer, c.layer, b.layer, badge].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(a)
        #expect(parent.layer.sublayers?.last === a.layer)
        b.removeFromSuperview()
        #expect(b.layer.superlayer == nil)
        #expect(parent.layer.sublayers?.count == 3)
        #expect(a.layer.superlayer === parent.layer)
    }

    @Test("layerClass makes the view's layer: a shape layer, and a layer subclass copied into its presentation")
    func layerClassOverride() {
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(ring.layer is CAShapeLayer)
        ring.ring.strokeEnd = 0.5
        #expect(ring.ring.presentation()?.strokeEnd == 0.5)
        let badge = BadgeLayer()
        badge.badge = 7
        #expect(badge.presentation()?.badge == 7)
        #expect(badge.presentation() !== badge)
        #expect(badge.presentation()?.model() === badge)
    }

    @Test("a layer that outlives its view keeps the view's last geometry")
    func layerOutlivesView() {
        var view: UIView? = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        view?.alpha = 0.5
        let layer = view!.layer
        view = nil
        #expect(layer.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(layer.opacity == 0.5)
        #expect(layer.delegate == nil)
        layer.position = .zero
        #expect(layer.frame.origin == CGPoint(x: -5, y: -5))
    }

    @Test("layers convert points through position, anchorPoint, bounds origin and transform")
    func layerConversion() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let child = CALayer()
        child.bounds = CGRect(x: 10, y: 0, width: 100, height: 100)
        child.anchorPoint = .zero
        child.position = CGPoint(x: 50, y: 60)
        root.addSublayer(child)
        #expect(child.convert(CGPoint(x: 10, y: 0), to: root) == CGPoint(x: 50, y: 60))
        #expect(root.convert(CGPoint(x: 60, y: 70), to: child) == CGPoint(x: 20, y: 10))
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(child.convert(CGPoint(x: 20, y: 10), to: root) == CGPoint(x: 70, y: 80))
        #expect(child.frame == CGRect(x: 50, y: 60, width: 200, height: 200))
    }

    @Test("CALayer.hitTest: farthest sublayer first, higher zPosition in front, hidden skipped, masks clip")
    func layerHitTest() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let back = CALayer(), front = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        front.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === front)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === front)
        let overhang = CALayer()
        overhang.frame = CGRect(x: 90, y: 0, width: 50, height: 10)
        front.addSublayer(overhang)
        #expect(root.hitTest(CGPoint(x: 185, y: 55)) === overhang)
        front.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 185, y: 55)) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 500)) == nil)
        #expect(front.contains(CGPoint(x: 99, y: 99)) && !front.contains(CGPoint(x: 100, y: 0)))
    }

    @Test("key-value access reads and writes properties and their components")
    func keyValueCoding() {
        let layer = CALayer()
        layer.setValue(CGFloat(42), forKeyPath: "position.x")
        #expect(layer.position.x == 42)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let angle = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
        #expect(angle.map { abs($0 - .pi / 2) < 1e-9 } == true)
        layer.setValue("hello", forKey: "custom")
        #expect(layer.value(forKey: "custom") as? String == "hello")
        layer.setValue("wrong type", forKeyPath: "opacity")
        #expect(layer.opacity == 1)
    }
}
