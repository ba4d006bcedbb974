import Foundation

/// The tab bar's geometry. UIKit documents none of it: the values are OpenTouch's choices,
/// measured from iPhone screenshots of iOS 15 to 17 where one is known (the bar's height).
public enum TabBarConstants {
    /// The height of a compact-width tab bar above the bottom safe area: 49 points.
    public static let barHeight: CGFloat = 49
    /// The side of an item's image box: 25 points (OpenTouch's choice).
    public static let imageSide: CGFloat = 25
    /// The image's distance from the bar's top: 7 points (OpenTouch's choice).
    public static let imageTop: CGFloat = 7
    /// The title's font size: 10 points.
    public static let titleFontSize: CGFloat = 10
    /// The title's distance from the bar's top: 35 points (OpenTouch's choice).
    public static let titleTop: CGFloat = 35
    /// The badge's height and smallest width: 18 points (OpenTouch's choice).
    public static let badgeHeight: CGFloat = 18
    /// The badge text's font size: 13 points (OpenTouch's choice).
    public static let badgeFontSize: CGFloat = 13
    /// The space on each side of the badge's text: 5 points (OpenTouch's choice).
    public static let badgePadding: CGFloat = 5
    /// How far the badge's left edge is right of the image's centre: 3 points (OpenTouch's choice).
    public static let badgeOffsetFromImageCenter: CGFloat = 3
    /// The most tabs a compact-width tab bar shows; with more controllers the last is "More".
    public static let maximumCompactItems = 5
}
