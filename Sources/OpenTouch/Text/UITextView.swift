import Foundation

/// A scrollable, multi-line text view, editable by default, as UIKit's `UITextView`.
///
/// Text wraps at the view's width less ``textContainerInset`` and a 5-point line fragment
/// padding on each side (see <doc:TextMeasurement>); Return types a newline; the view scrolls to
/// keep the caret visible after each edit. With ``isEditable`` false the text can still be
/// selected (double tap, long press) and copied when ``isSelectable``, but not changed. Its
/// delegate is the scroll view's ``UIScrollView/delegate``, called as a ``UITextViewDelegate``
/// when it is one. See <doc:TextInput>.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    let store = TextEditingStore()
    private(set) lazy var textInteraction = TextInteraction(host: self)
    let selectionDisplay = TextSelectionDisplay()
    let handledPresses = HandledPresses()
    /// The label that shows the text.
    let textLabel = _UITextViewLabel(frame: .zero)
    var storedInputView: UIView?
    var storedInputAccessoryView: UIView?
    var editing = false

    /// Creates an empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextView()
    }

    /// Creates a text view from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextView()
    }

    private func setUpTextView() {
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        addSubview(textLabel)
        alwaysBounceVertical = true
        _ = textInteraction
        refreshDisplay()
    }

    /// The delegate as a ``UITextViewDelegate``, when the scroll view's delegate is one.
    var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: Text

    /// The text; empty by default. Setting it puts the caret at the end and calls no delegate.
    open var text: String! {
        get { store.text }
        set { setTextProgrammatically(newValue ?? "") }
    }

    /// The text with the view's font and color; setting it takes its characters and the font at
    /// its first character. OpenTouch's text views show one font and color.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: store.text, attributes: [.font: shownFont, .foregroundColor: textColor ?? UIColor.label]) }
        set {
            if let newValue, newValue.length > 0,
               let font = newValue.attribute(.font, at: 0, effectiveRange: nil) as? UIFont {
                self.font = font
            }
            setTextProgrammatically(newValue?.string ?? "")
        }
    }

    /// The font; nil by default, which shows the 12-point system font, as UIKit.
    open var font: UIFont? {
        didSet { refreshDisplay() }
    }

    /// The font the text is shown in.
    var shownFont: UIFont { font ?? UIFont.systemFont(ofSize: 12) }

    /// The text color; nil (`.label`) by default.
    open var textColor: UIColor? {
        didSet { refreshDisplay() }
    }

    /// How lines line up; `.natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { refreshDisplay() }
    }

    /// The attributes new typing takes: the font and color.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { [.font: shownFont, .foregroundColor: textColor ?? UIColor.label] }
        set {}
    }

    /// The room around the text container; 8 points above and below by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { refreshDisplay() }
    }

    /// Whether the user may change the text; true by default. Setting false ends editing.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }

    /// Whether the user may select the text; true by default.
    open var isSelectable = true

    /// The selected range in UTF-16 units, as `NSRange`.
    open var selectedRange: NSRange {
        get { store.selection }
        set { setSelection(newValue) }
    }

    /// Whether beginning to edit clears the text; false by default.
    open var clearsOnInsertion = false

    /// The view shown instead of the software keyboard; nil by default.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// The view above the keyboard; nil by default.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: Text input traits

    /// How typing capitalizes; `.sentences` by default.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is on; `.default` by default.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spell checking is on; `.default` by default.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The kind of keyboard; `.default` by default.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's appearance; `.default` by default.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The Return key's title; `.default` by default.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the Return key is disabled while the text is empty; false by default.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden; false by default (kept only: text views show their text).
    open var isSecureTextEntry = false
    /// The kind of content, for autofill; nil by default.
    open var textContentType: UITextContentType!
    /// Whether quotes are made typographic; `.default` by default (kept only).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether dashes are made typographic; `.default` by default (kept only).
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are adjusted around pasted words; `.default` by default (kept only).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Whether inline predictions show; `.default` by default (kept only).
    open var inlinePredictionType: UITextInlinePredictionType = .default
    /// The rules a new password must follow, for autofill; nil by default.
    open var passwordRules: UITextInputPasswordRules?

    /// Scrolls so that `range` is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        let rects = makeGeometry().selectionRects(for: store.clamp(range))
        guard let first = rects.first else { return }
        let rect = rects.dropFirst().reduce(first) { $0.union($1) }
        scrollRectToVisible(rect.insetBy(dx: 0, dy: -textContainerInset.bottom / 2), animated: false)
    }

    // MARK: Layout and first responder

    /// Lays the text out at the view's width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshDisplay()
    }
    /// A text view can become first responder while it is editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    /// Asks `textViewShouldBeginEditing` (editable views), becomes first responder, then
    /// `textViewDidBeginEditing` and ``UITextView/textDidBeginEditingNotification``.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil,
              !isEditable || textDelegate?.textViewShouldBeginEditing(self) != false,
              super.becomeFirstResponder() else { return false }
        beginEditingSession()
        return true
    }
    /// Asks `textViewShouldEndEditing`, resigns, then `textViewDidEndEditing` and
    /// ``UITextView/textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else {
            endEditingSession()
            return super.resignFirstResponder()
        }
        guard !editing || textDelegate?.textViewShouldEndEditing(self) != false,
              super.resignFirstResponder() else { return false }
        textInteraction.editMenu.dismissMenu()
        refreshDisplay()
        endEditingSession()
        return true
    }
    /// Ends editing when the view leaves its window while editing.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, !isFirstResponder { endEditingSession() }
    }

    // MARK: UIKeyInput and UITextInput

    /// Whether the view has text.
    open var hasText: Bool { !store.text.isEmpty }
    /// Types `text` over the selection (Return types a newline), asking the delegate first.
    open func insertText(_ text: String) { viewInsert(text) }
    /// Deletes the selection or the character before the caret, asking the delegate first.
    open func deleteBackward() { editingDeleteBackward() }
    /// The text in `range`, or nil outside the text.
    open func text(in range: UITextRange) -> String? { editingText(in: range) }
    /// Replaces `range` with `text` as typing does (the delegate is asked).
    open func replace(_ range: UITextRange, withText text: String) { editingReplace(range, text) }
    /// The selection; setting it moves the caret or selects (clamped to the text).
    open var selectedTextRange: UITextRange? {
        get { editingSelectedTextRange }
        set { editingSelectedTextRange = newValue }
    }
    /// The marked text's range, or nil.
    open var markedTextRange: UITextRange? { editingMarkedTextRange }
    /// The attributes of marked text; kept only.
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { store.markedTextStyle }
        set { store.markedTextStyle = newValue }
    }
    /// Replaces the marked text (or the selection) with `markedText`, marked.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editingSetMarkedText(markedText, selectedRange: selectedRange)
    }
    /// Commits the marked text.
    open func unmarkText() { editingUnmarkText() }
    /// The start of the text.
    open var beginningOfDocument: UITextPosition { IndexedPosition(0) }
    /// The end of the text.
    open var endOfDocument: UITextPosition { IndexedPosition(store.length) }
    /// The range between two positions (in either order).
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editingTextRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 units away, or nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        editingPosition(from: position, offset: offset)
    }
    /// The position `offset` characters or lines away in `direction`.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editingPosition(from: position, in: direction, offset: offset)
    }
    /// How two positions are ordered.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        editingCompare(position, to: other)
    }
    /// The UTF-16 distance between two positions.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        editingOffset(from: from, to: toPosition)
    }
    /// The input system's delegate (kept weakly).
    open var inputDelegate: (any UITextInputDelegate)? {
        get { store.inputDelegate }
        set { store.inputDelegate = newValue }
    }
    /// A string tokenizer over the text.
    open var tokenizer: any UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
    /// The position in `range` farthest in `direction`.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editingPosition(within: range, farthestIn: direction)
    }
    /// The range from `position` to the next character in `direction`.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        editingCharacterRange(byExtending: position, in: direction)
    }
    /// Left to right.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        .leftToRight
    }
    /// Does nothing: OpenTouch lays text out left to right.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    /// The rectangle of the first line of `range`.
    open func firstRect(for range: UITextRange) -> CGRect { editingFirstRect(for: range) }
    /// The caret's rectangle at `position`.
    open func caretRect(for position: UITextPosition) -> CGRect { editingCaretRect(for: position) }
    /// One rectangle per line of `range`.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { editingSelectionRects(for: range) }
    /// The character boundary nearest `point`.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { editingClosestPosition(to: point) }
    /// The character boundary in `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editingClosestPosition(to: point, within: range)
    }
    /// The character under `point`, or nil.
    open func characterRange(at point: CGPoint) -> UITextRange? { editingCharacterRange(at: point) }

    // MARK: Edit actions and keys

    /// Cut, copy, paste, delete, select and select all as the text, the selection and
    /// ``isEditable`` allow; other actions as ``UIResponder`` decides.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }
    /// Copies the selection to ``UIPasteboard/general``.
    open override func copy(_ sender: Any?) { editingCopy() }
    /// Copies the selection and deletes it (asking the delegate).
    open override func cut(_ sender: Any?) { editingCut() }
    /// Types the pasteboard's string over the selection (asking the delegate).
    open override func paste(_ sender: Any?) { editingPaste() }
    /// Selects all the text.
    open override func selectAll(_ sender: Any?) { editingSelectAll() }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { selectWord(at: store.selection.location) }
    /// Deletes the selection (asking the delegate).
    open override func delete(_ sender: Any?) { performEdit(store.selection, "") }
    /// Handles arrows, Home/End and Cmd/Ctrl+A/C/X/V while editing (see <doc:TextInput>);
    /// passes the other presses to ``UIResponder``, which types them.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = isFirstResponder ? handledPresses.take(presses) { handleEditingKey($0) } : presses
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }
    /// Passes on the presses it did not handle.
    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = handledPresses.others(presses)
        if !others.isEmpty { super.pressesChanged(others, with: event) }
    }
    /// Passes on the presses it did not handle.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = handledPresses.release(presses)
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }
    /// Passes on the presses it did not handle.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = handledPresses.release(presses)
        if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }
}

/// The label that shows a text view's text.
final class _UITextViewLabel: UILabel {}
