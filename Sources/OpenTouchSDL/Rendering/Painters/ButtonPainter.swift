import Foundation
import OpenTouch

/// A `UIButton`: its configuration's background, a selected system button's tinted plate, its
/// current title in its current title colour (a highlighted system button's title dims, as in
/// UIKit; a disabled one fades), and, over a button with a background, a darkening while it is
/// highlighted.
///
/// The title is drawn from `UIButton.currentTitle` (or the configuration's title), not from the
/// title label, which UIKit code often never touches; a title label the button made is skipped
/// by the tree walk, and its font, if any, gives the size.
@MainActor
enum ButtonPainter {
    /// The title size when the button has no title label: UIKit's 15-point button font.
    static let defaultPointSize = 15.0

    static func paintContent(_ button: UIButton, _ context: PaintContext) {
        let bounds = context.bounds
        if let background = configurationBackground(of: button) {
            context.fill(bounds, radius: background.radius, background.color)
        }
        let selectedPlate = button.isSelected && button.buttonType == .system && button.configuration == nil
        if selectedPlate {
            context.fill(bounds, radius: 6, (button.tintColor ?? .systemBlue).render(for: button))
        }
        let title = button.configuration?.title ?? button.currentTitle ?? ""
        let symbol = button.configuration?.image ?? button.currentImage
        let drawsSymbol = SymbolPainter.draws(symbol)
        guard !title.isEmpty || drawsSymbol else { return }
        var color = button.configuration?.baseForegroundColor?.render(for: button)
            ?? button.currentTitleColor.render(for: button)
        if selectedPlate && button.titleColor(for: .selected) == nil { color = .white }
        if button.isHighlighted && button.buttonType == .system { color = color.fading(0.3) }
        if !button.isEnabled && button.titleColor(for: .disabled) == nil { color = color.fading(0.4) }
        let label = titleLabel(of: button)
        let pointSize = Double(label?.font?.pointSize ?? CGFloat(defaultPointSize))
        let rect = bounds.inset(by: button.contentEdgeInsets).inset(by: button.titleEdgeInsets)
        let alignment: NSTextAlignment
        switch button.contentHorizontalAlignment {
        case .left, .leading: alignment = .left
        case .right, .trailing: alignment = .right
        default: alignment = .center
        }
        let style = TextPainter.Style(pointSize: pointSize, color: color, alignment: alignment,
                                      numberOfLines: label?.numberOfLines ?? 1)
        if let symbol, drawsSymbol {
            paintSymbol(symbol, title: title, in: rect, style: style, context)
        } else {
            context.text(title, in: rect, style)
        }
    }

    /// A symbol image and the title after it, side by side, placed as a group as the content
    /// alignment says (a bar's back button: its chevron, then the previous item's title).
    private static func paintSymbol(_ symbol: UIImage, title: String, in rect: CGRect, style: TextPainter.Style,
                                    _ context: PaintContext) {
        let side = min(Double(symbol.size.width), Double(rect.height))
        let textWidth = title.isEmpty ? 0 : TextPainter.width(of: title, pointSize: style.pointSize, transform: context.transform)
        let gap = title.isEmpty ? 0 : symbolTitleGap
        let group = side + gap + textWidth
        let x: Double
        switch style.alignment {
        case .left: x = Double(rect.minX)
        case .right: x = Double(rect.maxX) - group
        default: x = Double(rect.midX) - group / 2
        }
        let symbolRect = CGRect(x: x, y: Double(rect.midY) - side / 2, width: side, height: side)
        SymbolPainter.paint(symbol, in: symbolRect, color: style.color, context)
        guard !title.isEmpty else { return }
        var textStyle = style
        textStyle.alignment = .left
        context.text(title, in: CGRect(x: x + side + gap, y: Double(rect.minY), width: textWidth + 1, height: Double(rect.height)),
                     textStyle)
    }

    /// The gap between a button's symbol and its title, in points (OpenTouch's choice).
    static let symbolTitleGap = 3.0

    /// Drawn over the button's subviews: a highlighted button that has a background darkens.
    static func paintOverlay(_ button: UIButton, radius: Double, _ context: PaintContext) {
        guard button.isHighlighted else { return }
        let layerBackground = button.backgroundColor.map { $0.render(for: button).isVisible } ?? false
        guard let radius = configurationBackground(of: button)?.radius ?? (layerBackground ? radius : nil) else { return }
        context.fill(context.bounds, radius: radius, highlightShade)
    }

    /// The shade laid over a highlighted button with a background.
    static let highlightShade = RenderColor(white: 0, alpha: 0.25)

    /// The label the button made for its title, if it made one: a label subview showing nothing
    /// or one of the button's titles (the tree walk skips it: the title is drawn here).
    static func titleLabel(of button: UIButton) -> UILabel? {
        button.subviews.lazy.compactMap { $0 as? UILabel }.first { isTitleLabel($0, of: button) }
    }

    /// Whether `label`, a subview of `button`, is the button's title label.
    static func isTitleLabel(_ label: UILabel, of button: UIButton) -> Bool {
        guard let text = label.text else { return true }
        let states: [UIControl.State] = [.normal, .highlighted, .selected, .disabled, [.selected, .highlighted]]
        return text == button.configuration?.title || states.contains { button.title(for: $0) == text }
    }

    private static func configurationBackground(of button: UIButton) -> (color: RenderColor, radius: Double)? {
        guard let configuration = button.configuration else { return nil }
        guard let color = configuration.background.backgroundColor ?? configuration.baseBackgroundColor else { return nil }
        let height = Double(button.bounds.height)
        let radius: Double
        switch configuration.cornerStyle {
        case .fixed: radius = Double(configuration.background.cornerRadius)
        case .capsule: radius = height / 2
        case .small: radius = 4
        case .large: radius = 12
        default: radius = configuration.background.cornerRadius > 0 ? Double(configuration.background.cornerRadius) : 8
        }
        return (color.render(for: button), radius)
    }
}
