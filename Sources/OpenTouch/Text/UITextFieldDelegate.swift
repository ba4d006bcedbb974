import Foundation

/// What a ``UITextField`` asks and tells its delegate; every method is optional (the defaults
/// allow everything and do nothing).
///
/// The order, as UIKit's: `textFieldShouldBeginEditing` → (the field becomes first responder)
/// → `textFieldDidBeginEditing` → ``UIControl/Event/editingDidBegin``; before every change by
/// the user (typing, deleting, pasting, cutting) `textField(_:shouldChangeCharactersIn:replacementString:)`
/// with the UTF-16 range → `textFieldDidChangeSelection` → ``UIControl/Event/editingChanged`` →
/// ``UITextField/textDidChangeNotification``; Return → `textFieldShouldReturn` →
/// ``UIControl/Event/editingDidEndOnExit``; `textFieldShouldEndEditing` → (resigns) →
/// `textFieldDidEndEditing(_:reason:)` → ``UIControl/Event/editingDidEnd``.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin; true by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (the field resign); true by default.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with the reason; the default calls ``textFieldDidEndEditing(_:)``.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 units) may be replaced by `string` (empty for a
    /// deletion); true by default.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection or the caret moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text; true by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether Return does the field's default (sending ``UIControl/Event/editingDidEndOnExit``); true by default.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Returns true.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns true.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Returns true.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Returns true.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Returns true.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
    /// The border a text field draws, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable, Hashable {
        /// No border.
        case none = 0
        /// A thin black rectangle.
        case line = 1
        /// A gray rectangle (drawn as a thin gray line).
        case bezel = 2
        /// A light gray rounded rectangle on a white background.
        case roundedRect = 3
    }

    /// When an overlay view (clear button, left or right view) shows, with UIKit's raw values.
    public enum ViewMode: Int, Sendable, Hashable {
        /// Never.
        case never = 0
        /// While the field is editing.
        case whileEditing = 1
        /// While the field is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable, Hashable {
        /// The field resigned first responder.
        case committed = 0
    }

    /// Posted after the text changed through the user, with the field as object.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when the field began editing, with the field as object.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the field ended editing, with the field as object.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
