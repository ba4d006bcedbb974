import Foundation
import OpenTouch

/// A `UIProgressView`: the track (its track tint, light grey by default) across the bounds and the
/// progress (its progress tint, the tint by default) over the first `UIProgressView.progress`
/// of it.
@MainActor
enum ProgressViewPainter {
    static func paint(_ view: UIProgressView, _ context: PaintContext) {
        let bounds = context.bounds
        let radius = Double(bounds.height) / 2
        context.fill(bounds, radius: radius, view.trackTintColor?.render(for: view) ?? UIColor.systemGray5.render(for: view))
        let fraction = CGFloat(min(max(view.progress, 0), 1))
        let filled = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * fraction, height: bounds.height)
        context.fill(filled, radius: radius,
                     (view.progressTintColor ?? view.tintColor ?? .systemBlue).render(for: view))
    }
}
