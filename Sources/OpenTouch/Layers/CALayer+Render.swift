// OpenTouch — Layers
//
// Rendering a layer into a context, as snapshot code does with `view.layer.render(in:)`.

#if !canImport(Darwin)
import Foundation

extension CALayer {
    /// Draws the layer into `ctx` in the layer's own coordinates, as Core Animation's
    /// `render(in:)`: for a view's layer, what the view and its visible subviews draw in
    /// `draw(_:)`, back to front, as ``UIView/drawHierarchy(in:afterScreenUpdates:)`` draws them
    /// into the view's bounds.
    ///
    /// OpenTouch records UIKit drawing only: a layer's own contents (background colour, border,
    /// a shape layer's path) are not drawn, and a layer that belongs to no view draws nothing.
    public func render(in ctx: CGContext) {
        guard let view = hostView else { return }
        UIGraphicsPushContext(ctx)
        view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
        UIGraphicsPopContext()
    }
}
#endif
