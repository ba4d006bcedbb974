import Foundation
import OpenTouch

/// A `UILabel`'s text: its `UILabel.text` (or attributed text's string) in its text colour
/// (the highlighted colour while highlighted, dimmed while disabled), size from its font,
/// aligned as it says and centred vertically, on at most `UILabel.numberOfLines` lines.
///
/// The bitmap font is wider than the system font the engine measures text with: a one-line
/// label whose text fits by the engine's measure (a label sized to fit, a bar's title) shows all
/// of it, overflowing its bounds as alignment says, rather than ending in `...`.
@MainActor
enum LabelPainter {
    static func paint(_ label: UILabel, _ context: PaintContext) {
        guard let text = label.text ?? label.attributedText?.string, !text.isEmpty else { return }
        var color = (label.textColor ?? .label).render(for: label)
        if label.isHighlighted, let highlighted = label.highlightedTextColor { color = highlighted.render(for: label) }
        if !label.isEnabled { color = color.fading(0.45) }
        let pointSize = Double(label.font?.pointSize ?? 17)
        let style = TextPainter.Style(pointSize: pointSize, color: color,
                                      alignment: label.textAlignment, numberOfLines: label.numberOfLines)
        context.text(text, in: rect(for: text, of: label, pointSize: pointSize, context), style)
    }

    /// The label's bounds, widened to the bitmap text's width when the engine says one line fits.
    private static func rect(for text: String, of label: UILabel, pointSize: Double, _ context: PaintContext) -> CGRect {
        let bounds = context.bounds
        guard label.numberOfLines == 1 else { return bounds }
        let needed = TextPainter.width(of: text, pointSize: pointSize, transform: context.transform)
        guard needed > Double(bounds.width) else { return bounds }
        let measured = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: bounds.height))
        guard measured.width <= bounds.width + 0.5 else { return bounds }
        let extra = CGFloat(needed) - bounds.width
        switch label.textAlignment {
        case .center: return bounds.insetBy(dx: -extra / 2, dy: 0)
        case .right: return CGRect(x: bounds.minX - extra, y: bounds.minY, width: bounds.width + extra, height: bounds.height)
        default: return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width + extra, height: bounds.height)
        }
    }
}
