import Foundation

/// A single-line editable text control, as UIKit's `UITextField`.
///
/// A tap makes it first responder (asking its delegate, see ``UITextFieldDelegate`` for the
/// order of calls) and places the caret at the touched character; typing (hardware keys, the
/// software keyboard, ``insertText(_:)``) edits it. It implements ``UITextInput`` with positions
/// in UTF-16 units; text is measured with OpenTouch's text metric (see <doc:TextMeasurement>) and
/// shown by a label inside the field, scrolled sideways to keep the caret visible. See
/// <doc:TextInput>.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    let store = TextEditingStore()
    private(set) lazy var textInteraction = TextInteraction(host: self)
    let selectionDisplay = TextSelectionDisplay()
    let handledPresses = HandledPresses()
    /// Whether the next typed text or Backspace replaces the whole text: a secure field that
    /// began editing with text, as in UIKit.
    var replacesSecureTextOnEdit = false
    /// The clipping view the text, the placeholder and the caret live in (the editing rectangle).
    let canvas = _UITextFieldCanvasView(frame: .zero)
    let textLabel = _UITextFieldLabel(frame: .zero)
    let placeholderLabel = _UITextFieldPlaceholderLabel(frame: .zero)
    let clearButton = _UITextFieldClearButton(frame: .zero)
    /// How far the text is scrolled left to keep the caret visible.
    var textScroll: CGFloat = 0
    var storedFont = UIFont.preferredFont(forTextStyle: .body)
    var storedInputView: UIView?
    var storedInputAccessoryView: UIView?

    /// Creates an empty text field with no border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpField()
    }

    /// Creates a text field from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpField()
    }

    private func setUpField() {
        canvas.clipsToBounds = true
        canvas.isUserInteractionEnabled = false
        addSubview(canvas)
        canvas.addSubview(placeholderLabel)
        canvas.addSubview(textLabel)
        placeholderLabel.textColor = .placeholderText
        clearButton.setTitle("\u{2715}", for: .normal)
        clearButton.accessibilityLabel = "Clear text"
        clearButton.addAction(UIAction { [weak self] _ in self?.clearButtonTapped() }, for: .touchUpInside)
        addSubview(clearButton)
        _ = textInteraction
        refreshDisplay()
    }

    /// The field's delegate; nil by default (kept weakly).
    open weak var delegate: (any UITextFieldDelegate)?

    // MARK: Text

    /// The text; empty by default. Setting it puts the caret at the end and sends no events.
    open var text: String? {
        get { store.text }
        set { setTextProgrammatically(newValue ?? "") }
    }

    /// The text with the field's font and color; setting it takes its characters and the font at
    /// its first character. OpenTouch's fields show one font and color.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: store.text, attributes: defaultTextAttributes) }
        set {
            if let newValue, newValue.length > 0,
               let font = newValue.attribute(.font, at: 0, effectiveRange: nil) as? UIFont {
                storedFont = font
            }
            setTextProgrammatically(newValue?.string ?? "")
        }
    }

    /// The text shown in gray while the field is empty; nil by default.
    open var placeholder: String? {
        didSet { refreshDisplay() }
    }

    /// The placeholder with attributes; setting it takes its characters.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0, attributes: [.font: storedFont]) } }
        set { placeholder = newValue?.string }
    }

    /// The font of the text and the placeholder; the body text style by default (nil restores it).
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? UIFont.preferredFont(forTextStyle: .body)
            invalidateIntrinsicContentSize()
            refreshDisplay()
        }
    }

    /// The text color; `.label` by default (nil restores it).
    open var textColor: UIColor? {
        didSet { refreshDisplay() }
    }

    /// How the text lines up in the field; `.natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { refreshDisplay() }
    }

    /// The attributes of the text: its font and color.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: storedFont, .foregroundColor: textColor ?? UIColor.label] }
        set {
            if let font = newValue[.font] as? UIFont { storedFont = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            refreshDisplay()
        }
    }

    /// The attributes new typing takes; OpenTouch's fields have one set (``defaultTextAttributes``).
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? defaultTextAttributes : nil }
        set {}
    }

    /// Whether the user may change the text's attributes; false by default. Kept only.
    open var allowsEditingTextAttributes = false

    // MARK: Appearance

    /// The border; `.none` by default. Drawn with the layer's border (rounded and white for
    /// `.roundedRect`).
    open var borderStyle: BorderStyle = .none {
        didSet { applyBorderStyle() }
    }

    /// The background image; kept only.
    open var background: UIImage?
    /// The background image while disabled; kept only.
    open var disabledBackground: UIImage?

    /// Whether the font shrinks, down to ``minimumFontSize``, until the text fits the field's
    /// width; false by default.
    open var adjustsFontSizeToFitWidth = false {
        didSet { refreshDisplay() }
    }
    /// The smallest size ``adjustsFontSizeToFitWidth`` shrinks the font to; 0 by default.
    open var minimumFontSize: CGFloat = 0 {
        didSet { refreshDisplay() }
    }

    // MARK: Overlay views

    /// When the clear button shows (and only with text); `.never` by default.
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }
    /// A view at the field's left edge; nil by default.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    /// When ``leftView`` shows; `.never` by default.
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }
    /// A view at the field's right edge; nil by default.
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    /// When ``rightView`` shows; `.never` by default.
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    // MARK: Editing behaviour

    /// Whether the field is editing (first responder).
    open internal(set) var isEditing = false
    /// Whether beginning to edit clears the text; false by default.
    open var clearsOnBeginEditing = false
    /// Whether typing replaces the whole text; false by default.
    open var clearsOnInsertion = false

    /// The view shown instead of the software keyboard while editing; nil (the keyboard) by default.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// The view shown above the keyboard while editing; nil by default.
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
    /// Whether the text is hidden (shown as bullets) and cannot be copied or cut; false by default.
    open var isSecureTextEntry = false {
        didSet { refreshDisplay() }
    }
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
    // MARK: Rectangles

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text is drawn when not editing: the bounds less the border's inset and the shown overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect { textArea(bounds, editing: false) }
    /// Where the text is edited: as ``textRect(forBounds:)``, less the clear button while it shows.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textArea(bounds, editing: true) }
    /// Where the placeholder is drawn: the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The clear button's square at the right edge (left of a shown right view).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(bounds) }
    /// The left view's rectangle: its size, at the left edge, centered vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(leftView, bounds, atLeft: true) }
    /// The right view's rectangle: its size, at the right edge, centered vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(rightView, bounds, atLeft: false) }
    /// The text's (or placeholder's) width and a line's height, with the border's room.
    open override var intrinsicContentSize: CGSize { fieldIntrinsicSize }
    /// The intrinsic content size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
    /// Places the overlays, the clear button and the text.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutField()
    }

    // MARK: First responder

    /// A field can become first responder while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Asks `textFieldShouldBeginEditing`, becomes first responder, then `textFieldDidBeginEditing`,
    /// ``UIControl/Event/editingDidBegin`` and ``UITextField/textDidBeginEditingNotification``.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) != false,
              super.becomeFirstResponder() else { return false }
        beginEditingSession()
        return true
    }
    /// Asks `textFieldShouldEndEditing`, resigns, then `textFieldDidEndEditing(_:reason:)`,
    /// ``UIControl/Event/editingDidEnd`` and ``UITextField/textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else {
            endEditingSession()
            return super.resignFirstResponder()
        }
        guard delegate?.textFieldShouldEndEditing(self) != false, super.resignFirstResponder() else { return false }
        endEditingSession()
        return true
    }
    /// Ends editing when the field leaves its window while editing.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, !isFirstResponder { endEditingSession() }
    }

    // MARK: UIKeyInput and UITextInput

    /// Whether the field has text.
    open var hasText: Bool { !store.text.isEmpty }
    /// Types `text` over the selection, asking the delegate first; `"\n"` (Return) runs
    /// ``UITextFieldDelegate/textFieldShouldReturn(_:)`` instead; other newlines become spaces.
    open func insertText(_ text: String) { fieldInsert(text) }
    /// Deletes the selection or the character before the caret, asking the delegate first (the
    /// first Backspace in a secure field that began editing with text deletes all of it).
    open func deleteBackward() { fieldDeleteBackward() }
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

    /// Cut, copy, paste, delete, select and select all as the text and the selection allow
    /// (no copy or cut of secure text); other actions as ``UIResponder`` decides.
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
    /// Handles arrows, Home/End and Cmd/Ctrl+A/C/X/V while editing (see <doc:TextInput>), and
    /// takes Tab without typing it (a text field holds one line without tabs); passes the other
    /// presses to ``UIResponder``, which types them.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = isFirstResponder
            ? handledPresses.take(presses) { handleEditingKey($0) || $0.keyCode == .keyboardTab }
            : presses
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

/// The view that clips a text field's text to its editing rectangle.
final class _UITextFieldCanvasView: UIView {}

/// The label that shows a text field's text.
final class _UITextFieldLabel: UILabel {}

/// The label that shows a text field's placeholder.
final class _UITextFieldPlaceholderLabel: UILabel {}

/// A text field's clear button.
final class _UITextFieldClearButton: UIButton {}
