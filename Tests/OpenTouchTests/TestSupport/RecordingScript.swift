import Foundation
import OpenTouch

/// Builds a digitizer recording by hand: fingers go down, move and lift at a running time.
struct RecordingScript {
    private(set) var events: [DigitizerEvent] = []
    /// The time the next event gets.
    var time: TimeInterval
    var header = DigitizerRecording.Header()

    init(start: TimeInterval = 100) {
        time = start
    }

    var recording: DigitizerRecording { DigitizerRecording(header: header, events: events) }

    mutating func wait(_ seconds: TimeInterval) { time += seconds }

    mutating func post(_ fingers: [DigitizerEvent.Finger]) {
        events.append(DigitizerEvent(timestamp: time, fingers: fingers))
    }

    mutating func down(_ finger: Int, _ x: CGFloat, _ y: CGFloat) { post([.down(finger, at: CGPoint(x: x, y: y))]) }
    mutating func move(_ finger: Int, _ x: CGFloat, _ y: CGFloat) { post([.move(finger, to: CGPoint(x: x, y: y))]) }
    mutating func up(_ finger: Int, _ x: CGFloat, _ y: CGFloat) { post([.up(finger, at: CGPoint(x: x, y: y))]) }

    /// A tap: down, `duration` seconds, up.
    mutating func tap(_ finger: Int, _ x: CGFloat, _ y: CGFloat, duration: TimeInterval = 0.05) {
        down(finger, x, y)
        wait(duration)
        up(finger, x, y)
    }

    /// One finger dragged from `from` to `to` in `steps` moves, 16 ms apart, then lifted.
    mutating func drag(_ finger: Int, from: CGPoint, to: CGPoint, steps: Int = 10) {
        down(finger, from.x, from.y)
        for step in 1...steps {
            wait(0.016)
            let t = CGFloat(step) / CGFloat(steps)
            move(finger, from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t)
        }
        wait(0.016)
        up(finger, to.x, to.y)
    }
}

/// `text` with every object address (`0x7f…`) replaced by `0x…`, so two runs can be compared.
func maskingAddresses(_ text: String) -> String {
    text.replacing(/0x[0-9a-fA-F]+/, with: "0x…")
}

/// Trace lines with object addresses blanked, so two runs can be compared.
@MainActor
func comparableLines(_ recorder: TraceRecorder) -> [String] {
    recorder.lines(TraceFormatter(style: .verbose)).map(maskingAddresses)
}
