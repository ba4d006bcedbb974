import Foundation

extension CAMediaTimingFunction {
    /// The keyboard's curve (UIKit's private `UIView.AnimationCurve` 7): a fast start that
    /// settles gently. Its control points are OpenTouch's choice, matched to iOS's keyboard slide.
    static var keyboard: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)
    }

    /// The function for an animation block's options: the curve its curve bits name, the
    /// keyboard's curve for the bits 7 that pasted keyboard code passes
    /// (`UIView.AnimationOptions(rawValue: curve << 16)`), ease in and out for other values.
    convenience init(options: UIView.AnimationOptions) {
        let bits = UInt((options.rawValue >> 16) & 0xF)
        if bits == SoftwareKeyboardMetrics.animationCurveRawValue {
            self.init(controlPoints: 0.38, 0.7, 0.125, 1)
        } else {
            self.init(curve: options.curve)
        }
    }
}
