#if os(Linux)
import CLibevdevLoader
import OpenTouchEvdev

/// Rejects events no kernel sends: types beyond `EV_MAX` or without codes, codes beyond their
/// type's maximum. Streams from files and pipes can carry anything; libevdev already drops such
/// events from devices.
enum EventValidator {
    /// Why `event` is impossible, or nil when it is a possible kernel event.
    static func problem(_ event: EvdevEvent) -> String? {
        let type = UInt32(event.type)
        let typeName = EvdevNames.typeName(event.type)
        guard type <= UInt32(EV_MAX) else {
            return "event type \(typeName) is beyond EV_MAX (0x1f); the event was ignored"
        }
        guard let maximum = LinuxInputNames.maximumCode(ofType: event.type) else {
            return "event type \(typeName) has no codes in the kernel's definitions; the event was ignored"
        }
        guard UInt32(event.code) <= UInt32(maximum) else {
            return "\(typeName) code \(EvdevNames.codeName(event.code, type: event.type)) is beyond the type's "
                + "largest code 0x\(String(maximum, radix: 16)); the event was ignored"
        }
        return nil
    }
}
#endif
