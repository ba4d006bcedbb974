import Foundation
import OpenTouch

/// A `UISlider` from its model: the track where `UISlider.trackRect(forBounds:)` puts it,
/// filled with the minimum track colour (the tint by default) up to the thumb and the maximum
/// track colour after it, and a round thumb where `UISlider.thumbRect(forBounds:trackRect:value:)`
/// puts it for the current value, in the thumb tint (white by default) with a thin outline.
@MainActor
enum SliderPainter {
    static func paint(_ slider: UISlider, _ context: PaintContext) {
        let bounds = context.bounds
        let track = slider.trackRect(forBounds: bounds)
        let thumb = slider.thumbRect(forBounds: bounds, trackRect: track, value: slider.value)
        let radius = Double(track.height) / 2
        let minimumColor = (slider.minimumTrackTintColor ?? slider.tintColor ?? .systemBlue).render(for: slider)
        let maximumColor = slider.maximumTrackTintColor?.render(for: slider) ?? UIColor.systemGray5.render(for: slider)
        let split = min(max(thumb.midX, track.minX), track.maxX)
        context.fill(track, radius: radius, maximumColor)
        context.fill(CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height),
                     radius: radius, minimumColor)
        var thumbColor = slider.thumbTintColor?.render(for: slider) ?? .white
        if !slider.isEnabled { thumbColor = thumbColor.fading(0.6) }
        context.fillEllipse(thumb, thumbColor)
        context.stroke(thumb.insetBy(dx: -1, dy: -1), radius: Double(thumb.height) / 2 + 1, width: 1, .knobOutline)
        if slider.isHighlighted {
            // A held thumb: a faint ring, so the press shows.
            context.stroke(thumb.insetBy(dx: -3, dy: -3), radius: Double(thumb.height) / 2 + 3, width: 3,
                           minimumColor.fading(0.35))
        }
    }
}
