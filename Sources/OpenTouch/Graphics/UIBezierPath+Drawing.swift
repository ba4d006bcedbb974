// OpenTouch — Graphics
//
// Hit testing a UIBezierPath and drawing it into the current UIKit graphics context.

import Foundation

extension UIBezierPath {
    /// Whether `point` is inside the area the path encloses, by `usesEvenOddFillRule`.
    ///
    /// As UIKit documents, only closed subpaths count: a point inside an open subpath is not
    /// contained, even though filling would paint it — close the subpaths (`close()`) to
    /// hit-test them. (`CGPath.contains(_:using:transform:)`, by contrast, closes open subpaths
    /// implicitly.) Curves are tested exactly; see the `CGPath` method for points on the outline.
    public func contains(_ point: CGPoint) -> Bool {
        let rule: CGPathFillRule = usesEvenOddFillRule ? .evenOdd : .winding
        let subpaths = BezierSubpath.read(path)
        if subpaths.allSatisfy(\.isClosed) {
            return path.contains(point, using: rule)
        }
        let closedOnly = CGMutablePath()
        for subpath in subpaths where subpath.isClosed {
            subpath.add(to: closedOnly)
        }
        return closedOnly.contains(point, using: rule)
    }

    /// Fills the enclosed area with the current context's fill colour and the path's fill rule.
    /// Does nothing when there is no current context (`UIGraphicsGetCurrentContext()` is nil).
    /// The context's graphics state and current path are left as they were.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.openTouchPaint(path, fillRule: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the current context's stroke colour and this path's line width,
    /// cap, join, miter limit and dash. Does nothing when there is no current context. The
    /// context's graphics state and current path are left as they were.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyLineStyle(to: context)
        context.openTouchPaint(path, fillRule: nil)
        context.restoreGState()
    }

    /// Fills the path with `blendMode` and the context's alpha set to `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path with `blendMode` and the context's alpha set to `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the enclosed area (by the path's fill rule).
    /// Save and restore the graphics state around it to undo the clip. Does nothing without a
    /// current context.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.openTouchClip(to: path, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash used by `stroke()`: `count` lengths read from `pattern` (alternately painted
    /// and unpainted), starting `phase` units in. A nil pattern or zero count means solid lines.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Reads the dash back: writes every length to `pattern` (which must have room for them:
    /// pass nil first to learn the count), the number of lengths to `count` and the phase to
    /// `phase`. Any pointer may be nil.
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                            phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in dashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Copies the path's line style into `context`'s graphics state.
    func applyLineStyle(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }
}

extension CGContext {
    #if canImport(Darwin)
    /// Fills (`fillRule` given) or strokes `path`, keeping the context's current path.
    func openTouchPaint(_ path: CGPath, fillRule: CGPathFillRule?) {
        let pending = self.path
        beginPath()
        addPath(path)
        if let fillRule { fillPath(using: fillRule) } else { strokePath() }
        if let pending { addPath(pending) }
    }

    /// Clips to `path`, keeping the context's current path.
    func openTouchClip(to path: CGPath, rule: CGPathFillRule) {
        let pending = self.path
        beginPath()
        addPath(path)
        clip(using: rule)
        if let pending { addPath(pending) }
    }
    #else
    /// Records a fill (`fillRule` given) or stroke of `path` (user space), keeping the current path.
    func openTouchPaint(_ path: CGPath, fillRule: CGPathFillRule?) {
        let device = CGMutablePath()
        device.addPath(path, transform: ctm)
        record(fillRule.map { .fill($0) } ?? .stroke, device)
    }

    /// Clips to `path` (user space), keeping the current path.
    func openTouchClip(to path: CGPath, rule: CGPathFillRule) {
        let device = CGMutablePath()
        device.addPath(path, transform: ctm)
        state.clips.append(Operation.Clip(path: device.copy() ?? device, rule: rule))
    }
    #endif
}
