import Foundation

// The JSON shape of digitizer events, as recordings store them (see `DigitizerRecording` and the
// RecordingAndReplay article). Keys are short and stable; fields that hold their default value are
// left out when encoding and take that default when decoding. Unknown keys are ignored (a later
// writer of the same format version may add some); unknown mask or touch-type names, missing
// required keys and non-finite numbers are errors that name the field.

extension DigitizerEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case time, fingers, sender, type
    }

    /// Decodes an event from `{"time": t, "fingers": [...]}`, with optional `"sender"` (default 0)
    /// and `"type"` (a ``UITouch/TouchType`` name, default `"direct"`). A non-finite time is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let timestamp = try container.decode(Double.self, forKey: .time)
        try requireFinite(timestamp, nil, in: container, key: .time)
        self.init(
            timestamp: timestamp,
            fingers: try container.decode([Finger].self, forKey: .fingers),
            senderID: try container.decodeIfPresent(UInt64.self, forKey: .sender) ?? 0,
            touchType: try container.decodeIfPresent(UITouch.TouchType.self, forKey: .type) ?? .direct
        )
    }

    /// Encodes the event; throws `EncodingError.invalidValue` for a non-finite time or finger value
    /// (JSON has no NaN or infinity).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try requireFinite(timestamp, nil, encoding: self, path: container.codingPath + [CodingKeys.time])
        try container.encode(timestamp, forKey: .time)
        try container.encode(fingers, forKey: .fingers)
        if senderID != 0 { try container.encode(senderID, forKey: .sender) }
        if touchType != .direct { try container.encode(touchType, forKey: .type) }
    }
}

extension DigitizerEvent.Finger: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, at, touching, inRange, mask, pressure, radius
    }

    /// Decodes a finger from `{"id": n, "at": [x, y], "touching": bool, "mask": [names]}`, with
    /// optional `"inRange"` (default: the value of `"touching"`), `"pressure"` (default 0) and
    /// `"radius": [major, minor]` (default ``DigitizerEvent/defaultMajorRadius`` for both).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let identity = try container.decode(Int.self, forKey: .id)
        let location = try Self.decodePair(in: container, key: .at, names: ("x", "y"))
        let isTouching = try container.decode(Bool.self, forKey: .touching)
        let pressure = try container.decodeIfPresent(Double.self, forKey: .pressure) ?? 0
        try requireFinite(pressure, nil, in: container, key: .pressure)
        var radius = (DigitizerEvent.defaultMajorRadius, DigitizerEvent.defaultMajorRadius)
        if container.contains(.radius) {
            radius = try Self.decodePair(in: container, key: .radius, names: ("major", "minor"))
        }
        self.init(
            identity: identity,
            location: CGPoint(x: location.0, y: location.1),
            isTouching: isTouching,
            isInRange: try container.decodeIfPresent(Bool.self, forKey: .inRange) ?? isTouching,
            pressure: pressure,
            majorRadius: radius.0,
            minorRadius: radius.1,
            eventMask: try container.decode(DigitizerEvent.EventMask.self, forKey: .mask)
        )
    }

    /// Encodes the finger, leaving out fields at their defaults; throws `EncodingError.invalidValue`
    /// for a non-finite position, pressure or radius.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let path = container.codingPath
        try requireFinite(Double(location.x), "x", encoding: self, path: path + [CodingKeys.at])
        try requireFinite(Double(location.y), "y", encoding: self, path: path + [CodingKeys.at])
        try requireFinite(pressure, nil, encoding: self, path: path + [CodingKeys.pressure])
        try requireFinite(Double(majorRadius), "major", encoding: self, path: path + [CodingKeys.radius])
        try requireFinite(Double(minorRadius), "minor", encoding: self, path: path + [CodingKeys.radius])
        try container.encode(identity, forKey: .id)
        try container.encode([Double(location.x), Double(location.y)], forKey: .at)
        try container.encode(isTouching, forKey: .touching)
        if isInRange != isTouching { try container.encode(isInRange, forKey: .inRange) }
        try container.encode(eventMask, forKey: .mask)
        if pressure != 0 { try container.encode(pressure, forKey: .pressure) }
        if majorRadius != DigitizerEvent.defaultMajorRadius || minorRadius != DigitizerEvent.defaultMajorRadius {
            try container.encode([Double(majorRadius), Double(minorRadius)], forKey: .radius)
        }
    }

    /// Decodes `[a, b]`: exactly two finite numbers.
    private static func decodePair(
        in container: KeyedDecodingContainer<CodingKeys>, key: CodingKeys, names: (String, String)
    ) throws -> (CGFloat, CGFloat) {
        let values = try container.decode([Double].self, forKey: key)
        guard values.count == 2 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "expected [\(names.0), \(names.1)], two numbers; found \(values.count)")
        }
        try requireFinite(values[0], names.0, in: container, key: key)
        try requireFinite(values[1], names.1, in: container, key: key)
        return (CGFloat(values[0]), CGFloat(values[1]))
    }
}

