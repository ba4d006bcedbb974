import Yams

extension LibinputRecordParser {
    mutating func parseDescription(_ evdev: Node) throws(EvdevReadError) -> EvdevDeviceDescription {
        guard let fields = evdev.mapping else {
            throw fail(evdev, "expected 'evdev' to be a mapping, found \(kind(evdev))")
        }
        guard let nameNode = fields["name"], let name = nameNode.scalar?.string else {
            throw fail(evdev, "device has no 'name'")
        }
        var id = EvdevDeviceID(), codes: [UInt16: [UInt16]] = [:], axes: [UInt16: EvdevAbsInfo] = [:]
        var properties: [UInt16] = []
        if let node = fields["id"] { id = try parseID(node) }
        if let node = fields["codes"] { codes = try parseCodes(node) }
        if let node = fields["absinfo"] { axes = try parseAbsinfo(node) }
        if let node = fields["properties"] {
            properties = try integers(node, range: 0...Int64(EvdevProperty.max), what: "property").map { UInt16($0) }
        }
        return EvdevDeviceDescription(name: name, id: id, eventCodes: codes, absoluteAxes: axes, properties: properties)
    }

    private mutating func parseID(_ node: Node) throws(EvdevReadError) -> EvdevDeviceID {
        let values = try integers(node, range: 0...0xffff, what: "id")
        guard values.count == 4 else {
            throw fail(node, "expected 'id: [bus, vendor, product, version]', found \(values.count) numbers")
        }
        return EvdevDeviceID(busType: UInt16(values[0]), vendor: UInt16(values[1]),
                             product: UInt16(values[2]), version: UInt16(values[3]))
    }

    private mutating func parseCodes(_ node: Node) throws(EvdevReadError) -> [UInt16: [UInt16]] {
        guard let types = node.mapping else {
            throw fail(node, "expected 'codes' to be a mapping of event type to codes, found \(kind(node))")
        }
        var codes: [UInt16: [UInt16]] = [:]
        for (key, value) in types {
            try spend(node: key)
            let type = UInt16(try integer(key, range: 0...Int64(EvdevEventType.max), what: "event type"))
            let listed = try integers(value, range: 0...0xffff, what: "event code").map { UInt16($0) }
            codes[type, default: []] += listed
        }
        return codes
    }

    private mutating func parseAbsinfo(_ node: Node) throws(EvdevReadError) -> [UInt16: EvdevAbsInfo] {
        guard let axesNode = node.mapping else {
            throw fail(node, "expected 'absinfo' to be a mapping of axis to [min, max, fuzz, flat, resolution], "
                       + "found \(kind(node))")
        }
        var axes: [UInt16: EvdevAbsInfo] = [:]
        for (key, value) in axesNode {
            try spend(node: key)
            let code = try integer(key, range: 0...Int64(EvdevAbsoluteAxis.max), what: "axis")
            let fields = try integers(value, range: Int64(Int32.min)...Int64(Int32.max), what: "absinfo value")
            guard fields.count == 5 else {
                throw fail(value, "expected [min, max, fuzz, flat, resolution] for axis \(code), "
                           + "found \(fields.count) numbers")
            }
            let info = EvdevAbsInfo(minimum: Int32(fields[0]), maximum: Int32(fields[1]), fuzz: Int32(fields[2]),
                                    flat: Int32(fields[3]), resolution: Int32(fields[4]))
            axes[UInt16(code)] = info
        }
        return axes
    }
}
