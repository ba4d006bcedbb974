import Foundation

extension UIResponder {
    /// The presses the default `pressesBegan` passes on to ``next``: all of them, except, for a
    /// first responder that takes text (``UIKeyInput``), the keys it types (see ``KeyTyping``).
    /// A typed key repeats its edit while it is held.
    func typeKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
        guard let input = self as? UIKeyInput, isFirstResponder else { return presses }
        var rest = presses
        for press in presses.sorted(by: { $0.sequence < $1.sequence }) where press.phase == .began {
            guard let key = press.key, let edit = KeyTyping.edit(for: key) else { continue }
            rest.remove(press)
            KeyTyping.apply(edit, to: input)
            press.repeatAction = { [weak self] in
                guard let self, let input = self as? UIKeyInput, self.isFirstResponder else { return }
                KeyTyping.apply(edit, to: input)
            }
        }
        return rest
    }
}
