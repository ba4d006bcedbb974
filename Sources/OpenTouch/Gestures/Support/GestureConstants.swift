import Foundation

/// Every number the standard recognizers use, in one place.
///
/// Values Apple documents or that the reference facts record are marked as such; the others are
/// OpenTouch's choices where UIKit's are unknown (see <doc:UIKitBehaviorChoices>). Recognizers
/// copy them into their own properties at creation, so each recognizer can be tuned.
public enum GestureConstants {
    // MARK: Tap (UITapGestureRecognizer)

    /// How far, in points, the touches may move from where the first tap began. (Reference facts: 45.)
    public static let tapAllowableMovement: CGFloat = 45
    /// The longest a single tap may stay down, in seconds. (Reference facts: 0.75.)
    public static let tapMaximumDuration: TimeInterval = 0.75
    /// The longest gap from one tap's lift to the next tap's touch-down, in seconds. (Reference facts: 0.35.)
    public static let tapMaximumInterval: TimeInterval = 0.35

    // MARK: Long press (UILongPressGestureRecognizer)

    /// How long the press must last before it begins, in seconds. (Apple's default: 0.5.)
    public static let longPressMinimumDuration: TimeInterval = 0.5
    /// How far the touches may move before the press begins, in points. (Apple's default: 10.)
    public static let longPressAllowableMovement: CGFloat = 10

    // MARK: Pan (UIPanGestureRecognizer)

    /// How far the centroid must move before a pan begins, in points; removed from the translation. (Reference facts: 10.)
    public static let panHysteresis: CGFloat = 10

    // MARK: Screen-edge pan (UIScreenEdgePanGestureRecognizer)

    /// How far from a window edge, in points, a touch must start to count as an edge pan. (OpenTouch's choice: 20.)
    public static let screenEdgeRegionWidth: CGFloat = 20

    // MARK: Swipe (UISwipeGestureRecognizer)

    /// Movement along the direction that recognizes a swipe, in points. (OpenTouch's choice: 50.)
    public static let swipeMinimumDistance: CGFloat = 50
    /// The most the touches may move across the direction before the swipe fails, in points. (OpenTouch's choice.)
    public static let swipeMaximumCrossDistance: CGFloat = 200
    /// The time within which the swipe must reach its distance, in seconds. (OpenTouch's choice: 0.5.)
    public static let swipeMaximumDuration: TimeInterval = 0.5

    // MARK: Pinch and rotation

    /// How much the distance between the fingers must change before a pinch begins, in points. (Reference facts: about 8.)
    public static let pinchHysteresis: CGFloat = 8
    /// How far the fingers must turn before a rotation begins, in radians (7.5°). (OpenTouch's choice within 5–10°.)
    public static let rotationThreshold: CGFloat = 7.5 * .pi / 180

    // MARK: Velocity

    /// The window of recent samples velocity is estimated from, in seconds.
    public static let velocitySampleWindow: TimeInterval = 0.1
    /// The most samples the velocity estimator keeps.
    public static let velocityMaximumSamples = 20
}
