/// The kernel's names of the keyboard keys ``EvdevKeyboardUsage`` maps (`KEY_*` in
/// `linux/input-event-codes.h`), for diagnostics and ``EvdevNames/codeName(_:type:)``.
enum EvdevKeyNames {
    static let names: [UInt16: String] = {
        var table: [UInt16: String] = [:]
        let rows: [(UInt16, [String])] = [
            (1, ["ESC", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "MINUS", "EQUAL", "BACKSPACE", "TAB",
                 "Q", "W", "E", "R", "T", "Y", "U", "I", "O", "P", "LEFTBRACE", "RIGHTBRACE", "ENTER", "LEFTCTRL",
                 "A", "S", "D", "F", "G", "H", "J", "K", "L", "SEMICOLON", "APOSTROPHE", "GRAVE", "LEFTSHIFT",
                 "BACKSLASH", "Z", "X", "C", "V", "B", "N", "M", "COMMA", "DOT", "SLASH", "RIGHTSHIFT",
                 "KPASTERISK", "LEFTALT", "SPACE", "CAPSLOCK", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8",
                 "F9", "F10", "NUMLOCK", "SCROLLLOCK", "KP7", "KP8", "KP9", "KPMINUS", "KP4", "KP5", "KP6",
                 "KPPLUS", "KP1", "KP2", "KP3", "KP0", "KPDOT"]),
            (85, ["ZENKAKUHANKAKU", "102ND", "F11", "F12", "RO", "KATAKANA", "HIRAGANA", "HENKAN",
                  "KATAKANAHIRAGANA", "MUHENKAN", "KPJPCOMMA", "KPENTER", "RIGHTCTRL", "KPSLASH", "SYSRQ",
                  "RIGHTALT"]),
            (102, ["HOME", "UP", "PAGEUP", "LEFT", "RIGHT", "END", "DOWN", "PAGEDOWN", "INSERT", "DELETE"]),
            (113, ["MUTE", "VOLUMEDOWN", "VOLUMEUP", "POWER", "KPEQUAL"]),
            (119, ["PAUSE"]), (121, ["KPCOMMA", "HANGEUL", "HANJA", "YEN", "LEFTMETA", "RIGHTMETA", "COMPOSE",
                                     "STOP", "AGAIN", "PROPS", "UNDO", "FRONT", "COPY", "OPEN", "PASTE", "FIND",
                                     "CUT", "HELP"]),
            (183, (13...24).map { "F\($0)" }),
            (224, ["BRIGHTNESSDOWN", "BRIGHTNESSUP"]),
        ]
        for (first, names) in rows {
            for (offset, name) in names.enumerated() { table[first + UInt16(offset)] = "KEY_" + name }
        }
        return table
    }()
}
