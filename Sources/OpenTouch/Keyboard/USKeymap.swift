/// The US layout's table: what each key types, plain and shifted.
enum USKeymap {
    /// Keys with a plain and a shifted symbol (letters excluded), by usage.
    static let symbols: [UIKeyboardHIDUsage: (plain: String, shifted: String)] = [
        .keyboard1: ("1", "!"), .keyboard2: ("2", "@"), .keyboard3: ("3", "#"), .keyboard4: ("4", "$"),
        .keyboard5: ("5", "%"), .keyboard6: ("6", "^"), .keyboard7: ("7", "&"), .keyboard8: ("8", "*"),
        .keyboard9: ("9", "("), .keyboard0: ("0", ")"),
        .keyboardHyphen: ("-", "_"), .keyboardEqualSign: ("=", "+"),
        .keyboardOpenBracket: ("[", "{"), .keyboardCloseBracket: ("]", "}"),
        .keyboardBackslash: ("\\", "|"), .keyboardNonUSPound: ("\\", "|"),
        .keyboardSemicolon: (";", ":"), .keyboardQuote: ("'", "\""),
        .keyboardGraveAccentAndTilde: ("`", "~"), .keyboardComma: (",", "<"),
        .keyboardPeriod: (".", ">"), .keyboardSlash: ("/", "?"),
        .keyboardNonUSBackslash: ("<", ">"),
        .keyboardSpacebar: (" ", " "), .keyboardTab: ("\t", "\t"),
        .keyboardReturnOrEnter: ("\r", "\r"), .keyboardDeleteOrBackspace: ("\u{08}", "\u{08}"),
        .keypadSlash: ("/", "/"), .keypadAsterisk: ("*", "*"), .keypadHyphen: ("-", "-"),
        .keypadPlus: ("+", "+"), .keypadEnter: ("\r", "\r"), .keypadEqualSign: ("=", "="),
        .keypadComma: (",", ","),
    ]

    /// Keys that type no character, with UIKit's input strings.
    static let named: [UIKeyboardHIDUsage: String] = {
        var table: [UIKeyboardHIDUsage: String] = [
            .keyboardEscape: UIKeyCommandInputs.escape,
            .keyboardUpArrow: UIKeyCommandInputs.upArrow, .keyboardDownArrow: UIKeyCommandInputs.downArrow,
            .keyboardLeftArrow: UIKeyCommandInputs.leftArrow, .keyboardRightArrow: UIKeyCommandInputs.rightArrow,
            .keyboardPageUp: UIKeyCommandInputs.pageUp, .keyboardPageDown: UIKeyCommandInputs.pageDown,
            .keyboardHome: UIKeyCommandInputs.home, .keyboardEnd: UIKeyCommandInputs.end,
            .keyboardDeleteForward: UIKeyCommandInputs.delete,
        ]
        let functionKeys: [UIKeyboardHIDUsage] = [
            .keyboardF1, .keyboardF2, .keyboardF3, .keyboardF4, .keyboardF5, .keyboardF6,
            .keyboardF7, .keyboardF8, .keyboardF9, .keyboardF10, .keyboardF11, .keyboardF12,
        ]
        for (index, usage) in functionKeys.enumerated() { table[usage] = "UIKeyInputF\(index + 1)" }
        return table
    }()

    /// What the keypad's keys do while Num Lock is off.
    static let keypadNavigation: [UIKeyboardHIDUsage: UIKeyboardHIDUsage] = [
        .keypad1: .keyboardEnd, .keypad2: .keyboardDownArrow, .keypad3: .keyboardPageDown,
        .keypad4: .keyboardLeftArrow, .keypad6: .keyboardRightArrow, .keypad7: .keyboardHome,
        .keypad8: .keyboardUpArrow, .keypad9: .keyboardPageUp, .keypad0: .keyboardInsert,
        .keypadPeriod: .keyboardDeleteForward,
    ]

    /// The keypad's digits while Num Lock is on.
    static let keypadDigits: [UIKeyboardHIDUsage: String] = [
        .keypad1: "1", .keypad2: "2", .keypad3: "3", .keypad4: "4", .keypad5: "5",
        .keypad6: "6", .keypad7: "7", .keypad8: "8", .keypad9: "9", .keypad0: "0", .keypadPeriod: ".",
    ]

    /// The characters `usage` types with `flags`, and the characters it types with no modifier.
    static func characters(for usage: UIKeyboardHIDUsage, flags: UIKeyModifierFlags,
                           numLock: Bool) -> (String, String) {
        if let letter = letter(of: usage) {
            let upper = flags.contains(.shift) != flags.contains(.alphaShift)
            let typed = flags.contains(.control) ? String(controlCharacter(letter)) : (upper ? letter.uppercased() : letter)
            return (typed, letter)
        }
        if let symbol = symbols[usage] {
            return (flags.contains(.shift) ? symbol.shifted : symbol.plain, symbol.plain)
        }
        if let digit = keypadDigits[usage] {
            if numLock { return (digit, digit) }
            let name = keypadNavigation[usage].flatMap { named[$0] } ?? ""
            return (name, name)
        }
        let name = named[usage] ?? ""
        return (name, name)
    }

    /// The lowercase letter a letter key types, or nil for other keys.
    static func letter(of usage: UIKeyboardHIDUsage) -> String? {
        guard (UIKeyboardHIDUsage.keyboardA.rawValue...UIKeyboardHIDUsage.keyboardZ.rawValue).contains(usage.rawValue),
              let scalar = Unicode.Scalar(UInt32(usage.rawValue - UIKeyboardHIDUsage.keyboardA.rawValue) + 0x61)
        else { return nil }
        return String(Character(scalar))
    }

    /// The C0 control character Control types with a lowercase `letter` (Control-A is U+0001).
    private static func controlCharacter(_ letter: String) -> Character {
        let value = letter.unicodeScalars.first!.value - 0x60
        return Character(Unicode.Scalar(value)!)
    }

    /// The keystroke that types each character on the US layout.
    static let keystrokes: [Character: (usage: UIKeyboardHIDUsage, shift: Bool)] = {
        var table: [Character: (usage: UIKeyboardHIDUsage, shift: Bool)] = [:]
        for raw in UIKeyboardHIDUsage.keyboardA.rawValue...UIKeyboardHIDUsage.keyboardZ.rawValue {
            let usage = UIKeyboardHIDUsage(rawValue: raw)!
            let letter = letter(of: usage)!
            table[Character(letter)] = (usage, false)
            table[Character(letter.uppercased())] = (usage, true)
        }
        // Main-block keys win over the keypad and the ISO keys: sort so they are entered last.
        let ordered = symbols.sorted { rank($0.key) > rank($1.key) || (rank($0.key) == rank($1.key) && $0.key.rawValue > $1.key.rawValue) }
        for (usage, symbol) in ordered {
            table[Character(symbol.shifted)] = (usage, true)
            table[Character(symbol.plain)] = (usage, false)
        }
        table["\n"] = (.keyboardReturnOrEnter, false)
        return table
    }()

    /// Lower ranks are preferred when several keys type a character.
    private static func rank(_ usage: UIKeyboardHIDUsage) -> Int {
        if usage.isKeypad { return 2 }
        if usage == .keyboardNonUSPound || usage == .keyboardNonUSBackslash { return 1 }
        return 0
    }
}
