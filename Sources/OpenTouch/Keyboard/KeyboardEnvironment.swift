import Foundation

/// What a change of first responder, or a responder's ``UIResponder/reloadInputViews()``, tells
/// the software keyboard.
enum FirstResponderChange {
    /// The application's first responder (the key window's) changed from `old` to `new`.
    case changed(old: UIResponder?, new: UIResponder?)
    /// The first responder asked for its input views to be shown again.
    case reloadedInputViews(UIResponder)
}

/// An application's keyboards: their translators, the presses down, key repeat, shakes, and the
/// observers of keyboard activity.
@MainActor
final class KeyboardEnvironment {
    weak var application: UIApplication?
    /// The application's software keyboard, once made (``SoftwareKeyboard/of(_:)``).
    var softwareKeyboard: SoftwareKeyboard?
    /// The layout new keyboards (senders) translate with.
    var layout: any KeyboardLayout = USKeyboardLayout() {
        didSet { translators.removeAll() }
    }
    /// One translator per keyboard, by sender id.
    private(set) var translators: [UInt64: any KeyboardTranslator] = [:]
    /// The presses whose keys are down, in the order they went down.
    var pressesDown: [UIPress] = []
    /// Counts key-downs, for the presses' order.
    var pressSequence: UInt64 = 0
    /// The one presses event, reused for every press, as UIKit reuses it.
    let pressesEvent = UIPressesEvent(presses: [])
    /// How long a key is held before it repeats.
    var repeatDelay = UIApplication.defaultKeyRepeatDelay
    /// The time between repeats of a held key.
    var repeatInterval = UIApplication.defaultKeyRepeatInterval
    /// The responder the current shake was delivered to, while it lasts.
    var shakeResponder: UIResponder?
    /// The first responder the observers last heard of.
    private weak var notifiedFirstResponder: UIResponder?
    private var firstResponderObservers: [(token: Int, body: @MainActor (FirstResponderChange) -> Void)] = []
    private var hardwareKeyObservers: [(token: Int, body: @MainActor (KeyboardEvent) -> Void)] = []
    private var nextToken = 0
    /// How many ``deferFirstResponderChanges()`` are in force.
    private var deferredChanges = 0

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
            keyDown(event, translator: translator)
        } else {
            translator.keyUp(event.usage)
            keyUp(event)
        }
    }

    // MARK: Hooks (the software keyboard registers here)

    /// Calls `body` on every change of the application's first responder and every
    /// ``UIResponder/reloadInputViews()`` of a first responder; returns a token for ``removeObserver(_:)``.
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

    /// Holds change notifications back while a responder becomes first responder (the old one
    /// resigning first), so observers hear one change from the old to the new.
    func deferFirstResponderChanges() {
        deferredChanges += 1
    }

    /// Ends a ``deferFirstResponderChanges()``; the last one tells the observers of the change, if any.
    func resumeFirstResponderChanges() {
        deferredChanges = max(0, deferredChanges - 1)
        firstResponderMayHaveChanged()
    }

    /// Tells the observers when the application's first responder (the key window's) is not the
    /// one they last heard of: after a window's first responder or the key window changed.
    func firstResponderMayHaveChanged() {
        guard deferredChanges == 0 else { return }
        let current = application?.firstResponder
        guard current !== notifiedFirstResponder else { return }
        let old = notifiedFirstResponder
        notifiedFirstResponder = current
        notify(.changed(old: old, new: current))
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
