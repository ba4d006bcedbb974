// OpenTouch — Graphics
//
// CGContext's current transformation matrix, coordinate conversion and clipping.

#if !canImport(Darwin)
import Foundation

extension CGContext {
    /// The current transformation matrix, mapping user space to device space.
    public var ctm: CGAffineTransform {
        state.ctm
    }

    /// The transform from user space to device space (the same as ``ctm`` here).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform {
        state.ctm
    }

    /// Moves the user-space origin by (`tx`, `ty`) user units.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.ctm = state.ctm.translatedBy(x: tx, y: ty)
    }

    /// Scales user space by (`sx`, `sy`).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.ctm = state.ctm.scaledBy(x: sx, y: sy)
    }

    /// Rotates user space by `angle` radians (+x towards +y).
    public func rotate(by angle: CGFloat) {
        state.ctm = state.ctm.rotated(by: angle)
    }

    /// Applies `transform` to user space before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    /// Maps a user-space point to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
        point.applying(state.ctm)
    }

    /// Maps a device-space point to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        point.applying(state.ctm.inverted())
    }

    /// Maps a user-space rectangle to the device-space rectangle that bounds it.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect {
        rect.applying(state.ctm)
    }

    /// Maps a device-space rectangle to the user-space rectangle that bounds it.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect {
        rect.applying(state.ctm.inverted())
    }

    /// Intersects the clip with the inside of the current path by `rule`, then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let clipPath = devicePath
        devicePath = CGMutablePath()
        state.clips.append(Operation.Clip(path: clipPath.copy() ?? clipPath, rule: rule))
    }

    /// Intersects the clip with `rect`. The current path is emptied.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`. The current path is emptied.
    public func clip(to rects: [CGRect]) {
        devicePath = CGMutablePath()
        let clipPath = CGMutablePath()
        clipPath.addRects(rects, transform: state.ctm)
        state.clips.append(Operation.Clip(path: clipPath.copy() ?? clipPath, rule: .winding))
    }

    /// Removes every clip, back to the whole drawing area.
    public func resetClip() {
        state.clips.removeAll()
    }

    /// A user-space rectangle holding the visible area: the drawing area intersected with the
    /// bounding box of each clip path (control points included), so it may be larger than the
    /// exact clip region; `CGRect.zero` when nothing is visible.
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect(origin: .zero, size: size)
        for clip in state.clips {
            box = box.intersection(clip.path.boundingBox)
        }
        return box.isNull ? .zero : convertToUserSpace(box)
    }
}
#endif
