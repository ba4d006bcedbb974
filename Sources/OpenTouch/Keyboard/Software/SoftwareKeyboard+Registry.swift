import Foundation

/// Each application's software keyboard, made when first needed and owned by the application's
/// keyboard environment, so that it goes when the application goes. (A process-wide registry
/// kept the last keyboards alive after their applications, which LeakSanitizer reported.)
extension SoftwareKeyboard {
    /// `application`'s keyboard, if it was made.
    static func existing(for application: UIApplication) -> SoftwareKeyboard? {
        application.keyboardEnvironment.softwareKeyboard
    }

    /// `application`'s keyboard, made on first use.
    static func of(_ application: UIApplication) -> SoftwareKeyboard {
        if let keyboard = existing(for: application) { return keyboard }
        let keyboard = SoftwareKeyboard(application: application)
        application.keyboardEnvironment.softwareKeyboard = keyboard
        return keyboard
    }
}
