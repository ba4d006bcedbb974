import UIKit

private var tooltipKey: UInt8 = 0

/// A gradient tooltip bubble that any view can show above itself; it hides itself after a few
/// seconds, and remembers (in an associated object) which tooltip belongs to which view.
final class TooltipView: UIView {
    let label = UILabel()
    private(set) var shownAt: CFAbsoluteTime = 0
    var displayDuration: TimeInterval = 2

    init(text: String) {
        super.init(frame: .zero)
        isOpaque = false
        label.text = text
        label.font = .systemFont(ofSize: 13, weight: .medium)
        label.textColor = .white
        label.sizeToFit()
        frame.size = CGSize(width: label.bounds.width + 24, height: label.bounds.height + 16)
        label.center = CGPoint(x: bounds.midX, y: bounds.midY)
        addSubview(label)

        let shape = CAShapeLayer()
        shape.path = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
        layer.mask = shape
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor.systemPurple.cgColor, UIColor.systemPink.cgColor] as CFArray
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) else { return }
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: rect.maxX, y: 0), options: [])
    }

    func show(above anchor: UIView) {
        guard let container = anchor.superview else { return }
        center = CGPoint(x: anchor.center.x, y: anchor.frame.minY - bounds.height / 2 - 6)
        container.addSubview(self)
        shownAt = CFAbsoluteTimeGetCurrent()
        perform(TooltipView.dismiss, with: nil, afterDelay: displayDuration)
    }

    func dismiss() {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        removeFromSuperview()
    }
}

extension UIView {
    /// The tooltip this view is showing, if any.
    var tooltip: TooltipView? {
        get { objc_getAssociatedObject(self, &tooltipKey) as? TooltipView }
        set { objc_setAssociatedObject(self, &tooltipKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    func showTooltip(_ text: String) {
        tooltip?.dismiss()
        let tip = TooltipView(text: text)
        tooltip = tip
        tip.show(above: self)
    }
}
