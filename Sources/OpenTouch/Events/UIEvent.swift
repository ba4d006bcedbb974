import Foundation

/// An event delivered to responders: for touches, the set of all fingers currently down.
///
/// As in UIKit, the application reuses one touches event object for the whole touch sequence;
/// its contents change with each digitizer report.
@preconcurrency @MainActor
open class UIEvent {
    /// The kinds of event.
    public enum EventType: Int, Sendable, Hashable {
        /// Touch events.
        case touches
        /// Motion events such as a shake.
        case motion
        /// Remote-control events.
        case remoteControl
        /// Physical button presses.
        case presses
        /// Scroll events from a pointer device.
        case scroll
        /// Hover events from a pointer device.
        case hover
        /// Transform (pinch or rotate) events from a trackpad.
        case transform
    }

    /// The subtypes of motion and remote-control events.
    public enum EventSubtype: Int, Sendable, Hashable {
        /// No subtype.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Remote control: play.
        case remoteControlPlay = 100
        /// Remote control: pause.
        case remoteControlPause = 101
        /// Remote control: stop.
        case remoteControlStop = 102
        /// Remote control: toggle play and pause.
        case remoteControlTogglePlayPause = 103
        /// Remote control: next track.
        case remoteControlNextTrack = 104
        /// Remote control: previous track.
        case remoteControlPreviousTrack = 105
    }

    /// The event's kind.
    open var type: EventType { storedType }
    /// The event's subtype.
    open var subtype: EventSubtype { storedSubtype }
    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (1.5 M of them in the touched-window
    // scan, then `UIEvent.forEachTouchedWindow`, 3.8 M in `UIWindow.deliverTouches`, which read
    // the event's lists) and takes 1.78× the instructions for the pipeline, 1.71× for five recognizers and
    // 1.25× for the seed hit test (callgrind, Benchmarks/README.md).
    /// When the event happened, in seconds on the application clock.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval = 0

    private let storedType: EventType
    private let storedSubtype: EventSubtype
    /// Every touch of a touches event, in the order the fingers went down.
    @exclusivity(unchecked) var touchList: [UITouch] = []
    /// Trace observers of the application, or nil when nobody observes.
    @exclusivity(unchecked) var tracer: TraceHub?
    /// Counts window deliveries, to group touches by view without allocating: each delivery
    /// takes a range of values, one per view it visits (see ``ViewGroups``).
    @exclusivity(unchecked) var deliveryRound: UInt64 = 0
    /// Reusable storage for grouping touches by view and finding touched windows, kept between
    /// events so a steady drag allocates nothing.
    @exclusivity(unchecked) var deliveryScratch = DeliveryScratch()

    /// Creates an event of the given type.
    public init(type: EventType = .touches, subtype: EventSubtype = .none, timestamp: TimeInterval = 0) {
        self.storedType = type
        self.storedSubtype = subtype
        self.timestamp = timestamp
    }

    /// All touches of the event, or nil when it is not a touches event.
    open var allTouches: Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList)
    }

    /// The touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.lazy.filter { $0.window === window })
    }

    /// The touches delivered to `view` (those whose hit-test view it is).
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.lazy.filter { $0.view === view && $0.isDelivered })
    }

    /// The touches `gestureRecognizer` receives.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.lazy.filter { touch in
            touch.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false
        })
    }

    /// The samples folded into `touch`'s current state for this event, oldest first.
    ///
    /// OpenTouch delivers every digitizer report as its own event, so this is one snapshot of
    /// the touch's current sample.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.containsIdentical(touch) else { return nil }
        return [touch.snapshot()]
    }

    /// Where `touch` is expected to be next, by linear extrapolation of its last two samples
    /// over the same interval; empty when the touch has not moved.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.containsIdentical(touch) else { return nil }
        guard touch.phase == .moved else { return [] }
        let dx = touch.windowLocation.x - touch.previousWindowLocation.x
        let dy = touch.windowLocation.y - touch.previousWindowLocation.y
        let dt = touch.timestamp - touch.previousTimestamp
        let predicted = CGPoint(x: touch.windowLocation.x + dx, y: touch.windowLocation.y + dy)
        return [touch.snapshot(windowLocation: predicted, timestamp: touch.timestamp + max(dt, 0))]
    }
}

extension UIEvent: @preconcurrency CustomStringConvertible {
    /// A UIKit-style description with the timestamp and touches.
    public var description: String {
        let touches = touchList.map(\.description).joined(separator: ", ")
        return "<UIEvent: 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)); "
            + "type: \(type); timestamp: \(UIKitFormat.number(timestamp)); touches: {(\(touches))}>"
    }
}

