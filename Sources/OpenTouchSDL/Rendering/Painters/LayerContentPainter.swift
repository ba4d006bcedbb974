import CSDL2Loader
import Foundation
import OpenTouch

/// The content of Core Animation's drawing layers, as shown now (their presentation):
/// `CAShapeLayer` (its path filled by its fill rule, and stroked, with `CAShapeLayer.strokeStart`
/// and `CAShapeLayer.strokeEnd`), `CAGradientLayer` (axial gradients; radial and conic ones are
/// drawn as axial) and `CATextLayer` (a string or attributed string's text, from the top).
@MainActor
enum LayerContentPainter {
    static func paint(_ layer: CALayer, _ context: PaintContext) {
        switch layer {
        case let shape as CAShapeLayer: paintShape(shape.presentation() ?? shape, context)
        case let gradient as CAGradientLayer: paintGradient(gradient.presentation() ?? gradient, context)
        case let text as CATextLayer: paintText(text.presentation() ?? text, context)
        default: break
        }
    }

    // MARK: Shapes

    private static func paintShape(_ layer: CAShapeLayer, _ context: PaintContext) {
        guard let path = layer.path else { return }
        let subpaths = flatten(path, tolerance: 0.25 / max(context.transform.averageScale, 1e-6))
        if let fill = layer.fillColor.map(RenderColor.init), fill.isVisible {
            let pixels = subpaths.map { $0.points.map { context.transform.apply($0.x, $0.y) } }
            PolygonFiller.fill(pixels, evenOdd: layer.fillRule == .evenOdd, color: fill.fading(context.opacity),
                               canvas: context.canvas)
        }
        if let stroke = layer.strokeColor.map(RenderColor.init), stroke.isVisible, layer.lineWidth > 0 {
            let segments = strokedSegments(subpaths, from: Double(layer.strokeStart), to: Double(layer.strokeEnd))
            var quads: [(x: Double, y: Double)] = []
            let half = Double(layer.lineWidth) / 2
            for (a, b) in segments {
                let dx = b.x - a.x, dy = b.y - a.y
                let length = hypot(dx, dy)
                guard length > 0 else { continue }
                // Each segment a band, lengthened by half the width at both ends to close the joins.
                let ux = dx / length * half, uy = dy / length * half
                let nx = -uy, ny = ux
                for corner in [(a.x - ux + nx, a.y - uy + ny), (b.x + ux + nx, b.y + uy + ny),
                               (b.x + ux - nx, b.y + uy - ny), (a.x - ux - nx, a.y - uy - ny)] {
                    quads.append(context.transform.apply(corner.0, corner.1))
                }
            }
            context.canvas.fillQuads(quads, color: stroke.fading(context.opacity))
        }
    }

