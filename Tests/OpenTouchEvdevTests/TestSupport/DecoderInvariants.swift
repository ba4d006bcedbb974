import Foundation
import OpenTouch
import OpenTouchEvdev

/// Checks a decoded stream (including ``EvdevTouchDecoder/finish()``'s event) against the
/// decoder's promises; returns the broken ones.
enum DecoderInvariants {
    static func problems(_ events: [DigitizerEvent], mapping: EvdevScreenMapping) -> [String] {
        var problems: [String] = []
        var down = Set<Int>(), seen = Set<Int>()
        var lastTime = -Double.infinity
        let width = sanitized(mapping.size.width), height = sanitized(mapping.size.height)
        for event in events {
            if !event.timestamp.isFinite || event.timestamp < lastTime { problems.append("timestamp \(event.timestamp)") }
            lastTime = event.timestamp
            if event.fingers.isEmpty { problems.append("empty event") }
            if Set(event.fingers.map(\.identity)).count != event.fingers.count { problems.append("identity twice in an event") }
            for finger in event.fingers {
                problems += fingerProblems(finger, width: width, height: height)
                switch finger.phase {
                case "down":
                    if seen.contains(finger.identity) { problems.append("identity \(finger.identity) reused") }
                    seen.insert(finger.identity); down.insert(finger.identity)
                case "move":
                    if !down.contains(finger.identity) { problems.append("move of \(finger.identity) while up") }
                case "up":
                    if down.remove(finger.identity) == nil { problems.append("up of \(finger.identity) while up") }
                default:
                    problems.append("phase \(finger.phase)")
                }
            }
        }
        if !down.isEmpty { problems.append("\(down.count) fingers still down after finish") }
        return problems
    }

    private static func fingerProblems(_ finger: DigitizerEvent.Finger, width: CGFloat, height: CGFloat) -> [String] {
        var problems: [String] = []
        let p = finger.location
        if !(p.x.isFinite && p.y.isFinite && p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height) {
            problems.append("location \(p) off a \(width)×\(height) screen")
        }
        if !(finger.pressure >= 0 && finger.pressure <= 1) { problems.append("pressure \(finger.pressure)") }
        if !(finger.majorRadius.isFinite && finger.majorRadius >= 0 && finger.minorRadius.isFinite
             && finger.minorRadius >= 0) {
            problems.append("radii \(finger.majorRadius) \(finger.minorRadius)")
        }
        return problems
    }

    private static func sanitized(_ length: CGFloat) -> CGFloat {
        length.isFinite && length > 0 ? length : 0
    }
}
