import Foundation

/// A hardware keyboard and shakes for the driver: key changes and motion reports go through the
/// application's ``EventFetcher``, like fingers, and are delivered before each call returns.
extension TouchDriver {
    /// Types `text` on a US keyboard: for each character, its key down and up, with Shift held
    /// around it when the character needs it (`"A"`, `"!"`); `"\n"` is Return and `"\t"` Tab.
    ///
    /// `interval` seconds pass after each keystroke (none by default). The keystrokes are those of
    /// ``USKeyboardLayout``: with another ``UIApplication/keyboardLayout`` they type what that
    /// layout puts on the same keys. Returns false, typing nothing, when a character has no key on
    /// the US layout (`"é"`), and says which in the application's log.
    @discardableResult
    public func type(_ text: String, interval: TimeInterval = 0) -> Bool {
        var strokes: [(usage: UIKeyboardHIDUsage, shift: Bool)] = []
        for character in text {
            guard let stroke = USKeyboardLayout.keystroke(for: character) else {
                application.logger.warning("TouchDriver.type: \(String(reflecting: character)) has no key on the US layout; nothing was typed")
                return false
            }
            strokes.append(stroke)
        }
        for stroke in strokes {
            if stroke.shift { keyDown(.keyboardLeftShift) }
            keyDown(stroke.usage)
            keyUp(stroke.usage)
            if stroke.shift { keyUp(.keyboardLeftShift) }
            if interval > 0 { wait(interval) }
        }
        return true
    }

    /// Presses a key, with `modifiers` held around it (Shift, Control, Option, Command: their left
    /// keys go down first and up last), holding it for `duration` seconds (none by default; hold a
    /// key longer than ``UIApplication/keyRepeatDelay`` to make it repeat).
    ///
    /// `driver.press(.keyboardReturnOrEnter)`, `driver.press(.keyboardC, modifiers: .command)`.
    public func press(_ usage: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], duration: TimeInterval = 0) {
        let held = Self.modifierKeys(modifiers)
        for key in held { keyDown(key) }
        keyDown(usage)
        if duration > 0 { wait(duration) }
        keyUp(usage)
        for key in held.reversed() { keyUp(key) }
    }

    /// Puts a key down (and keeps it down until ``keyUp(_:)``): hold modifiers or a key that repeats.
    public func keyDown(_ usage: UIKeyboardHIDUsage) {
        post(KeyboardEvent(timestamp: application.clock.now, usage: usage, isDown: true))
    }

    /// Lets a key go up.
    public func keyUp(_ usage: UIKeyboardHIDUsage) {
        post(KeyboardEvent(timestamp: application.clock.now, usage: usage, isDown: false))
    }

    /// Posts a raw key change as it is (timestamp included) and processes it.
    public func post(_ event: KeyboardEvent) {
        application.eventFetcher.post(event)
        application.processPendingInput()
    }

    /// Shakes the device: a shake begins, lasts `duration` seconds, and ends (`motionBegan` then
    /// `motionEnded` with ``UIEvent/EventSubtype/motionShake`` at the key window's first responder).
    public func shake(duration: TimeInterval = 0.5) {
        post(MotionEvent(timestamp: application.clock.now, phase: .began))
        if duration > 0 { wait(duration) }
        post(MotionEvent(timestamp: application.clock.now, phase: .ended))
    }

    /// Posts a raw motion report as it is and processes it.
    public func post(_ event: MotionEvent) {
        application.eventFetcher.post(event)
        application.processPendingInput()
    }

    /// The left modifier keys that hold `flags` (Caps Lock and the keypad flag are not keys held).
    static func modifierKeys(_ flags: UIKeyModifierFlags) -> [UIKeyboardHIDUsage] {
        var keys: [UIKeyboardHIDUsage] = []
        if flags.contains(.control) { keys.append(.keyboardLeftControl) }
        if flags.contains(.alternate) { keys.append(.keyboardLeftAlt) }
        if flags.contains(.shift) { keys.append(.keyboardLeftShift) }
        if flags.contains(.command) { keys.append(.keyboardLeftGUI) }
        return keys
    }
}
