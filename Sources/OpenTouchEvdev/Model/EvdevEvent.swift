/// One kernel input event, as `struct input_event` carries it, with the time in seconds.
///
/// Events arrive in frames: every event up to a ``EvdevSyncCode/report`` (`SYN_REPORT`) belongs to
/// the same hardware sample. ``type`` and ``code`` take the constants in ``EvdevEventType``,
/// ``EvdevSyncCode``, ``EvdevKeyCode``, ``EvdevAbsoluteAxis`` and ``EvdevMiscCode``.
public struct EvdevEvent: Sendable, Hashable {
    /// When the kernel stamped the event, in seconds (`tv_sec + tv_usec / 1e6`).
    public var time: Double
    /// The event type (`EV_SYN`, `EV_KEY`, `EV_ABS`, …).
    public var type: UInt16
    /// The event code within its type (`ABS_MT_SLOT`, `BTN_TOUCH`, …).
    public var code: UInt16
    /// The event value: an axis position, a key state (0 up, 1 down, 2 repeat), a slot number, ….
    public var value: Int32

    /// Creates an event from its four fields.
    public init(time: Double, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// Creates an event from the `timeval` halves of `struct input_event`; the time is the
    /// `Double` nearest to the decimal `seconds.microseconds`, as evemu's text gives it.
    public init(seconds: Int64, microseconds: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.init(time: NumberParsing.time(seconds: seconds, microseconds: microseconds),
                  type: type, code: code, value: value)
    }
}

extension EvdevEvent {
    /// Whether this is the `SYN_REPORT` that closes a frame.
    public var isSyncReport: Bool { type == EvdevEventType.syn && code == EvdevSyncCode.report }

    /// A `SYN_REPORT` event at `time`.
    public static func syncReport(at time: Double) -> EvdevEvent {
        EvdevEvent(time: time, type: EvdevEventType.syn, code: EvdevSyncCode.report, value: 0)
    }

    /// An `EV_ABS` event at `time`.
    public static func absolute(_ code: UInt16, _ value: Int32, at time: Double) -> EvdevEvent {
        EvdevEvent(time: time, type: EvdevEventType.abs, code: code, value: value)
    }

    /// An `EV_KEY` event at `time`.
    public static func key(_ code: UInt16, _ value: Int32, at time: Double) -> EvdevEvent {
        EvdevEvent(time: time, type: EvdevEventType.key, code: code, value: value)
    }

    /// An `EV_SYN` event at `time` (`SYN_MT_REPORT`, `SYN_DROPPED`, …).
    public static func sync(_ code: UInt16, at time: Double) -> EvdevEvent {
        EvdevEvent(time: time, type: EvdevEventType.syn, code: code, value: 0)
    }
}

extension EvdevEvent: CustomStringConvertible {
    /// The event in evemu's notation with kernel names, for example `1.000000 EV_ABS ABS_MT_SLOT 1`.
    public var description: String {
        let typeName = EvdevNames.typeName(type)
        let codeName = EvdevNames.codeName(code, type: type)
        return "\(time) \(typeName) \(codeName) \(value)"
    }
}
