// OpenTouch — Content
//
// What a UIGraphicsImageRenderer's drawing closure draws with.

#if !canImport(Darwin)
import Foundation

/// The drawing environment an image renderer hands its actions, as UIKit's
/// `UIGraphicsImageRendererContext`: a recording ``CGContext`` and the format.
open class UIGraphicsImageRendererContext {
    /// The context to draw into; it is also the current UIKit context while the actions run.
    public let cgContext: CGContext
    /// The format of the image being made.
    public let format: UIGraphicsImageRendererFormat
    /// The size of the image being made, in points.
    let size: CGSize

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.cgContext = cgContext
        self.format = format
        self.size = size
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        UIImageRendering.image(size: size, scale: format.scale, drawing: cgContext.operations)
    }

    /// Fills `rect` with the context's fill color.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the context's fill color, composited with `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { $0.fill(rect) }
    }

    /// Strokes the outline of `rect` with the context's stroke color and line style.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect`, composited with `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { $0.stroke(rect) }
    }

    /// Runs `draw` on the context with `blendMode` set, restoring the graphics state after.
    private func withBlendMode(_ blendMode: CGBlendMode, _ draw: (CGContext) -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        draw(cgContext)
        cgContext.restoreGState()
    }

    /// Limits later drawing to `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}
#endif
