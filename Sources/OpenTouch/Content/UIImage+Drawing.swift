// OpenTouch — Content
//
// An image's CGImage and drawing an image into the current context. No pixels: drawing an image
// replays the drawing recorded in it.

#if !canImport(Darwin)
import Foundation

extension UIImage {
    /// The image as a ``CGImage``: its size in pixels (points × scale, rounded), with the drawing
    /// of a rendered image in pixel coordinates; nil for an empty `UIImage()`, as in UIKit.
    public var cgImage: CGImage? {
        if case .empty = properties.source { return nil }
        let scale = properties.scale, size = properties.storedSize
        let toPixels = CGAffineTransform(scaleX: scale, y: scale)
        return CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                       operations: properties.drawing.map { $0.mapped(by: toPixels) })
    }

    /// An image of `cgImage` at scale 1, oriented up.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` whose size in points is its pixel size ÷ `scale` (1 when `scale` is
    /// not finite and positive), shown with `orientation`. The image keeps the CGImage's drawing.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        var properties = Properties(source: .rendered,
                                    storedSize: CGSize(width: CGFloat(cgImage.width) / scale,
                                                       height: CGFloat(cgImage.height) / scale),
                                    scale: scale)
        properties.orientation = orientation
        let toPoints = CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)
        properties.drawing = cgImage.recordedOperations.map { $0.mapped(by: toPoints) }
        self.init(properties: properties)
    }

    /// Draws the image at its size with its top-left corner at `point`, in the current context.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size at `point`, composited with `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`, in the current context.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image scaled to fill `rect`, composited with `blendMode` at `alpha`.
    ///
    /// OpenTouch replays the drawing recorded in the image (see ``recordedOperations``), scaled
    /// from the image's size to `rect` and clipped to it, with the context's state: so an image
    /// drawn into an image context carries over into the next image, as a drawing canvas needs.
    /// A blend mode other than `.normal` replaces the recorded ones. Images with no recorded
    /// drawing (named and symbol images) paint nothing; the image's orientation is not applied.
    /// Does nothing without a current context.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width.isFinite, rect.height.isFinite,
              alpha.isFinite else { return }
        context.replay(properties.drawing, from: CGRect(origin: .zero, size: properties.storedSize),
                       in: rect.standardized, blendMode: blendMode, alpha: min(max(alpha, 0), 1))
    }
}
#endif
