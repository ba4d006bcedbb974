import Foundation

extension UIListContentConfiguration {
    /// How a list content view draws one of its texts.
    public struct TextProperties: Hashable, @unchecked Sendable {
        /// How the text lines up in its area.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading-aligned in left-to-right layouts, trailing in right-to-left ones.
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }

        /// A change of letter case applied when the text is shown.
        public enum TextTransform: Int, Hashable, Sendable {
            /// The text as given.
            case none
            /// Every letter upper-case.
            case uppercase
            /// Every letter lower-case.
            case lowercase
            /// The first letter of each word upper-case.
            case capitalized
        }

        /// The font.
        public var font: UIFont
        /// The text colour, before ``colorTransformer``. Setting it keeps it through
        /// ``UIListContentConfiguration/updated(for:)``.
        public var color: UIColor {
            get { storedColor }
            set { storedColor = newValue; colorIsCustom = true }
        }
        /// A transformer applied to ``color``; nil uses the colour as is.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment; `.natural` by default.
        public var alignment = TextAlignment.natural
        /// How lines break and the last line is cut; `.byTruncatingTail` by default.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines shown; 0 (as many as needed) by default.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width; false by default.
        public var adjustsFontSizeToFitWidth = false
        /// How far the font may shrink; 0 by default.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text may tighten before truncating; false by default.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether a Dynamic Type font follows the content size category; true by default.
        public var adjustsFontForContentSizeCategory = true
        /// Whether truncated text shows in full on a long press; kept only (false by default).
        public var showsExpansionTextWhenTruncated = false
        /// The case change applied when the text is shown; `.none` by default.
        public var transform = TextTransform.none

        /// The colour before the transformer.
        private var storedColor: UIColor
        /// Whether the app set ``color`` (so state updates leave it alone).
        private(set) var colorIsCustom = false

        /// Properties with `font` and `color`, not marked as customized.
        init(font: UIFont, color: UIColor) {
            self.font = font
            storedColor = color
        }

        /// The colour shown: ``color`` through ``colorTransformer``.
        public func resolvedColor() -> UIColor {
            colorTransformer?(storedColor) ?? storedColor
        }

        /// Sets the colour as a system default, which later state updates may change again.
        mutating func setDefaultColor(_ color: UIColor) {
            guard !colorIsCustom else { return }
            storedColor = color
        }

        /// `text` with ``transform`` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }
}

extension UIListContentConfiguration.TextProperties.TextAlignment {
    /// The label alignment for this alignment.
    var labelAlignment: NSTextAlignment {
        switch self {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
    }
}
