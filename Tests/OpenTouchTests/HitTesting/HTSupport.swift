import Foundation
import OpenTouch
import Testing

// Helpers shared by the HitTesting suites. Every name starts with `HT`/`ht` because all test
// files share one module. What hit testing did is read from the trace (TestSupport/HitTestTrace).

/// What a view saw of one touch when one of its touch methods was called.
@MainActor
struct HTSighting {
    let phase: UITouch.Phase
    let touch: UITouch
    /// `touch.location(in: nil)`: window coordinates.
    let locationInWindow: CGPoint
    /// `touch.location(in: view)`.
    let locationInView: CGPoint
    let touchWindow: UIWindow?
    let touchView: UIView?
    /// `event.touches(for: touch.window)` at the time of the call.
    let touchesForTouchWindow: Set<UITouch>?
}

/// A named view that records every touch it is sent, then forwards to `super` (the responder chain).
@MainActor
class HTTouchCatcher: UIView {
    private(set) var sightings: [HTSighting] = []

    /// A catcher named `name` (its accessibility identifier).
    init(_ name: String, frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    /// Called at the start of each touch method, before forwarding, with the touches and the event.
    var onTouches: (@MainActor (UITouch.Phase, Set<UITouch>, UIEvent?) -> Void)?

    var beganCount: Int { sightings.filter { $0.phase == .began }.count }
    var began: HTSighting? { sightings.first { $0.phase == .began } }

    // Overrides kept: they read locations, windows and views of the touches while the call runs (the trace keeps the objects, which change afterwards).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.began, touches, event)
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.moved, touches, event)
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.ended, touches, event)
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.cancelled, touches, event)
        super.touchesCancelled(touches, with: event)
    }

    private func record(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        onTouches?(phase, touches, event)
        for touch in touches {
            sightings.append(HTSighting(
                phase: phase, touch: touch,
                locationInWindow: touch.location(in: nil), locationInView: touch.location(in: self),
                touchWindow: touch.window, touchView: touch.view,
                touchesForTouchWindow: touch.window.flatMap { event?.touches(for: $0) }))
        }
    }
}

