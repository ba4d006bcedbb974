import Foundation
import OpenTouch

/// A `UISwitch` from its model: a capsule track in the on tint (system green by default) when
/// `UISwitch.isOn`, light grey when off, and a round knob (the thumb tint, white by default)
/// at the track's right end when on and its left end when off; while the switch is highlighted
/// (held), the knob stretches toward the middle, as UIKit's does.
@MainActor
enum SwitchPainter {
    static func paint(_ control: UISwitch, _ context: PaintContext) {
        let size = ControlConstants.switchSize
        let origin = context.bounds.origin
        let track = CGRect(origin: origin, size: size)
        let trackColor = control.isOn
            ? (control.onTintColor?.render(for: control) ?? UIColor.systemGreen.render(for: control))
            : UIColor.systemGray5.render(for: control)
        context.fill(track, radius: Double(size.height) / 2, control.isEnabled ? trackColor : trackColor.fading(0.5))
        let inset = ControlConstants.switchKnobInset, diameter = ControlConstants.switchKnobDiameter
        let stretch: CGFloat = control.isHighlighted ? 7 : 0
        let travel = size.width - 2 * inset - diameter
        let x = origin.x + inset + (control.isOn ? travel - stretch : 0)
        let knob = CGRect(x: x, y: origin.y + inset, width: diameter + stretch, height: diameter)
        context.fill(knob, radius: Double(diameter) / 2, control.thumbTintColor?.render(for: control) ?? .white)
        context.stroke(knob.insetBy(dx: -1, dy: -1), radius: Double(diameter) / 2 + 1, width: 1, .knobOutline)
    }
}
