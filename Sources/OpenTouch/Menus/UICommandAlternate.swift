import Foundation

/// A variant of a ``UICommand`` that a menu offers while the given modifier keys are held.
@preconcurrency @MainActor
open class UICommandAlternate {
    /// The variant's title.
    public let title: String
    /// The action the variant sends.
    public let action: Selector
    /// The modifier keys that select the variant.
    public let modifierFlags: UIKeyModifierFlags

    /// Creates a variant.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }
}
