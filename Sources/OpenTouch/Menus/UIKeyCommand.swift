import Foundation

/// A key combination on a hardware keyboard that performs an action, offered by a responder's
/// ``UIResponder/keyCommands``.
///
/// When a key goes down, the application looks for a matching command from the first responder
/// up its chain (see <doc:KeyboardInput>); the action then goes, as a nil-targeted action, to
/// the first responder along the chain that can perform it, and the key's press is not delivered.
///
/// Linux has no Objective-C selectors: the action is a ``Selector`` (performed by a responder's
/// ``UIResponder/perform(_:withSender:for:)``), or a method reference such as
/// `action: EditorController.save` (run on the first responder of that type along the chain).
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The characters of the key to press (a letter, a symbol, or an input string such as
    /// ``inputUpArrow``).
    public let input: String?
    /// The modifier keys that must be held, exactly.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over what a text input or a scroll view does with the same key
    /// (arrows, Space, Delete, Return, Tab, plain characters); false by default.
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may remap the input for the keyboard's language; stored, true by default.
    open var allowsAutomaticLocalization = true
    /// Whether the system may mirror the input in right-to-left layouts; stored, true by default.
    open var allowsAutomaticMirroring = true
    /// The method run when the command was made with a method reference.
    let method: KeyCommandMethod?

    /// Creates a key command with every property, as UIKit's full initializer does.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.method = nil
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates a key command that runs a method, with every property (OpenTouch's form of
    /// `action: #selector(Type.method)`): `action: EditorController.save`.
    @preconcurrency
    public init<T: UIResponder>(title: String = "", image: UIImage? = nil,
                                action: @escaping @MainActor (T) -> @MainActor (UIKeyCommand) -> Void, input: String,
                                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.method = KeyCommandMethod(T.self) { responder, command in action(responder)(command) }
        super.init(title: title, image: image, action: KeyCommandMethod.selector(T.self), propertyList: propertyList,
                   alternates: alternates, discoverabilityTitle: discoverabilityTitle,
                   attributes: attributes, state: state)
    }

    /// Creates a key command that sends `action` when `input` is pressed with exactly `modifierFlags`.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a key command with a discoverability title (deprecated in UIKit).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector,
                            discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// Creates a key command that runs a method taking no argument: `action: EditorController.save`.
    @preconcurrency
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping @MainActor (T) -> @MainActor () -> Void) {
        self.init(action: { (responder: T) in { (_: UIKeyCommand) in action(responder)() } },
                  input: input, modifierFlags: modifierFlags)
    }

    /// Creates a key command that runs a method taking the command: `func save(_ sender: UIKeyCommand)`.
    @preconcurrency
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping @MainActor (T) -> @MainActor (UIKeyCommand) -> Void) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a key command that runs a method taking `Any?`: `func save(_ sender: Any?)`.
    @preconcurrency
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping @MainActor (T) -> @MainActor (Any?) -> Void) {
        self.init(action: { (responder: T) in { (command: UIKeyCommand) in action(responder)(command) } },
                  input: input, modifierFlags: modifierFlags)
    }

    /// Chosen from a menu: a method-reference command runs on the first responder of the method's
    /// type along the chain from the application's first responder (else from `start`); a
    /// selector command is sent as ``UICommand`` sends it.
    override func send(in application: UIApplication?, from start: UIResponder?) -> Bool {
        guard let method else { return super.send(in: application, from: start) }
        for origin in [application?.firstResponder, start] {
            var responder = origin
            var hops = 0
            while let current = responder, hops < 10_000 {
                if method.accepts(current) {
                    method.run(current, self)
                    return true
                }
                responder = current.next
                hops += 1
            }
        }
        return false
    }

    // MARK: Input strings for special keys

    /// The Escape key.
    nonisolated public static let inputEscape = UIKeyCommandInputs.escape
    /// The forward Delete key.
    nonisolated public static let inputDelete = UIKeyCommandInputs.delete
    /// The up arrow.
    nonisolated public static let inputUpArrow = UIKeyCommandInputs.upArrow
    /// The down arrow.
    nonisolated public static let inputDownArrow = UIKeyCommandInputs.downArrow
    /// The left arrow.
    nonisolated public static let inputLeftArrow = UIKeyCommandInputs.leftArrow
    /// The right arrow.
    nonisolated public static let inputRightArrow = UIKeyCommandInputs.rightArrow
    /// Page Up.
    nonisolated public static let inputPageUp = UIKeyCommandInputs.pageUp
    /// Page Down.
    nonisolated public static let inputPageDown = UIKeyCommandInputs.pageDown
    /// Home.
    nonisolated public static let inputHome = UIKeyCommandInputs.home
    /// End.
    nonisolated public static let inputEnd = UIKeyCommandInputs.end
    /// F1.
    nonisolated public static let f1 = "UIKeyInputF1"
    /// F2.
    nonisolated public static let f2 = "UIKeyInputF2"
    /// F3.
    nonisolated public static let f3 = "UIKeyInputF3"
    /// F4.
    nonisolated public static let f4 = "UIKeyInputF4"
    /// F5.
    nonisolated public static let f5 = "UIKeyInputF5"
    /// F6.
    nonisolated public static let f6 = "UIKeyInputF6"
    /// F7.
    nonisolated public static let f7 = "UIKeyInputF7"
    /// F8.
    nonisolated public static let f8 = "UIKeyInputF8"
    /// F9.
    nonisolated public static let f9 = "UIKeyInputF9"
    /// F10.
    nonisolated public static let f10 = "UIKeyInputF10"
    /// F11.
    nonisolated public static let f11 = "UIKeyInputF11"
    /// F12.
    nonisolated public static let f12 = "UIKeyInputF12"
}

/// UIKit's input strings for keys that type no character (the values of its `UIKeyInput…` constants).
enum UIKeyCommandInputs {
    static let escape = "UIKeyInputEscape"
    static let delete = "UIKeyInputDelete"
    static let upArrow = "UIKeyInputUpArrow"
    static let downArrow = "UIKeyInputDownArrow"
    static let leftArrow = "UIKeyInputLeftArrow"
    static let rightArrow = "UIKeyInputRightArrow"
    static let pageUp = "UIKeyInputPageUp"
    static let pageDown = "UIKeyInputPageDown"
    static let home = "UIKeyInputHome"
    static let end = "UIKeyInputEnd"
}

/// A key command's method reference: the responder type it runs on, and how to run it.
@MainActor
struct KeyCommandMethod {
    /// Whether a responder is of the method's type.
    let accepts: @MainActor (UIResponder) -> Bool
    /// Runs the method on a responder of the method's type.
    let run: @MainActor (UIResponder, UIKeyCommand) -> Void
    /// The type's name, for traces.
    let typeName: String

    init<T: UIResponder>(_ type: T.Type, _ body: @escaping @MainActor (T, UIKeyCommand) -> Void) {
        accepts = { $0 is T }
        run = { responder, command in
            if let responder = responder as? T { body(responder, command) }
        }
        typeName = String(describing: T.self)
    }

    /// The selector a method-reference command reports as its ``UICommand/action``.
    static func selector<T>(_ type: T.Type) -> Selector {
        Selector("\(String(describing: T.self)).keyCommandMethod:")
    }
}
