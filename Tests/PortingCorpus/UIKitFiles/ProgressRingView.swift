import UIKit

/// A circular progress ring drawn by two shape layers; tapping it restarts the fill animation.
final class ProgressRingView: UIView {
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    private(set) var restarts = 0

    var progress: CGFloat = 0 {
        didSet { setProgress(progress, animated: false) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureLayers()
        let tap = UITapGestureRecognizer(target: self, action: ProgressRingView.restart)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLayers()
    }

    private func configureLayers() {
        for shape in [trackLayer, progressLayer] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = 8
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.strokeEnd = 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = min(bounds.width, bounds.height) / 2 - 4
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        trackLayer.frame = bounds
        progressLayer.frame = bounds
        trackLayer.path = path.cgPath
        progressLayer.path = path.cgPath
    }

    func setProgress(_ value: CGFloat, animated: Bool, duration: CFTimeInterval = 0.5) {
        let clamped = max(0, min(1, value))
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
            animation.toValue = clamped
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            progressLayer.add(animation, forKey: "progress")
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = clamped
        CATransaction.commit()
    }

    /// What the ring shows now, as a fraction.
    var displayedProgress: CGFloat {
        progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
    }

    private func restart(_ tap: UITapGestureRecognizer) {
        restarts += 1
        progressLayer.removeAnimation(forKey: "progress")
        setProgress(0, animated: false)
        setProgress(1, animated: true, duration: 2)
    }
}
