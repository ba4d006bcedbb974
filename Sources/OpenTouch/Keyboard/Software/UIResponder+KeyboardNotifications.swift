import Foundation

// The keyboard's notifications and their userInfo keys, with UIKit's names and string values.
// OpenTouch posts them on `NotificationCenter.default` (see <doc:SoftwareKeyboard>).
extension UIResponder {
    /// Posted before the keyboard appears, and again when it is already up and its first
    /// responder changes (its frame is then unchanged unless the input views differ).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard's appearance animation ends.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard slides away.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard's disappearance animation ends.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before every change of the keyboard's frame, first of a change's notifications.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after a change of the keyboard's frame, before the matching did-show or did-hide.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change: an `NSValue` of `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change: an `NSValue` of `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The change's animation duration in seconds: an `NSNumber` of `Double`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The change's animation curve: an `NSNumber` of `UInt` (7, the keyboard's own curve).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this application: an `NSNumber` of `Bool` (always true).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    /// The keyboard's center before the change, in screen coordinates (deprecated in UIKit).
    nonisolated public static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    /// The keyboard's center after the change, in screen coordinates (deprecated in UIKit).
    nonisolated public static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
    /// The keyboard's bounds (deprecated in UIKit).
    nonisolated public static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
}
