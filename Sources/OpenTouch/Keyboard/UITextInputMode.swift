import Foundation

/// A text input mode: the language and layout keyboards type in.
@preconcurrency @MainActor
open class UITextInputMode {
    /// The mode's primary language as a BCP 47 tag (`"en-US"`), or nil.
    open var primaryLanguage: String? { language }

    private let language: String?

    /// Creates an input mode for `primaryLanguage`; an OpenTouch addition, for tests and layouts.
    public init(primaryLanguage: String?) {
        self.language = primaryLanguage
    }

    /// The modes the user has enabled: OpenTouch's one mode, American English.
    public static var activeInputModes: [UITextInputMode] { [current] }

    /// The mode responders report by default (``UIResponder/textInputMode``): `"en-US"`.
    static let current = UITextInputMode(primaryLanguage: "en-US")
}

/// Posted when the current input mode changes; OpenTouch's mode never changes.
extension UITextInputMode {
    /// The notification UIKit posts when the input mode changes.
    nonisolated public static let currentInputModeDidChangeNotification =
        Notification.Name("UITextInputCurrentInputModeDidChangeNotification")
}
