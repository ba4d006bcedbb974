/// The keys that type no character but have a name UIKit's key commands match: XKB key symbols
/// to the input strings of `UIKeyCommand` (`UIKeyCommand.inputUpArrow` is `"UIKeyInputUpArrow"`).
enum XKBNamedKeys {
    /// UIKit's input string for `keysym`, or nil when the key is not a named one.
    static func input(for keysym: UInt32) -> String? {
        if (0xFFBE...0xFFC9).contains(keysym) { return "UIKeyInputF\(keysym - 0xFFBE + 1)" }   // F1…F12
        return names[keysym]
    }

    private static let names: [UInt32: String] = [
        0xFF1B: "UIKeyInputEscape",
        0xFF50: "UIKeyInputHome", 0xFF95: "UIKeyInputHome",
        0xFF51: "UIKeyInputLeftArrow", 0xFF96: "UIKeyInputLeftArrow",
        0xFF52: "UIKeyInputUpArrow", 0xFF97: "UIKeyInputUpArrow",
        0xFF53: "UIKeyInputRightArrow", 0xFF98: "UIKeyInputRightArrow",
        0xFF54: "UIKeyInputDownArrow", 0xFF99: "UIKeyInputDownArrow",
        0xFF55: "UIKeyInputPageUp", 0xFF9A: "UIKeyInputPageUp",
        0xFF56: "UIKeyInputPageDown", 0xFF9B: "UIKeyInputPageDown",
        0xFF57: "UIKeyInputEnd", 0xFF9C: "UIKeyInputEnd",
        0xFFFF: "UIKeyInputDelete", 0xFF9F: "UIKeyInputDelete",
    ]
}
