import Foundation

/// Sizes and times of OpenTouch's text controls. UIKit does not document them; each value is
/// OpenTouch's choice, close to what iOS shows.
public enum TextConstants {
    /// The caret's width in points.
    public static let caretWidth: CGFloat = 2
    /// The horizontal room between a bordered text field's edge and its text (rounded-rect,
    /// bezel and line borders); a field without a border puts its text at its edge.
    public static let borderedTextInset: CGFloat = 7
    /// The side of the square clear button, and of the room it takes at the field's right edge.
    public static let clearButtonSide: CGFloat = 19
    /// The room between the clear button and the field's right edge.
    public static let clearButtonMargin: CGFloat = 5
    /// The room a text view's text container leaves at each side of a line (UIKit's
    /// `NSTextContainer.lineFragmentPadding` default).
    public static let lineFragmentPadding: CGFloat = 5
    /// How close (points) a touch must land to a selection handle to drag it.
    public static let handleTouchRadius: CGFloat = 22
    /// The rounded-rect border's corner radius.
    public static let roundedRectCornerRadius: CGFloat = 5
    /// The character a secure text field shows for each character of its text.
    public static let secureBullet: Character = "\u{2022}"
}
