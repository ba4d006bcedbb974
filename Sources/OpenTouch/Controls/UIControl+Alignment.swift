import Foundation

extension UIControl {
    /// How a control's content is placed horizontally, with UIKit's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable, Hashable {
        /// Centred.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to the full width.
        case fill = 3
        /// Against the leading edge (the left one in left-to-right languages).
        case leading = 4
        /// Against the trailing edge (the right one in left-to-right languages).
        case trailing = 5
    }

    /// How a control's content is placed vertically, with UIKit's raw values.
    public enum ContentVerticalAlignment: Int, Sendable, Hashable {
        /// Centred.
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched to the full height.
        case fill = 3
    }
}
