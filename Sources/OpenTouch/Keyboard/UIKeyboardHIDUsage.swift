/// The HID usage codes (USB HID usage page 7) that identify the keys of a keyboard, with UIKit's
/// case names and raw values.
///
/// A key's usage names its position, not its symbol: the key left of S is ``keyboardA`` on every
/// layout. The characters a key types depend on the keyboard layout (see ``KeyboardLayout``).
public enum UIKeyboardHIDUsage: Int, Sendable, Hashable, CaseIterable, Codable {
    /// Too many keys are down for the keyboard to report (ErrorRollOver).
    case keyboardErrorRollOver = 0x01
    /// The keyboard failed its power-on self test.
    case keyboardPOSTFail = 0x02
    /// An undefined keyboard error.
    case keyboardErrorUndefined = 0x03
    /// The A key.
    case keyboardA = 0x04
    /// The B key.
    case keyboardB = 0x05
    /// The C key.
    case keyboardC = 0x06
    /// The D key.
    case keyboardD = 0x07
    /// The E key.
    case keyboardE = 0x08
    /// The F key.
    case keyboardF = 0x09
    /// The G key.
    case keyboardG = 0x0A
    /// The H key.
    case keyboardH = 0x0B
    /// The I key.
    case keyboardI = 0x0C
    /// The J key.
    case keyboardJ = 0x0D
    /// The K key.
    case keyboardK = 0x0E
    /// The L key.
    case keyboardL = 0x0F
    /// The M key.
    case keyboardM = 0x10
    /// The N key.
    case keyboardN = 0x11
    /// The O key.
    case keyboardO = 0x12
    /// The P key.
    case keyboardP = 0x13
    /// The Q key.
    case keyboardQ = 0x14
    /// The R key.
    case keyboardR = 0x15
    /// The S key.
    case keyboardS = 0x16
    /// The T key.
    case keyboardT = 0x17
    /// The U key.
    case keyboardU = 0x18
    /// The V key.
    case keyboardV = 0x19
    /// The W key.
    case keyboardW = 0x1A
    /// The X key.
    case keyboardX = 0x1B
    /// The Y key.
    case keyboardY = 0x1C
    /// The Z key.
    case keyboardZ = 0x1D
    /// The 1 key of the top row.
    case keyboard1 = 0x1E
    /// The 2 key of the top row.
    case keyboard2 = 0x1F
    /// The 3 key of the top row.
    case keyboard3 = 0x20
    /// The 4 key of the top row.
    case keyboard4 = 0x21
    /// The 5 key of the top row.
    case keyboard5 = 0x22
    /// The 6 key of the top row.
    case keyboard6 = 0x23
    /// The 7 key of the top row.
    case keyboard7 = 0x24
    /// The 8 key of the top row.
    case keyboard8 = 0x25
    /// The 9 key of the top row.
    case keyboard9 = 0x26
    /// The 0 key of the top row.
    case keyboard0 = 0x27
    /// Return (Enter on the main block).
    case keyboardReturnOrEnter = 0x28
    /// Escape.
    case keyboardEscape = 0x29
    /// Delete (Backspace): deletes backward.
    case keyboardDeleteOrBackspace = 0x2A
    /// Tab.
    case keyboardTab = 0x2B
    /// The space bar.
    case keyboardSpacebar = 0x2C
    /// Hyphen and underscore (- _).
    case keyboardHyphen = 0x2D
    /// Equal sign and plus (= +).
    case keyboardEqualSign = 0x2E
    /// Open bracket and brace ([ {).
    case keyboardOpenBracket = 0x2F
    /// Close bracket and brace (] }).
    case keyboardCloseBracket = 0x30
    /// Backslash and vertical bar (\\ |).
    case keyboardBackslash = 0x31
    /// The non-US # and ~ key (next to Return on ISO keyboards).
    case keyboardNonUSPound = 0x32
    /// Semicolon and colon (; :).
    case keyboardSemicolon = 0x33
    /// Quote and double quote (' ").
    case keyboardQuote = 0x34
    /// Grave accent and tilde (` ~).
    case keyboardGraveAccentAndTilde = 0x35
    /// Comma and less-than (, <).
    case keyboardComma = 0x36
    /// Period and greater-than (. >).
    case keyboardPeriod = 0x37
    /// Slash and question mark (/ ?).
    case keyboardSlash = 0x38
    /// Caps Lock.
    case keyboardCapsLock = 0x39
    /// F1.
    case keyboardF1 = 0x3A
    /// F2.
    case keyboardF2 = 0x3B
    /// F3.
    case keyboardF3 = 0x3C
    /// F4.
    case keyboardF4 = 0x3D
    /// F5.
    case keyboardF5 = 0x3E
    /// F6.
    case keyboardF6 = 0x3F
    /// F7.
    case keyboardF7 = 0x40
    /// F8.
    case keyboardF8 = 0x41
    /// F9.
    case keyboardF9 = 0x42
    /// F10.
    case keyboardF10 = 0x43
    /// F11.
    case keyboardF11 = 0x44
    /// F12.
    case keyboardF12 = 0x45
    /// Print Screen.
    case keyboardPrintScreen = 0x46
    /// Scroll Lock.
    case keyboardScrollLock = 0x47
    /// Pause.
    case keyboardPause = 0x48
    /// Insert (Help on some Apple keyboards).
    case keyboardInsert = 0x49
    /// Home.
    case keyboardHome = 0x4A
    /// Page Up.
    case keyboardPageUp = 0x4B
    /// Forward delete.
    case keyboardDeleteForward = 0x4C
    /// End.
    case keyboardEnd = 0x4D
    /// Page Down.
    case keyboardPageDown = 0x4E
    /// Right arrow.
    case keyboardRightArrow = 0x4F
    /// Left arrow.
    case keyboardLeftArrow = 0x50
    /// Down arrow.
    case keyboardDownArrow = 0x51
    /// Up arrow.
    case keyboardUpArrow = 0x52
    /// Num Lock (Clear on Apple keypads).
    case keypadNumLock = 0x53
    /// Keypad slash.
    case keypadSlash = 0x54
    /// Keypad asterisk.
    case keypadAsterisk = 0x55
    /// Keypad minus.
    case keypadHyphen = 0x56
    /// Keypad plus.
    case keypadPlus = 0x57
    /// Keypad Enter.
    case keypadEnter = 0x58
    /// Keypad 1.
    case keypad1 = 0x59
    /// Keypad 2.
    case keypad2 = 0x5A
    /// Keypad 3.
    case keypad3 = 0x5B
    /// Keypad 4.
    case keypad4 = 0x5C
    /// Keypad 5.
    case keypad5 = 0x5D
    /// Keypad 6.
    case keypad6 = 0x5E
    /// Keypad 7.
    case keypad7 = 0x5F
    /// Keypad 8.
    case keypad8 = 0x60
    /// Keypad 9.
    case keypad9 = 0x61
    /// Keypad 0.
    case keypad0 = 0x62
    /// Keypad period (decimal separator).
    case keypadPeriod = 0x63
    /// The non-US backslash key (left of Z on ISO keyboards).
    case keyboardNonUSBackslash = 0x64
    /// The application (context menu) key.
    case keyboardApplication = 0x65
    /// Power.
    case keyboardPower = 0x66
    /// Keypad equal sign.
    case keypadEqualSign = 0x67
    /// F13.
    case keyboardF13 = 0x68
    /// F14.
    case keyboardF14 = 0x69
    /// F15.
    case keyboardF15 = 0x6A
    /// F16.
    case keyboardF16 = 0x6B
    /// F17.
    case keyboardF17 = 0x6C
    /// F18.
    case keyboardF18 = 0x6D
    /// F19.
    case keyboardF19 = 0x6E
    /// F20.
    case keyboardF20 = 0x6F
    /// F21.
    case keyboardF21 = 0x70
    /// F22.
    case keyboardF22 = 0x71
    /// F23.
    case keyboardF23 = 0x72
    /// F24.
    case keyboardF24 = 0x73
    /// Execute.
    case keyboardExecute = 0x74
    /// Help.
    case keyboardHelp = 0x75
    /// Menu.
    case keyboardMenu = 0x76
    /// Select.
    case keyboardSelect = 0x77
    /// Stop.
    case keyboardStop = 0x78
    /// Again.
    case keyboardAgain = 0x79
    /// Undo.
    case keyboardUndo = 0x7A
    /// Cut.
    case keyboardCut = 0x7B
    /// Copy.
    case keyboardCopy = 0x7C
    /// Paste.
    case keyboardPaste = 0x7D
    /// Find.
    case keyboardFind = 0x7E
    /// Mute.
    case keyboardMute = 0x7F
    /// Volume up.
    case keyboardVolumeUp = 0x80
    /// Volume down.
    case keyboardVolumeDown = 0x81
    /// A locking Caps Lock.
    case keyboardLockingCapsLock = 0x82
    /// A locking Num Lock.
    case keyboardLockingNumLock = 0x83
    /// A locking Scroll Lock.
    case keyboardLockingScrollLock = 0x84
    /// Keypad comma.
    case keypadComma = 0x85
    /// Keypad equal sign (AS/400 keyboards).
    case keypadEqualSignAS400 = 0x86
    /// International key 1.
    case keyboardInternational1 = 0x87
    /// International key 2.
    case keyboardInternational2 = 0x88
    /// International key 3.
    case keyboardInternational3 = 0x89
    /// International key 4.
    case keyboardInternational4 = 0x8A
    /// International key 5.
    case keyboardInternational5 = 0x8B
    /// International key 6.
    case keyboardInternational6 = 0x8C
    /// International key 7.
    case keyboardInternational7 = 0x8D
    /// International key 8.
    case keyboardInternational8 = 0x8E
    /// International key 9.
    case keyboardInternational9 = 0x8F
    /// Language key 1.
    case keyboardLANG1 = 0x90
    /// Language key 2.
    case keyboardLANG2 = 0x91
    /// Language key 3.
    case keyboardLANG3 = 0x92
    /// Language key 4.
    case keyboardLANG4 = 0x93
    /// Language key 5.
    case keyboardLANG5 = 0x94
    /// Language key 6.
    case keyboardLANG6 = 0x95
    /// Language key 7.
    case keyboardLANG7 = 0x96
    /// Language key 8.
    case keyboardLANG8 = 0x97
    /// Language key 9.
    case keyboardLANG9 = 0x98
    /// Alternate erase.
    case keyboardAlternateErase = 0x99
    /// SysReq or Attention.
    case keyboardSysReqOrAttention = 0x9A
    /// Cancel.
    case keyboardCancel = 0x9B
    /// Clear.
    case keyboardClear = 0x9C
    /// Prior.
    case keyboardPrior = 0x9D
    /// Return (the separate Return usage, not the main Return key).
    case keyboardReturn = 0x9E
    /// Separator.
    case keyboardSeparator = 0x9F
    /// Out.
    case keyboardOut = 0xA0
    /// Oper.
    case keyboardOper = 0xA1
    /// Clear or Again.
    case keyboardClearOrAgain = 0xA2
    /// CrSel or Props.
    case keyboardCrSelOrProps = 0xA3
    /// ExSel.
    case keyboardExSel = 0xA4
    /// Left Control.
    case keyboardLeftControl = 0xE0
    /// Left Shift.
    case keyboardLeftShift = 0xE1
    /// Left Alt (Option).
    case keyboardLeftAlt = 0xE2
    /// Left GUI (Command, Windows, Super).
    case keyboardLeftGUI = 0xE3
    /// Right Control.
    case keyboardRightControl = 0xE4
    /// Right Shift.
    case keyboardRightShift = 0xE5
    /// Right Alt (Option, AltGr).
    case keyboardRightAlt = 0xE6
    /// Right GUI (Command, Windows, Super).
    case keyboardRightGUI = 0xE7
    /// The reserved usage 0xFFFF.
    case keyboard_Reserved = 0xFFFF
}

