/// Strict parsers for the numbers in recordings; each rejects anything but its own syntax and
/// stops before an overflow, so malformed input costs at most its length.
enum NumberParsing {
    /// A hexadecimal number without prefix, at most `maximum`.
    static func hex(_ token: ArraySlice<UInt8>, maximum: UInt64) -> UInt64? {
        guard !token.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in token {
            guard let digit = hexDigit(byte) else { return nil }
            value = value * 16 + UInt64(digit)
            if value > maximum { return nil }
        }
        return value
    }

    /// A decimal integer with an optional sign that fits in `Int32`.
    static func int32(_ token: ArraySlice<UInt8>) -> Int32? {
        guard let value = int64(token, limit: Int64(Int32.max) + 1) else { return nil }
        return Int32(exactly: value)
    }

    /// A decimal integer with an optional sign whose magnitude is at most `limit`.
    static func int64(_ token: ArraySlice<UInt8>, limit: Int64) -> Int64? {
        var digits = token
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard let magnitude = unsigned(digits, limit: UInt64(limit)) else { return nil }
        return negative ? -Int64(magnitude) : Int64(magnitude)
    }

    /// Unsigned decimal digits whose value is at most `limit`.
    static func unsigned(_ digits: ArraySlice<UInt8>, limit: UInt64) -> UInt64? {
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflow1, !overflow2, sum <= limit else { return nil }
            value = sum
        }
        return value
    }

    /// evemu's `<seconds>.<fraction>` time: digits, optionally a dot and more digits, read as
    /// the nearest `Double` to the decimal value.
    static func time(_ token: ArraySlice<UInt8>) -> Double? {
        let dot = token.firstIndex(of: UInt8(ascii: "."))
        let secondsPart = token[token.startIndex..<(dot ?? token.endIndex)]
        guard unsigned(secondsPart, limit: 1 << 53) != nil else { return nil }
        if let dot {
            let fraction = token[(dot + 1)...]
            guard !fraction.isEmpty, fraction.allSatisfy(isDigit) else { return nil }
        }
        return Double(String(decoding: token, as: UTF8.self))
    }

    /// `seconds + microseconds / 1e6` as the nearest `Double` to that decimal value, as an evemu
    /// time `<seconds>.<microseconds>` would read.
    static func time(seconds: Int64, microseconds: Int64) -> Double {
        guard seconds >= 0, (0..<1_000_000).contains(microseconds) else {
            return Double(seconds) + Double(microseconds) / 1_000_000
        }
        let digits = String(microseconds)
        let padded = String(repeating: "0", count: 6 - digits.count) + digits
        return Double("\(seconds).\(padded)") ?? Double(seconds) + Double(microseconds) / 1_000_000
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
