import Foundation

/// A raw report from a keyboard: one key went down or up, modelled on iOS's IOHIDEvent of type
/// Keyboard.
///
/// Any thread may build one and post it with ``EventFetcher/post(_:)-(KeyboardEvent)``; the
/// application translates it with its ``UIApplication/keyboardLayout`` into a ``UIKey`` and
/// delivers ``UIPress``es. Device readers post only key changes: the application repeats held
/// keys itself on its clock.
public struct KeyboardEvent: Sendable, Hashable, Codable {
    /// When the key changed, in seconds on the application clock's time base.
    public var timestamp: TimeInterval
    /// The key (its HID usage on the keyboard page).
    public var usage: UIKeyboardHIDUsage
    /// Whether the key went down (true) or up (false).
    public var isDown: Bool
    /// The reporting keyboard (IOHID's SenderID); each keyboard has its own modifier state.
    public var senderID: UInt64

    /// Creates a key change.
    public init(timestamp: TimeInterval, usage: UIKeyboardHIDUsage, isDown: Bool, senderID: UInt64 = 0) {
        self.timestamp = timestamp
        self.usage = usage
        self.isDown = isDown
        self.senderID = senderID
    }

    /// A key going down.
    public static func down(_ usage: UIKeyboardHIDUsage, at timestamp: TimeInterval, senderID: UInt64 = 0) -> KeyboardEvent {
        KeyboardEvent(timestamp: timestamp, usage: usage, isDown: true, senderID: senderID)
    }

    /// A key going up.
    public static func up(_ usage: UIKeyboardHIDUsage, at timestamp: TimeInterval, senderID: UInt64 = 0) -> KeyboardEvent {
        KeyboardEvent(timestamp: timestamp, usage: usage, isDown: false, senderID: senderID)
    }

    private enum CodingKeys: String, CodingKey {
        case timestamp = "time", usage = "key", isDown = "down", senderID = "sender"
    }

    /// Decodes a key change; the key is its UIKit name (`"keyboardA"`) or its raw usage number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        timestamp = try container.decode(TimeInterval.self, forKey: .timestamp)
        isDown = try container.decode(Bool.self, forKey: .isDown)
        senderID = try container.decodeIfPresent(UInt64.self, forKey: .senderID) ?? 0
        if let raw = try? container.decode(Int.self, forKey: .usage) {
            guard let usage = UIKeyboardHIDUsage(rawValue: raw) else {
                throw DecodingError.dataCorruptedError(forKey: .usage, in: container,
                                                       debugDescription: "\(raw) is not a keyboard HID usage")
            }
            self.usage = usage
        } else {
            let name = try container.decode(String.self, forKey: .usage)
            guard let usage = UIKeyboardHIDUsage(name: name) else {
                throw DecodingError.dataCorruptedError(forKey: .usage, in: container,
                                                       debugDescription: "\(name) is not a UIKeyboardHIDUsage name")
            }
            self.usage = usage
        }
    }

    /// Encodes the key change with the key's UIKit name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(timestamp, forKey: .timestamp)
        try container.encode(usage.name, forKey: .usage)
        try container.encode(isDown, forKey: .isDown)
        if senderID != 0 { try container.encode(senderID, forKey: .senderID) }
    }
}

extension UIKeyboardHIDUsage {
    /// The usage UIKit names `name` (a case such as `keyboardA`, or an alias such as
    /// `keyboardHangul`), or nil.
    public init?(name: String) {
        guard let usage = UIKeyboardHIDUsage.byName[name] else { return nil }
        self = usage
    }

    private static let byName: [String: UIKeyboardHIDUsage] = {
        var table = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })
        let aliases: [(String, UIKeyboardHIDUsage)] = [
            ("keyboardHangul", .keyboardHangul), ("keyboardHanja", .keyboardHanja),
            ("keyboardKanaSwitch", .keyboardKanaSwitch), ("keyboardAlphanumericSwitch", .keyboardAlphanumericSwitch),
            ("keyboardKatakana", .keyboardKatakana), ("keyboardHiragana", .keyboardHiragana),
            ("keyboardZenkakuHankakuKanji", .keyboardZenkakuHankakuKanji),
        ]
        for (name, usage) in aliases { table[name] = usage }
        return table
    }()
}
