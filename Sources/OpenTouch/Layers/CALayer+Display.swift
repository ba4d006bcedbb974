import Foundation

extension CALayer {
    /// Marks the layer's contents as needing to be redrawn (by ``display()``).
    public func setNeedsDisplay() { needsDisplayFlag = true }

    /// Marks part of the layer's contents as needing to be redrawn.
    public func setNeedsDisplay(_ r: CGRect) { needsDisplayFlag = true }

    /// Whether ``setNeedsDisplay()`` was called since the last ``display()``.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Calls ``display()`` if the layer needs it.
    public func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    /// Marks the layer as needing ``layoutSublayers()`` at the next ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        if let hostView { hostView.setNeedsLayout(); return }
        needsLayoutFlag = true
    }

    /// Whether the layer needs layout.
    public func needsLayout() -> Bool {
        hostView?.needsLayoutFlag ?? needsLayoutFlag
    }

    /// Lays out the layer now if it needs it, then its sublayers.
    public func layoutIfNeeded() {
        if let hostView { hostView.layoutIfNeeded(); return }
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sublayer in storedSublayers where sublayer.hostView == nil { sublayer.layoutIfNeeded() }
    }

    func defaultDisplay() {
        needsDisplayFlag = false
        if let delegate = storedDelegate {
            delegate.display(self)
            return
        }
        let size = bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let renderer = UIGraphicsImageRenderer(size: size)
        contents = renderer.image { context in
            delegate?.layerWillDraw(self)
            draw(in: context.cgContext)
        }
    }
}
