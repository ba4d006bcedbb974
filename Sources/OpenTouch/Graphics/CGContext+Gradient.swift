// OpenTouch — Graphics
//
// Painting linear and radial gradients into a recording context: one operation whose path is
// the area the gradient covers.

#if !canImport(Darwin)
import Foundation

extension CGContext {
    /// Paints `gradient` along the line from `start` to `end` (user space) across the clip: each
    /// line perpendicular to it takes the colour of its location. Without options only the band
    /// between the perpendiculars through `start` and `end` is painted; the options extend the end
    /// colours beyond them. Recorded as one ``CGContext/Operation/Kind/linearGradient(_:start:end:)``
    /// whose path is the painted part of the drawing area. The current path is kept.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let deviceStart = start.applying(state.ctm), deviceEnd = end.applying(state.ctm)
        let direction = CGPoint(x: deviceEnd.x - deviceStart.x, y: deviceEnd.y - deviceStart.y)
        guard direction != .zero, direction.x.isFinite, direction.y.isFinite else { return }
        var area = [CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0),
                    CGPoint(x: size.width, y: size.height), CGPoint(x: 0, y: size.height)]
        if !options.contains(.drawsBeforeStartLocation) {
            area = Self.clip(area, keepingSideOf: deviceStart, along: direction)
        }
        if !options.contains(.drawsAfterEndLocation) {
            area = Self.clip(area, keepingSideOf: deviceEnd, along: CGPoint(x: -direction.x, y: -direction.y))
        }
        guard area.count >= 3 else { return }
        let painted = CGMutablePath()
        painted.addLines(between: area)
        painted.closeSubpath()
        record(.linearGradient(gradient, start: deviceStart, end: deviceEnd), painted)
    }

    /// Paints `gradient` between the circle at `startCenter` with `startRadius` and the one at
    /// `endCenter` with `endRadius` (user space): the circle at each location t between them has
    /// its centre and radius moved linearly, and a point takes the colour of the largest t whose
    /// circle passes through it. Without options only locations 0…1 are painted (so the inside
    /// of a start circle that lies within the end circle stays unpainted); the options extend the
    /// circles before the start (until the radius reaches 0) and after the end. Recorded as one
    /// ``CGContext/Operation/Kind/radialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``
    /// whose path (even-odd) is the painted area, its circles approximated by 256-sided polygons.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0 else { return }
        let geometry = RadialGradientGeometry(startCenter: startCenter, startRadius: startRadius,
                                              endCenter: endCenter, endRadius: endRadius, options: options)
        let area = convertToUserSpace(CGRect(origin: .zero, size: size))
        let extent = (area.width * area.width + area.height * area.height).squareRoot()
            + abs(area.midX - startCenter.x) + abs(area.midY - startCenter.y)
        var ctm = state.ctm
        let painted = geometry.area(extent: extent).copy(using: &ctm) ?? CGMutablePath()
        record(.radialGradient(gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                               endRadius: endRadius, options: options), painted)
    }

    /// The part of the convex polygon `polygon` where `(p - origin) · normal >= 0`
    /// (one Sutherland–Hodgman step).
    static func clip(_ polygon: [CGPoint], keepingSideOf origin: CGPoint, along normal: CGPoint) -> [CGPoint] {
        func side(_ p: CGPoint) -> CGFloat { (p.x - origin.x) * normal.x + (p.y - origin.y) * normal.y }
        var result: [CGPoint] = []
        for index in polygon.indices {
            let current = polygon[index], next = polygon[(index + 1) % polygon.count]
            let a = side(current), b = side(next)
            if a >= 0 { result.append(current) }
            if (a >= 0) != (b >= 0) {
                let f = a / (a - b)
                result.append(CGPoint(x: current.x + (next.x - current.x) * f, y: current.y + (next.y - current.y) * f))
            }
        }
        return result
    }
}
#endif
