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
