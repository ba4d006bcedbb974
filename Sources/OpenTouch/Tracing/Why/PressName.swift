import Foundation

/// How traces name presses and key commands: `⌘C`-style, from the key's modifiers and characters.
@MainActor
enum PressName {
    /// The press's key with its modifiers (`⇧⌘keyboardZ`), or its type for a button without a key.
    static func of(_ press: UIPress) -> String {
        guard let key = press.key else { return "\(press.type)" }
        return symbols(key.modifierFlags) + key.keyCode.name
    }

    /// The presses of a set, in the order their keys went down.
    static func list(_ presses: Set<UIPress>) -> String {
        presses.sorted { $0.sequence < $1.sequence }.map(of).joined(separator: ", ")
    }

    /// A key command's combination and title: `⌘"s" "Save"`.
    static func of(_ command: UIKeyCommand) -> String {
        let input = command.input.map { $0.debugDescription } ?? "nil"
        let title = command.title.isEmpty ? (command.discoverabilityTitle ?? "") : command.title
        return symbols(command.modifierFlags) + input + (title.isEmpty ? "" : " \"\(title)\"")
    }

    /// The modifier symbols macOS menus use, in their order: ⌃⌥⇧⌘.
    static func symbols(_ flags: UIKeyModifierFlags) -> String {
        var text = ""
        if flags.contains(.control) { text += "⌃" }
        if flags.contains(.alternate) { text += "⌥" }
        if flags.contains(.shift) { text += "⇧" }
        if flags.contains(.command) { text += "⌘" }
        return text
    }
}

extension UIPress.Phase {
    /// `Began`, `Changed`, `Stationary`, `Ended`, `Cancelled`, as UIKit's method names spell them.
    var name: String {
        switch self {
        case .began: "Began"
        case .changed: "Changed"
        case .stationary: "Stationary"
        case .ended: "Ended"
        case .cancelled: "Cancelled"
        }
    }
}
