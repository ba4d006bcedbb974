import Foundation
import OpenTouch

/// A `UIStepper`: a rounded grey plate split in two, with a minus on the left and a plus on the
/// right, each faded when the value cannot go that way.
@MainActor
enum StepperPainter {
    static func paint(_ stepper: UIStepper, _ context: PaintContext) {
        let bounds = CGRect(origin: context.bounds.origin, size: ControlConstants.stepperSize)
        context.fill(bounds, radius: 8, UIColor.tertiarySystemFill.render(for: stepper))
        context.fill(CGRect(x: bounds.midX - 0.5, y: bounds.minY + 8, width: 1, height: bounds.height - 16),
                     UIColor.separator.render(for: stepper))
        let ink = UIColor.label.render(for: stepper)
        let canDecrease = stepper.wraps || stepper.value > stepper.minimumValue
        let canIncrease = stepper.wraps || stepper.value < stepper.maximumValue
        let half = bounds.width / 4
        let bar: CGFloat = 12, thickness: CGFloat = 2
        let left = CGPoint(x: bounds.minX + half, y: bounds.midY), right = CGPoint(x: bounds.maxX - half, y: bounds.midY)
        let minusColor = stepper.isEnabled && canDecrease ? ink : ink.fading(0.3)
        let plusColor = stepper.isEnabled && canIncrease ? ink : ink.fading(0.3)
        context.fill(CGRect(x: left.x - bar / 2, y: left.y - thickness / 2, width: bar, height: thickness), minusColor)
        context.fill(CGRect(x: right.x - bar / 2, y: right.y - thickness / 2, width: bar, height: thickness), plusColor)
        context.fill(CGRect(x: right.x - thickness / 2, y: right.y - bar / 2, width: thickness, height: bar), plusColor)
    }
}
