import Foundation

// The geometry setters' work, called by the properties' `set` and `_modify` (UIView.swift).
extension UIView {
    /// The ``center`` setter's work.
    final func applyCenter(_ newValue: CGPoint) {
        guard newValue != storedCenter else { return }
        if UIViewAnimationContext.isRecording { layerStorage?.modelWillChange(.position) }
        storedCenter = newValue
        GeometryEpoch.advance()
        hitTestSubviewDidChange()
        if layoutState != nil { centerDidChange() }
        keyValueChanged()
    }

    /// The ``bounds`` setter's work.
    final func applyBounds(_ newValue: CGRect) {
        let oldSize = storedBounds.size
        // Equal bounds (a layout pass setting the same frames again) keep the geometry caches
        // and hit-test trees; `keyValueChanged()` still runs (it reports only new values).
        let changed = newValue != storedBounds
        if UIViewAnimationContext.isRecording, changed { layerStorage?.modelWillChange(.bounds) }
        storedBounds = newValue
        if changed {
            GeometryEpoch.advance()
            hitTestSubviewDidChange()
        }
        if newValue.size != oldSize { boundsSizeDidChange(from: oldSize) }
        keyValueChanged()
    }

    /// The ``frame`` getter's work: the frame from the center, bounds, anchor point and transform.
    final var frameFromGeometry: CGRect {
        let anchor = storedAnchorPoint
        if hasIdentityTransform {
            return CGRect(x: center.x - bounds.width * anchor.x, y: center.y - bounds.height * anchor.y,
                          width: bounds.width, height: bounds.height)
        }
        return anchoredRect(size: bounds.size).applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// The ``frame`` setter's work.
    final func applyFrame(_ newValue: CGRect) {
        let observers = keyValueWillChange()
        defer { keyValueDidChange(observers) }
        let rect = newValue.standardized
        // Under a transform, a frame of the size it already has (its origin moved) keeps the
        // bounds exactly: dividing by the scale again would drift by rounding.
        let size = hasIdentityTransform || rect.size == frame.size ? nil : boundsSize(forFrameSize: rect.size)
        let newSize = hasIdentityTransform ? rect.size : size ?? storedBounds.size
        if hasCenteredAnchor {
            center = CGPoint(x: rect.midX, y: rect.midY)
        } else {
            // The anchor sits where it falls in the new frame: the box's corner moves to the
            // rectangle's origin.
            let box = anchoredRect(size: newSize).applying(storedTransform)
            center = CGPoint(x: rect.minX - box.minX, y: rect.minY - box.minY)
        }
        if newSize != storedBounds.size { bounds.size = newSize }
    }
}
