// OpenTouch — Graphics
//
// CGContext's painting calls. Each records an Operation; as in CoreGraphics, painting the
// current path (and the rectangle and ellipse conveniences) empties the current path.

#if !canImport(Darwin)
import Foundation

extension CGContext {
    /// Strokes the current path with the stroke colour and line style, then empties the path.
    public func strokePath() {
        let painted = devicePath
        devicePath = CGMutablePath()
        record(.stroke, painted)
    }

    /// Fills the current path by `rule` with the fill colour, then empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let painted = devicePath
        devicePath = CGMutablePath()
        record(.fill(rule), painted)
    }

    /// Fills and/or strokes the current path as `mode` says (fill first), then empties the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let painted = devicePath
        devicePath = CGMutablePath()
        switch mode {
        case .fill: record(.fill(.winding), painted)
        case .eoFill: record(.fill(.evenOdd), painted)
        case .stroke: record(.stroke, painted)
        case .fillStroke:
            record(.fill(.winding), painted)
            record(.stroke, painted)
        case .eoFillStroke:
            record(.fill(.evenOdd), painted)
            record(.stroke, painted)
        }
    }

    /// Fills `rect` with the fill colour. The current path is emptied.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills each rectangle with the fill colour, as one operation. The current path is emptied.
    public func fill(_ rects: [CGRect]) {
        devicePath = CGMutablePath()
        record(.fill(.winding), shape { $0.addRects(rects, transform: state.ctm) })
    }

    /// Strokes `rect` with the stroke colour and line style. The current path is emptied.
    public func stroke(_ rect: CGRect) {
        devicePath = CGMutablePath()
        record(.stroke, shape { $0.addRect(rect, transform: state.ctm) })
    }

    /// Strokes `rect` with line width `width` (the state's width is left unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = saved
    }

    /// Fills the ellipse inscribed in `rect`. The current path is emptied.
    public func fillEllipse(in rect: CGRect) {
        devicePath = CGMutablePath()
        record(.fill(.winding), shape { $0.addEllipse(in: rect, transform: state.ctm) })
    }

    /// Strokes the ellipse inscribed in `rect`. The current path is emptied.
    public func strokeEllipse(in rect: CGRect) {
        devicePath = CGMutablePath()
        record(.stroke, shape { $0.addEllipse(in: rect, transform: state.ctm) })
    }

    /// Strokes separate lines between consecutive pairs of points (0→1, 2→3, …; an odd last
    /// point is ignored), as one operation. The current path is emptied.
    public func strokeLineSegments(between points: [CGPoint]) {
        devicePath = CGMutablePath()
        record(.stroke, shape { path in
            var index = 0
            while index + 1 < points.count {
                path.move(to: points[index], transform: state.ctm)
                path.addLine(to: points[index + 1], transform: state.ctm)
                index += 2
            }
        })
    }

    /// Makes `rect` transparent, recorded as a `.clear` operation. The current path is kept.
    public func clear(_ rect: CGRect) {
        record(.clear, shape { $0.addRect(rect, transform: state.ctm) })
    }

    /// A device-space path built by `build`.
    private func shape(_ build: (CGMutablePath) -> Void) -> CGPath {
        let path = CGMutablePath()
        build(path)
        return path
    }
}
#endif
