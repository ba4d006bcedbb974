import Foundation

/// Finders for text controls.
extension ViewFinder {
    /// Text fields (search fields and alert fields included) whose placeholder is `placeholder`.
    public static func textField(placeholder: String) -> ViewFinder {
        .matching("text field with placeholder \"\(placeholder)\"") { view in
            (view as? UITextField)?.placeholder == placeholder
        }
    }

    /// Text fields whose text is `text`.
    public static func textField(_ text: String) -> ViewFinder {
        .matching("text field with text \"\(text)\"") { view in (view as? UITextField)?.text == text }
    }

    /// Text views whose text is `text`.
    public static func textView(_ text: String) -> ViewFinder {
        .matching("text view with text \"\(text)\"") { view in (view as? UITextView)?.text == text }
    }
}
