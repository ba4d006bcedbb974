import Foundation

extension UILabel {
    /// The paragraph style the label's alignment and line break mode make.
    var labelParagraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = storedAlignment
        style.lineBreakMode = storedLineBreakMode
        return style
    }

    /// `font` at the label's content size category when it follows Dynamic Type.
    func adjustedForCategory(_ font: UIFont) -> UIFont {
        guard adjustsFontForContentSizeCategory else { return font }
        return font.adjusted(for: UIFont.TextStyle.category(in: traitCollection))
    }

    /// Sets plain text: an attributed string with the label's font, color and paragraph style,
    /// or nil.
    func setPlainText(_ text: String?) {
        guard let text else {
            storedText = nil
            invalidateIntrinsicContentSize()
            return
        }
        let font = storedFont, style = labelParagraphStyle
        storedText = NSAttributedString(
            string: text, attributes: [.font: font, .foregroundColor: storedTextColor, .paragraphStyle: style])
        plainTextRun = PlainTextRun(string: text, font: font, style: style)
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

    /// Sets the font, for the whole attributed text too. Plain text stays plain: its one run
    /// now has `font`.
    func setFont(_ font: UIFont) {
        storedFont = font
        let run = plainTextRun
        applyToWholeText(.font, font)
        plainTextRun = run.map { PlainTextRun(string: $0.string, font: font, style: $0.style) }
        invalidateIntrinsicContentSize()
    }

    /// Sets the text color, for the whole attributed text too. Plain text stays plain (a color
    /// changes no glyph).
    func setTextColor(_ color: UIColor) {
        storedTextColor = color
        let run = plainTextRun
        applyToWholeText(.foregroundColor, color)
        plainTextRun = run
    }

    /// Sets the alignment and/or line break mode, in every paragraph style of the attributed text too.
    func setParagraphValues(alignment: NSTextAlignment?, lineBreakMode: NSLineBreakMode?) {
        if let alignment { storedAlignment = alignment }
        if let lineBreakMode { storedLineBreakMode = lineBreakMode }
        guard let storedText, storedText.length > 0 else { return }
        self.storedText = Self.rebuilding(storedText) { attributes in
            let style = attributes[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle.default
            let updated = style.mutableCopy() as? NSMutableParagraphStyle ?? NSMutableParagraphStyle()
            if let alignment { updated.alignment = alignment }
            if let lineBreakMode { updated.lineBreakMode = lineBreakMode }
            attributes[.paragraphStyle] = updated
        }
        invalidateIntrinsicContentSize()
    }

    /// Sets `key` to `value` over the whole attributed text.
    private func applyToWholeText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let storedText, storedText.length > 0 else { return }
        self.storedText = Self.rebuilding(storedText) { $0[key] = value }
    }

    /// A new attributed string with `text`'s characters and each of its runs' attributes as
    /// `change` leaves them.
    ///
    /// Made run by run from immutable strings rather than by mutating a copy: swift-corelibs-
    /// foundation's in-place attribute mutation (`addAttribute(_:value:range:)`) once trapped
    /// inside CoreFoundation on Linux CI with values that are not Objective-C objects.
    static func rebuilding(_ text: NSAttributedString,
                           _ change: (inout [NSAttributedString.Key: Any]) -> Void) -> NSAttributedString {
        let characters = text.string as NSString
        let result = NSMutableAttributedString(string: "")
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            var attributes = attributes
            change(&attributes)
            result.append(NSAttributedString(string: characters.substring(with: range), attributes: attributes))
        }
        return result
    }

    /// The glyphs to measure: the attributed text with the label's font and paragraph style where
    /// it has none, Dynamic Type fonts at the label's category when it follows it.
    func measuredGlyphs() -> [TextGlyph] {
        if let plainTextRun {
            // The one run of `storedText`, read without enumerating it: the same glyphs.
            guard !plainTextRun.string.isEmpty else { return [] }
            var glyphs: [TextGlyph] = []
            TextGlyph.appendRun(plainTextRun.string, font: adjustedForCategory(plainTextRun.font), kern: 0,
                                style: plainTextRun.style, to: &glyphs)
            return glyphs
        }
        guard let storedText, storedText.length > 0 else { return [] }
        var text = storedText
        if adjustsFontForContentSizeCategory {
            text = Self.rebuilding(storedText) { attributes in
                if let font = attributes[.font] as? UIFont { attributes[.font] = adjustedForCategory(font) }
            }
        }
        return TextGlyph.glyphs(of: text, font: adjustedForCategory(storedFont), style: labelParagraphStyle)
    }
}

/// Plain text as ``UILabel/setPlainText(_:)`` stored it: the string, and the font and paragraph
/// style of the attributed string's one run (its color does not change a glyph).
struct PlainTextRun {
    /// The text.
    let string: String
    /// The run's font, as set (before any Dynamic Type adjustment).
    let font: UIFont
    /// The run's paragraph style.
    let style: NSParagraphStyle
}
