import Foundation
import OpenTouch

/// A `UISegmentedControl`: a rounded grey plate, the selected segment on a raised plate (the
/// selected segment tint, white by default), the segment being pressed shaded, thin separators,
/// and each segment's title.
@MainActor
enum SegmentedControlPainter {
    static func paint(_ control: UISegmentedControl, _ context: PaintContext) {
        let bounds = context.bounds
        let count = control.numberOfSegments
        context.fill(bounds, radius: 8, UIColor.tertiarySystemFill.render(for: control))
        guard count > 0 else { return }
        let frames = segmentFrames(of: control, in: bounds)
        let textColor = UIColor.label.render(for: control)
        let separator = UIColor.separator.render(for: control)
        for index in frames.indices {
            let frame = frames[index]
            if index == control.highlightedSegmentIndex && index != control.selectedSegmentIndex {
                context.fill(frame.insetBy(dx: 2, dy: 2), radius: 6, UIColor.systemFill.render(for: control))
            }
            if index == control.selectedSegmentIndex {
                let plate = control.selectedSegmentTintColor?.render(for: control) ?? .white
                context.fill(frame.insetBy(dx: 2, dy: 2), radius: 6, plate)
            }
            if index > 0 && index != control.selectedSegmentIndex && index - 1 != control.selectedSegmentIndex {
                context.fill(CGRect(x: frame.minX - 0.5, y: frame.minY + 8, width: 1, height: max(0, frame.height - 16)),
                             separator)
            }
            guard let title = control.titleForSegment(at: index) else { continue }
            var color = textColor
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { color = color.fading(0.35) }
            context.text(title, in: frame, TextPainter.Style(pointSize: 13, color: color))
        }
    }

    /// The segments' rectangles: explicit widths kept, the rest sharing what is left equally.
    static func segmentFrames(of control: UISegmentedControl, in bounds: CGRect) -> [CGRect] {
        let count = control.numberOfSegments
        let widths = (0..<count).map { control.widthForSegment(at: $0) }
        let explicit = widths.filter { $0 > 0 }.reduce(0, +)
        let automatic = widths.filter { $0 <= 0 }.count
        let share = automatic > 0 ? max(bounds.width - explicit, 0) / CGFloat(automatic) : 0
        var x = bounds.minX
        return widths.map { width in
            let w = width > 0 ? width : share
            defer { x += w }
            return CGRect(x: x, y: bounds.minY, width: w, height: bounds.height)
        }
    }
}
