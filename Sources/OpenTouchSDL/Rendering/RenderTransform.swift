import Foundation
import OpenTouch

/// A 2D affine map from a layer's own coordinates to window pixels:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
struct RenderTransform: Equatable {
    var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    static let identity = RenderTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    static func translation(_ x: Double, _ y: Double) -> RenderTransform {
        RenderTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    static func scale(_ x: Double, _ y: Double) -> RenderTransform {
        RenderTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// The affine part of a layer transform (perspective and z are dropped).
    init(_ t: CATransform3D) {
        self.init(a: Double(t.m11), b: Double(t.m12), c: Double(t.m21), d: Double(t.m22),
                  tx: Double(t.m41), ty: Double(t.m42))
    }

    init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// `self` after `inner`: points go through `inner` first.
    func concatenating(_ inner: RenderTransform) -> RenderTransform {
        RenderTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                        tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    func apply(_ point: CGPoint) -> CGPoint {
        let p = apply(Double(point.x), Double(point.y))
        return CGPoint(x: p.x, y: p.y)
    }

    /// Whether the map keeps rectangles axis-aligned (no rotation or skew).
    var isAxisAligned: Bool { abs(b) < 1e-9 && abs(c) < 1e-9 }

    /// Whether every coefficient is a finite number.
    var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// How many pixels one local unit covers, on average over the two axes.
    var averageScale: Double {
        (hypot(a, b) + hypot(c, d)) / 2
    }

    /// The bounding box of `rect` under the map.
    func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [apply(Double(rect.minX), Double(rect.minY)), apply(Double(rect.maxX), Double(rect.minY)),
                       apply(Double(rect.minX), Double(rect.maxY)), apply(Double(rect.maxX), Double(rect.maxY))]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// The map from a layer's bounds space to its superlayer's, for what the layer shows now:
    /// the anchor point goes to `position`, turned by the affine part of the transform.
    static func layer(_ state: LayerRenderState) -> RenderTransform {
        let anchorX = Double(state.bounds.minX + state.bounds.width * state.anchorPoint.x)
        let anchorY = Double(state.bounds.minY + state.bounds.height * state.anchorPoint.y)
        return RenderTransform.translation(Double(state.position.x), Double(state.position.y))
            .concatenating(RenderTransform(state.transform))
            .concatenating(.translation(-anchorX, -anchorY))
    }
}
