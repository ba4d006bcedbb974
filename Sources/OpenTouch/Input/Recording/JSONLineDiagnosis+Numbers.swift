extension JSONLineDiagnosis {
    /// The largest integer a recording's integer fields (finger ids, sender ids) can hold.
    static let largestInteger = "9223372036854775807"
    /// The magnitude of the smallest 64-bit integer, `Int64.min`.
    static let smallestIntegerMagnitude = "9223372036854775808"

    /// Scans a number at `index`: its syntax, then whether Foundation can represent it (a finite,
    /// non-vanishing double; an integer literal that fits in 64 bits).
    mutating func scanNumber() -> String? {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard skipDigits() > 0 else { return malformedNumber(from: start) }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard skipDigits() > 0 else { return malformedNumber(from: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard skipDigits() > 0 else { return malformedNumber(from: start) }
        }
        let literal = Array(bytes[start..<index])
        if isInteger {
            if oversizedInteger == nil { oversizedInteger = integerProblem(literal, column: start + 1) }
            return nil
        }
        return doubleProblem(literal, column: start + 1)
    }

    /// Why an integer literal does not fit in 64 bits (`Int64.min` does), or nil.
    private func integerProblem(_ literal: [UInt8], column: Int) -> String? {
        let text = String(decoding: literal, as: UTF8.self)
        let isNegative = text.hasPrefix("-")
        let significant = (isNegative ? text.dropFirst() : Substring(text)).drop { $0 == "0" }
        let limit = isNegative ? Self.smallestIntegerMagnitude : Self.largestInteger
        guard significant.count > limit.count || (significant.count == limit.count && significant > limit) else {
            return nil
        }
        return "the number \(Self.abbreviated(text)) at column \(column) is out of range: \(significant.count) digits, "
            + "more than a 64-bit integer holds (at most \(Self.largestInteger))"
    }

    /// Why a number with a fraction or an exponent is not a finite, non-vanishing double, or nil.
    private func doubleProblem(_ literal: [UInt8], column: Int) -> String? {
        let text = String(decoding: literal, as: UTF8.self)
        guard let value = Double(text) else { return nil }
        if value.isInfinite {
            return "the number \(Self.abbreviated(text)) at column \(column) is out of range: larger than the largest "
                + "double (about 1.8e308)"
        }
        if value == 0, Self.mantissaIsNonZero(literal) {
            return "the number \(Self.abbreviated(text)) at column \(column) is out of range: too close to zero for a "
                + "double (the smallest is about 4.9e-324)"
        }
        return nil
    }

    /// Whether the digits before the exponent are not all zero (`0.0e5` is zero, `1e-400` is not).
    private static func mantissaIsNonZero(_ literal: [UInt8]) -> Bool {
        let mantissa = literal.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        return mantissa.contains { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }
    }

    /// A long number as its first and last digits and its length.
    private static func abbreviated(_ text: String) -> String {
        guard text.count > 24 else { return text }
        return "\(text.prefix(10))…\(text.suffix(6))"
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            index += 1
        }
        return index - start
    }

    private func malformedNumber(from start: Int) -> String {
        let end = min(bytes.count, max(index + 1, start + 1))
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        return "malformed number '\(text)' at column \(start + 1)"
    }
}
