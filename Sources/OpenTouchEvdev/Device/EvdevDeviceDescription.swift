/// What an input device is and reports: name, ids, supported event codes, absolute axes and
/// properties.
///
/// The evemu and `libinput record` readers build one from a file; a live reader builds one from
/// the device's ioctls. It carries no file-format details. Codes are kept sorted, so equal devices
/// compare equal however they were built.
public struct EvdevDeviceDescription: Sendable, Hashable {
    /// The device's name (`EVIOCGNAME`), for example `"Atmel maXTouch Touchscreen"`.
    public var name: String
    /// The device's bus, vendor, product and version ids.
    public var id: EvdevDeviceID
    /// The supported codes of each supported event type, sorted ascending. A type present with an
    /// empty list is supported without listed codes.
    public private(set) var eventCodes: [UInt16: [UInt16]]
    /// The range description of each absolute axis, by `ABS_*` code.
    public private(set) var absoluteAxes: [UInt16: EvdevAbsInfo]
    /// The device's `INPUT_PROP_*` properties, sorted ascending.
    public private(set) var properties: [UInt16]

    /// Creates a description. Codes and properties are sorted and deduplicated; every axis in
    /// `absoluteAxes` is also recorded as a supported `EV_ABS` code.
    public init(
        name: String = "",
        id: EvdevDeviceID = EvdevDeviceID(),
        eventCodes: [UInt16: [UInt16]] = [:],
        absoluteAxes: [UInt16: EvdevAbsInfo] = [:],
        properties: [UInt16] = []
    ) {
        self.name = name
        self.id = id
        self.eventCodes = eventCodes.mapValues { Self.sortedUnique($0) }
        self.absoluteAxes = [:]
        self.properties = Self.sortedUnique(properties)
        for code in absoluteAxes.keys.sorted() {
            if let info = absoluteAxes[code] { setAbsoluteAxis(code, info) }
        }
    }

    /// The supported event types, sorted ascending.
    public var eventTypes: [UInt16] {
        eventCodes.keys.sorted()
    }

    /// Whether the device reports events of `type`.
    public func supportsEventType(_ type: UInt16) -> Bool {
        eventCodes[type] != nil
    }

    /// Whether the device reports `code` of `type`.
    public func supports(type: UInt16, code: UInt16) -> Bool {
        guard let codes = eventCodes[type] else { return false }
        return Self.contains(codes, code)
    }

    /// The range description of absolute axis `code`, if the device has it.
    public func absoluteAxis(_ code: UInt16) -> EvdevAbsInfo? {
        absoluteAxes[code]
    }

    /// Whether the device has property `property` (an `INPUT_PROP_*` value).
    public func hasProperty(_ property: UInt16) -> Bool {
        Self.contains(properties, property)
    }

    /// Marks event type `type` as supported, without codes.
    public mutating func insertEventType(_ type: UInt16) {
        if eventCodes[type] == nil { eventCodes[type] = [] }
    }

    /// Marks `code` of `type` (and so `type`) as supported.
    public mutating func insert(type: UInt16, code: UInt16) {
        var codes = eventCodes[type] ?? []
        Self.insertSorted(&codes, code)
        eventCodes[type] = codes
    }

    /// Sets the range description of absolute axis `code` and marks the axis supported.
    public mutating func setAbsoluteAxis(_ code: UInt16, _ info: EvdevAbsInfo) {
        absoluteAxes[code] = info
        insert(type: EvdevEventType.abs, code: code)
    }

    /// Adds property `property` (an `INPUT_PROP_*` value).
    public mutating func insertProperty(_ property: UInt16) {
        Self.insertSorted(&properties, property)
    }
}

extension EvdevDeviceDescription {
    static func sortedUnique(_ values: [UInt16]) -> [UInt16] {
        var sorted = values.sorted()
        var write = 0
        for read in sorted.indices where read == 0 || sorted[read] != sorted[read - 1] {
            sorted[write] = sorted[read]
            write += 1
        }
        sorted.removeLast(sorted.count - write)
        return sorted
    }

    static func contains(_ sorted: [UInt16], _ value: UInt16) -> Bool {
        let index = lowerBound(sorted, value)
        return index < sorted.count && sorted[index] == value
    }

    static func insertSorted(_ sorted: inout [UInt16], _ value: UInt16) {
        let index = lowerBound(sorted, value)
        if index < sorted.count && sorted[index] == value { return }
        sorted.insert(value, at: index)
    }

    private static func lowerBound(_ sorted: [UInt16], _ value: UInt16) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
