import Foundation
import Testing
import OpenTouch
import OpenTouchEvdev

/// Random devices, mappings and event streams through the decoder: every finger that goes down
/// goes up exactly once after finish, identities are unique, values are finite and on screen,
/// and the same stream always decodes the same way.
@Suite("Fuzzing: decoder")
struct DecoderFuzzTests {
    @Test("random event streams keep the decoder's invariants")
    func randomStreams() {
        for iteration in 0..<(FuzzBudget.iterations * 5) {
            let seed = FuzzBudget.firstSeed &+ UInt64(iteration)
            var random = SeededRandom(seed: seed)
            let device = RandomStreams.device(&random)
            let mapping = RandomStreams.mapping(&random)
            let options = EvdevTouchDecoder.Options(
                protocolSelection: random.pick(EvdevProtocolSelection.allCases),
                maximumContacts: random.chance(0.2) ? random.int(0...4) : 64)
            let events = RandomStreams.events(&random, device: device)
            let first = EvdevTouchDecoder.decode(events, device: device, mapping: mapping, options: options)
            let problems = DecoderInvariants.problems(first.events, mapping: mapping)
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
            let reports = events.filter(\.isSyncReport).count
            #expect(first.events.count <= reports + 1, "seed \(seed)")
            let second = EvdevTouchDecoder.decode(events, device: device, mapping: mapping, options: options)
            #expect(first == second, "seed \(seed): decoding is not deterministic")
        }
    }
}

/// Random devices, screen mappings and event streams for the decoder fuzz test.
enum RandomStreams {
    static func device(_ random: inout SeededRandom) -> EvdevDeviceDescription {
        var device = EvdevDeviceDescription(name: "fuzz")
        let kind = random.int(0...3)  // 0: B, 1: A, 2: single, 3: B + single
        if kind != 2 {
            device.setAbsoluteAxis(EvdevAbsoluteAxis.mtPositionX, axis(&random))
            device.setAbsoluteAxis(EvdevAbsoluteAxis.mtPositionY, axis(&random))
        }
        if kind == 0 || kind == 3 {
            let slots: Int32 = random.chance(0.05) ? random.pick([-5, 0, 70_000, .max]) : Int32(random.int(1...12))
            device.setAbsoluteAxis(EvdevAbsoluteAxis.mtSlot, EvdevAbsInfo(minimum: 0, maximum: slots - 1))
        }
        if kind >= 2 {
            device.setAbsoluteAxis(EvdevAbsoluteAxis.x, axis(&random))
            device.setAbsoluteAxis(EvdevAbsoluteAxis.y, axis(&random))
            device.insert(type: EvdevEventType.key, code: random.pick([EvdevKeyCode.btnTouch, EvdevKeyCode.btnLeft]))
        }
        for code in [EvdevAbsoluteAxis.mtPressure, EvdevAbsoluteAxis.pressure, EvdevAbsoluteAxis.mtTouchMajor,
                     EvdevAbsoluteAxis.mtTouchMinor, EvdevAbsoluteAxis.mtWidthMajor] where random.chance(0.4) {
            device.setAbsoluteAxis(code, axis(&random))
        }
        return device
    }

    static func axis(_ random: inout SeededRandom) -> EvdevAbsInfo {
        switch random.int(0...9) {
        case 0: return EvdevAbsInfo(minimum: .min, maximum: .max)
        case 1: return EvdevAbsInfo(minimum: 100, maximum: 10)
        case 2: return EvdevAbsInfo(minimum: 7, maximum: 7)
        case 3: return EvdevAbsInfo(minimum: -2048, maximum: 2047)
        default: return EvdevAbsInfo(minimum: 0, maximum: Int32(random.int(1...10_000)))
        }
    }

    static func mapping(_ random: inout SeededRandom) -> EvdevScreenMapping {
        let sizes: [CGFloat] = [0, 1, 320, 1024, 1e12, .greatestFiniteMagnitude, .nan, -5, .infinity]
        let width = random.chance(0.8) ? CGFloat(random.int(1...4000)) : random.pick(sizes)
        let height = random.chance(0.8) ? CGFloat(random.int(1...4000)) : random.pick(sizes)
        return EvdevScreenMapping(size: CGSize(width: width, height: height),
                                  rotation: random.pick(EvdevScreenMapping.Rotation.allCases),
                                  flipsHorizontally: random.chance(0.3), flipsVertically: random.chance(0.3))
    }

    static func events(_ random: inout SeededRandom, device: EvdevDeviceDescription) -> [EvdevEvent] {
        var time = Double(random.int(0...1_000_000))
        var events: [EvdevEvent] = []
        for _ in 0..<random.int(0...400) {
            time += random.chance(0.05) ? -Double(random.int(0...10)) : Double(random.int(0...20)) / 1000
            let stamp = random.chance(0.01) ? random.pick([Double.nan, .infinity, -.infinity]) : time
            events.append(event(&random, at: stamp))
        }
        return events
    }

    private static func event(_ random: inout SeededRandom, at time: Double) -> EvdevEvent {
        let abs = EvdevEventType.abs
        switch random.int(0...19) {
        case 0...5:
            let code = random.pick([EvdevAbsoluteAxis.mtPositionX, EvdevAbsoluteAxis.mtPositionY,
                                    EvdevAbsoluteAxis.x, EvdevAbsoluteAxis.y])
            return EvdevEvent(time: time, type: abs, code: code, value: value(&random))
        case 6...7:
            let id: Int32 = random.chance(0.4) ? -1 : (random.chance(0.9) ? Int32(random.int(0...5)) : value(&random))
            return EvdevEvent(time: time, type: abs, code: EvdevAbsoluteAxis.mtTrackingID, value: id)
        case 8...9:
            let slot: Int32 = random.chance(0.9) ? Int32(random.int(0...13)) : value(&random)
            return EvdevEvent(time: time, type: abs, code: EvdevAbsoluteAxis.mtSlot, value: slot)
        case 10...13:
            return .syncReport(at: time)
        case 14:
            return .sync(random.chance(0.9) ? EvdevSyncCode.mtReport : EvdevSyncCode.dropped, at: time)
        case 15...16:
            let key = random.pick([EvdevKeyCode.btnTouch, EvdevKeyCode.btnLeft, EvdevKeyCode.btnToolFinger])
            return EvdevEvent(time: time, type: EvdevEventType.key, code: key, value: Int32(random.int(0...2)))
        case 17...18:
            let code = random.pick([EvdevAbsoluteAxis.mtPressure, EvdevAbsoluteAxis.pressure,
                                    EvdevAbsoluteAxis.mtTouchMajor, EvdevAbsoluteAxis.mtTouchMinor,
                                    EvdevAbsoluteAxis.mtWidthMajor, EvdevAbsoluteAxis.mtWidthMinor])
            return EvdevEvent(time: time, type: abs, code: code, value: value(&random))
        default:
            return EvdevEvent(time: time, type: UInt16(random.int(0...0x20)), code: UInt16(random.int(0...0x3ff)),
                              value: value(&random))
        }
    }

    private static func value(_ random: inout SeededRandom) -> Int32 {
        switch random.int(0...9) {
        case 0: return random.pick([.min, .max, -1, 0])
        case 1: return Int32(truncatingIfNeeded: random.next())
        default: return Int32(random.int(-50...5_000))
        }
    }
}
