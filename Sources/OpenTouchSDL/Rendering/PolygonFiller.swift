import CSDL2Loader
import Foundation

/// Fills any polygon (concave, self-intersecting, with holes) given in window pixels, by the
/// non-zero or even-odd rule, one pixel row at a time: each row is sampled at its centre and its
/// inside spans are filled as one-pixel-high rectangles.
@MainActor
enum PolygonFiller {
    static func fill(_ polygons: [[(x: Double, y: Double)]], evenOdd: Bool, color: RenderColor, canvas: Canvas) {
        guard color.isVisible else { return }
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, winding: Int)] = []
        for polygon in polygons where polygon.count >= 3 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a.y != b.y else { continue }
                edges.append(a.y < b.y ? (a.x, a.y, b.x, b.y, 1) : (b.x, b.y, a.x, a.y, -1))
            }
        }
        guard let top = edges.map(\.y0).min(), let bottom = edges.map(\.y1).max() else { return }
        let firstRow = Int(max(floor(top), -16384)), lastRow = Int(min(ceil(bottom), 16384))
        guard firstRow < lastRow else { return }
        var spans: [SDL_FRect] = []
        var crossings: [(x: Double, winding: Int)] = []
        for row in firstRow..<lastRow {
            let y = Double(row) + 0.5
            crossings.removeAll(keepingCapacity: true)
            for edge in edges where edge.y0 <= y && y < edge.y1 {
                let x = edge.x0 + (y - edge.y0) / (edge.y1 - edge.y0) * (edge.x1 - edge.x0)
                crossings.append((x, edge.winding))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for i in crossings.indices {
                let wasInside = evenOdd ? winding % 2 != 0 : winding != 0
                winding += evenOdd ? 1 : crossings[i].winding
                let isInside = evenOdd ? winding % 2 != 0 : winding != 0
                if !wasInside && isInside, i + 1 < crossings.count {
                    // Open a span; it closes at the next crossing that leaves the inside.
                    var w = winding, j = i + 1
                    while j < crossings.count {
                        w += evenOdd ? 1 : crossings[j].winding
                        if !(evenOdd ? w % 2 != 0 : w != 0) { break }
                        j += 1
                    }
                    let end = j < crossings.count ? crossings[j].x : crossings[crossings.count - 1].x
                    let x0 = crossings[i].x.rounded(), x1 = end.rounded()
                    if x1 > x0 { spans.append(SDL_FRect(x: Float(x0), y: Float(row), w: Float(x1 - x0), h: 1)) }
                }
            }
        }
        canvas.fillPixelRects(spans, color: color)
    }
}
