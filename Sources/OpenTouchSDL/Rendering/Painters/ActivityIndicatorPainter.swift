import Foundation
import OpenTouch

/// A `UIActivityIndicatorView`: eight spokes round the centre in its colour, the brightest one
/// turning once a second on the application clock while it animates; nothing when it is stopped
/// and hides when stopped.
@MainActor
enum ActivityIndicatorPainter {
    static func paint(_ view: UIActivityIndicatorView, _ context: PaintContext) {
        guard view.isAnimating || !view.hidesWhenStopped else { return }
        let bounds = context.bounds
        let radius = Double(min(bounds.width, bounds.height)) / 2
        guard radius > 2 else { return }
        let color = (view.color ?? .gray).render(for: view)
        let spokes = 8
        let lead = view.isAnimating ? Int((context.time * Double(spokes)).rounded(.down)) % spokes : 0
        for spoke in 0..<spokes {
            let angle = Double(spoke) / Double(spokes) * 2 * Double.pi - Double.pi / 2
            let fade = Double((lead - spoke + spokes) % spokes) / Double(spokes)
            let turn = RenderTransform.translation(Double(bounds.midX), Double(bounds.midY))
                .concatenating(RenderTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
            let width = radius * 0.18
            context.applying(turn).fill(CGRect(x: radius * 0.45, y: -width / 2, width: radius * 0.55, height: width),
                                        radius: width / 2, color.fading(1 - 0.8 * fade))
        }
    }
}
