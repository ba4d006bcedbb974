// OpenTouch — Graphics
//
// The element sequence of UIBezierPath's rounded rectangles.

import Foundation

extension UIBezierPath {
    /// 4/3·(√2 − 1): control-point distance of a quarter-circle cubic, as a fraction of the radius.
    static let kappa: CGFloat = 0.552_284_749_830_793_4

    /// Adds a closed rounded rectangle to `path`: a move to (minX + top-left radius, minY), then
    /// clockwise on screen along the top, right, bottom and left edges, each rounded corner in
    /// `corners` a quarter ellipse of `radii` drawn as one cubic. Unrounded corners are sharp;
    /// zero-length edges are left out, so with no rounding the elements are those of `init(rect:)`.
    static func addRoundedRect(_ r: CGRect, to path: CGMutablePath, corners: UIRectCorner, radii: CGSize) {
        guard !r.isNull else { return }
        func radius(_ corner: UIRectCorner) -> CGSize {
            corners.contains(corner) && radii.width > 0 && radii.height > 0 ? radii : .zero
        }
        let tl = radius(.topLeft), tr = radius(.topRight), br = radius(.bottomRight), bl = radius(.bottomLeft)
        let k = kappa
        let start = CGPoint(x: r.minX + tl.width, y: r.minY)
        path.move(to: start)
        func line(_ x: CGFloat, _ y: CGFloat) {
            let target = CGPoint(x: x, y: y)
            if target != path.currentPoint { path.addLine(to: target) }
        }
        func curve(_ to: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ size: CGSize) {
            if size != .zero { path.addCurve(to: to, control1: c1, control2: c2) }
        }
        line(r.maxX - tr.width, r.minY)
        curve(CGPoint(x: r.maxX, y: r.minY + tr.height),
              CGPoint(x: r.maxX - tr.width + k * tr.width, y: r.minY),
              CGPoint(x: r.maxX, y: r.minY + tr.height - k * tr.height), tr)
        line(r.maxX, r.maxY - br.height)
        curve(CGPoint(x: r.maxX - br.width, y: r.maxY),
              CGPoint(x: r.maxX, y: r.maxY - br.height + k * br.height),
              CGPoint(x: r.maxX - br.width + k * br.width, y: r.maxY), br)
        line(r.minX + bl.width, r.maxY)
        curve(CGPoint(x: r.minX, y: r.maxY - bl.height),
              CGPoint(x: r.minX + bl.width - k * bl.width, y: r.maxY),
              CGPoint(x: r.minX, y: r.maxY - bl.height + k * bl.height), bl)
        // The left edge is left to `close()` when it ends at the start point.
        let leftEnd = CGPoint(x: r.minX, y: r.minY + tl.height)
        if leftEnd != start { line(leftEnd.x, leftEnd.y) }
        curve(start,
              CGPoint(x: r.minX, y: r.minY + tl.height - k * tl.height),
              CGPoint(x: r.minX + tl.width - k * tl.width, y: r.minY), tl)
        path.closeSubpath()
    }
}
