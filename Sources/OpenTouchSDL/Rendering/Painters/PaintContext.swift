import Foundation
import OpenTouch

/// What a painter draws with: the canvas, the map from the layer's bounds space to window
/// pixels, and the opacity inherited down the tree (multiplied into every colour).
@MainActor
struct PaintContext {
    let canvas: Canvas
    /// From the layer's bounds space (its scroll offset included) to window pixels.
    let transform: RenderTransform
    /// The layer's opacity times its ancestors'.
    let opacity: Double
    /// The layer's bounds, as shown now.
    let bounds: CGRect
    /// The application's clock time, for painters that move on their own (activity indicators).
    let time: TimeInterval

    func fill(_ rect: CGRect, radius: Double = 0, _ color: RenderColor) {
        canvas.fillRoundedRect(rect, radii: CornerRadii(radius), transform: transform, color: color.fading(opacity))
    }

    func fill(_ rect: CGRect, radii: CornerRadii, _ color: RenderColor) {
        canvas.fillRoundedRect(rect, radii: radii, transform: transform, color: color.fading(opacity))
    }

    func fillEllipse(_ rect: CGRect, _ color: RenderColor) {
        canvas.fillEllipse(rect, transform: transform, color: color.fading(opacity))
    }

    func stroke(_ rect: CGRect, radius: Double = 0, width: Double, _ color: RenderColor) {
        canvas.strokeRoundedRect(rect, radii: CornerRadii(radius), width: width, transform: transform,
                                 color: color.fading(opacity))
    }

    func text(_ string: String, in rect: CGRect, _ style: TextPainter.Style) {
        var style = style
        style.color = style.color.fading(opacity)
        TextPainter(canvas: canvas).draw(string, in: rect, style: style, transform: transform)
    }

    /// The same context for a sub-rectangle's own coordinates (`transform` applied first).
    func applying(_ inner: RenderTransform) -> PaintContext {
        PaintContext(canvas: canvas, transform: transform.concatenating(inner), opacity: opacity, bounds: bounds, time: time)
    }
}
