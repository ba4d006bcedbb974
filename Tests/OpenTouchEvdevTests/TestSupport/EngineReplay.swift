import Foundation
import OpenTouch
import OpenTouchEvdev

/// A view that records the tap count of every touch that begins in it.
@MainActor
final class TapCountView: UIView {
    private(set) var tapCounts: [Int] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapCounts.append(contentsOf: touches.map(\.tapCount))
        super.touchesBegan(touches, with: event)
    }
}

/// Plays decoded digitizer events through a real application on a virtual clock that starts at
/// the first event's time: for each event, advance the clock to its timestamp, post it, process
/// input; at the end advance one more second so timers fire.
@MainActor
final class EngineReplay {
    /// One call of a recognizer's action.
    struct Action {
        let eventIndex: Int
        let state: UIGestureRecognizer.State
        let translation: CGPoint
        let scale: CGFloat
        let rotation: CGFloat
    }

    let clock: VirtualClock
    let app: UIApplication
    let window: UIWindow
    let view: TapCountView
    private let controller = UIViewController()
    private(set) var eventIndex = -1
    private(set) var actions: [Action] = []

    init(screen: CGSize, start: TimeInterval) {
        clock = VirtualClock(start: start)
        app = UIApplication(clock: clock)
        let bounds = CGRect(origin: .zero, size: screen)
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: bounds))
        window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        view = TapCountView(frame: bounds)
        controller.view.addSubview(view)
    }

    /// Attaches `recognizer` to the full-screen view and records its action calls.
    func observe(_ recognizer: UIGestureRecognizer) {
        view.addGestureRecognizer(recognizer)
        recognizer.addTarget { [unowned self] recognizer in
            actions.append(Action(
                eventIndex: eventIndex, state: recognizer.state,
                translation: (recognizer as? UIPanGestureRecognizer)?.translation(in: view) ?? .zero,
                scale: (recognizer as? UIPinchGestureRecognizer)?.scale ?? 1,
                rotation: (recognizer as? UIRotationGestureRecognizer)?.rotation ?? 0))
        }
    }

    /// Plays `events` in order, then lets a second pass.
    func play(_ events: [DigitizerEvent]) {
        for (index, event) in events.enumerated() {
            eventIndex = index
            clock.advance(to: event.timestamp)
            app.eventFetcher.post(event)
            app.processPendingInput()
        }
        eventIndex = events.count
        clock.advance(by: 1)
        app.processPendingInput()
    }

    /// The states the recognizer's action saw, in order.
    var states: [UIGestureRecognizer.State] { actions.map(\.state) }

    /// Reads a fixture, decodes it for its screen, and plays it with `recognizer` attached.
    static func run(_ fixture: FixtureRecording, with recognizer: UIGestureRecognizer?) throws
        -> (replay: EngineReplay, events: [DigitizerEvent]) {
        let events = try fixture.read().digitizerEvents(mapping: fixture.screen)
        let replay = EngineReplay(screen: fixture.screen.size, start: events.first?.timestamp ?? 0)
        if let recognizer { replay.observe(recognizer) }
        replay.play(events)
        return (replay, events)
    }
}

/// Where the fingers of a decoded stream are after each event.
struct FingerTrack {
    /// After event i: the location of every finger down, by identity.
    let snapshots: [[Int: CGPoint]]

    init(_ events: [DigitizerEvent]) {
        var down: [Int: CGPoint] = [:]
        var snapshots: [[Int: CGPoint]] = []
        for event in events {
            for finger in event.fingers {
                down[finger.identity] = finger.isTouching ? finger.location : nil
            }
            snapshots.append(down)
        }
        self.snapshots = snapshots
    }

    /// The pair a two-finger recognizer takes: the first two fingers that went down (identities
    /// 1 and 2, as the decoder numbers contacts in the order they begin).
    static let pairIdentities = (1, 2)

    /// The pair's locations after event `index`, when both are down.
    func pair(at index: Int) -> (CGPoint, CGPoint)? {
        guard let a = snapshots[index][Self.pairIdentities.0], let b = snapshots[index][Self.pairIdentities.1] else {
            return nil
        }
        return (a, b)
    }

    /// The centroid of every finger down after event `index`.
    func centroid(at index: Int) -> CGPoint? {
        let points = Array(snapshots[index].values)
        guard !points.isEmpty else { return nil }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }

    /// The distance between the pair after event `index`.
    func distance(at index: Int) -> CGFloat? {
        pair(at: index).map { hypot($0.1.x - $0.0.x, $0.1.y - $0.0.y) }
    }

    /// The pair's midpoint after event `index`.
    func midpoint(at index: Int) -> CGPoint? {
        pair(at: index).map { CGPoint(x: ($0.0.x + $0.1.x) / 2, y: ($0.0.y + $0.1.y) / 2) }
    }

    /// The angle of the line from the pair's first finger to its second after event `index`.
    func angle(at index: Int) -> CGFloat? {
        pair(at: index).map { atan2($0.1.y - $0.0.y, $0.1.x - $0.0.x) }
    }

    /// The events after which both fingers of the pair are down, from the pair's first event on.
    var pairIndices: [Int] {
        guard let first = snapshots.indices.first(where: { pair(at: $0) != nil }) else { return [] }
        return Array(snapshots[first...].indices.prefix { pair(at: $0) != nil })
    }

    /// The indices of the events after which at least two fingers are down.
    var twoFingerIndices: [Int] {
        snapshots.indices.filter { snapshots[$0].count >= 2 }
    }
}
