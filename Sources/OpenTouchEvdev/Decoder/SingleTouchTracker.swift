/// The legacy single-touch axes: one contact at `ABS_X`/`ABS_Y`, down while its contact key is 1.
///
/// The contact key is `BTN_TOUCH` when the device has it, else `BTN_TOOL_FINGER`, else
/// `BTN_LEFT`; a device that lists none of them is read with `BTN_TOUCH`. Pressure comes from
/// `ABS_PRESSURE`. Multitouch events are ignored.
struct SingleTouchTracker: ContactTracker {
    private struct Values: Sendable, Hashable {
        var sample = ContactSample()
        var isDown = false
    }

    private var committed = Values()
    private var pending = Values()
    private var identity: Int?
    private let contactKey: UInt16

    /// Creates a tracker for `device`, starting from its described `ABS_X`/`ABS_Y` values.
    init(device: EvdevDeviceDescription) {
        contactKey = Self.contactKey(for: device)
        committed.sample.x = device.absoluteAxis(EvdevAbsoluteAxis.x)?.value ?? 0
        committed.sample.y = device.absoluteAxis(EvdevAbsoluteAxis.y)?.value ?? 0
        pending = committed
    }

    var activeCount: Int { identity == nil ? 0 : 1 }

    mutating func handle(_ event: EvdevEvent, log: inout DiagnosticLog) {
        switch (event.type, event.code) {
        case (EvdevEventType.key, contactKey):
            pending.isDown = event.value != 0
        case (EvdevEventType.abs, EvdevAbsoluteAxis.x):
            pending.sample.x = event.value
        case (EvdevEventType.abs, EvdevAbsoluteAxis.y):
            pending.sample.y = event.value
        case (EvdevEventType.abs, EvdevAbsoluteAxis.pressure):
            pending.sample.pressure = event.value
        default:
            break
        }
    }

    mutating func commit(identities: inout IdentitySource, log: inout DiagnosticLog) -> [ContactChange] {
        var changes: [ContactChange] = []
        if let current = identity, !pending.isDown {
            changes.append(.up(identity: current, sample: committed.sample))
            identity = nil
        } else if let current = identity, pending.sample != committed.sample {
            changes.append(.moved(identity: current, sample: pending.sample))
        } else if identity == nil, pending.isDown {
            let fresh = identities.make()
            identity = fresh
            changes.append(.down(identity: fresh, sample: pending.sample))
        }
        committed = pending
        return changes
    }

    mutating func discardPending() {
        pending = committed
    }

    mutating func endAll() -> [ContactChange] {
        pending = committed
        guard let current = identity else { return [] }
        identity = nil
        committed.isDown = false
        pending = committed
        return [.up(identity: current, sample: committed.sample)]
    }

    private static func contactKey(for device: EvdevDeviceDescription) -> UInt16 {
        let candidates = [EvdevKeyCode.btnTouch, EvdevKeyCode.btnToolFinger, EvdevKeyCode.btnLeft]
        return candidates.first { device.supports(type: EvdevEventType.key, code: $0) } ?? EvdevKeyCode.btnTouch
    }
}
