import Foundation

/// A key of the software keyboard: what it types or does.
enum SoftwareKey: Equatable {
    /// Types its text (a letter is typed upper-case while shift is on).
    case character(String)
    /// Shift: the next letter upper-case; tapped twice in a row, Caps Lock.
    case shift
    /// Deletes backward.
    case delete
    /// Switches to another plane of keys (the 123, ABC and #+= keys).
    case plane(SoftwareKeyboardPlane)
    /// Types a space.
    case space
    /// Types a newline ("\n"), which text fields turn into their Return handling.
    case returnKey
}

/// The planes of the iPhone keyboard's keys.
enum SoftwareKeyboardPlane: Equatable {
    case letters, numbers, symbols
}

/// One key in a row: the key and how many slots (a tenth of the keyboard's width) it takes.
struct SoftwareKeySlot {
    let key: SoftwareKey
    let width: CGFloat
}

extension SoftwareKeyboardPlane {
    /// The plane's four rows, each ten slots wide (a row of nine letters is centered).
    var rows: [[SoftwareKeySlot]] {
        switch self {
        case .letters:
            return [Self.characters("qwertyuiop"), Self.characters("asdfghjkl"),
                    [SoftwareKeySlot(key: .shift, width: 1.5)] + Self.characters("zxcvbnm")
                        + [SoftwareKeySlot(key: .delete, width: 1.5)],
                    Self.bottomRow(switchingTo: .numbers)]
        case .numbers:
            return [Self.characters("1234567890"), Self.characters("-/:;()$&@\""),
                    Self.punctuationRow(switchingTo: .symbols), Self.bottomRow(switchingTo: .letters)]
        case .symbols:
            return [Self.characters("[]{}#%^*+="), Self.characters("_\\|~<>€£¥•"),
                    Self.punctuationRow(switchingTo: .numbers), Self.bottomRow(switchingTo: .letters)]
        }
    }

    private static func characters(_ keys: String, width: CGFloat = 1) -> [SoftwareKeySlot] {
        keys.map { SoftwareKeySlot(key: .character(String($0)), width: width) }
    }

    private static func punctuationRow(switchingTo plane: SoftwareKeyboardPlane) -> [SoftwareKeySlot] {
        [SoftwareKeySlot(key: .plane(plane), width: 1.5)] + characters(".,?!'", width: 1.4)
            + [SoftwareKeySlot(key: .delete, width: 1.5)]
    }

    private static func bottomRow(switchingTo plane: SoftwareKeyboardPlane) -> [SoftwareKeySlot] {
        [SoftwareKeySlot(key: .plane(plane), width: 2.5), SoftwareKeySlot(key: .space, width: 5),
         SoftwareKeySlot(key: .returnKey, width: 2.5)]
    }
}
