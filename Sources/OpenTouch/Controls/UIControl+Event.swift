import Foundation

extension UIControl {
    /// The kinds of event a control reports to its targets, with UIKit's raw values.
    public struct Event: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// The event bits.
        public let rawValue: UInt

        /// Creates a set of events from raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again: the touch's `tapCount` is above 1.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved while inside the control (bounds grown by the slop).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved while outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger came back inside the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger left the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked finger lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed through the user.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened (a button tap, a switch or slider change).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed in a text control.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits free for applications.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The single events by name, in bit order.
        static let names: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// The named groups, checked before single events.
        static let groupNames: [(Event, String)] = [
            (.allEvents, "allEvents"), (.allTouchEvents, "allTouchEvents"),
            (.allEditingEvents, "allEditingEvents"), (.applicationReserved, "applicationReserved"),
            (.systemReserved, "systemReserved"),
        ]

        /// The event's name (`touchUpInside`), a group's name (`allTouchEvents`), or the names of
        /// the set's events in bit order (`[touchDown, touchDownRepeat]`); unnamed bits print in hex.
        public var description: String {
            ControlBitNames.describe(rawValue, singles: Self.names.map { ($0.0.rawValue, $0.1) },
                                     groups: Self.groupNames.map { ($0.0.rawValue, $0.1) })
        }
    }

    /// A control's state, with UIKit's raw values.
    public struct State: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// The state bits.
        public let rawValue: UInt

        /// Creates a state from raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// No flag set: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down on the control and inside it.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (``UIControl/isEnabled`` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (``UIControl/isSelected``).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (no focus engine here: never set by OpenTouch).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits free for applications.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)

        /// `normal`, the flag's name, or the flags in bit order (`[highlighted, selected]`).
        public var description: String {
            if rawValue == 0 { return "normal" }
            let singles: [(UInt, String)] = [
                (Self.highlighted.rawValue, "highlighted"), (Self.disabled.rawValue, "disabled"),
                (Self.selected.rawValue, "selected"), (Self.focused.rawValue, "focused"),
            ]
            let groups: [(UInt, String)] = [(Self.application.rawValue, "application"), (Self.reserved.rawValue, "reserved")]
            return ControlBitNames.describe(rawValue, singles: singles, groups: groups)
        }
    }
}

/// Prints option-set bits by name.
enum ControlBitNames {
    static func describe(_ raw: UInt, singles: [(UInt, String)], groups: [(UInt, String)]) -> String {
        if raw == 0 { return "[]" }
        for (bits, name) in groups where bits == raw { return name }
        var names: [String] = []
        var remaining = raw
        for (bits, name) in singles where raw & bits == bits {
            names.append(name)
            remaining &= ~bits
        }
        for (bits, name) in groups where remaining & bits == bits {
            names.append(name)
            remaining &= ~bits
        }
        if remaining != 0 { names.append("0x" + String(remaining, radix: 16)) }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}
