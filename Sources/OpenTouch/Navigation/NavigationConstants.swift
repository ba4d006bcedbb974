import Foundation

/// The sizes and timings of navigation controllers and their bars. UIKit documents none of them;
/// these are the values an iPhone shows, chosen by OpenTouch where noted.
public enum NavigationConstants {
    /// The height of a navigation bar with a standard title (44 points, as on iPhone).
    public static let barHeight: CGFloat = 44
    /// The extra height of a navigation bar showing a large title (52 points: 96 in all).
    public static let largeTitleExtraHeight: CGFloat = 52
    /// The height of a toolbar (44 points, above the bottom safe area).
    public static let toolbarHeight: CGFloat = 44
    /// The duration of a push or pop (0.35 s): OpenTouch's choice, close to what iOS shows.
    public static let transitionDuration: TimeInterval = 0.35
    /// How far the view being covered moves left during a push, as a fraction of the width
    /// (0.3: the parallax of iOS's slide), OpenTouch's choice.
    public static let parallaxFraction: CGFloat = 0.3
    /// The width of the left-edge region where the interactive pop can start (OpenTouch's
    /// choice; the edge pan recognizer's own region).
    public static let interactivePopEdgeWidth: CGFloat = 20
    /// The horizontal velocity (points per second, to the right) above which a released
    /// interactive pop completes whatever its distance (OpenTouch's choice).
    public static let interactivePopCompletionVelocity: CGFloat = 300
    /// The margin between the bar's edge and its outermost items (16 points on iPhone).
    public static let barItemMargin: CGFloat = 16
    /// The space between neighbouring bar button items (8 points), OpenTouch's choice.
    public static let barItemSpacing: CGFloat = 8
}
