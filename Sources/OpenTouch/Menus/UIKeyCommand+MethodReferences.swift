/// The method-reference forms (OpenTouch's `#selector`) of UIKit's full and discoverability-title
/// initializers, for action methods that take no argument or take `Any?`.
extension UIKeyCommand {
    /// Creates a key command with every property that runs a method taking no argument:
    /// `UIKeyCommand(title: "Save", action: EditorController.save, input: "s", modifierFlags: .command)`.
    @preconcurrency
    public convenience init<T: UIResponder>(title: String = "", image: UIImage? = nil,
                                            action: @escaping @MainActor (T) -> @MainActor () -> Void, input: String,
                                            modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                                            alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(title: title, image: image, action: { (responder: T) in { (_: UIKeyCommand) in action(responder)() } },
                  input: input, modifierFlags: modifierFlags, propertyList: propertyList, alternates: alternates,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates a key command with every property that runs a method taking `Any?`.
    @preconcurrency
    public convenience init<T: UIResponder>(title: String = "", image: UIImage? = nil,
                                            action: @escaping @MainActor (T) -> @MainActor (Any?) -> Void, input: String,
                                            modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                                            alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(title: title, image: image,
                  action: { (responder: T) in { (command: UIKeyCommand) in action(responder)(command) } },
                  input: input, modifierFlags: modifierFlags, propertyList: propertyList, alternates: alternates,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates a key command with a discoverability title (deprecated in UIKit) that runs a method
    /// taking no argument.
    @preconcurrency
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping @MainActor (T) -> @MainActor () -> Void,
                                            discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// Creates a key command with a discoverability title (deprecated in UIKit) that runs a method
    /// taking the command.
    @preconcurrency
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping @MainActor (T) -> @MainActor (UIKeyCommand) -> Void,
                                            discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// Creates a key command with a discoverability title (deprecated in UIKit) that runs a method
    /// taking `Any?`.
    @preconcurrency
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping @MainActor (T) -> @MainActor (Any?) -> Void,
                                            discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }
}
