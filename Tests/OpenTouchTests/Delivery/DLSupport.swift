import Foundation
import OpenTouch
import Testing

// Helpers for the Delivery/ and Input/ suites. Every type is prefixed `DL` because all test
// files share one module.

/// One call of a touch method, captured while the call was running (touches mutate in place).
@MainActor
struct DLCall {
    let phase: UITouch.Phase
    let touches: Set<UITouch>
    /// The phase of each delivered touch, read inside the call.
    let touchPhases: [UITouch.Phase]
    /// The phase of every touch of the event, read inside the call.
    let allTouchPhases: [ObjectIdentifier: UITouch.Phase]
    let allTouchesCount: Int
    let event: UIEvent?
    /// `touch.view` of each delivered touch, read inside the call.
    let views: [UIView?]
    /// Window coordinates of each delivered touch, read inside the call.
    let windowLocations: [CGPoint]

    /// The only touch of the call (fails the test when there is not exactly one).
    var touch: UITouch? {
        #expect(touches.count == 1)
        return touches.first
    }
}

/// A view that records every touch method call and, by default, calls super.
@MainActor
class DLView: UIView {
    let name: String
    private(set) var calls: [DLCall] = []
    /// Whether each touch method calls super (forwarding along the responder chain).
    var forwardsToSuper = true
    /// Runs inside each touch method, after recording and after super (when called).
    var hook: ((DLView, UITouch.Phase, Set<UITouch>, UIEvent?) -> Void)?

    init(_ name: String, frame: CGRect, multipleTouch: Bool = false) {
        self.name = name
        super.init(frame: frame)
        isMultipleTouchEnabled = multipleTouch
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The phases of the calls received, in order.
    var phases: [UITouch.Phase] { calls.map(\.phase) }

    /// `"began 2"`-style summary of the calls received.
    var summary: [String] { calls.map { "\($0.phase.name.lowercased()) \($0.touches.count)" } }

    /// Total number of touches received in `phase`, summed over calls.
    func touchCount(_ phase: UITouch.Phase) -> Int {
        calls.filter { $0.phase == phase }.reduce(0) { $0 + $1.touches.count }
    }

    func removeAllCalls() { calls.removeAll() }

    private func record(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let ordered = Array(touches)
        var all: [ObjectIdentifier: UITouch.Phase] = [:]
        for touch in event?.allTouches ?? [] { all[ObjectIdentifier(touch)] = touch.phase }
        calls.append(DLCall(
            phase: phase, touches: touches, touchPhases: ordered.map(\.phase), allTouchPhases: all,
            allTouchesCount: event?.allTouches?.count ?? -1, event: event, views: ordered.map(\.view),
            windowLocations: ordered.map { $0.location(in: nil) }))
    }

    // Overrides kept: they read each touch's phase, view and location while the call runs (the trace keeps the objects, which change afterwards), and `forwardsToSuper`/`hook` are what the delivery tests vary.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.began, touches, event)
        if forwardsToSuper { super.touchesBegan(touches, with: event) }
        hook?(self, .began, touches, event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.moved, touches, event)
        if forwardsToSuper { super.touchesMoved(touches, with: event) }
        hook?(self, .moved, touches, event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.ended, touches, event)
        if forwardsToSuper { super.touchesEnded(touches, with: event) }
        hook?(self, .ended, touches, event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.cancelled, touches, event)
        if forwardsToSuper { super.touchesCancelled(touches, with: event) }
        hook?(self, .cancelled, touches, event)
    }
}

/// Compares responder arrays by identity.
@MainActor
func dlSame(_ lhs: [UIResponder], _ rhs: [UIResponder]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// Type names of responders, for readable failure messages.
@MainActor
func dlNames(_ responders: [UIResponder]) -> [String] {
    responders.map { ($0 as? DLView)?.name ?? String(describing: type(of: $0)) }
}

/// A scene with a full-screen, multi-touch recording view ("pad") and a trace recorder.
@MainActor
func dlPadScene() -> (TestScene, DLView, TraceRecorder) {
    let scene = TestScene()
    let view = DLView("pad", frame: CGRect(x: 0, y: 0, width: 375, height: 667), multipleTouch: true)
    scene.rootView.addSubview(view)
    return (scene, view, scene.recorder())
}
