import Foundation

extension UIView {
    /// Marks the whole view as needing to be drawn again.
    ///
    /// OpenTouch has no display pass: the request is remembered in ``needsDisplay`` until the view
    /// is next drawn by ``drawHierarchy(in:afterScreenUpdates:)``.
    public func setNeedsDisplay() {
        needsDisplayFlag = true
    }

    /// Marks `rect` of the view as needing to be drawn again (the whole view, in OpenTouch).
    public func setNeedsDisplay(_ rect: CGRect) {
        setNeedsDisplay()
    }

    /// Whether ``setNeedsDisplay()`` was called since the view was last drawn (an OpenTouch addition).
    public var needsDisplay: Bool { needsDisplayFlag }

    /// Draws the view and its visible subviews into the current graphics context, scaled so that
    /// the view's bounds fill `rect`: each view's ``draw(_:)`` runs with the context moved into its
    /// coordinates, back to front, as a snapshot does. Hidden and fully transparent views are
    /// skipped. Returns false when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        let size = bounds.size
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        if size.width > 0, size.height > 0 {
            context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        drawSubtree(in: context, appearance: appearanceSnapshot())
        context.restoreGState()
        return true
    }

    /// Draws this view with its traits made ``UITraitCollection/current`` (as UIKit does around
    /// `draw(_:)`, so dynamic colors resolve for the view), then its subviews.
    private func drawSubtree(in context: CGContext, appearance: AppearanceSnapshot) {
        guard !isHidden, alpha > 0 else { return }
        needsDisplayFlag = false
        UITraitCollection.current = UITraitCollection(values: appearance.traits)
        draw(bounds)
        for subview in subviews {
            context.saveGState()
            // Into the subview's bounds space: center, transform about the anchor point, then the
            // anchor's place in the bounds.
            let bounds = subview.bounds, anchor = subview.storedAnchorPoint
            context.translateBy(x: subview.center.x, y: subview.center.y)
            context.concatenate(subview.transform)
            context.translateBy(x: -(bounds.minX + bounds.width * anchor.x), y: -(bounds.minY + bounds.height * anchor.y))
            subview.drawSubtree(in: context, appearance: subview.deriveAppearance(from: appearance))
            context.restoreGState()
        }
    }
}
