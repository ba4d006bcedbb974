/// A responder that takes text from keyboards: the hardware keyboard's presses and the software
/// keyboard's keys insert and delete through it.
///
/// A first responder that conforms gets typing from ``UIResponder``'s default
/// ``UIResponder/pressesBegan(_:with:)``: the characters of a key go to ``insertText(_:)``
/// (Return inserts `"\n"`), Delete (Backspace) calls ``deleteBackward()``. A subclass that
/// overrides `pressesBegan` without calling `super` types nothing, as in UIKit.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection).
    func deleteBackward()
}