extension UIKeyboardHIDUsage {
    /// The Hangul/English toggle of Korean keyboards (LANG1).
    public static var keyboardHangul: UIKeyboardHIDUsage { .keyboardLANG1 }
    /// The Hanja conversion key of Korean keyboards (LANG2).
    public static var keyboardHanja: UIKeyboardHIDUsage { .keyboardLANG2 }
    /// The Kana switch key of Japanese keyboards (LANG1).
    public static var keyboardKanaSwitch: UIKeyboardHIDUsage { .keyboardLANG1 }
    /// The alphanumeric switch key of Japanese keyboards (LANG2).
    public static var keyboardAlphanumericSwitch: UIKeyboardHIDUsage { .keyboardLANG2 }
    /// The Katakana key of Japanese keyboards (LANG3).
    public static var keyboardKatakana: UIKeyboardHIDUsage { .keyboardLANG3 }
    /// The Hiragana key of Japanese keyboards (LANG4).
    public static var keyboardHiragana: UIKeyboardHIDUsage { .keyboardLANG4 }
    /// The Zenkaku/Hankaku key of Japanese keyboards (LANG5).
    public static var keyboardZenkakuHankakuKanji: UIKeyboardHIDUsage { .keyboardLANG5 }

    /// The case's name as UIKit spells it, for example `keyboardLeftShift`.
    public var name: String { String(describing: self) }

    /// Whether the key is a modifier (Shift, Control, Alt/Option, GUI/Command on either side).
    public var isModifier: Bool { (0xE0...0xE7).contains(rawValue) }

    /// Whether the key is on the numeric keypad.
    public var isKeypad: Bool {
        (0x53...0x63).contains(rawValue) || self == .keypadEqualSign || self == .keypadComma
            || self == .keypadEqualSignAS400
    }
}
