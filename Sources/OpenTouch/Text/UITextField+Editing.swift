import Foundation

extension UITextField: TextEditingHost {
    var acceptsEdits: Bool { isEnabled }
    var allowsCopy: Bool { !isSecureTextEntry }

    func delegateAllowsChange(_ range: NSRange, _ replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    func textDidChangeByUser() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        refreshDisplay()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func selectionDidChange() {
        refreshDisplay()
        if isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    /// Sets the text without asking the delegate or sending events; the caret goes to the end.
    func setTextProgrammatically(_ text: String) {
        store.inputDelegate?.textWillChange(self)
        store.text = text
        store.marked = nil
        store.selection = NSRange(location: store.length, length: 0)
        store.inputDelegate?.textDidChange(self)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        refreshDisplay()
    }

    /// Types `text`: Return runs ``returnKeyPressed()``; other newlines become spaces.
    func fieldInsert(_ text: String) {
        if text == "\n" || text == "\r" { return returnKeyPressed() }
        let line = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        if (takeSecureReplacement() || clearsOnInsertion), !line.isEmpty {
            performEdit(NSRange(location: 0, length: store.length), line)
        } else {
            editingInsert(line)
        }
    }

    // MARK: First responder

    func beginEditingSession() {
        isEditing = true
        // UIKit asks `textFieldShouldClear` before clearing on begin editing.
        if clearsOnBeginEditing, !store.text.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
            setTextProgrammatically("")
        }
        store.selection = NSRange(location: store.length, length: 0)
        replacesSecureTextOnEdit = isSecureTextEntry && !store.text.isEmpty
        setNeedsLayout()
        layoutIfNeeded()
        refreshDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func endEditingSession() {
        guard isEditing else { return }
        isEditing = false
        replacesSecureTextOnEdit = false
        store.marked = nil
        textInteraction.editMenu.dismissMenu()
        setNeedsLayout()
        layoutIfNeeded()
        refreshDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// Backspace: deletes the whole text of a secure field that began editing with text (as
    /// UIKit does), otherwise the character before the caret (or the selection).
    func fieldDeleteBackward() {
        if takeSecureReplacement(), store.length > 0 {
            performEdit(NSRange(location: 0, length: store.length), "")
        } else {
            editingDeleteBackward()
        }
    }

    /// Whether this edit replaces the whole text of a secure field that began editing with text;
    /// only the first edit after beginning does.
    private func takeSecureReplacement() -> Bool {
        defer { replacesSecureTextOnEdit = false }
        return replacesSecureTextOnEdit && isSecureTextEntry
    }

    // MARK: Return and clear

    /// Return: asks `textFieldShouldReturn`; when it allows the default, sends
    /// ``UIControl/Event/editingDidEndOnExit`` and, when a target handles that event, resigns.
    func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let handled = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if handled, isFirstResponder { resignFirstResponder() }
    }

    /// The clear button: asks `textFieldShouldClear` (not `shouldChangeCharactersIn`, as in
    /// UIKit), empties the text, sends ``UIControl/Event/editingChanged`` and the change
    /// notification, and begins editing when the field was not.
    func clearButtonTapped() {
        guard isEnabled, !store.text.isEmpty else { return }
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder, !becomeFirstResponder() { return }
        store.replace(NSRange(location: 0, length: store.length), with: "")
        selectionDidChange()
        textDidChangeByUser()
    }
}
