#if os(Linux)
import Foundation
import Logging
import OpenTouch
import OpenTouchEvdev

/// A view covering the window that logs every touch it is sent, with a stable number per touch.
@MainActor
final class TouchLogView: UIView {
    /// `began #1 (10.000, 20.000) t=0.054565 taps=1` per touch per call.
    private(set) var lines: [String] = []
    /// The same lines without the timestamps.
    private(set) var untimedLines: [String] = []
    /// The touches seen, in order of first appearance (held, so identities are never reused).
    private var touches: [UITouch] = []
    private(set) var endedCount = 0
    private(set) var begunCount = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled", touches) }

    private func log(_ phase: String, _ set: Set<UITouch>) {
        // Touches new in this call are numbered in order of position (a Set has no stable order).
        let ordered = set.sorted { a, b in
            let (pa, pb) = (a.location(in: self), b.location(in: self))
            return (pa.x, pa.y) < (pb.x, pb.y)
        }
        let numbered = ordered.map { touch -> (Int, UITouch) in
            if let index = touches.firstIndex(where: { $0 === touch }) { return (index + 1, touch) }
            touches.append(touch)
            return (touches.count, touch)
        }.sorted { $0.0 < $1.0 }
        for (number, touch) in numbered {
            let point = touch.location(in: self)
            let place = String(format: "%@ #%d (%.3f, %.3f)", phase, number, Double(point.x), Double(point.y))
            lines.append(place + String(format: " t=%.6f taps=%d", touch.timestamp, touch.tapCount))
            untimedLines.append(place)
            if phase == "began" { begunCount += 1 }
            if phase == "ended" || phase == "cancelled" { endedCount += 1 }
        }
    }
}

/// An application with one window of `size` points whose whole area is a ``TouchLogView``.
@MainActor
struct TouchScene {
    let app: UIApplication
    let window: UIWindow
    let view: TouchLogView
    let recorder: TraceRecorder

    init(size: CGSize, clock: any EventClock = VirtualClock(start: 0)) {
        app = UIApplication(clock: clock, logger: quietLogger)
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(origin: .zero, size: size)))
        window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        view = TouchLogView(frame: CGRect(origin: .zero, size: size))
        view.isMultipleTouchEnabled = true
        window.rootViewController!.view.addSubview(view)
        recorder = TraceRecorder(application: app)
    }

    /// Posts `events` straight to the fetcher and delivers them: the reference a reader must match.
    func deliverDirectly(_ events: [DigitizerEvent]) {
        app.eventFetcher.post(contentsOf: events)
        app.processPendingInput()
    }

    /// The input diagnostics the application reported, as text.
    var inputDiagnostics: [String] { recorder.diagnostics.map(\.description) }
}

/// Decodes `events` the way a reader does at the end of a stream: every frame, then `finish()`.
func decodeDirectly(_ events: [EvdevEvent], device: EvdevDeviceDescription,
                    mapping: EvdevScreenMapping) -> [DigitizerEvent] {
    var decoder = EvdevTouchDecoder(device: device, mapping: mapping)
    var output = events.compactMap { decoder.feed($0) }
    if let last = decoder.finish() { output.append(last) }
    return output
}

/// A logger that drops everything: the tests check diagnostics through handlers, not the console.
let quietLogger = Logger(label: "OpenTouchLinuxInputTests", factory: { _ in SwiftLogNoOpLogHandler() })
#endif
