import Foundation

/// The clip of a layer that masks to its bounds with rounded corners, as disjoint pixel
/// rectangles: SDL clips to one rectangle at a time, so the sublayers are drawn once per strip.
///
/// The middle of the layer is one strip; the rows beside the rounded corners are cut into bands
/// (one per pixel row for radii up to ``maximumBands`` pixels, thicker beyond), each as wide as the
/// rounded outline at the band's middle row. Square corners, or a transform that rotates or
/// skews, give the bounding box alone.
enum RoundedClip {
    /// The most bands drawn beside each edge's corners; larger radii get thicker bands.
    static let maximumBands = 16

    /// The strips covering the rounded outline of `bounds` (`radii` in its own units) under
    /// `transform`, in window pixels, top to bottom.
    static func strips(of bounds: CGRect, radii: CornerRadii, transform: RenderTransform) -> [CGRect] {
        let box = transform.boundingBox(of: bounds)
        let clamped = radii.clamped(to: bounds)
        guard !clamped.isZero, transform.isAxisAligned, transform.a > 0, transform.d > 0 else { return [box] }
        let sx = transform.a, sy = transform.d
        let minX = floor(Double(box.minX)), maxX = ceil(Double(box.maxX))
        let minY = floor(Double(box.minY)), maxY = ceil(Double(box.maxY))
        let top = ceil(max(clamped.topLeft, clamped.topRight) * sy)
        let bottom = ceil(max(clamped.bottomLeft, clamped.bottomRight) * sy)
        var strips: [CGRect] = []
        // Beside the top corners: distance from the top edge grows downwards.
        strips += bands(from: minY, height: min(top, maxY - minY)) { y in
            let distance = y - minY
            return (minX + inset(clamped.topLeft * sx, clamped.topLeft * sy, distance),
                    maxX - inset(clamped.topRight * sx, clamped.topRight * sy, distance))
        }
        let middleTop = minY + min(top, maxY - minY), middleBottom = max(middleTop, maxY - bottom)
        if middleBottom > middleTop {
            strips.append(CGRect(x: minX, y: middleTop, width: maxX - minX, height: middleBottom - middleTop))
        }
        strips += bands(from: middleBottom, height: maxY - middleBottom) { y in
            let distance = maxY - y
            return (minX + inset(clamped.bottomLeft * sx, clamped.bottomLeft * sy, distance),
                    maxX - inset(clamped.bottomRight * sx, clamped.bottomRight * sy, distance))
        }
        return strips.filter { $0.width > 0 && $0.height > 0 }
    }

    /// Bands of whole pixel rows from `start`, `height` rows in all, each spanning what `span`
    /// gives for its middle row.
    private static func bands(from start: Double, height: Double,
                              span: (Double) -> (Double, Double)) -> [CGRect] {
        guard height > 0 else { return [] }
        let thickness = max(1, ceil(height / Double(maximumBands)))
        var result: [CGRect] = []
        var y = start
        while y < start + height {
            let h = min(thickness, start + height - y)
            let (left, right) = span(y + h / 2)
            let x0 = floor(left), x1 = ceil(right)
            result.append(CGRect(x: x0, y: y, width: max(0, x1 - x0), height: h))
            y += h
        }
        return result
    }

    /// How far in from the side an elliptical corner of radii `rx` × `ry` pixels is, `distance`
    /// pixels from the edge it rounds.
    static func inset(_ rx: Double, _ ry: Double, _ distance: Double) -> Double {
        guard rx > 0, ry > 0, distance < ry else { return 0 }
        let t = (ry - max(distance, 0)) / ry
        return rx * (1 - (1 - t * t).squareRoot())
    }
}
