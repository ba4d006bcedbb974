/// How a keyboard capitalizes text.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    /// No automatic capitalization.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence.
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}

/// Whether autocorrection is on.
public enum UITextAutocorrectionType: Int, Sendable, Hashable {
    /// The system's choice for the script.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether spell checking is on.
public enum UITextSpellCheckingType: Int, Sendable, Hashable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether straight quotes become typographic quotes.
public enum UITextSmartQuotesType: Int, Sendable, Hashable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether double hyphens become dashes.
public enum UITextSmartDashesType: Int, Sendable, Hashable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether spaces are adjusted around inserted and deleted words.
public enum UITextSmartInsertDeleteType: Int, Sendable, Hashable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether inline predictions are shown.
public enum UITextInlinePredictionType: Int, Sendable, Hashable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// The kind of software keyboard a text input asks for.
public enum UIKeyboardType: Int, Sendable, Hashable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// Letters and symbols of ASCII only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs (with `.`, `/` and `.com`).
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// A telephone keypad (digits, `*`, `#`).
    case phonePad = 5
    /// A telephone keypad that also types names.
    case namePhonePad = 6
    /// For email addresses (with `@` and `.`).
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// With `@` and `#` for social posts.
    case twitter = 9
    /// For search terms (with a Go key).
    case webSearch = 10
    /// Digits of ASCII only.
    case asciiCapableNumberPad = 11

    /// The ASCII keyboard (deprecated name of ``asciiCapable``).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The software keyboard's appearance.
public enum UIKeyboardAppearance: Int, Sendable, Hashable {
    /// The system's appearance.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2

    /// The alert appearance (deprecated name of ``dark``).
    public static var alert: UIKeyboardAppearance { .dark }
}

/// The title of the software keyboard's Return key.
public enum UIReturnKeyType: Int, Sendable, Hashable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}
