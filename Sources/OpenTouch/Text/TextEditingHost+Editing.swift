import Foundation

extension TextEditingHost {
    /// Types `text` over the marked text or the selection.
    func editingInsert(_ text: String) {
        performEdit(store.marked ?? store.selection, text)
    }

    /// Deletes the selection, or the character before the caret.
    func editingDeleteBackward() {
        let selection = store.marked ?? store.selection
        if selection.length > 0 {
            performEdit(selection, "")
        } else if selection.location > 0 {
            let start = store.units.offset(from: selection.location, characters: -1)
            performEdit(NSRange(location: start, length: selection.location - start), "")
        }
    }

    /// Selects the word at `offset` (looking forward, then backward); places the caret there
    /// when no word is at it.
    func selectWord(at offset: Int) {
        let units = store.units
        let index = units.characterIndex(atOffset: offset)
        let word = units.unit(.word, enclosing: index, forward: true) ?? units.unit(.word, enclosing: index, forward: false)
        guard let word else { return setSelection(NSRange(location: offset, length: 0)) }
        let start = units.offsets[word.lowerBound]
        setSelection(NSRange(location: start, length: units.offsets[word.upperBound] - start))
    }

    // MARK: Edit actions

    /// Whether one of the standard edit actions can run now (as UIKit's text controls decide).
    func canPerformEditAction(_ action: Selector) -> Bool? {
        let selection = store.selection
        switch action {
        case UIResponderStandardEditActions.copy: return selection.length > 0 && allowsCopy
        case UIResponderStandardEditActions.cut: return selection.length > 0 && allowsCopy && acceptsEdits
        case UIResponderStandardEditActions.paste: return acceptsEdits && UIPasteboard.general.hasStrings
        case UIResponderStandardEditActions.delete: return selection.length > 0 && acceptsEdits
        case UIResponderStandardEditActions.select: return selection.length == 0 && store.length > 0
        case UIResponderStandardEditActions.selectAll: return store.length > 0 && selection.length < store.length
        default: return nil
        }
    }

    func editingCopy() {
        guard store.selection.length > 0, allowsCopy else { return }
        UIPasteboard.general.string = store.substring(store.selection)
    }

    func editingCut() {
        guard store.selection.length > 0, allowsCopy, acceptsEdits else { return }
        let text = store.substring(store.selection)
        if performEdit(store.selection, "") { UIPasteboard.general.string = text }
    }

    func editingPaste() {
        guard let string = UIPasteboard.general.string else { return }
        performEdit(store.selection, string)
    }

    func editingSelectAll() {
        setSelection(NSRange(location: 0, length: store.length))
    }

    // MARK: Keys

    /// Handles an arrow, Home/End or editing shortcut; false for keys that type.
    ///
    /// Arrows move the caret by a character (Alt: by a word; Cmd: to the line's or text's ends;
    /// Shift extends the selection). Cmd or Ctrl with A, C, X, V select all, copy, cut and paste
    /// (Ctrl as well as UIKit's Cmd, since Linux keyboards use it).
    func handleEditingKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let shortcut = flags.contains(.command) || flags.contains(.control)
        if shortcut, let action = Self.shortcutAction(key.keyCode) {
            if canPerformEditAction(action) == true { perform(action, withSender: nil, for: nil) }
            return true
        }
        guard let move = Self.caretMove(key.keyCode, flags) else { return false }
        moveCaret(move, extending: flags.contains(.shift))
        return true
    }

    private static func shortcutAction(_ usage: UIKeyboardHIDUsage) -> Selector? {
        switch usage {
        case .keyboardA: UIResponderStandardEditActions.selectAll
        case .keyboardC: UIResponderStandardEditActions.copy
        case .keyboardX: UIResponderStandardEditActions.cut
        case .keyboardV: UIResponderStandardEditActions.paste
        default: nil
        }
    }

    private static func caretMove(_ usage: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags) -> CaretMove? {
        let byWord = flags.contains(.alternate)
        let toEdge = flags.contains(.command)
        switch usage {
        case .keyboardLeftArrow: return toEdge ? .lineStart : byWord ? .wordBackward : .left
        case .keyboardRightArrow: return toEdge ? .lineEnd : byWord ? .wordForward : .right
        case .keyboardUpArrow: return toEdge ? .documentStart : .up
        case .keyboardDownArrow: return toEdge ? .documentEnd : .down
        case .keyboardHome: return .documentStart
        case .keyboardEnd: return .documentEnd
        default: return nil
        }
    }

    /// Moves the caret (or, extending, the selection's moving end) by `move`.
    func moveCaret(_ move: CaretMove, extending: Bool) {
        let selection = store.selection
        let anchor = store.selectionAnchor ?? selection.location
        let moving = selection.length == 0 ? selection.location
            : (anchor == selection.location ? selection.location + selection.length : selection.location)
        if !extending, selection.length > 0, move == .left || move == .right {
            let edge = move == .left ? selection.location : selection.location + selection.length
            return setSelection(NSRange(location: edge, length: 0))
        }
        let target = destination(of: move, from: moving)
        if extending {
            let fixed = selection.length == 0 ? selection.location : anchor
            setSelection(NSRange(location: min(fixed, target), length: abs(target - fixed)), anchor: fixed)
        } else {
            setSelection(NSRange(location: target, length: 0))
        }
    }

    private func destination(of move: CaretMove, from offset: Int) -> Int {
        let units = store.units
        let index = units.characterIndex(atOffset: offset)
        switch move {
        case .left: return units.offset(from: offset, characters: -1)
        case .right: return units.offset(from: offset, characters: 1)
        case .up: return makeGeometry().offset(from: offset, lines: -1)
        case .down: return makeGeometry().offset(from: offset, lines: 1)
        case .wordBackward: return units.offsets[units.nextBoundary(from: index, of: .word, forward: false) ?? 0]
        case .wordForward: return units.offsets[units.nextBoundary(from: index, of: .word, forward: true) ?? units.characters.count]
        case .documentStart: return 0
        case .documentEnd: return units.length
        case .lineStart, .lineEnd:
            let geometry = makeGeometry()
            let line = geometry.lines[geometry.lineIndex(ofCharacter: index)]
            return units.offsets[move == .lineStart ? line.range.lowerBound : line.lastCaretIndex]
        }
    }
}

/// A caret movement from the keyboard.
enum CaretMove: Equatable {
    case left, right, up, down, wordBackward, wordForward, lineStart, lineEnd, documentStart, documentEnd
}
