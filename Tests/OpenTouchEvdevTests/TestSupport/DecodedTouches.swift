import Foundation
import OpenTouch

/// The touches in a decoded digitizer stream, by finger identity.
struct DecodedTouches {
    struct Touch {
        var start: Double
        var end: Double?
        var startPoint: CGPoint
        var endPoint: CGPoint
    }

    private(set) var touches: [Touch] = []
    private(set) var maxSimultaneous = 0
    private(set) var problems: [String] = []

    init(_ events: [DigitizerEvent]) {
        var open: [Int: Int] = [:]
        for event in events {
            for finger in event.fingers {
                switch finger.phase {
                case "down":
                    if open[finger.identity] != nil { problems.append("identity \(finger.identity) down twice") }
                    open[finger.identity] = touches.count
                    touches.append(Touch(start: event.timestamp, startPoint: finger.location, endPoint: finger.location))
                case "move":
                    guard let index = open[finger.identity] else { problems.append("move without down"); continue }
                    touches[index].endPoint = finger.location
                case "up":
                    guard let index = open.removeValue(forKey: finger.identity) else {
                        problems.append("up without down"); continue
                    }
                    touches[index].end = event.timestamp
                    if touches[index].endPoint != finger.location { problems.append("up moved the finger") }
                default:
                    problems.append("unexpected finger phase \(finger.phase)")
                }
            }
            maxSimultaneous = max(maxSimultaneous, open.count)
        }
        if !open.isEmpty { problems.append("\(open.count) fingers never lifted") }
    }
}
