import UIKit

/// A round button: taps in the corners of its square frame fall through to the view behind.
final class CircularButton: UIButton {
    var ringColor: UIColor = .systemBlue {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .clear
        accessibilityTraits = [.button]
        setTitleColor(.white, for: .normal)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }

    override func draw(_ rect: CGRect) {
        let circle = UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1))
        (isHighlighted ? ringColor.withAlphaComponent(0.5) : ringColor).setFill()
        circle.fill()
    }
}
