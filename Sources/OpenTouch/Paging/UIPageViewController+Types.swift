import Foundation

extension UIPageViewController {
    /// How pages change, with UIKit's raw values.
    public enum TransitionStyle: Int, Sendable, Hashable {
        /// A page turns like a book's page (a horizontal swipe or a tap near an outer edge).
        case pageCurl = 0
        /// Pages scroll side by side in a paging scroll view.
        case scroll = 1
    }

    /// The axis pages follow each other on, with UIKit's raw values.
    public enum NavigationOrientation: Int, Sendable, Hashable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// Where the spine of page-curl pages is, with UIKit's raw values.
    public enum SpineLocation: Int, Sendable, Hashable {
        /// No spine: the scroll style.
        case none = 0
        /// At the left or top edge: one page at a time.
        case min = 1
        /// In the middle: two pages at a time (kept; OpenTouch shows one page).
        case mid = 2
        /// At the right or bottom edge: one page at a time.
        case max = 3
    }

    /// The direction of a page change, with UIKit's raw values.
    public enum NavigationDirection: Int, Sendable, Hashable {
        /// To the next page (the data source's `viewControllerAfter`).
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// The keys of the options dictionary of ``init(transitionStyle:navigationOrientation:options:)``.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key with its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A ``SpineLocation`` (or its raw value as an `Int`/`NSNumber`) for the page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of the scroll style, in points (a `CGFloat`, `Double` or `NSNumber`).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}

/// The numbers of the page view controller. UIKit documents none of them: they are OpenTouch's choices.
public enum PagingConstants {
    /// How long a page-curl turn takes from flat to turned, on the application clock: 0.4 s.
    public static let curlDuration: TimeInterval = 0.4
    /// The share of the page's width, at each outer edge, where a tap turns a curl page: 0.2.
    public static let curlTapEdgeFraction: CGFloat = 0.2
    /// How fast (points per second, towards the turn) a released curl pan must move to turn the
    /// page even when it is less than half turned: 300.
    public static let curlFlingVelocity: CGFloat = 300
}
