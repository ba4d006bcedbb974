import Foundation

/// Every number ``UIScrollView`` uses, in one place, with why it has that value.
///
/// Values Apple documents or that the reference facts record are marked as such; the others are
/// OpenTouch's choices where UIKit's are unknown.
public enum ScrollViewConstants {
    // MARK: Content touches

    /// How long a touch-down is held from content while the scroll view waits to see whether the
    /// finger drags, in seconds. (Reference facts: about 150 ms.)
    public static let contentTouchDelay: TimeInterval = 0.15

    // MARK: Dragging

    /// The rubber-band coefficient `c` in `f(x) = (1 − 1/(x·c/d + 1))·d`: near the edge the
    /// content moves 0.55 pt per point of finger travel. (The commonly cited UIKit-like value.)
    public static let rubberBandCoefficient: CGFloat = 0.55

    /// Directional lock: a drag whose larger component is at least this many times its smaller
    /// one is locked to the larger axis (about 26.6° either side of an axis). (OpenTouch's choice.)
    public static let directionalLockRatio: CGFloat = 2

    // MARK: Motion after release

    /// Animation frames per second on the clock: frame `k` of a motion comes `k/60` s after it
    /// starts. It is the display's refresh rate, which `CADisplayLink` frames also run at (60 Hz).
    public static let frameRate: Double = FrameTicker.displayRate

    /// Deceleration stops, snapping to its target, once the distance left on every axis is below
    /// this many points (1 pixel on a 2× screen). (OpenTouch's choice.)
    public static let decelerationRestDistance: CGFloat = 0.5

    /// The natural angular frequency ω of the critically damped spring used for bounce back,
    /// fling overshoot and paging snaps, per millisecond (15 per second: a 100 pt bounce settles
    /// in about half a second). (OpenTouch's choice.)
    public static let springFrequency: CGFloat = 0.015

    /// A spring is at rest once it is within ``decelerationRestDistance`` of its target and
    /// slower than this, in points per millisecond (10 pt/s). (OpenTouch's choice.)
    public static let springRestSpeed: CGFloat = 0.01

    /// Paging: a release faster than this, in points per millisecond (300 pt/s), turns to the
    /// next page in the direction of the fling. (OpenTouch's choice.)
    public static let pagingFlingVelocity: CGFloat = 0.3

    // MARK: Programmatic animation

    /// The duration of `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`,
    /// animated zooms and the zoom bounce, in seconds (UIKit's usual 0.3 s). (OpenTouch's choice.)
    public static let animationDuration: TimeInterval = 0.3

    // MARK: Zooming

    /// Past the minimum or maximum zoom scale with `bouncesZoom`, the scale is
    /// `limit × (raw / limit)^exponent`: halfway in log scale. (OpenTouch's choice.)
    public static let zoomRubberBandExponent: CGFloat = 0.5
}
