import Foundation
import OpenTouch
import Testing

/// Foundation's decoder calls every rejected line "not valid JSON"; a recording's error says which
/// problem it is and where (issue 19's fuzz of `opentouch replay`).
@Suite("Recording: what is wrong with a line that is not valid JSON")
struct DigitizerRecordingJSONProblemTests {
    private let header = #"{"format":"opentouch-digitizer","version":1,"screen":[375,667]}"#

    private func error(reading line: String) -> DigitizerRecording.FormatError? {
        do {
            _ = try DigitizerRecording(jsonLines: Data((header + "\n" + line + "\n").utf8))
            return nil
        } catch {
            return error as? DigitizerRecording.FormatError
        }
    }

    private func event(at x: String, id: String = "1") -> String {
        #"{"time":1,"fingers":[{"id":"# + id + #","at":["# + x + #",20],"touching":true,"mask":["touch"]}]}"#
    }

    @Test("a number beyond a double's range is named, with its column", arguments: [
        ("1e400", "the number 1e400 at column 36 is out of range: larger than the largest double (about 1.8e308)"),
        ("-1e309", "the number -1e309 at column 36 is out of range: larger than the largest double (about 1.8e308)"),
        ("1.5e-400", "the number 1.5e-400 at column 36 is out of range: too close to zero for a double "
            + "(the smallest is about 4.9e-324)"),
    ])
    func doubleOutOfRange(literal: String, message: String) throws {
        let failure = try #require(error(reading: event(at: literal)))
        #expect(failure.line == 2)
        #expect(failure.message == "not valid JSON: " + message)
    }

    @Test("an integer with more digits than 64 bits hold is named as out of range, not as bad JSON")
    func integerOutOfRange() throws {
        let failure = try #require(error(reading: event(at: "10", id: "1234567890123456789012345678901")))
        #expect(failure.description == "line 2: not valid JSON: the number 1234567890…678901 at column 28 is out of "
                + "range: 31 digits, more than a 64-bit integer holds (at most 9223372036854775807)")
    }

    @Test("a large integer is blamed only when nothing else is wrong (Foundation reads it as a double where one is expected)")
    func largeIntegerBehindAnotherProblem() throws {
        let line = #"{"time":1,"fingers":[{"id":1,"at":[12345678901234567890123,"#
        let failure = try #require(error(reading: line))
        #expect(failure.message == "not valid JSON: the line ends at column 60 where a value was expected (is it cut off?)")
    }

    @Test("zeros, exponents that stay in range and a 0.0e-999 are not out of range")
    func numbersInRange() throws {
        for literal in ["0", "-0.0", "1e308", "4.9e-324", "0.0e-999", "0012", "-9223372036854775808"] {
            let failure = error(reading: event(at: literal))
            #expect(failure == nil || !failure!.message.contains("out of range"), "\(literal)")
        }
    }

    @Test("JSON nested 100,000 deep is reported as nesting, with the limit, and without exhausting the stack")
    func deepNesting() throws {
        let line = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let failure = try #require(error(reading: line))
        #expect(failure.description == "line 2: not valid JSON: arrays and objects nested 100000 levels deep "
                + "(level 512 opens at column 512); a recording line may nest at most 511")
    }

    @Test("syntax errors name the column and what was expected", arguments: [
        (#"{"time":1,"fingers":[{"id":1 "at":[1,2]}]}"#, "unexpected '\"' at column 30; expected ',' or '}'"),
        (#"{"time":1,"fingers":[{"id":1,"at":[1,2"#, "the line ends at column 39 where ',' or ']' was expected (is it cut off?)"),
        (#"{"time":1,"fingers":[],"note":"abc"#, "the string that starts at column 31 is not closed before the end of the line"),
        (#"{"time":1,"fingers":[]} x"#, "unexpected 'x' at column 25 after the end of the JSON value"),
        (#"{"time":1,"fingers":[tru]}"#, "unexpected 't' at column 22 where a value was expected"),
        (#"{"time":-,"fingers":[]}"#, "malformed number '-,' at column 9"),
        (#"{time:1}"#, "unexpected 't' at column 2 where a key in quotes was expected"),
        (#"{"time":}"#, "unexpected '}' at column 9 where a value was expected"),
    ])
    func syntax(line: String, message: String) throws {
        let failure = try #require(error(reading: line))
        #expect(failure.message == "not valid JSON: " + message)
    }
}
