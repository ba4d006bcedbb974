import Foundation

/// An object that can respond to and handle events: the base of views, controllers, windows and the application.
///
/// The default touch, press and motion methods pass the event to ``next``, which forms the
/// responder chain. OpenTouch remembers which responders saw each touch begin: a responder is
/// only forwarded the moves, ends and cancels of touches it saw begin, and one that saw a touch
/// begin always sees exactly one end or cancel for it (see <doc:DeliveryPipeline>).
@preconcurrency @MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// Values set with `objc_setAssociatedObject`, released with the responder (guarded by the
    /// associated-object registry's lock).
    nonisolated(unsafe) final var associatedValues: AssociatedValues?

    /// The next responder in the chain, or nil at its end.
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// Tells the responder that touches began; the default forwards them to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.began, touches, event)
    }

    /// Tells the responder that touches moved; the default forwards them to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.moved, touches, event)
    }

    /// Tells the responder that touches lifted; the default forwards them to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.ended, touches, event)
    }

    /// Tells the responder that the system cancelled touches; the default forwards them to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.cancelled, touches, event)
    }

    /// Tells the responder that estimated touch properties were updated; the default does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses

    /// Tells the responder that keys (or buttons) went down. By default a first responder that
    /// takes text (``UIKeyInput``) types the keys' characters (see <doc:KeyboardInput>); the
    /// presses it does not type go to ``next``. Override without calling `super` to handle every
    /// key yourself (then nothing is typed, as in UIKit).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(.began, typeKeys(presses), event)
    }

    /// Tells the responder that a press changed (for example its force); the default forwards to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(.changed, presses, event)
    }

    /// Tells the responder that keys were released; the default forwards to ``next`` the presses it saw begin.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(.ended, presses, event)
    }

    /// Tells the responder that presses were cancelled (it stopped being first responder while a
    /// key was down); the default forwards to ``next`` the presses it saw begin.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(.cancelled, presses, event)
    }

    // MARK: Motion

    /// Tells the responder that a motion (a shake) began; the default forwards to ``next``.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forwardMotion(.began, motion, event)
    }

    /// Tells the responder that a motion ended; the default forwards to ``next``.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forwardMotion(.ended, motion, event)
    }

    /// Tells the responder that a motion was cancelled; the default forwards to ``next``.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forwardMotion(.cancelled, motion, event)
    }

    // MARK: First responder

    /// Whether this responder can become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder will give up first-responder status; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window (each window has its own;
    /// the application's is the key window's).
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponderStorage === self
    }

    /// Asks to become first responder of its window; returns whether it did.
    ///
    /// Fails when ``canBecomeFirstResponder`` is false, when the responder is in no window of a
    /// scene (a view must be in one; a controller's view too), or when the window's current first
    /// responder refuses to resign (its ``canResignFirstResponder`` or ``resignFirstResponder()``
    /// answers false).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window = responderWindow, window.windowScene?.application != nil
        else { return false }
        // One change for the software keyboard, not a resignation followed by a new responder.
        let keyboard = window.windowScene?.application?.keyboardEnvironment
        keyboard?.deferFirstResponderChanges()
        defer { keyboard?.resumeFirstResponderChanges() }
        if let current = window.firstResponderStorage {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        // The old responder's resignation may have moved this one out of the window.
        guard responderWindow === window else { return false }
        window.setFirstResponder(self)
        return true
    }

    /// Gives up first-responder status; returns whether it did (true when it was not first
    /// responder, false when ``canResignFirstResponder`` is false). Presses it is receiving are
    /// cancelled (``pressesCancelled(_:with:)``).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = responderWindow, window.firstResponderStorage === self else { return true }
        guard canResignFirstResponder else { return false }
        window.setFirstResponder(nil)
        return true
    }

    // MARK: Keyboard

    /// The key commands this responder offers while it is on the first responder's chain; nil by
    /// default. Override to return commands (see ``UIKeyCommand``).
    open var keyCommands: [UIKeyCommand]? { nil }

    /// The view shown in place of the software keyboard while this responder is first responder;
    /// nil (the system keyboard) by default.
    open var inputView: UIView? { nil }

    /// The view shown above the keyboard while this responder is first responder; nil by default.
    open var inputAccessoryView: UIView? { nil }

    /// The controller whose view replaces the software keyboard; nil by default.
    open var inputViewController: UIInputViewController? { nil }

    /// The controller whose view is shown above the keyboard; nil by default.
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// The input mode of the text this responder edits: the current mode for a responder that
    /// takes text (``UIKeyInput``), nil otherwise.
    open var textInputMode: UITextInputMode? { self is UIKeyInput ? UITextInputMode.current : nil }

    /// An identifier under which the system remembers this responder's input mode; nil by default.
    open var textInputContextIdentifier: String? { nil }

    /// Forgets the input mode remembered for `identifier`; OpenTouch remembers none.
    open class func clearTextInputContextIdentifier(_ identifier: String) {}

    /// Shows this responder's current ``inputView`` and ``inputAccessoryView`` again, when it is
    /// first responder (after they changed); does nothing otherwise.
    open func reloadInputViews() {
        guard isFirstResponder, let application = owningApplication else { return }
        application.keyboardEnvironment.notify(.reloadedInputViews(self))
    }

    /// The undo manager of the responder chain: by default the next responder's (a window has one).
    open var undoManager: UndoManager? { next?.undoManager }

    /// Updates `command`'s state (title, image, attributes, state) before a menu shows it or a
    /// key command fires; does nothing by default. Disable a key command here with
    /// `command.attributes.insert(.disabled)`: it then does not fire.
    open func validate(_ command: UICommand) {}

    // MARK: Actions

    /// Whether this responder implements `action`; false by default. Override to declare actions.
    open func responds(to action: Selector) -> Bool { false }

    /// Whether this responder can perform `action` now; by default, whether it ``responds(to:)`` it.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// Performs `action`, sent to this responder by ``UIApplication/sendAction(_:to:from:for:)-(Selector,_,_,_)``;
    /// by default runs the standard edit actions (`copy:` calls ``copy(_:)``, and so on) and
    /// ignores other selectors. Override it together with ``responds(to:)`` (or
    /// ``canPerformAction(_:withSender:)``), which decide whether the action is sent here.
    open func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) {
        switch action {
        case UIResponderStandardEditActions.cut: cut(sender)
        case UIResponderStandardEditActions.copy: copy(sender)
        case UIResponderStandardEditActions.paste: paste(sender)
        case UIResponderStandardEditActions.select: select(sender)
        case UIResponderStandardEditActions.selectAll: selectAll(sender)
        case UIResponderStandardEditActions.delete: delete(sender)
        default: break
        }
    }

    /// The first responder from this one along the chain whose ``canPerformAction(_:withSender:)`` is true.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    // MARK: Standard edit actions

    // UIKit's UIResponderStandardEditActions: text views implement them; other responders
    // override them to offer copy and paste. They do nothing by default.

    /// Cuts the selection to the pasteboard; does nothing by default.
    open func cut(_ sender: Any?) {}
    /// Copies the selection to the pasteboard; does nothing by default.
    open func copy(_ sender: Any?) {}
    /// Pastes from the pasteboard; does nothing by default.
    open func paste(_ sender: Any?) {}
    /// Selects the next element; does nothing by default.
    open func select(_ sender: Any?) {}
    /// Selects everything; does nothing by default.
    open func selectAll(_ sender: Any?) {}
    /// Deletes the selection; does nothing by default.
    open func delete(_ sender: Any?) {}

    // MARK: Accessibility

    // UIKit declares these on NSObject (the UIAccessibility informal protocol); here responders
    // store them. Nothing reads them aloud: tests and tools find views by them.

    /// Stored accessibility values, allocated when one is first set.
    final var accessibilityStorage: AccessibilityBox?

    /// A string that identifies the element in tests; not read by VoiceOver.
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage?.values.identifier }
        set { writableAccessibility.values.identifier = newValue }
    }
    /// A short localized label that identifies the element.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.values.label ?? defaultAccessibilityLabel }
        set { writableAccessibility.values.label = newValue }
    }
    /// The element's current value, for example a slider's percentage.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.values.value ?? defaultAccessibilityValue }
        set { writableAccessibility.values.value = newValue }
    }
    /// What performing the element's action does.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.values.hint }
        set { writableAccessibility.values.hint = newValue }
    }
    /// The element's traits; each kind of control has UIKit's defaults (`.button` for buttons…).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.values.traits ?? defaultAccessibilityTraits }
        set { writableAccessibility.values.traits = newValue }
    }
    /// Whether assistive technologies see this object as an element; true by default for controls,
    /// labels and image views, false for plain views.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.values.isElement ?? defaultIsAccessibilityElement }
        set { writableAccessibility.values.isElement = newValue }
    }
    /// Whether the element's children are hidden from assistive technologies; false by default.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.values.elementsHidden ?? false }
        set { writableAccessibility.values.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the element's siblings; false by default.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.values.viewIsModal ?? false }
        set { writableAccessibility.values.viewIsModal = newValue }
    }
    /// Whether the element's children are read as a group; false by default.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.values.shouldGroupChildren ?? false }
        set { writableAccessibility.values.shouldGroupChildren = newValue }
    }
    /// The element's frame in screen coordinates, as set (UIKit does not update it either).
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.values.frame ?? .zero }
        set { writableAccessibility.values.frame = newValue }
    }
    /// The language the element's label is spoken in.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.values.language }
        set { writableAccessibility.values.language = newValue }
    }
    /// The accessible children of a container, in reading order.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.values.elements }
        set { writableAccessibility.values.elements = newValue }
    }
    /// Extra actions offered on the element.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.values.customActions }
        set { writableAccessibility.values.customActions = newValue }
    }
    /// Words Voice Control users may say for the element.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStorage?.values.userInputLabels ?? [] }
        set { writableAccessibility.values.userInputLabels = newValue }
    }

    /// Performs the element's default action; returns whether it did (false by default).
    open func accessibilityActivate() -> Bool { false }
    /// Increments an adjustable element's value; does nothing by default.
    open func accessibilityIncrement() {}
    /// Decrements an adjustable element's value; does nothing by default.
    open func accessibilityDecrement() {}

    /// The traits an object of this kind has when none were set.
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    /// Whether an object of this kind is an element when not set.
    var defaultIsAccessibilityElement: Bool { false }
    /// The label an object of this kind derives from its content (a button's title…).
    var defaultAccessibilityLabel: String? { nil }
    /// The value an object of this kind derives from its state (a switch's "1"…).
    var defaultAccessibilityValue: String? { nil }

    private var writableAccessibility: AccessibilityBox {
        if let accessibilityStorage { return accessibilityStorage }
        let box = AccessibilityBox()
        accessibilityStorage = box
        return box
    }

    // MARK: Description

    /// UIKit-style description, `<ClassName: 0x…>`; views add their frame and flags.
    open var description: String {
        "<\(typeName): \(addressString)>"
    }

    /// The dynamic class name, as UIKit prints it.
    var typeName: String { String(describing: type(of: self)) }

    /// The object's address, as `0x` and lowercase hex digits.
    var addressString: String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
    }

    /// The application this responder's chain leads to, if any.
    var owningApplication: UIApplication? {
        var responder: UIResponder? = self
        var hops = 0
        while let current = responder, hops < 10_000 {
            if let application = current as? UIApplication { return application }
            responder = current.next
            hops += 1
        }
        return nil
    }
}

extension UIResponder: @preconcurrency CustomStringConvertible {}
