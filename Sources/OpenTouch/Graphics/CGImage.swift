// OpenTouch — Graphics
//
// A CoreGraphics image for platforms that lack CoreGraphics: its pixel dimensions and layout,
// and the drawing that made it instead of pixels. On Apple platforms the system type is used.

#if !canImport(Darwin)
import Foundation

/// A bitmap image's description, as CoreGraphics' `CGImage`: width and height in pixels and the
/// layout of an 8-bit RGBA bitmap.
///
/// OpenTouch keeps no pixels. An image that came from drawing (``UIImage/cgImage`` of a rendered
/// image) holds that drawing in ``recordedOperations``, in pixel coordinates; other images hold
/// none. Images are immutable and may be shared across threads.
public final class CGImage: Sendable, CustomStringConvertible {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// What was drawn to make the image, in pixel coordinates, oldest first; empty for images that
    /// did not come from drawing (an OpenTouch extension: there are no pixels to read).
    public let recordedOperations: [CGContext.Operation]

    init(width: Int, height: Int, operations: [CGContext.Operation]) {
        self.width = max(0, width)
        self.height = max(0, height)
        recordedOperations = operations
    }

    /// Bits in each colour or alpha component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits in each pixel: 32 (red, green, blue and alpha).
    public var bitsPerPixel: Int { 32 }
    /// Bytes in each row of pixels: four per pixel.
    public var bytesPerRow: Int { width * 4 }
    /// The colour space of the pixels: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// Whether the image is a mask; false.
    public var isMask: Bool { false }

    /// `<CGImage> (w × h) 8 bits/component, 32 bits/pixel, n recorded operations`.
    public var description: String {
        "<CGImage> (\(width) × \(height)) 8 bits/component, 32 bits/pixel, \(recordedOperations.count) recorded operations"
    }
}
#endif
