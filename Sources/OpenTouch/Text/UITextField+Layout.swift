import Foundation

extension UITextField {
    // MARK: Rectangles

    /// The default clear button rectangle: a square at the right edge, left of a shown right view.
    func defaultClearButtonRect(_ bounds: CGRect) -> CGRect {
        let side = TextConstants.clearButtonSide
        let right = (showsOverlay(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX)
            - TextConstants.clearButtonMargin
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// An overlay view's rectangle: its size, at the left or right edge, centered vertically.
    func overlayRect(_ view: UIView?, _ bounds: CGRect, atLeft: Bool) -> CGRect {
        let size = overlaySize(view)
        return CGRect(x: atLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    private func overlaySize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        let intrinsic = view.intrinsicContentSize
        let size = view.bounds.size
        return CGSize(width: size.width > 0 ? size.width : max(0, intrinsic.width),
                      height: size.height > 0 ? size.height : max(0, intrinsic.height))
    }

    /// Whether an overlay in `mode` shows now.
    func showsOverlay(_ view: UIView?, _ mode: ViewMode) -> Bool {
        view != nil && Self.modeShows(mode, editing: isEditing)
    }

    static func modeShows(_ mode: ViewMode, editing: Bool) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }

    /// Whether the clear button shows: its mode allows it and there is text.
    var showsClearButton: Bool {
        !store.text.isEmpty && isEnabled && Self.modeShows(clearButtonMode, editing: isEditing)
    }

    func textArea(_ bounds: CGRect, editing: Bool) -> CGRect {
        let inset = borderStyle == .none ? 0 : TextConstants.borderedTextInset
        var left = bounds.minX + inset
        var right = bounds.maxX - inset
        if showsOverlay(leftView, leftViewMode) { left = max(left, leftViewRect(forBounds: bounds).maxX) }
        if showsOverlay(rightView, rightViewMode) { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if editing, showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    // MARK: Sizing

    /// The text's (or placeholder's) width and a line's height, with the border's room.
    var fieldIntrinsicSize: CGSize {
        let shown = store.text.isEmpty ? (placeholder ?? "") : store.text
        let width = TextGeometry(text: shown, font: storedFont, origin: .zero, wrapWidth: nil, alignWidth: 0,
                                 alignment: .left, masked: isSecureTextEntry && !store.text.isEmpty).size.width
        let inset = borderStyle == .none ? 0 : 2 * TextConstants.borderedTextInset
        let padding: CGFloat = borderStyle == .roundedRect ? 13 : borderStyle == .none ? 0 : 8
        return CGSize(width: ceil(width + inset), height: ceil(storedFont.lineHeight + padding))
    }

    // MARK: Layout and display

    /// Places the overlays, the clear button and the text.
    func layOutField() {
        if let leftView {
            leftView.isHidden = !showsOverlay(leftView, leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !showsOverlay(rightView, rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        clearButton.isHidden = !showsClearButton
        clearButton.frame = clearButtonRect(forBounds: bounds)
        refreshDisplay()
    }

    /// The font the text is shown in: the field's, shrunk to fit when ``adjustsFontSizeToFitWidth``.
    var shownFont: UIFont {
        guard adjustsFontSizeToFitWidth, !store.text.isEmpty else { return storedFont }
        let room = editingRect(forBounds: bounds).width
        let width = TextGeometry(text: store.text, font: storedFont, origin: .zero, wrapWidth: nil, alignWidth: 0,
                                 alignment: .left, masked: isSecureTextEntry).size.width
        guard width > room, width > 0 else { return storedFont }
        let minimum = max(minimumFontSize, 1)
        return storedFont.withSize(max(minimum, floor(storedFont.pointSize * room / width * 10) / 10))
    }

    /// The text's layout in the field's coordinates (scrolled by ``textScroll``).
    func makeGeometry() -> TextGeometry {
        let area = editingRect(forBounds: bounds)
        let font = shownFont
        let top = area.midY - font.lineHeight / 2
        return TextGeometry(text: store.text, font: font, origin: CGPoint(x: area.minX - textScroll, y: top),
                            wrapWidth: nil, alignWidth: area.width, alignment: textAlignment,
                            masked: isSecureTextEntry)
    }

    /// Updates the labels, the clear button, the scroll and the caret from the state.
    func refreshDisplay() {
        let area = editingRect(forBounds: bounds)
        canvas.frame = area
        let font = shownFont
        let shown = isSecureTextEntry ? String(repeating: TextConstants.secureBullet, count: store.units.characters.count) : store.text
        textLabel.font = font
        textLabel.textColor = textColor ?? .label
        textLabel.text = shown
        placeholderLabel.font = storedFont
        placeholderLabel.text = placeholder
        placeholderLabel.textAlignment = textAlignment
        placeholderLabel.isHidden = !store.text.isEmpty
        placeholderLabel.frame = CGRect(origin: .zero, size: area.size)
        scrollToCaret(area: area)
        let geometry = makeGeometry()
        let width = max(area.width, geometry.size.width + TextConstants.caretWidth)
        textLabel.textAlignment = geometry.size.width <= area.width ? textAlignment : .left
        textLabel.frame = CGRect(x: -textScroll, y: 0, width: width, height: area.height)
        clearButton.isHidden = !showsClearButton
        selectionDisplay.update(host: self, container: canvas, visible: isFirstResponder)
    }

    /// Scrolls the text sideways so the caret is inside the editing rectangle (none when it fits).
    private func scrollToCaret(area: CGRect) {
        textScroll = 0
        let full = makeGeometry()
        let textWidth = full.size.width + TextConstants.caretWidth
        guard textWidth > area.width else { return }
        let caret = full.caretRect(atOffset: store.selection.location)
        let caretX = caret.maxX - area.minX
        textScroll = min(max(0, caretX - area.width), textWidth - area.width)
    }

    func applyBorderStyle() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
            layer.cornerRadius = 0
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray.cgColor
            layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = UIColor.systemGray4.cgColor
            layer.cornerRadius = TextConstants.roundedRectCornerRadius
            if backgroundColor == nil { backgroundColor = .systemBackground }
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        refreshDisplay()
    }
}
