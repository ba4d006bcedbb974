/// The table between Linux key codes (`KEY_*` in `linux/input-event-codes.h`, what evdev and
/// evemu report) and USB HID keyboard usages (page 7, the raw values of UIKit's
/// `UIKeyboardHIDUsage`), as the kernel's HID driver maps them.
///
/// XKB key codes are the evdev codes plus 8 (``xkbKeycode(forEvdevCode:)``). Two usages share a
/// key code: `keyboardNonUSPound` (0x32) and `keyboardBackslash` (0x31) are both `KEY_BACKSLASH`;
/// the key code maps back to `keyboardBackslash`.
public enum EvdevKeyboardUsage {
    /// The HID usage the kernel reports as `code`, or nil for a code with no keyboard usage
    /// (buttons, consumer keys such as `KEY_BRIGHTNESSUP`).
    public static func hidUsage(forEvdevCode code: UInt16) -> Int? {
        usageByCode[code]
    }

    /// The key code the kernel reports for the HID usage `usage`, or nil when it has none.
    public static func evdevCode(forHIDUsage usage: Int) -> UInt16? {
        codeByUsage[usage]
    }

    /// The XKB key code of an evdev key code (XKB numbers keys from 8).
    public static func xkbKeycode(forEvdevCode code: UInt16) -> UInt32 {
        UInt32(code) + 8
    }

    /// Every (HID usage, evdev code) pair, in usage order.
    public static let pairs: [(usage: Int, code: UInt16)] = letters + digits + controls + functionKeys
        + navigation + keypad + international + modifiers

    private static let usageByCode: [UInt16: Int] = {
        var table: [UInt16: Int] = [:]
        for (usage, code) in pairs where table[code] == nil { table[code] = usage }
        return table
    }()

    private static let codeByUsage: [Int: UInt16] = Dictionary(uniqueKeysWithValues: pairs.map { ($0.usage, $0.code) })

    /// a…z (0x04…0x1D).
    private static let letters: [(usage: Int, code: UInt16)] = zip(0x04...0x1D, [
        30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38, 50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44,
    ]).map { ($0, UInt16($1)) }

    /// 1…9, 0 (0x1E…0x27): KEY_1…KEY_0 are 2…11.
    private static let digits: [(usage: Int, code: UInt16)] = (0..<10).map { (0x1E + $0, UInt16(2 + $0)) }

    /// Return…Caps Lock (0x28…0x39).
    private static let controls: [(usage: Int, code: UInt16)] = [
        (0x28, 28), (0x29, 1), (0x2A, 14), (0x2B, 15), (0x2C, 57), (0x2D, 12), (0x2E, 13), (0x2F, 26),
        (0x30, 27), (0x31, 43), (0x32, 43), (0x33, 39), (0x34, 40), (0x35, 41), (0x36, 51), (0x37, 52),
        (0x38, 53), (0x39, 58),
    ]

    /// F1…F12 (0x3A…0x45) and F13…F24 (0x68…0x73).
    private static let functionKeys: [(usage: Int, code: UInt16)] =
        (0..<10).map { (0x3A + $0, UInt16(59 + $0)) } + [(0x44, 87), (0x45, 88)]
        + (0..<12).map { (0x68 + $0, UInt16(183 + $0)) }

    /// Print Screen…Up Arrow (0x46…0x52), and the editing and media keys (0x65…0x81).
    private static let navigation: [(usage: Int, code: UInt16)] = [
        (0x46, 99), (0x47, 70), (0x48, 119), (0x49, 110), (0x4A, 102), (0x4B, 104), (0x4C, 111), (0x4D, 107),
        (0x4E, 109), (0x4F, 106), (0x50, 105), (0x51, 108), (0x52, 103),
        (0x64, 86), (0x65, 127), (0x66, 116), (0x74, 134), (0x75, 138), (0x76, 130), (0x77, 132), (0x78, 128),
        (0x79, 129), (0x7A, 131), (0x7B, 137), (0x7C, 133), (0x7D, 135), (0x7E, 136), (0x7F, 113), (0x80, 115),
        (0x81, 114),
    ]

    /// Num Lock and the keypad (0x53…0x63, 0x67, 0x85).
    private static let keypad: [(usage: Int, code: UInt16)] = [
        (0x53, 69), (0x54, 98), (0x55, 55), (0x56, 74), (0x57, 78), (0x58, 96), (0x59, 79), (0x5A, 80),
        (0x5B, 81), (0x5C, 75), (0x5D, 76), (0x5E, 77), (0x5F, 71), (0x60, 72), (0x61, 73), (0x62, 82),
        (0x63, 83), (0x67, 117), (0x85, 121),
    ]

    /// International1…6 (0x87…0x8C) and LANG1…5 (0x90…0x94).
    private static let international: [(usage: Int, code: UInt16)] = [
        (0x87, 89), (0x88, 93), (0x89, 124), (0x8A, 92), (0x8B, 94), (0x8C, 95),
        (0x90, 122), (0x91, 123), (0x92, 90), (0x93, 91), (0x94, 85),
    ]

    /// Left Control…Right GUI (0xE0…0xE7).
    private static let modifiers: [(usage: Int, code: UInt16)] = [
        (0xE0, 29), (0xE1, 42), (0xE2, 56), (0xE3, 125), (0xE4, 97), (0xE5, 54), (0xE6, 100), (0xE7, 126),
    ]
}
