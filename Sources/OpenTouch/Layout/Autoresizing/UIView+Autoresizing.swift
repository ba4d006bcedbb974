import Foundation

extension UIView {
    /// Resizes the subviews after this view's bounds size changed from `oldSize`, each by its
    /// ``autoresizingMask`` (UIKit's `resizeSubviewsWithOldSize:`).
    func autoresizeSubviews(oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = storedBounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.resize(withOldSuperviewSize: oldSize, newSuperviewSize: newSize)
        }
    }

    /// Applies the mask to this view for a superview that went from `oldSize` to `newSize`.
    func resize(withOldSuperviewSize oldSize: CGSize, newSuperviewSize newSize: CGSize) {
        let mask = autoresizingMask
        var rect = alignmentFrame
        let horizontal = Self.distribute(
            delta: newSize.width - oldSize.width,
            parts: (rect.minX, rect.width, oldSize.width - rect.maxX),
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = Self.distribute(
            delta: newSize.height - oldSize.height,
            parts: (rect.minY, rect.height, oldSize.height - rect.maxY),
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        rect = CGRect(x: horizontal.start, y: vertical.start, width: horizontal.size, height: vertical.size)
        guard rect != alignmentFrame else { return }
        setAlignmentFrame(rect)
    }

    /// Shares `delta` among the flexible parts `(before, size, after)` in proportion to their
    /// current lengths; when the flexible parts have no length, equally. The size never goes
    /// below zero.
    static func distribute(delta: CGFloat, parts: (CGFloat, CGFloat, CGFloat),
                           flexible: (Bool, Bool, Bool)) -> (start: CGFloat, size: CGFloat) {
        guard delta != 0, delta.isFinite, flexible.0 || flexible.1 || flexible.2 else {
            return (parts.0, parts.1)
        }
        let lengths = [flexible.0 ? max(0, parts.0) : 0, flexible.1 ? max(0, parts.1) : 0,
                       flexible.2 ? max(0, parts.2) : 0]
        let total = lengths.reduce(0, +)
        let count = CGFloat([flexible.0, flexible.1, flexible.2].filter { $0 }.count)
        func share(_ index: Int, _ isFlexible: Bool) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * lengths[index] / total : delta / count
        }
        let start = parts.0 + share(0, flexible.0)
        let size = max(0, parts.1 + share(1, flexible.1))
        return (start, size)
    }

    /// The frame Auto Layout and autoresizing work with: the bounds size placed about
    /// the anchor point (``center`` names it), before the transform (UIKit's alignment rectangle with no alignment insets).
    var alignmentFrame: CGRect {
        let size = storedBounds.size
        return CGRect(x: storedCenter.x - size.width * storedAnchorPoint.x,
                      y: storedCenter.y - size.height * storedAnchorPoint.y,
                      width: size.width, height: size.height)
    }

    /// Sets ``bounds`` size and ``center`` so that ``alignmentFrame`` is `rect`, through the
    /// public setters (so overrides and layout bookkeeping run); the transform is kept.
    func setAlignmentFrame(_ rect: CGRect) {
        if storedBounds.size != rect.size {
            var newBounds = bounds
            newBounds.size = rect.size
            bounds = newBounds
        }
        let newCenter = CGPoint(x: rect.minX + rect.width * storedAnchorPoint.x,
                                y: rect.minY + rect.height * storedAnchorPoint.y)
        if storedCenter != newCenter { center = newCenter }
        markIfSafeAreaMoved()
    }

    /// A view that layout moved into or out of its superview's unsafe area gets a layout pass,
    /// which announces its new safe area (``safeAreaInsetsDidChange()``) and passes it on.
    func markIfSafeAreaMoved() {
        guard !needsLayoutFlag, superview != nil else { return }
        if safeAreaInsets != (layoutState?.announcedSafeAreaInsets ?? .zero) { markNeedsLayout() }
    }
}
