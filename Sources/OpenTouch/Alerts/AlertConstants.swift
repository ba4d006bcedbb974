import Foundation

/// The geometry of ``UIAlertController``'s alerts and action sheets. UIKit does not document
/// it: the values are OpenTouch's choice, matching what iOS 17 draws on an iPhone.
public enum AlertConstants {
    /// The width of an alert's card, in points.
    public static let alertWidth: CGFloat = 270
    /// The height of an alert's action, in points.
    public static let alertActionHeight: CGFloat = 44
    /// The height of an action sheet's action, in points.
    public static let sheetActionHeight: CGFloat = 57
    /// The margin around an action sheet's groups, and the gap above its cancel group, in points.
    public static let sheetMargin: CGFloat = 8
    /// The padding above and below the title and message, and at their sides, in points.
    public static let headerPadding: CGFloat = 16
    /// The gap between the title and the message, in points.
    public static let headerSpacing: CGFloat = 4
    /// The corner radius of an alert's card and of an action sheet's groups, in points.
    public static let cornerRadius: CGFloat = 14
    /// The width of an action sheet shown as a popover on regular width: 304 points (OpenTouch's choice).
    public static let popoverWidth: CGFloat = 304
    /// The black alpha of the dimming view behind an alert or action sheet.
    public static let dimmingAlpha: CGFloat = 0.2
}

extension AlertConstants {
    /// The height of each of an alert's text fields, in points (OpenTouch's choice).
    public static let textFieldHeight: CGFloat = 28
    /// The font size of an alert's text fields, in points.
    public static let textFieldFontSize: CGFloat = 13
}
