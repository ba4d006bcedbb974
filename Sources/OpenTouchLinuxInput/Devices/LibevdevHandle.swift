#if os(Linux)
import CLibevdevLoader
import Glibc
import OpenTouchEvdev

/// An owned `struct libevdev *`, freed on deinit. It does not own the file descriptor.
///
/// Not thread-safe: libevdev contexts belong to one thread at a time (the reader thread once a
/// reader starts).
final class LibevdevHandle {
    let pointer: OpaquePointer

    private init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        libevdev_free(pointer)
    }

    /// A context for an open evdev descriptor, or the negated errno libevdev returned.
    static func make(fileDescriptor: Int32) -> Result<LibevdevHandle, Int32Error> {
        var device: OpaquePointer?
        let result = libevdev_new_from_fd(fileDescriptor, &device)
        guard result == 0, let device else { return .failure(Int32Error(code: -result)) }
        return .success(LibevdevHandle(pointer: device))
    }

    /// A context with no descriptor that has every capability of `description`: what a uinput
    /// device is created from, and what tests describe back.
    static func make(describing description: EvdevDeviceDescription) -> LibevdevHandle? {
        guard let device = libevdev_new() else { return nil }
        let handle = LibevdevHandle(pointer: device)
        libevdev_set_name(device, description.name)
        libevdev_set_id_bustype(device, Int32(description.id.busType))
        libevdev_set_id_vendor(device, Int32(description.id.vendor))
        libevdev_set_id_product(device, Int32(description.id.product))
        libevdev_set_id_version(device, Int32(description.id.version))
        for property in description.properties {
            libevdev_enable_property(device, UInt32(property))
        }
        for type in description.eventTypes where type != UInt16(EV_SYN) {
            libevdev_enable_event_type(device, UInt32(type))
            for code in description.eventCodes[type] ?? [] {
                handle.enable(type: type, code: code, axis: description.absoluteAxis(code))
            }
        }
        return handle
    }

    private func enable(type: UInt16, code: UInt16, axis: EvdevAbsInfo?) {
        switch Int32(type) {
        case EV_ABS:
            let info = axis ?? EvdevAbsInfo(minimum: 0, maximum: 0)
            var absinfo = input_absinfo(
                value: info.value, minimum: info.minimum, maximum: info.maximum,
                fuzz: info.fuzz, flat: info.flat, resolution: info.resolution)
            libevdev_enable_event_code(pointer, UInt32(type), UInt32(code), &absinfo)
        case EV_REP:
            var value: Int32 = 0
            libevdev_enable_event_code(pointer, UInt32(type), UInt32(code), &value)
        default:
            libevdev_enable_event_code(pointer, UInt32(type), UInt32(code), nil)
        }
    }

    /// The device's name, ids, supported codes, axes and properties.
    func describe() -> EvdevDeviceDescription {
        let name = libevdev_get_name(pointer).map { String(cString: $0) } ?? ""
        let id = EvdevDeviceID(
            busType: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(pointer)),
            vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(pointer)),
            product: UInt16(truncatingIfNeeded: libevdev_get_id_product(pointer)),
            version: UInt16(truncatingIfNeeded: libevdev_get_id_version(pointer)))
        var description = EvdevDeviceDescription(name: name, id: id)
        for type in 0...UInt32(EV_MAX) where libevdev_has_event_type(pointer, type) == 1 {
            description.insertEventType(UInt16(type))
            let maximum = libevdev_event_type_get_max(type)
            guard maximum >= 0 else { continue }
            for code in 0...UInt32(maximum) where libevdev_has_event_code(pointer, type, code) == 1 {
                if Int32(type) == EV_ABS, let info = libevdev_get_abs_info(pointer, code)?.pointee {
                    description.setAbsoluteAxis(UInt16(code), EvdevAbsInfo(
                        value: info.value, minimum: info.minimum, maximum: info.maximum,
                        fuzz: info.fuzz, flat: info.flat, resolution: info.resolution))
                } else {
                    description.insert(type: UInt16(type), code: UInt16(code))
                }
            }
        }
        for property in 0...UInt32(INPUT_PROP_MAX) where libevdev_has_property(pointer, property) == 1 {
            description.insertProperty(UInt16(property))
        }
        return description
    }
}

/// An errno value carried as an error.
struct Int32Error: Error {
    var code: Int32
}
#endif
