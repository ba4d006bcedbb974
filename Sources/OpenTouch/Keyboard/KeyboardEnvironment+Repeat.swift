import Foundation

extension UIApplication {
    /// How long a key is held before it starts repeating, in seconds of the application clock:
    /// 0.5 s. OpenTouch's choice (iOS takes it from the keyboard settings and does not document
    /// the default).
    public static let defaultKeyRepeatDelay: TimeInterval = 0.5
    /// The time between two repeats of a held key, in seconds: 0.1 s. OpenTouch's choice.
    public static let defaultKeyRepeatInterval: TimeInterval = 0.1

    /// How long a key is held before it repeats (``defaultKeyRepeatDelay`` unless changed).
    /// A held key repeats what its press did: the text a text input typed, the key command that fired.
    public var keyRepeatDelay: TimeInterval {
        get { keyboardEnvironment.repeatDelay }
        set { keyboardEnvironment.repeatDelay = newValue }
    }

    /// The time between repeats of a held key (``defaultKeyRepeatInterval`` unless changed).
    public var keyRepeatInterval: TimeInterval {
        get { keyboardEnvironment.repeatInterval }
        set { keyboardEnvironment.repeatInterval = newValue }
    }
}

extension KeyboardEnvironment {
    /// Starts the repeat timer of a press whose key repeats and whose delivery gave it something
    /// to repeat (typing, a key command).
    func scheduleRepeat(of press: UIPress, translator: any KeyboardTranslator) {
        guard !press.isOver, press.repeatAction != nil, let key = press.key, translator.repeats(key.keyCode),
              repeatDelay.isFinite, repeatDelay > 0 else { return }
        scheduleNextRepeat(of: press, after: repeatDelay)
    }

    private func scheduleNextRepeat(of press: UIPress, after delay: TimeInterval) {
        guard let clock = application?.clock else { return }
        press.repeatTimer = clock.schedule(after: delay) { [weak self, weak press] in
            guard let self, let press else { return }
            self.repeatKey(press)
        }
    }

    /// The held key repeats: its press's repeat action runs again, then the next repeat is scheduled.
    private func repeatKey(_ press: UIPress) {
        guard !press.isOver, let action = press.repeatAction else { return }
        press.repeatCount += 1
        application?.traceHub.record(.pressRouted(press: press, responder: press.responder,
                                                  reason: .repeated(count: press.repeatCount)))
        action()
        guard !press.isOver, repeatInterval.isFinite, repeatInterval > 0 else { return }
        scheduleNextRepeat(of: press, after: repeatInterval)
    }

    /// Stops a press's repeats.
    func stopRepeating(_ press: UIPress) {
        press.repeatTimer?.cancel()
        press.repeatTimer = nil
    }
}
