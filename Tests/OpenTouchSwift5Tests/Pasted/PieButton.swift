// Pasted in Swift 5 mode: a file that imports QuartzCore and CoreGraphics next to UIKit, builds
// layers in a plain `NSObject` factory, and hit-tests a view by the path it draws.
import UIKit
import QuartzCore
import CoreGraphics

/// Builds the layers of a pie-shaped button; not a view, so nothing marks it main-actor.
final class PieLayerFactory: NSObject {
    let fillColor: CGColor
    let shadowLayer = CALayer()

    init(color: UIColor) {
        fillColor = color.cgColor
        super.init()
        shadowLayer.shadowOpacity = 0.3
    }

    func slicePath(in rect: CGRect, from start: CGFloat, to end: CGFloat) -> CGPath {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let path = CGMutablePath()
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2, startAngle: start, endAngle: end, clockwise: false)
        path.closeSubpath()
        return path
    }

    func sliceLayer(in rect: CGRect, from start: CGFloat, to end: CGFloat) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = rect
        layer.path = slicePath(in: CGRect(origin: .zero, size: rect.size), from: start, to: end)
        layer.fillColor = fillColor
        return layer
    }

    func popAnimation() -> CABasicAnimation {
        let pop = CABasicAnimation(keyPath: "transform.scale")
        pop.fromValue = 1
        pop.toValue = 1.1
        pop.duration = 0.15
        pop.autoreverses = true
        pop.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return pop
    }
}

/// A quarter-circle button: only touches on the slice count.
final class PieSliceButton: UIControl {
    private let factory = PieLayerFactory(color: .systemOrange)
    private var slice: CGPath?
    private(set) var taps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let shape = factory.sliceLayer(in: bounds, from: 0, to: .pi / 2)
        slice = shape.path
        layer.addSublayer(shape)
        addTarget(self, action: PieSliceButton.tapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        slice?.contains(point) ?? false
    }

    private func tapped() {
        taps += 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.add(factory.popAnimation(), forKey: "pop")
        CATransaction.commit()
    }
}
