import Testing
@testable import OpenTouch

/// The one-byte lookup table of `TextMeasurement.classify(_:)` answers what the Unicode
/// properties answer.
@Suite("Text: character classes of the text metric")
struct TextMeasurementClassTests {
    /// Every ASCII character gets the class its Unicode properties give.
    @Test func asciiTableMatchesProperties() {
        for value in UInt8(0)..<128 {
            let character = Character(Unicode.Scalar(value))
            #expect(TextMeasurement.classify(character) == TextMeasurement.classifyByProperties(character),
                    "byte \(value)")
        }
    }

    /// A few classes by name, and clusters of more than one byte, which skip the table.
    @Test func knownClasses() {
        #expect(TextMeasurement.classify("a") == .other)
        #expect(TextMeasurement.classify("W") == .wide)
        #expect(TextMeasurement.classify("A") == .uppercase)
        #expect(TextMeasurement.classify("1") == .digit(isOne: true))
        #expect(TextMeasurement.classify("7") == .digit(isOne: false))
        #expect(TextMeasurement.classify(" ") == .space)
        #expect(TextMeasurement.classify("\t") == .tab)
        #expect(TextMeasurement.classify("\n") == .newline)
        #expect(TextMeasurement.classify("\r\n") == .newline)
        #expect(TextMeasurement.classify("é") == .other)
        #expect(TextMeasurement.classify("漢") == .fullWidth)
        #expect(TextMeasurement.classify("\u{2026}") == .wide)
    }
}
