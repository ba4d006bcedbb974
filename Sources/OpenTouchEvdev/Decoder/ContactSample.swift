/// One contact's raw axis values in device units, as a tracker last saw them.
struct ContactSample: Sendable, Hashable {
    var x: Int32 = 0
    var y: Int32 = 0
    var pressure: Int32?
    var touchMajor: Int32?
    var touchMinor: Int32?
    var widthMajor: Int32?
    var widthMinor: Int32?

    /// Stores an `ABS_MT_*` shape or pressure value; returns false for codes it does not hold.
    mutating func setMultitouchValue(_ code: UInt16, _ value: Int32) -> Bool {
        switch code {
        case EvdevAbsoluteAxis.mtPositionX: x = value
        case EvdevAbsoluteAxis.mtPositionY: y = value
        case EvdevAbsoluteAxis.mtPressure: pressure = value
        case EvdevAbsoluteAxis.mtTouchMajor: touchMajor = value
        case EvdevAbsoluteAxis.mtTouchMinor: touchMinor = value
        case EvdevAbsoluteAxis.mtWidthMajor: widthMajor = value
        case EvdevAbsoluteAxis.mtWidthMinor: widthMinor = value
        default: return false
        }
        return true
    }
}

/// What happened to one contact in a frame.
enum ContactChange: Sendable, Hashable {
    /// The contact touched down.
    case down(identity: Int, sample: ContactSample)
    /// The contact stayed down and some value changed.
    case moved(identity: Int, sample: ContactSample)
    /// The contact lifted; `sample` holds its last values.
    case up(identity: Int, sample: ContactSample)
}

/// Hands out finger identities: 1, 2, 3, … in the order contacts begin, never reused.
struct IdentitySource: Sendable {
    private var next = 1

    /// A fresh identity.
    mutating func make() -> Int {
        defer { next = next == Int.max ? 1 : next + 1 }
        return next
    }
}

/// A protocol's state machine: collects a frame's events and reports the frame's changes.
protocol ContactTracker: Sendable {
    /// The contacts currently down.
    var activeCount: Int { get }
    /// Takes one non-`SYN_REPORT` event of the current frame.
    mutating func handle(_ event: EvdevEvent, log: inout DiagnosticLog)
    /// Closes the frame (`SYN_REPORT`) and returns what changed, lifts first within each contact.
    mutating func commit(identities: inout IdentitySource, log: inout DiagnosticLog) -> [ContactChange]
    /// Forgets the current frame's events (after `SYN_DROPPED`).
    mutating func discardPending()
    /// Lifts every contact still down and forgets the current frame.
    mutating func endAll() -> [ContactChange]
}
