import Foundation

extension SoftwareKeyboard {
    /// The system keyboard for `input`: the predictive bar unless its `autocorrectionType` is
    /// `.no`, the Return key titled by its `returnKeyType`, the numbers plane for the number,
    /// decimal and phone pads (OpenTouch shows no separate pad), shift on as its
    /// `autocapitalizationType` asks.
    func makeKeyboard(for input: any UIKeyInput, width: CGFloat, homeIndicatorRow: Bool) -> UIKeyboard {
        let made = UIKeyboard(width: width, predictive: input.autocorrectionType != .no,
                              homeIndicatorRow: homeIndicatorRow)
        made.returnTitle = ReturnKeyTitle(input.returnKeyType)
        if Self.startsWithNumbers(input.keyboardType) { made.showPlane(.numbers) }
        made.onKey = { [weak self] key in self?.keyTapped(key) }
        made.shift = autoShift(for: input)
        return made
    }

    private static func startsWithNumbers(_ type: UIKeyboardType) -> Bool {
        switch type {
        case .numberPad, .decimalPad, .phonePad, .numbersAndPunctuation, .asciiCapableNumberPad: true
        default: false
        }
    }

    /// Shift as the keyboard sets it by itself: on for every letter with `.allCharacters`, and
    /// at the start of an empty text with `.sentences` and `.words` (OpenTouch sees only
    /// `hasText`, so it does not turn shift on after a full stop or a space).
    func autoShift(for input: any UIKeyInput) -> SoftwareKeyboardShift {
        switch input.autocapitalizationType {
        case .allCharacters: return .on
        case .sentences, .words: return input.hasText ? .off : .on
        default: return .off
        }
    }

    /// A key of the shown keyboard acted: it types into the first responder through
    /// `UIKeyInput`, as UIKit's keyboard does, or changes the keyboard.
    func keyTapped(_ key: SoftwareKey) {
        guard let keyboard else { return }
        let input = application?.firstResponder as? any UIKeyInput
        switch key {
        case .character(let text):
            input?.insertText(keyboard.shift == .off ? text : text.uppercased())
        case .space:
            input?.insertText(" ")
        case .returnKey:
            input?.insertText("\n")
        case .delete:
            input?.deleteBackward()
        case .shift:
            tapShift(keyboard)
            return
        case .plane(let plane):
            keyboard.showPlane(plane)
            return
        }
        afterTyping(key, keyboard: keyboard, input: input)
    }

    private func afterTyping(_ key: SoftwareKey, keyboard: UIKeyboard, input: (any UIKeyInput)?) {
        // The Return handler may have resigned the first responder and taken the keyboard down.
        guard keyboard === self.keyboard else { return }
        if keyboard.plane != .letters, key == .space || key == .returnKey { keyboard.showPlane(.letters) }
        if keyboard.shift != .capsLock {
            keyboard.shift = input.map { autoShift(for: $0) } ?? .off
        }
    }

    /// Shift: off to on; on to off, or to Caps Lock when tapped twice within
    /// ``SoftwareKeyboardMetrics/shiftDoubleTapInterval``; Caps Lock to off.
    private func tapShift(_ keyboard: UIKeyboard) {
        let now = application?.clock.now ?? 0
        let doubleTap = now - lastShiftTap <= SoftwareKeyboardMetrics.shiftDoubleTapInterval
        lastShiftTap = now
        switch keyboard.shift {
        case .off: keyboard.shift = .on
        case .on: keyboard.shift = doubleTap ? .capsLock : .off
        case .capsLock: keyboard.shift = .off
        }
    }
}