    /// A path's subpaths as polylines (curves flattened to within `tolerance`).
    static func flatten(_ path: CGPath, tolerance: Double) -> [(points: [(x: Double, y: Double)], closed: Bool)] {
        final class Builder {
            var subpaths: [(points: [(x: Double, y: Double)], closed: Bool)] = []
            var current: [(x: Double, y: Double)] = []
            var closed = false
            func finish() {
                if current.count > 1 { subpaths.append((current, closed)) }
                current = []
                closed = false
            }
        }
        let builder = Builder()
        func steps(_ length: Double) -> Int { min(64, max(2, Int((length / max(tolerance, 1e-3)).squareRoot().rounded(.up)))) }
        path.applyWithBlock { element in
            let points = element.pointee.points
            let last = builder.current.last ?? (0, 0)
            switch element.pointee.type {
            case .moveToPoint:
                builder.finish()
                builder.current = [(Double(points[0].x), Double(points[0].y))]
            case .addLineToPoint:
                builder.current.append((Double(points[0].x), Double(points[0].y)))
            case .addQuadCurveToPoint:
                let c = (x: Double(points[0].x), y: Double(points[0].y)), e = (x: Double(points[1].x), y: Double(points[1].y))
                let n = steps(hypot(c.x - last.x, c.y - last.y) + hypot(e.x - c.x, e.y - c.y))
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    builder.current.append((u * u * last.x + 2 * u * t * c.x + t * t * e.x,
                                            u * u * last.y + 2 * u * t * c.y + t * t * e.y))
                }
            case .addCurveToPoint:
                let c1 = (x: Double(points[0].x), y: Double(points[0].y)), c2 = (x: Double(points[1].x), y: Double(points[1].y))
                let e = (x: Double(points[2].x), y: Double(points[2].y))
                let n = steps(hypot(c1.x - last.x, c1.y - last.y) + hypot(c2.x - c1.x, c2.y - c1.y) + hypot(e.x - c2.x, e.y - c2.y))
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    builder.current.append((a * last.x + b * c1.x + c * c2.x + d * e.x,
                                            a * last.y + b * c1.y + c * c2.y + d * e.y))
                }
            case .closeSubpath:
                builder.closed = true
                let start = builder.current.first
                builder.finish()
                if let start { builder.current = [start] }
            }
        }
        builder.finish()
        return builder.subpaths
    }

    /// The line segments between `start` and `end` (fractions of the whole length) of the subpaths.
    private static func strokedSegments(_ subpaths: [(points: [(x: Double, y: Double)], closed: Bool)],
                                        from start: Double, to end: Double)
        -> [((x: Double, y: Double), (x: Double, y: Double))] {
        var all: [((x: Double, y: Double), (x: Double, y: Double))] = []
        for subpath in subpaths {
            var points = subpath.points
            if subpath.closed, let first = points.first { points.append(first) }
            for i in 1..<points.count { all.append((points[i - 1], points[i])) }
        }
        let lengths = all.map { hypot($0.1.x - $0.0.x, $0.1.y - $0.0.y) }
        let total = lengths.reduce(0, +)
        let from = max(0, min(start, end)) * total, to = min(1, max(start, end)) * total
        guard total > 0, to > from else { return [] }
        var result: [((x: Double, y: Double), (x: Double, y: Double))] = []
        var position = 0.0
        for (segment, length) in zip(all, lengths) {
            defer { position += length }
            let s = max(from, position), e = min(to, position + length)
            guard e > s, length > 0 else { continue }
            func point(_ at: Double) -> (x: Double, y: Double) {
                let t = (at - position) / length
                return (segment.0.x + (segment.1.x - segment.0.x) * t, segment.0.y + (segment.1.y - segment.0.y) * t)
            }
            result.append((point(s), point(e)))
        }
        return result
    }

    // MARK: Gradients

    private static func paintGradient(_ layer: CAGradientLayer, _ context: PaintContext) {
        let colors = (layer.colors ?? []).compactMap { value -> RenderColor? in
            if let color = value as? CGColor { return RenderColor(color) }
            if let color = value as? UIColor { return RenderColor(color.cgColor) }
            return nil
        }
        guard !colors.isEmpty else { return }
        let bounds = context.bounds
        guard colors.count > 1 else { return context.fill(bounds, colors[0]) }
        var locations = (layer.locations ?? []).map { Double(truncating: $0) }
        if locations.count != colors.count {
            locations = colors.indices.map { Double($0) / Double(colors.count - 1) }
        }
        let s = (x: Double(layer.startPoint.x), y: Double(layer.startPoint.y))
        let e = (x: Double(layer.endPoint.x), y: Double(layer.endPoint.y))
        let dx = e.x - s.x, dy = e.y - s.y
        let length2 = dx * dx + dy * dy
        guard length2 > 0 else { return context.fill(bounds, colors[colors.count - 1]) }
        // Unit square → bounds → pixels.
        let unit = context.transform
            .concatenating(.translation(Double(bounds.minX), Double(bounds.minY)))
            .concatenating(.scale(Double(bounds.width), Double(bounds.height)))
        func t(_ p: (x: Double, y: Double)) -> Double { ((p.x - s.x) * dx + (p.y - s.y) * dy) / length2 }
        func color(at value: Double) -> RenderColor {
            if value <= locations[0] { return colors[0] }
            for i in 1..<locations.count where value <= locations[i] {
                let span = locations[i] - locations[i - 1]
                let f = span > 0 ? (value - locations[i - 1]) / span : 1
                let a = colors[i - 1], b = colors[i]
                return RenderColor(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                                   blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
            }
            return colors[colors.count - 1]
        }
        // Bands between consecutive stops (and before the first and after the last), each the unit
        // square cut by two lines across the gradient: a convex polygon with exact corner colours.
        let cuts = [-Double.infinity] + locations + [Double.infinity]
        let square: [(x: Double, y: Double)] = [(0, 0), (1, 0), (1, 1), (0, 1)]
        for i in 0..<(cuts.count - 1) {
            var polygon = clip(square, keeping: { t($0) >= cuts[i] }, value: { t($0) - cuts[i] })
            polygon = clip(polygon, keeping: { t($0) <= cuts[i + 1] }, value: { cuts[i + 1] - t($0) })
            guard polygon.count >= 3 else { continue }
            context.canvas.fillConvexPolygon(polygon.map { unit.apply($0.x, $0.y) },
                                             colors: polygon.map { color(at: t($0)).fading(context.opacity) })
        }
    }

    /// A convex polygon cut by a line: the part where `value` ≥ 0 (Sutherland–Hodgman, one edge).
    private static func clip(_ polygon: [(x: Double, y: Double)], keeping inside: ((x: Double, y: Double)) -> Bool,
                             value: ((x: Double, y: Double)) -> Double) -> [(x: Double, y: Double)] {
        guard !polygon.isEmpty else { return [] }
        var result: [(x: Double, y: Double)] = []
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let va = value(a), vb = value(b)
            if va >= 0 { result.append(a) }
            if (va >= 0) != (vb >= 0), va.isFinite, vb.isFinite {
                let f = va / (va - vb)
                result.append((a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f))
            }
        }
        return result
    }

    // MARK: Text

    private static func paintText(_ layer: CATextLayer, _ context: PaintContext) {
        let string: String
        switch layer.string {
        case let text as String: string = text
        case let text as NSAttributedString: string = text.string
        default: return
        }
        let color = layer.foregroundColor.map(RenderColor.init) ?? .white
        let alignment: NSTextAlignment
        switch layer.alignmentMode {
        case .center: alignment = .center
        case .right: alignment = .right
        default: alignment = .left
        }
        context.text(string, in: context.bounds,
                     TextPainter.Style(pointSize: Double(layer.fontSize), color: color, alignment: alignment,
                                       numberOfLines: layer.isWrapped ? 0 : 1, centersVertically: false))
    }
}
