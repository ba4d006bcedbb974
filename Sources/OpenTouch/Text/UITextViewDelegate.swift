import Foundation

/// What a ``UITextView`` asks and tells its delegate (a scroll-view delegate too); every method
/// is optional.
///
/// The order, as UIKit's: `textViewShouldBeginEditing` → (first responder) →
/// `textViewDidBeginEditing`; before every change by the user `textView(_:shouldChangeTextIn:replacementText:)`
/// (UTF-16 range) → `textViewDidChangeSelection` → `textViewDidChange` →
/// ``UITextView/textDidChangeNotification``; `textViewShouldEndEditing` → (resigns) → `textViewDidEndEditing`.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin; true by default.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end; true by default.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16 units) may become `text`; true by default.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection or the caret moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Returns true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Returns true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Returns true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView {
    /// Posted after the user changed the text, with the text view as object.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when the text view began editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the text view ended editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
