import Foundation
import OpenTouch

/// A few SF Symbols drawn as strokes, so bars and lists show their glyphs: the chevrons
/// (`chevron.backward`, `chevron.forward`, `chevron.left`, `chevron.right`, `chevron.up`,
/// `chevron.down`), `checkmark`, `plus`, `minus`, `xmark` and `line.3.horizontal`. Other symbols,
/// and images that are not symbols, are not drawn (OpenTouch keeps no pixels).
@MainActor
enum SymbolPainter {
    typealias Polyline = [(x: Double, y: Double)]

    /// Each symbol's strokes, as polylines in a unit square (y down).
    static let strokes: [String: [Polyline]] = {
        let back: [Polyline] = [[(0.62, 0.12), (0.28, 0.5), (0.62, 0.88)]]
        let forward: [Polyline] = [[(0.4, 0.18), (0.7, 0.5), (0.4, 0.82)]]
        return [
            "chevron.backward": back, "chevron.left": back,
            "chevron.forward": forward, "chevron.right": forward,
            "chevron.up": [[(0.18, 0.64), (0.5, 0.32), (0.82, 0.64)]],
            "chevron.down": [[(0.18, 0.36), (0.5, 0.68), (0.82, 0.36)]],
            "checkmark": [[(0.15, 0.55), (0.4, 0.8), (0.85, 0.2)]],
            "plus": [[(0.5, 0.15), (0.5, 0.85)], [(0.15, 0.5), (0.85, 0.5)]],
            "minus": [[(0.15, 0.5), (0.85, 0.5)]],
            "xmark": [[(0.22, 0.22), (0.78, 0.78)], [(0.78, 0.22), (0.22, 0.78)]],
            "line.3.horizontal": [[(0.12, 0.25), (0.88, 0.25)], [(0.12, 0.5), (0.88, 0.5)], [(0.12, 0.75), (0.88, 0.75)]],
        ]
    }()

    /// The symbol name of a symbol image, read from its description (`UIImage(systemName: "…")`).
    static func symbolName(of image: UIImage) -> String? {
        guard image.isSymbolImage else { return nil }
        let text = image.description
        let prefix = "UIImage(systemName: \""
        guard text.hasPrefix(prefix), text.hasSuffix("\")") else { return nil }
        return String(text.dropFirst(prefix.count).dropLast(2))
    }

    /// Whether `image` is a symbol this painter draws.
    static func draws(_ image: UIImage?) -> Bool {
        guard let image, let name = symbolName(of: image) else { return false }
        return strokes[name] != nil
    }

    /// Draws `image`'s strokes in `rect` (the context's local coordinates) in `color`.
    static func paint(_ image: UIImage, in rect: CGRect, color: RenderColor, _ context: PaintContext) {
        guard let name = symbolName(of: image), let lines = strokes[name], color.isVisible else { return }
        let side = Double(min(rect.width, rect.height))
        guard side > 0 else { return }
        let half = max(0.75, side * 0.06)
        var quads: [(x: Double, y: Double)] = []
        for line in lines {
            let points = line.map { (x: Double(rect.minX) + $0.x * Double(rect.width), y: Double(rect.minY) + $0.y * Double(rect.height)) }
            for (a, b) in zip(points, points.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y, length = hypot(dx, dy)
                guard length > 0 else { continue }
                // A band along the segment, lengthened by half the width at both ends to close the joins.
                let ux = dx / length * half, uy = dy / length * half
                for corner in [(a.x - ux - uy, a.y - uy + ux), (b.x + ux - uy, b.y + uy + ux),
                               (b.x + ux + uy, b.y + uy - ux), (a.x - ux + uy, a.y - uy - ux)] {
                    quads.append(context.transform.apply(corner.0, corner.1))
                }
            }
        }
        context.canvas.fillQuads(quads, color: color.fading(context.opacity))
    }
}

/// A `UIImageView` showing a symbol ``SymbolPainter`` draws: the symbol at its size, centred (or
/// scaled down to fit), in the view's tint colour.
@MainActor
enum ImageViewPainter {
    static func paint(_ view: UIImageView, _ context: PaintContext) {
        guard let image = view.isHighlighted ? (view.highlightedImage ?? view.image) : view.image,
              SymbolPainter.draws(image) else { return }
        let bounds = context.bounds
        let side = min(Double(image.size.width), Double(bounds.width), Double(bounds.height))
        let rect = CGRect(x: Double(bounds.midX) - side / 2, y: Double(bounds.midY) - side / 2, width: side, height: side)
        SymbolPainter.paint(image, in: rect, color: (view.tintColor ?? .systemBlue).render(for: view), context)
    }
}
