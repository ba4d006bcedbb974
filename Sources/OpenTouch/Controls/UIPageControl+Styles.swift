import Foundation

extension UIPageControl {
    /// How much background a page control shows, with UIKit's raw values. Kept only: OpenTouch draws nothing.
    public enum BackgroundStyle: Int, Sendable, Hashable {
        /// A background that appears while the control is interacted with.
        case automatic = 0
        /// A full background at all times.
        case prominent = 1
        /// A minimal background at all times.
        case minimal = 2
    }

    /// The order in which a page control lays out its indicators (iOS 16), with UIKit's raw values.
    public enum Direction: Int, Sendable, Hashable {
        /// The locale's direction; OpenTouch has no right-to-left locale, so left to right.
        case natural = 0
        /// The first page on the left.
        case leftToRight = 1
        /// The first page on the right.
        case rightToLeft = 2
        /// The first page at the top.
        case topToBottom = 3
        /// The first page at the bottom.
        case bottomToTop = 4
    }

    /// How the current page is being changed (iOS 14), with UIKit's raw values.
    public enum InteractionState: Int, Sendable, Hashable {
        /// No interaction: the page is not being changed by a touch.
        case none = 0
        /// A tap is changing the page by one.
        case discrete = 1
        /// A scrub is moving the page with the finger.
        case continuous = 2
    }
}