extension DigitizerEvent.EventMask: Codable {
    /// The names of the mask's bits, in bit order, as recordings write them.
    public static let knownNames: [(name: String, mask: DigitizerEvent.EventMask)] = [
        ("range", .range), ("touch", .touch), ("position", .position), ("cancel", .cancel),
    ]

    /// The mask as names, in bit order: `range`, `touch`, `position`, `cancel`, and `bitN` for any
    /// other bit `N` (0–31) that is set.
    public var names: [String] {
        var result: [String] = []
        for bit in 0..<32 {
            let mask = DigitizerEvent.EventMask(rawValue: 1 << UInt32(bit))
            guard contains(mask) else { continue }
            result.append(Self.knownNames.first { $0.mask == mask }?.name ?? "bit\(bit)")
        }
        return result
    }

    /// The mask named `name` (one of ``knownNames`` or `bitN` for `N` in 0–31), or nil when the name is unknown.
    public init?(name: String) {
        if let known = Self.knownNames.first(where: { $0.name == name }) {
            self = known.mask
            return
        }
        guard name.hasPrefix("bit"), let bit = Int(name.dropFirst(3)), (0..<32).contains(bit),
              name == "bit\(bit)" else { return nil }
        self.init(rawValue: 1 << UInt32(bit))
    }

    /// Decodes a list of names; an unknown name is an error that lists the known ones.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var mask: DigitizerEvent.EventMask = []
        while !container.isAtEnd {
            let name = try container.decode(String.self)
            guard let bit = DigitizerEvent.EventMask(name: name) else {
                let known = Self.knownNames.map(\.name).joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown mask name \"\(name)\" (known: \(known), bit0…bit31)")
            }
            mask.insert(bit)
        }
        self = mask
    }

    /// Encodes the mask as its ``names``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}

extension UITouch.TouchType: Codable {
    /// The type's name in recordings: `direct`, `indirect`, `pencil` or `indirectPointer`.
    public var name: String {
        switch self {
        case .direct: "direct"
        case .indirect: "indirect"
        case .pencil: "pencil"
        case .indirectPointer: "indirectPointer"
        }
    }

    /// Decodes a type from its ``name``; an unknown name is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let type = Self.allCases.first(where: { $0.name == name }) else {
            let known = Self.allCases.map(\.name).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown touch type \"\(name)\" (known: \(known))")
        }
        self = type
    }

    /// Encodes the type as its ``name``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// "x is nan" for a part of a pair, "nan" for a plain number.
private func nonFiniteMessage(_ value: Double, _ part: String?) -> String {
    (part.map { "\($0) is \(value)" } ?? "\(value)")
}

private func requireFinite<K: CodingKey>(
    _ value: Double, _ part: String?, in container: KeyedDecodingContainer<K>, key: K
) throws {
    guard !value.isFinite else { return }
    throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "\(nonFiniteMessage(value, part)): only finite numbers are allowed")
}

private func requireFinite(_ value: Double, _ part: String?, encoding subject: Any, path: [any CodingKey]) throws {
    guard !value.isFinite else { return }
    throw EncodingError.invalidValue(subject, EncodingError.Context(
        codingPath: path, debugDescription: "\(nonFiniteMessage(value, part)): JSON cannot hold non-finite numbers"))
}
