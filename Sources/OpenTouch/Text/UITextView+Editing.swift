import Foundation

extension UITextView: TextEditingHost {
    var acceptsEdits: Bool { isEditable }
    var allowsCopy: Bool { true }

    func delegateAllowsChange(_ range: NSRange, _ replacement: String) -> Bool {
        textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    func textDidChangeByUser() {
        refreshDisplay()
        scrollRangeToVisible(store.selection)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func selectionDidChange() {
        refreshDisplay()
        if isFirstResponder { textDelegate?.textViewDidChangeSelection(self) }
    }

    func setTextProgrammatically(_ text: String) {
        store.inputDelegate?.textWillChange(self)
        store.text = text
        store.marked = nil
        store.selection = NSRange(location: store.length, length: 0)
        store.inputDelegate?.textDidChange(self)
        refreshDisplay()
    }

    /// The width lines wrap at: the bounds less the insets and the line fragment padding.
    var wrapWidth: CGFloat {
        max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * TextConstants.lineFragmentPadding)
    }

    /// The text's layout in the view's content coordinates.
    func makeGeometry() -> TextGeometry {
        TextGeometry(text: store.text, font: shownFont,
                     origin: CGPoint(x: textContainerInset.left + TextConstants.lineFragmentPadding, y: textContainerInset.top),
                     wrapWidth: wrapWidth, alignWidth: wrapWidth, alignment: textAlignment, masked: false)
    }

    /// Updates the label, the content size and the caret.
    func refreshDisplay() {
        let geometry = makeGeometry()
        let height = geometry.size.height
        textLabel.font = shownFont
        textLabel.textColor = textColor ?? .label
        textLabel.textAlignment = textAlignment
        textLabel.text = store.text
        textLabel.frame = CGRect(x: textContainerInset.left + TextConstants.lineFragmentPadding, y: textContainerInset.top,
                                 width: wrapWidth, height: height)
        let contentHeight = ceil(textContainerInset.top + height + textContainerInset.bottom)
        let size = CGSize(width: bounds.width, height: contentHeight)
        if contentSize != size { contentSize = size }
        selectionDisplay.update(host: self, container: self, visible: isFirstResponder)
    }

    // MARK: Editing

    /// Types `text` over the selection (all of it with ``UITextView/clearsOnInsertion``).
    func viewInsert(_ text: String) {
        if clearsOnInsertion, !text.isEmpty {
            performEdit(NSRange(location: 0, length: store.length), text)
        } else {
            editingInsert(text)
        }
    }

    /// Shows the caret and, for an editable view, begins editing: `textViewDidBeginEditing`
    /// and the notification.
    func beginEditingSession() {
        refreshDisplay()
        guard isEditable else { return }
        editing = true
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    func endEditingSession() {
        guard editing else { return }
        editing = false
        store.marked = nil
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }
}
