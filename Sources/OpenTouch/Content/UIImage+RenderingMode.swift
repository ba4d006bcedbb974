import Foundation

extension UIImage {
    /// Whether an image is drawn with its own colors or as a template in the tint color, with
    /// UIKit's raw values.
    public enum RenderingMode: Int, Sendable, Hashable {
        /// The context decides: symbol images are templates, other images draw their own colors.
        case automatic = 0
        /// Always the image's own colors.
        case alwaysOriginal = 1
        /// Always a template: its shape in the tint color.
        case alwaysTemplate = 2
    }
}
