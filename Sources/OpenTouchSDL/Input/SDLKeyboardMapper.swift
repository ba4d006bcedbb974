import CSDL2Loader
import Foundation
import OpenTouch

/// Turns SDL's key events for one window into `KeyboardEvent`s for the application.
///
/// - **Keys** (`SDL_KEYDOWN`, `SDL_KEYUP`): SDL's scancode is the key's USB HID usage, so it is
///   the `UIKeyboardHIDUsage` as it is. SDL's own repeats (`repeat` set) are dropped: the
///   application repeats held keys itself, on its clock. A release of a key this mapper did not
///   see go down (pressed before the window had focus) is dropped too.
/// - **Text** (`SDL_TEXTINPUT`) is not used: the application's `keyboardLayout` types the
///   characters from the keys, as it does for evdev keyboards and recordings, so a session
///   typed in the window replays to the same text. (`SDL_StartTextInput` is therefore not
///   needed; set `UIApplication.keyboardLayout` to an XKB layout to type as the desktop does.)
/// - **Focus loss** (`SDL_WINDOWEVENT_FOCUS_LOST`, hidden, minimised): every key still down is
///   released, so no key stays held while another window has the keyboard.
@MainActor
public final class SDLKeyboardMapper {
    /// The SDL window whose events are mapped.
    public let windowID: UInt32
    /// The sender id of the key events: SDL reports one keyboard (OpenTouch's choice of value).
    public static let senderID: UInt64 = 0x53_444C
    /// The keys down, in the order they went down.
    public private(set) var heldKeys: [UIKeyboardHIDUsage] = []

    /// Creates a mapper for the window `windowID`.
    public init(windowID: UInt32) {
        self.windowID = windowID
    }

    /// The key events for `event`, stamped `timestamp` (none when it is not key input for this window).
    public func map(_ event: SDL_Event, timestamp: TimeInterval) -> [KeyboardEvent] {
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN, SDL_KEYUP:
            let key = event.key
            guard key.windowID == windowID || key.windowID == 0, key.repeat == 0,
                  let usage = UIKeyboardHIDUsage(rawValue: Int(key.keysym.scancode)) else { return [] }
            let isDown = event.type == SDL_KEYDOWN.rawValue
            if isDown {
                guard !heldKeys.contains(usage) else { return [] }
                heldKeys.append(usage)
            } else {
                guard heldKeys.contains(usage) else { return [] }
                heldKeys.removeAll { $0 == usage }
            }
            return [KeyboardEvent(timestamp: timestamp, usage: usage, isDown: isDown, senderID: Self.senderID)]
        case SDL_WINDOWEVENT where event.window.windowID == windowID:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
                return releaseAll(at: timestamp)
            default:
                return []
            }
        default:
            return []
        }
    }

    /// Releases every key that is down, last pressed first.
    public func releaseAll(at timestamp: TimeInterval) -> [KeyboardEvent] {
        defer { heldKeys.removeAll() }
        return heldKeys.reversed().map { .up($0, at: timestamp, senderID: Self.senderID) }
    }
}
