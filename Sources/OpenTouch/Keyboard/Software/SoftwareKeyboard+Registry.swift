import Foundation

/// Each application's software keyboard, made when first needed.
extension SoftwareKeyboard {
    /// The keyboards made so far, by application (an entry whose application is gone is dropped).
    private static var keyboards: [ObjectIdentifier: SoftwareKeyboard] = [:]

    /// `application`'s keyboard, if it was made.
    static func existing(for application: UIApplication) -> SoftwareKeyboard? {
        guard let keyboard = keyboards[ObjectIdentifier(application)], keyboard.application === application else { return nil }
        return keyboard
    }

    /// `application`'s keyboard, made on first use.
    static func of(_ application: UIApplication) -> SoftwareKeyboard {
        if let keyboard = existing(for: application) { return keyboard }
        keyboards = keyboards.filter { $0.value.application != nil }
        let keyboard = SoftwareKeyboard(application: application)
        keyboards[ObjectIdentifier(application)] = keyboard
        return keyboard
    }
}
