import Foundation

extension UIView {
    /// How a view lays out its content when its bounds change (UIKit's raw values).
    ///
    /// OpenTouch draws nothing, so it is stored and read back; image views use it to describe
    /// where their image sits.
    public enum ContentMode: Int, Sendable, Hashable {
        /// Scale the content to fill the bounds, changing its aspect ratio if needed (the default).
        case scaleToFill = 0
        /// Scale to fit inside the bounds, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scale to fill the bounds, keeping the aspect ratio; some content may be clipped.
        case scaleAspectFill = 2
        /// Redraw when the bounds change.
        case redraw = 3
        /// Centered, unscaled.
        case center = 4
        /// Top center.
        case top = 5
        /// Bottom center.
        case bottom = 6
        /// Left center.
        case left = 7
        /// Right center.
        case right = 8
        /// Top left.
        case topLeft = 9
        /// Top right.
        case topRight = 10
        /// Bottom left.
        case bottomLeft = 11
        /// Bottom right.
        case bottomRight = 12
    }

    /// How the tint color is shown: normally, dimmed, or as the superview says.
    public enum TintAdjustmentMode: Int, Sendable, Hashable {
        /// The superview's mode (normal at the root).
        case automatic = 0
        /// The tint color as set.
        case normal = 1
        /// A desaturated tint, as when an alert is up.
        case dimmed = 2
    }
}
