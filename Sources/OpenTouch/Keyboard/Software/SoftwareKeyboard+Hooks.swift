import Foundation

extension SoftwareKeyboard {
    /// Makes `application`'s keyboard and registers it with the application's keyboard
    /// environment: first-responder changes and `reloadInputViews()` update it, and the first
    /// hardware key event hides the system keyboard.
    static func install(in application: UIApplication) {
        let keyboard = of(application)
        let environment = application.keyboardEnvironment
        environment.addFirstResponderObserver { [weak keyboard] change in
            switch change {
            case .changed(let old, let new): keyboard?.firstResponderChanged(from: old, to: new)
            case .reloadedInputViews(let responder): keyboard?.inputViewsReloaded(for: responder)
            }
        }
        environment.addHardwareKeyObserver { [weak keyboard] _ in
            keyboard?.hardwareKeyArrived()
        }
    }
}
