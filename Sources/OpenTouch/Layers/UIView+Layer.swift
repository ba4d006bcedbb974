import Foundation

extension UIView: CALayerDelegate {}

extension UIView {
    /// The view's layer, made from ``layerClass`` when the view is created. It shares the view's
    /// geometry (see ``CALayer``).
    public var layer: CALayer {
        if let layerStorage { return layerStorage }
        return loadLayer()
    }

    /// Makes the layer from ``layerClass`` (a ``CALayer`` when that class is not a layer class).
    @discardableResult
    func loadLayer() -> CALayer {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        let made = layerType.init()
        made.hostView = self
        layerStorage = made
        if let superlayer = superview?.layer { superlayer.placeSublayer(of: self) }
        for subview in subviews { layer.placeSublayer(of: subview) }
        return made
    }

    /// Sets the anchor point, keeping ``center`` (so the frame moves, as in UIKit).
    func setAnchorPoint(_ point: CGPoint) {
        storedAnchorPoint = point
        hasCenteredAnchor = point == CGPoint(x: 0.5, y: 0.5)
        GeometryEpoch.advance()
        hitTestSubviewDidChange()
        superview?.setNeedsLayout()
        keyValueChanged()
    }

    /// Keeps the layer tree in the subviews' order after `view` moved among this view's subviews.
    func subviewLayerDidMove(_ view: UIView) {
        layer.placeSublayer(of: view)
    }

    /// The view is going away: its layer keeps a copy of its geometry and stops reading it.
    func releaseLayer() {
        guard let layerStorage, layerStorage.hostView === self else { return }
        layerStorage.ownPosition = storedCenter
        layerStorage.ownBounds = storedBounds
        layerStorage.ownAnchorPoint = storedAnchorPoint
        layerStorage.ownTransform = layerStorage.nonAffineTransform ?? CATransform3DMakeAffineTransform(storedTransform)
        layerStorage.ownOpacity = Float(storedAlpha)
        layerStorage.ownIsHidden = storedIsHidden
        layerStorage.ownMasksToBounds = clipsToBounds
        layerStorage.ownBackgroundColor = backgroundColor?.cgColor
        layerStorage.hostView = nil
    }

    /// Maps a point from the superview's space into the view's, through where its layer is on
    /// screen (hit testing of views a property animator moves).
    func presentationPointFromSuperview(_ point: CGPoint) -> CGPoint {
        guard let shown = layer.presentation(), let local = shown.pointFromSuperlayer(point) else {
            return pointFromSuperview(point)
        }
        return local
    }

    /// An animation that blocks touches or hit-tests the presentation was attached (`delta` 1)
    /// to or removed (−1) from the view's layer.
    func animationFlagsDidChange(adding entry: AttachedAnimation, delta: Int) {
        if entry.blocksInteraction {
            let ignored = ignoresTouchEvents
            interactionBlockingAnimations += Int32(delta)
            hitTestFlagsDidChange(ignoredBefore: ignored)
        }
        if entry.hitTestsPresentation {
            presentationHitTestingAnimations += Int32(delta)
            hitTestSubviewDidChange()  // the superview's hit-test cache treats the view differently
        }
    }
}

extension CALayer {
    /// Places the layer of `view` (a subview of this layer's view) just below the layer of the
    /// next subview up, or on top when it is the frontmost, as UIKit keeps the two trees.
    ///
    /// The subview is looked for from the front, so adding one on top (the common case) costs
    /// O(1) however many subviews there are; elsewhere it costs the distance from the front.
    func placeSublayer(of view: UIView) {
        guard let host = hostView else { return }
        let sublayer = view.layer
        sublayer.detachFromSuperlayer()
        // A view is at most once among the subviews, so the last match is the only one.
        guard let index = host.subviews.lastIndex(where: { $0 === view }) else { return }
        let above = host.subviews[(index + 1)...].lazy.compactMap { next in
            self.storedSublayers.firstIndex { $0 === next.layerStorage }
        }.first
        storedSublayers.insert(sublayer, at: above ?? storedSublayers.count)
        sublayer.storedSuperlayer = self
        sublayer.timingDidChange()
    }
}
