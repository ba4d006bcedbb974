import Foundation
@testable import OpenTouch
import Testing

/// The fetcher's filter against a model of its documented rules, on seeded random reports full of
/// edge values (±0, 1, just outside 0...1, NaN, ±infinity, negative radii, duplicate fingers,
/// timestamps going backwards). The filter skips the repair path for fingers that need none; the
/// model always repairs, so the two must agree bit for bit on every field, signed zeros included.
@Suite("Input filter: seeded reports against the model of its rules")
struct InputFilterModelTests {
    /// The filter's documented rules, written plainly.
    private struct Model {
        var lastTimestamp: TimeInterval = -.infinity
        var lastLocations: [(finger: Int, location: CGPoint)] = []

        mutating func filter(_ event: DigitizerEvent) -> (event: DigitizerEvent, kept: Bool) {
            var event = event
            let fallback = lastTimestamp.isFinite ? lastTimestamp : 0
            if !event.timestamp.isFinite {
                event.timestamp = fallback
            } else if event.timestamp < lastTimestamp {
                event.timestamp = lastTimestamp
            }
            lastTimestamp = event.timestamp
            var kept: [DigitizerEvent.Finger] = []
            for finger in event.fingers.reversed() where !kept.contains(where: { $0.identity == finger.identity }) {
                kept.append(finger)
            }
            event.fingers = kept.reversed().compactMap { repaired($0) }
            return (event, !event.fingers.isEmpty)
        }

        private mutating func repaired(_ original: DigitizerEvent.Finger) -> DigitizerEvent.Finger? {
            var finger = original
            finger.pressure = min(max(finger.pressure.isFinite ? finger.pressure : 0, 0), 1)
            if !(finger.majorRadius.isFinite && finger.majorRadius >= 0) { finger.majorRadius = DigitizerEvent.defaultMajorRadius }
            if !(finger.minorRadius.isFinite && finger.minorRadius >= 0) { finger.minorRadius = finger.majorRadius }
            let slot = lastLocations.firstIndex { $0.finger == finger.identity }
            if finger.location.x.isFinite && finger.location.y.isFinite {
                switch (finger.isTouching, slot) {
                case (true, let slot?): lastLocations[slot].location = finger.location
                case (true, nil): lastLocations.append((finger.identity, finger.location))
                case (false, let slot?): lastLocations.remove(at: slot)
                case (false, nil): break
                }
            } else {
                guard let slot else { return nil }
                finger.location = lastLocations[slot].location
                if !finger.isTouching { lastLocations.remove(at: slot) }
            }
            // A finger whose repair changed nothing `==` can see is passed on as it came.
            return finger == original ? original : finger
        }
    }

    private static let edgeValues: [Double] = [
        0, -0.0, 1, 0.5, -1e-300, 1.0000001, -3, 7, .nan, .infinity, -.infinity, 20,
    ]

    private static func value(_ random: inout FuzzRandom) -> Double {
        random.int(0...2) == 0 ? edgeValues[random.int(0...(edgeValues.count - 1))] : random.unit()
    }

    private static func finger(_ random: inout FuzzRandom, identities: ClosedRange<Int>) -> DigitizerEvent.Finger {
        let x = random.int(0...9) == 0 ? value(&random) : random.unit() * 400
        let y = random.int(0...9) == 0 ? value(&random) : random.unit() * 800
        return DigitizerEvent.Finger(
            identity: random.int(identities), location: CGPoint(x: x, y: y), isTouching: random.int(0...3) != 0,
            pressure: value(&random), majorRadius: CGFloat(value(&random)), minorRadius: CGFloat(value(&random)))
    }

    private static func same(_ a: DigitizerEvent.Finger, _ b: DigitizerEvent.Finger) -> Bool {
        a.identity == b.identity && a.isTouching == b.isTouching && a.isInRange == b.isInRange
            && a.eventMask == b.eventMask && a.pressure.bitPattern == b.pressure.bitPattern
            && a.majorRadius.native.bitPattern == b.majorRadius.native.bitPattern
            && a.minorRadius.native.bitPattern == b.minorRadius.native.bitPattern
            && a.location.x.native.bitPattern == b.location.x.native.bitPattern
            && a.location.y.native.bitPattern == b.location.y.native.bitPattern
    }

    @Test(arguments: 0..<20)
    func filterAgreesWithItsRulesBitForBit(seed: Int) {
        Self.expectAgreement(seed: seed, events: 400, fingersPerEvent: 0...4, identities: 1...5)
    }

    /// Reports of up to 60 fingers: the duplicate check goes through a set above 16, and a
    /// report lifting many fingers forgets them in one pass at its end.
    @Test(arguments: 0..<10)
    func filterAgreesOnLargeReports(seed: Int) {
        Self.expectAgreement(seed: 1_000 + seed, events: 150, fingersPerEvent: 0...60, identities: 1...70)
    }

    private static func expectAgreement(seed: Int, events: Int, fingersPerEvent: ClosedRange<Int>,
                                        identities: ClosedRange<Int>) {
        var random = FuzzRandom(seed: UInt64(seed))
        var filter = InputFilter()
        var model = Model()
        var timestamp = 0.0
        for _ in 0..<events {
            timestamp += random.int(0...9) == 0 ? -random.unit() : random.unit()
            let fingers = (0..<random.int(fingersPerEvent)).map { _ in Self.finger(&random, identities: identities) }
            var event = DigitizerEvent(timestamp: random.int(0...19) == 0 ? .nan : timestamp, fingers: fingers)
            let expected = model.filter(event)
            var diagnostics: [InputDiagnostic] = []
            let kept = filter.filter(&event, diagnostics: &diagnostics)
            #expect(kept == expected.kept)
            #expect(event.timestamp.bitPattern == expected.event.timestamp.bitPattern)
            #expect(event.fingers.count == expected.event.fingers.count)
            for (actual, wanted) in zip(event.fingers, expected.event.fingers) {
                #expect(Self.same(actual, wanted), "seed \(seed): \(actual) but the rules give \(wanted)")
            }
        }
    }
}
