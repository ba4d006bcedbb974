import Foundation

/// Facts computed straight from a recording's text with a deliberately tiny, separate scan (not
/// the library's readers or decoder), to check the library against.
struct RawRecordingScan {
    struct Event { let time: Double; let type: Int; let code: Int; let value: Int }
    struct Axis { let min: Int; let max: Int }
    struct Touch {
        var start: Double
        var end: Double?
        var startPoint: (Int, Int)
        var endPoint: (Int, Int)
    }

    let events: [Event]
    let axes: [Int: Axis]

    init(eventsText: String, descriptionText: String) {
        events = eventsText.split(separator: "\n").compactMap { line in
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 5, fields[0] == "E:" else { return nil }
            return Event(time: Double(fields[1])!, type: Int(fields[2], radix: 16)!,
                         code: Int(fields[3], radix: 16)!, value: Int(fields[4])!)
        }
        var axes: [Int: Axis] = [:]
        for line in descriptionText.split(separator: "\n") where line.hasPrefix("A:") {
            let fields = line.split(separator: " ")
            axes[Int(fields[1], radix: 16)!] = Axis(min: Int(fields[2])!, max: Int(fields[3])!)
        }
        self.axes = axes
    }

    /// `(value - min) * size / (max - min + 1)`, the documented mapping.
    func map(_ value: Int, axis code: Int, size: Double) -> Double {
        let axis = axes[code]!
        let clamped = Swift.min(Swift.max(value, axis.min), axis.max)
        return Double(clamped - axis.min) * size / Double(axis.max - axis.min + 1)
    }

    /// Protocol B: a touch per tracking id ≥ 0 in a slot, from one SYN_REPORT to the lift's.
    func slotTouches() -> (touches: [Touch], maxSimultaneous: Int) {
        var slot = 0, ids: [Int: Int] = [:], x: [Int: Int] = [:], y: [Int: Int] = [:]
        var open: [Int: (id: Int, touch: Touch)] = [:], done: [Touch] = [], most = 0
        for e in events {
            switch (e.type, e.code) {
            case (3, 0x2f): slot = e.value
            case (3, 0x39): ids[slot] = e.value
            case (3, 0x35): x[slot] = e.value
            case (3, 0x36): y[slot] = e.value
            case (0, 0):
                for s in Set(ids.keys).union(open.keys).sorted() {
                    let id = ids[s] ?? -1
                    if let current = open[s], id < 0 || id != current.id {
                        var touch = current.touch; touch.end = e.time; done.append(touch); open[s] = nil
                    }
                    let point = (x[s] ?? 0, y[s] ?? 0)
                    if id >= 0, open[s] == nil {
                        open[s] = (id, Touch(start: e.time, startPoint: point, endPoint: point))
                    } else if id >= 0 {
                        open[s]!.touch.endPoint = point
                    }
                }
                most = max(most, open.count)
            default: break
            }
        }
        return (done + open.values.map(\.touch), most)
    }

    /// Protocol A: contacts per frame, followed across frames within 1,000 units of where they were.
    func protocolATouches() -> (touches: [Touch], maxSimultaneous: Int) {
        var contacts: [(Int, Int)] = [], cx: Int?, cy: Int?
        var open: [Touch] = [], done: [Touch] = [], most = 0
        for e in events {
            switch (e.type, e.code) {
            case (3, 0x35): cx = e.value
            case (3, 0x36): cy = e.value
            case (0, 2):
                if let px = cx, let py = cy { contacts.append((px, py)) }
                cx = nil; cy = nil
            case (0, 0):
                var next: [Touch] = []
                for point in contacts {
                    if let index = open.firstIndex(where: { abs($0.endPoint.0 - point.0) + abs($0.endPoint.1 - point.1) < 1000 }) {
                        var touch = open.remove(at: index); touch.endPoint = point; next.append(touch)
                    } else {
                        next.append(Touch(start: e.time, startPoint: point, endPoint: point))
                    }
                }
                for var touch in open { touch.end = e.time; done.append(touch) }
                open = next; contacts = []
                most = max(most, open.count)
            default: break
            }
        }
        return (done + open, most)
    }

    /// Single touch: down while BTN_TOUCH is 1, at ABS_X/ABS_Y.
    func singleTouches() -> [Touch] {
        var x = 0, y = 0, down = false, wasDown = false, current: Touch?, done: [Touch] = []
        for e in events {
            switch (e.type, e.code) {
            case (3, 0): x = e.value
            case (3, 1): y = e.value
            case (1, 0x14a): down = e.value != 0
            case (0, 0):
                if down && !wasDown { current = Touch(start: e.time, startPoint: (x, y), endPoint: (x, y)) }
                else if !down && wasDown { current!.end = e.time; done.append(current!); current = nil }
                else if down { current!.endPoint = (x, y) }
                wasDown = down
            default: break
            }
        }
        return done + (current.map { [$0] } ?? [])
    }
}
