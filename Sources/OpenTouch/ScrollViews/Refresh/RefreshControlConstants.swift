import Foundation

/// The refresh control's numbers. UIKit documents none of them; they are OpenTouch's choices,
/// within what iOS 13 to 17 are seen doing.
public enum RefreshControlConstants {
    /// The control's height at rest, and how far the content stays pulled down while it
    /// refreshes: 60 points.
    public static let height: CGFloat = 60
    /// How far a finger must pull the content down past its resting top edge (measured on
    /// screen, after rubber-banding) to start refreshing: 120 points (OpenTouch's choice; UIKit's
    /// threshold has been seen between about 60 and 130 points depending on the version).
    public static let triggerDistance: CGFloat = 120
    /// How long ``UIRefreshControl/endRefreshing()`` takes to slide the content back up: 0.3 s,
    /// on the application clock, with the scroll view's ease-in-out (OpenTouch's choice).
    public static let endAnimationDuration: TimeInterval = 0.3
}
