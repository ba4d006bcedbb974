import Foundation

/// OpenTouch's text metric: how wide a character is in a font, with no glyphs behind it.
///
/// Each character (grapheme cluster) has an advance, a fraction of the font's point size (an
/// em) taken from its class; see <doc:TextMeasurement> for the table and the rules. Heights
/// come from ``UIFont/lineHeight``.
enum TextMeasurement {
    /// A character's class, which decides its advance.
    enum CharacterClass: Equatable {
        /// Spaces: 0.25 em.
        case space
        /// A tab: four spaces.
        case tab
        /// `i j l I ! | . , : ; '` and the like: 0.25 em.
        case narrow
        /// `f r t ( ) [ ] { } / \ - " *`: 0.35 em.
        case semiNarrow
        /// Other capital letters: 0.65 em.
        case uppercase
        /// `m w M W @ % & … —`: 0.85 em.
        case wide
        /// `0`–`9`: 0.6 em (`1` is 0.45 em unless digits are tabular).
        case digit(isOne: Bool)
        /// CJK ideographs, kana, Hangul, full-width forms and emoji: 1 em.
        case fullWidth
        /// Joiners, variation selectors and other invisible characters: 0.
        case zeroWidth
        /// A line or paragraph break.
        case newline
        /// Everything else (lowercase letters, most punctuation, other scripts): 0.55 em.
        case other
    }

    /// Each class's advance in ems for a proportional font.
    static func ems(_ characterClass: CharacterClass, tabularDigits: Bool) -> CGFloat {
        switch characterClass {
        case .space: 0.25
        case .tab: 1.0
        case .narrow: 0.25
        case .semiNarrow: 0.35
        case .uppercase: 0.65
        case .wide: 0.85
        case .digit(let isOne): isOne && !tabularDigits ? 0.45 : 0.6
        case .fullWidth: 1.0
        case .zeroWidth, .newline: 0
        case .other: 0.55
        }
    }

    /// The advance of every character but full-width and invisible ones in a monospaced font (SF
    /// Mono's 1233/2048 em, rounded).
    static let monospacedEms: CGFloat = 0.6

    /// How much wider each advance gets per unit of ``UIFont/Weight`` (bold, 0.4, is 4% wider).
    static let weightWidening: CGFloat = 0.1

    /// The advance of `character` in `font`, in points.
    static func advance(of character: Character, in font: UIFont) -> CGFloat {
        advance(of: classify(character), in: font)
    }

    /// The advance of a character of `characterClass` in `font`, in points.
    static func advance(of characterClass: CharacterClass, in font: UIFont) -> CGFloat {
        let spec = font.spec
        let ems: CGFloat
        if spec.family == .monospaced || spec.requestedTraits.contains(.traitMonoSpace) {
            switch characterClass {
            case .fullWidth: ems = 1
            case .zeroWidth, .newline: ems = 0
            case .tab: ems = 4 * monospacedEms
            default: ems = monospacedEms
            }
        } else {
            ems = Self.ems(characterClass, tabularDigits: spec.monospacedDigits)
        }
        return ems * spec.pointSize * (1 + weightWidening * spec.weight.rawValue)
    }

    private static let narrowCharacters: Set<Character> = ["i", "j", "l", "I", "!", "|", ".", ",", ":", ";", "'",
                                                           "`", "\u{2018}", "\u{2019}"]
    private static let semiNarrowCharacters: Set<Character> = ["f", "r", "t", "(", ")", "[", "]", "{", "}", "/",
                                                               "\\", "-", "\"", "*", "\u{201C}", "\u{201D}"]
    private static let wideCharacters: Set<Character> = ["m", "w", "M", "W", "@", "%", "&", "\u{2026}", "\u{2014}"]

    /// The class of `character`, read from its first scalar (and, for emoji, the whole cluster).
    /// A one-byte (ASCII) character is looked up in ``asciiClasses``, which holds what
    /// ``classifyByProperties(_:)`` answers for it: measuring a label's text calls this for
    /// every character, and the Unicode property lookups cost about 4,000 instructions each.
    static func classify(_ character: Character) -> CharacterClass {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            return asciiClasses[Int(byte)]
        }
        return classifyByProperties(character)
    }

    /// ``classifyByProperties(_:)`` of each one-byte character, by its byte value (0–127).
    private static let asciiClasses: [CharacterClass] = (0..<128).map {
        classifyByProperties(Character(Unicode.Scalar(UInt8($0))))
    }

    /// ``classify(_:)`` from the character's Unicode properties.
    static func classifyByProperties(_ character: Character) -> CharacterClass {
        if character.isNewline { return .newline }
        if character == "\t" { return .tab }
        guard let first = character.unicodeScalars.first else { return .other }
        if isFullWidth(first) || isEmoji(character) { return .fullWidth }
        if isZeroWidth(first) { return .zeroWidth }
        if first.properties.isWhitespace { return .space }
        if let digit = character.wholeNumberValue, character.isASCII { return .digit(isOne: digit == 1) }
        if narrowCharacters.contains(character) { return .narrow }
        if semiNarrowCharacters.contains(character) { return .semiNarrow }
        if wideCharacters.contains(character) { return .wide }
        if character.isUppercase { return .uppercase }
        return .other
    }

    /// Whether the cluster shows as an emoji: a scalar with emoji presentation, or an emoji
    /// followed by the emoji variation selector, a keycap, a skin tone or a joiner.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        guard first.properties.isEmoji, scalars.count > 1 else { return false }
        return scalars.contains { [0xFE0F, 0x20E3, 0x200D].contains($0.value) || $0.properties.isEmojiModifier }
    }

    /// CJK ideographs, kana, Hangul, CJK punctuation and full-width forms.
    static func isFullWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// Zero-width spaces and joiners, the word joiner, the byte-order mark and variation selectors.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x2060...0x2064, 0xFEFF, 0xFE00...0xFE0F: true
        default: scalar.properties.generalCategory == .nonspacingMark
        }
    }
}
