import Foundation
import OpenTouch
import Testing

@Suite("Recording: the JSON shape of digitizer events")
struct DigitizerCodingTests {
    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String, decoder: JSONDecoder = JSONDecoder()) throws -> T {
        try decoder.decode(type, from: Data(text.utf8))
    }

    @Test("a touch-down is compact: defaults are left out, locations are [x, y], masks are names")
    func compactShape() throws {
        let event = DigitizerEvent(timestamp: 12.5, fingers: [.down(1, at: CGPoint(x: 100, y: 200.5))])
        #expect(try json(event)
            == #"{"fingers":[{"at":[100,200.5],"id":1,"mask":["range","touch","position"],"touching":true}],"time":12.5}"#)
        let lift = DigitizerEvent(timestamp: 13, fingers: [.up(1, at: CGPoint(x: 1, y: 2))])
        #expect(try json(lift) == #"{"fingers":[{"at":[1,2],"id":1,"mask":["range","touch"],"touching":false}],"time":13}"#)
    }

    @Test("every field round-trips, including non-default ones and unnamed mask bits")
    func roundTrip() throws {
        let finger = DigitizerEvent.Finger(identity: -7, location: CGPoint(x: 0.1, y: -3), isTouching: true,
                                           isInRange: false, pressure: 0.25, majorRadius: 8, minorRadius: 6,
                                           eventMask: [.position, .cancel, DigitizerEvent.EventMask(rawValue: 1 << 9)])
        let event = DigitizerEvent(timestamp: 1e-3, fingers: [finger, .cancel(2, at: .zero)], senderID: 42, touchType: .pencil)
        let text = try json(event)
        #expect(text.contains(#""mask":["position","cancel","bit9"]"#))
        #expect(text.contains(#""inRange":false"#))
        #expect(text.contains(#""radius":[8,6]"#))
        #expect(text.contains(#""sender":42"#))
        #expect(text.contains(#""type":"pencil""#))
        #expect(try decode(DigitizerEvent.self, text) == event)
        for type in UITouch.TouchType.allCases {
            let typed = DigitizerEvent(timestamp: 0, fingers: [.move(1, to: .zero)], touchType: type)
            #expect(try decode(DigitizerEvent.self, json(typed)) == typed)
        }
    }

    @Test("inRange defaults to touching, pressure to 0, radius to the default")
    func defaults() throws {
        let event = try decode(DigitizerEvent.self, #"{"time":1,"fingers":[{"id":3,"at":[5,6],"touching":false,"mask":["touch"]}]}"#)
        let finger = try #require(event.fingers.first)
        #expect(finger.isInRange == false)
        #expect(finger.pressure == 0)
        #expect(finger.majorRadius == DigitizerEvent.defaultMajorRadius && finger.minorRadius == DigitizerEvent.defaultMajorRadius)
        #expect(event.senderID == 0 && event.touchType == .direct)
    }

    @Test("an unknown mask name is an error that names it and the known ones")
    func unknownMaskName() {
        let text = #"{"time":1,"fingers":[{"id":1,"at":[0,0],"touching":true,"mask":["range","tuoch"]}]}"#
        #expect {
            try decode(DigitizerEvent.self, text)
        } throws: { error in
            "\(error)".contains("unknown mask name \"tuoch\"") && "\(error)".contains("range, touch, position, cancel")
        }
        #expect(DigitizerEvent.EventMask(name: "bit32") == nil)
        #expect(DigitizerEvent.EventMask(name: "bit07") == nil)
        #expect(DigitizerEvent.EventMask(name: "bit7") == .cancel)
    }

    @Test("non-finite numbers are rejected when decoding, even by a decoder that allows them")
    func nonFiniteDecoding() {
        let lenient = JSONDecoder()
        lenient.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let cases = [
            #"{"time":"nan","fingers":[]}"#,
            #"{"time":1,"fingers":[{"id":1,"at":["inf",0],"touching":true,"mask":[]}]}"#,
            #"{"time":1,"fingers":[{"id":1,"at":[0,0],"touching":true,"mask":[],"pressure":"nan"}]}"#,
            #"{"time":1,"fingers":[{"id":1,"at":[0,0],"touching":true,"mask":[],"radius":[1,"-inf"]}]}"#,
        ]
        for text in cases {
            #expect(throws: DecodingError.self) { try decode(DigitizerEvent.self, text, decoder: lenient) }
        }
        #expect(throws: DecodingError.self) {
            try decode(DigitizerEvent.self, #"{"time":1,"fingers":[{"id":1,"at":[0],"touching":true,"mask":[]}]}"#)
        }
    }

    @Test("non-finite numbers cannot be encoded: the error names the field")
    func nonFiniteEncoding() {
        let event = DigitizerEvent(timestamp: 1, fingers: [.move(1, to: CGPoint(x: CGFloat.nan, y: 0))])
        #expect {
            try json(event)
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.debugDescription == "x is nan: JSON cannot hold non-finite numbers"
        }
        #expect(throws: EncodingError.self) { try json(DigitizerEvent(timestamp: .infinity, fingers: [])) }
    }

    @Test("an unknown touch type is an error")
    func unknownTouchType() {
        #expect(throws: DecodingError.self) {
            try decode(DigitizerEvent.self, #"{"time":1,"fingers":[],"type":"finger"}"#)
        }
    }
}
