// OpenTouch — Content
//
// The format of images a UIGraphicsImageRenderer makes. On platforms with CoreGraphics, UIKit's
// own renderer is used.

#if !canImport(Darwin)
import Foundation

/// The scale and opacity of the images a ``UIGraphicsImageRenderer`` makes, as UIKit's
/// `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat {
    /// The range of colors the image may hold, with UIKit's raw values; kept only.
    public enum Range: Int, Sendable, Hashable {
        /// Not specified.
        case unspecified = -1
        /// The device decides.
        case automatic = 0
        /// Extended (wide-gamut) colors.
        case extended = 1
        /// Standard sRGB colors.
        case standard = 2
    }

    /// Pixels per point of the images made; the current display scale (2 by default) unless set.
    open var scale: CGFloat
    /// Whether the images are opaque; false by default. Kept only.
    open var opaque = false
    /// The color range of the images; `.automatic` by default. Kept only.
    open var preferredRange = Range.automatic

    /// A format at the current display scale (``UITraitCollection/current``, 2 by default).
    public init() {
        scale = UIImage.displayScale(for: nil)
    }

    /// The default format: the current display scale, transparent.
    open class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// The format best suited to the device: the same as ``default()`` in OpenTouch.
    open class func preferred() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }
}
#endif
