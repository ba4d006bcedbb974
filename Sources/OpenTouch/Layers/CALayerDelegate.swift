import Foundation

/// The methods a layer's delegate may implement; all are optional. A view is its layer's delegate.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Supplies the layer's contents; called by ``CALayer/display()`` instead of drawing.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// The layer is about to draw.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers; called by ``CALayer/layoutSublayers()``.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` (a property name) on `layer`: an action, `NSNull()` to
    /// stop the search (no animation), or nil to continue it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Does nothing.
    public func display(_ layer: CALayer) {}
    /// Does nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Nil: the search continues.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
