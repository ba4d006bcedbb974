import Foundation

/// What a change of first responder, or a responder's ``UIResponder/reloadInputViews()``, tells
/// the software keyboard.
enum FirstResponderChange {
    /// The key window's first responder changed from `old` to `new` (either may be nil).
    case changed(old: UIResponder?, new: UIResponder?)
    /// The first responder asked for its input views to be shown again.
    case reloadedInputViews(UIResponder)
}

/// An application's keyboards: their translators, and the observers of keyboard activity.
@MainActor
final class KeyboardEnvironment {
    weak var application: UIApplication?
    /// The layout new keyboards (senders) translate with.
    var layout: any KeyboardLayout = USKeyboardLayout() {
        didSet { translators.removeAll() }
    }
    /// One translator per keyboard, by sender id.
    private(set) var translators: [UInt64: any KeyboardTranslator] = [:]
    private var firstResponderObservers: [(token: Int, body: @MainActor (FirstResponderChange) -> Void)] = []
    private var hardwareKeyObservers: [(token: Int, body: @MainActor (KeyboardEvent) -> Void)] = []
    private var nextToken = 0

    /// The translator of keyboard `sender`, made on its first key.
    func translator(for sender: UInt64) -> any KeyboardTranslator {
        if let translator = translators[sender] { return translator }
        let translator = layout.makeTranslator()
        translators[sender] = translator
        return translator
    }

    /// Handles a raw key change from the queue, in stream order.
    func process(_ event: KeyboardEvent) {
        for observer in hardwareKeyObservers { observer.body(event) }
        let translator = translator(for: event.senderID)
        if event.isDown {
            _ = translator.keyDown(event.usage)
        } else {
            translator.keyUp(event.usage)
        }
    }

    // MARK: Hooks (the software keyboard registers here)

    /// Calls `body` on every change of first responder and every ``UIResponder/reloadInputViews()``
    /// of the first responder; returns a token for ``removeObserver(_:)``.
    @discardableResult
    func addFirstResponderObserver(_ body: @escaping @MainActor (FirstResponderChange) -> Void) -> Int {
        nextToken += 1
        firstResponderObservers.append((nextToken, body))
        return nextToken
    }

    /// Calls `body` for every hardware key change, before it is delivered; returns a token for
    /// ``removeObserver(_:)``.
    @discardableResult
    func addHardwareKeyObserver(_ body: @escaping @MainActor (KeyboardEvent) -> Void) -> Int {
        nextToken += 1
        hardwareKeyObservers.append((nextToken, body))
        return nextToken
    }

    /// Stops calling the observer registered with `token`.
    func removeObserver(_ token: Int) {
        firstResponderObservers.removeAll { $0.token == token }
        hardwareKeyObservers.removeAll { $0.token == token }
    }

    /// Tells the first-responder observers about `change`.
    func notify(_ change: FirstResponderChange) {
        for observer in firstResponderObservers { observer.body(change) }
    }
}

extension UIApplication {
    /// The layout that turns keys into characters for keyboards that post ``KeyboardEvent``s;
    /// ``USKeyboardLayout`` by default. An OpenTouch addition: iOS takes it from the system settings.
    public var keyboardLayout: any KeyboardLayout {
        get { keyboardEnvironment.layout }
        set { keyboardEnvironment.layout = newValue }
    }
}
