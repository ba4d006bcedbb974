import Foundation

extension UILabel {
    /// The paragraph style the label's alignment and line break mode make.
    var labelParagraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = storedAlignment
        style.lineBreakMode = storedLineBreakMode
        return style
    }

    /// The attributes plain text gets: font, color and paragraph style.
    var labelAttributes: [NSAttributedString.Key: Any] {
        [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: labelParagraphStyle]
    }

    /// `font` at the label's content size category when it follows Dynamic Type.
    func adjustedForCategory(_ font: UIFont) -> UIFont {
        guard adjustsFontForContentSizeCategory else { return font }
        return font.adjusted(for: UIFont.TextStyle.category(in: traitCollection))
    }

    /// Sets plain text: an attributed string with the label's attributes, or nil.
    func setPlainText(_ text: String?) {
        storedText = text.map { NSAttributedString(string: $0, attributes: labelAttributes) }
        invalidateIntrinsicContentSize()
    }

    /// Sets attributed text and takes the label's font, color, alignment and line break mode from
    /// its first character.
    func setAttributedText(_ attributedText: NSAttributedString?) {
        guard let attributedText else {
            storedText = nil
            invalidateIntrinsicContentSize()
            return
        }
        storedText = NSAttributedString(attributedString: attributedText)
        if attributedText.length > 0 {
            let attributes = attributedText.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { storedFont = font }
            if let color = attributes[.foregroundColor] as? UIColor { storedTextColor = color }
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                storedAlignment = style.alignment
                storedLineBreakMode = style.lineBreakMode
            }
        }
        invalidateIntrinsicContentSize()
    }

    /// Sets the font, for the whole attributed text too.
    func setFont(_ font: UIFont) {
        storedFont = font
        applyToWholeText(.font, font)
        invalidateIntrinsicContentSize()
    }

    /// Sets the text color, for the whole attributed text too.
    func setTextColor(_ color: UIColor) {
        storedTextColor = color
        applyToWholeText(.foregroundColor, color)
    }

    /// Sets the alignment and/or line break mode, in every paragraph style of the attributed text too.
    func setParagraphValues(alignment: NSTextAlignment?, lineBreakMode: NSLineBreakMode?) {
        if let alignment { storedAlignment = alignment }
        if let lineBreakMode { storedLineBreakMode = lineBreakMode }
        guard let storedText, storedText.length > 0 else { return }
        let text = NSMutableAttributedString(attributedString: storedText)
        let whole = NSRange(location: 0, length: text.length)
        var runs: [(NSRange, NSParagraphStyle?)] = []
        text.enumerateAttribute(.paragraphStyle, in: whole) { value, range, _ in
            runs.append((range, value as? NSParagraphStyle))
        }
        for (range, style) in runs {
            let updated = (style ?? NSParagraphStyle.default).mutableCopy() as? NSMutableParagraphStyle
                ?? NSMutableParagraphStyle()
            if let alignment { updated.alignment = alignment }
            if let lineBreakMode { updated.lineBreakMode = lineBreakMode }
            text.addAttribute(.paragraphStyle, value: updated, range: range)
        }
        self.storedText = text
        invalidateIntrinsicContentSize()
    }

    /// Sets `key` to `value` over the whole attributed text.
    private func applyToWholeText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let storedText, storedText.length > 0 else { return }
        let text = NSMutableAttributedString(attributedString: storedText)
        text.addAttribute(key, value: value, range: NSRange(location: 0, length: text.length))
        self.storedText = text
    }

    /// The glyphs to measure: the attributed text with the label's font and paragraph style where
    /// it has none, Dynamic Type fonts at the label's category when it follows it.
    func measuredGlyphs() -> [TextGlyph] {
        guard let storedText, storedText.length > 0 else { return [] }
        var text = storedText
        if adjustsFontForContentSizeCategory {
            let adjusted = NSMutableAttributedString(attributedString: storedText)
            storedText.enumerateAttribute(.font, in: NSRange(location: 0, length: storedText.length)) { value, range, _ in
                if let font = value as? UIFont { adjusted.addAttribute(.font, value: adjustedForCategory(font), range: range) }
            }
            text = adjusted
        }
        return TextGlyph.glyphs(of: text, font: adjustedForCategory(storedFont), style: labelParagraphStyle)
    }
}
