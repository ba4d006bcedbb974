import Foundation
import OpenTouch

/// A `UILabel`'s text: its `UILabel.text` (or attributed text's string) in its text colour
/// (the highlighted colour while highlighted, dimmed while disabled), size from its font,
/// aligned as it says and centred vertically, on at most `UILabel.numberOfLines` lines.
@MainActor
enum LabelPainter {
    static func paint(_ label: UILabel, _ context: PaintContext) {
        guard let text = label.text ?? label.attributedText?.string, !text.isEmpty else { return }
        var color = (label.textColor ?? .label).render(for: label)
        if label.isHighlighted, let highlighted = label.highlightedTextColor { color = highlighted.render(for: label) }
        if !label.isEnabled { color = color.fading(0.45) }
        let style = TextPainter.Style(pointSize: Double(label.font?.pointSize ?? 17), color: color,
                                      alignment: label.textAlignment, numberOfLines: label.numberOfLines)
        context.text(text, in: context.bounds, style)
    }
}
