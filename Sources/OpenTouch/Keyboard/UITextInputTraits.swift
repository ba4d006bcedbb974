/// How a text input wants keyboards to behave: capitalization, correction, keyboard type, the
/// Return key, secure entry. Every requirement is optional in UIKit; here each has a default
/// (UIKit's) that a conforming type may replace with a stored property.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// How the keyboard capitalizes; `.sentences` by default.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is on; `.default` by default.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spell checking is on; `.default` by default.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether quotes are made typographic; `.default` by default.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether dashes are made typographic; `.default` by default.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether spaces are added or removed around pasted words; `.default` by default.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// Whether inline predictions are shown; `.default` by default.
    var inlinePredictionType: UITextInlinePredictionType { get set }
    /// The kind of software keyboard; `.default` by default.
    var keyboardType: UIKeyboardType { get set }
    /// The software keyboard's appearance; `.default` by default.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The title of the software keyboard's Return key; `.default` by default.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the Return key is disabled while there is no text; false by default.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden and not copied (passwords); false by default.
    var isSecureTextEntry: Bool { get set }
    /// What the text means, for autofill; nil by default.
    var textContentType: UITextContentType! { get set }
    /// The rules a new password must follow, for autofill; nil by default.
    var passwordRules: UITextInputPasswordRules? { get set }
}

extension UITextInputTraits {
    /// `.sentences`; setting it does nothing unless the conforming type stores it.
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    /// `.default`; setting it does nothing unless the conforming type stores it.
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the conforming type stores it.
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the conforming type stores it.
    public var smartQuotesType: UITextSmartQuotesType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the conforming type stores it.
    public var smartDashesType: UITextSmartDashesType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the conforming type stores it.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the conforming type stores it.
    public var inlinePredictionType: UITextInlinePredictionType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the conforming type stores it.
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the conforming type stores it.
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    /// `.default`; setting it does nothing unless the conforming type stores it.
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    /// False; setting it does nothing unless the conforming type stores it.
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    /// False; setting it does nothing unless the conforming type stores it.
    public var isSecureTextEntry: Bool { get { false } set {} }
    /// Nil; setting it does nothing unless the conforming type stores it.
    public var textContentType: UITextContentType! { get { nil } set {} }
    /// Nil; setting it does nothing unless the conforming type stores it.
    public var passwordRules: UITextInputPasswordRules? { get { nil } set {} }
}

/// The rules a password must follow, in the password-rules language (`"minlength: 8; required: digit;"`).
public final class UITextInputPasswordRules: Sendable, Hashable {
    /// The rules, as written.
    public let passwordRulesDescriptor: String

    /// Creates rules from their description.
    public init(descriptor: String) {
        passwordRulesDescriptor = descriptor
    }

    /// Rules are equal when their descriptions are.
    public static func == (lhs: UITextInputPasswordRules, rhs: UITextInputPasswordRules) -> Bool {
        lhs.passwordRulesDescriptor == rhs.passwordRulesDescriptor
    }

    /// Hashes the description.
    public func hash(into hasher: inout Hasher) { hasher.combine(passwordRulesDescriptor) }
}
