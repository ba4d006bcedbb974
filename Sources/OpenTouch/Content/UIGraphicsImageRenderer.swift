// OpenTouch — Content
//
// Images made by drawing. No pixels: the drawing is recorded and kept on the image.

#if !canImport(Darwin)
import Foundation

/// Makes images by running drawing code, as UIKit's `UIGraphicsImageRenderer`.
///
/// ``image(actions:)`` runs the actions with a recording ``CGContext`` the size of the renderer's
/// bounds pushed as the current UIKit context (so `UIBezierPath.fill()`, `UIColor.setFill()` and
/// ``UIGraphicsGetCurrentContext()`` work), then returns an image of that size and the format's
/// scale whose ``UIImage/recordedOperations`` are what was painted. As with views' drawing in
/// OpenTouch, user space is the image's own space in points (origin top-left, y down) with no
/// scale or flip in the transform; a renderer made with bounds whose origin is not zero
/// translates so that the origin lands on the image's top-left corner.
open class UIGraphicsImageRenderer {
    /// The format of the images made.
    public let format: UIGraphicsImageRendererFormat
    /// The area drawn, in points.
    let bounds: CGRect

    /// A renderer of `size`-point images in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of `size`-point images in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of `bounds` in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of images of `bounds` in `format`. Non-finite or negative sizes are taken as 0.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        func size(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        func position(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        self.bounds = CGRect(x: position(bounds.origin.x), y: position(bounds.origin.y),
                             width: size(bounds.size.width), height: size(bounds.size.height))
        self.format = format
    }

    /// Whether the renderer makes images; always true.
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` with a fresh recording context pushed as current and returns the image they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(size: bounds.size)
        if bounds.origin != .zero { context.translateBy(x: -bounds.minX, y: -bounds.minY) }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format, size: bounds.size)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return UIImageRendering.image(size: bounds.size, scale: format.scale, drawing: context.operations)
    }
}

/// Makes rendered images.
enum UIImageRendering {
    /// A rendered image of `size` points at `scale` holding `drawing`.
    static func image(size: CGSize, scale: CGFloat, drawing: [CGContext.Operation]) -> UIImage {
        var properties = UIImage.Properties(source: .rendered, storedSize: size,
                                            scale: scale.isFinite && scale > 0 ? scale : 1)
        properties.drawing = drawing
        return UIImage(properties: properties)
    }
}
#endif
