import Foundation

/// A raw report from a touch digitizer, modelled on iOS's IOHIDEvent of type Digitizer.
///
/// A digitizer event is the "hand" event; each finger in contact (or leaving contact) is a child
/// ``Finger``. Fingers the digitizer does not mention keep their last state (their touches are
/// `.stationary`). Any thread may build one and post it with ``EventFetcher/post(_:)-(DigitizerEvent)``.
public struct DigitizerEvent: Sendable, Hashable {
    /// When the digitizer sampled the event, in seconds on the application clock's time base.
    public var timestamp: TimeInterval
    /// The reporting device (IOHID's SenderID).
    public var senderID: UInt64
    /// The kind of touches this digitizer produces.
    public var touchType: UITouch.TouchType
    /// The child finger events.
    public var fingers: [Finger]

    /// Creates a digitizer event with the given child fingers.
    public init(
        timestamp: TimeInterval,
        fingers: [Finger],
        senderID: UInt64 = 0,
        touchType: UITouch.TouchType = .direct
    ) {
        self.timestamp = timestamp
        self.fingers = fingers
        self.senderID = senderID
        self.touchType = touchType
    }
}

extension DigitizerEvent {
    /// Which parts of a finger's state changed in this report (IOHID's EventMask).
    public struct EventMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        /// Creates a mask from its raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The finger entered or left the digitizer's range.
        public static let range = EventMask(rawValue: 1 << 0)
        /// The finger touched down or lifted.
        public static let touch = EventMask(rawValue: 1 << 1)
        /// The finger's position changed.
        public static let position = EventMask(rawValue: 1 << 2)
        /// The system cancelled the finger's touch (for example, a system gesture took it).
        public static let cancel = EventMask(rawValue: 1 << 7)
    }

    /// One finger's state in a digitizer report (a child event of transducer type Finger).
    public struct Finger: Sendable, Hashable {
        /// The finger's identity; the same finger keeps it from touch-down to lift.
        public var identity: Int
        /// Whether the finger is in contact with the surface.
        public var isTouching: Bool
        /// Whether the finger is within the digitizer's sensing range.
        public var isInRange: Bool
        /// The position in screen points.
        public var location: CGPoint
        /// Normalised pressure, 0 (none or unsupported) to 1 (the maximum the digitizer reports).
        public var pressure: Double
        /// The radius of the contact's major axis, in points.
        public var majorRadius: CGFloat
        /// The radius of the contact's minor axis, in points.
        public var minorRadius: CGFloat
        /// What changed in this report.
        public var eventMask: EventMask

        /// Creates a finger report with every field given.
        public init(
            identity: Int,
            location: CGPoint,
            isTouching: Bool,
            isInRange: Bool = true,
            pressure: Double = 0,
            majorRadius: CGFloat = DigitizerEvent.defaultMajorRadius,
            minorRadius: CGFloat = DigitizerEvent.defaultMajorRadius,
            eventMask: EventMask = [.position]
        ) {
            self.identity = identity
            self.location = location
            self.isTouching = isTouching
            self.isInRange = isInRange
            self.pressure = pressure
            self.majorRadius = majorRadius
            self.minorRadius = minorRadius
            self.eventMask = eventMask
        }

        /// A finger touching down at `location`.
        public static func down(_ identity: Int, at location: CGPoint, pressure: Double = 0) -> Finger {
            Finger(identity: identity, location: location, isTouching: true, pressure: pressure,
                   eventMask: [.range, .touch, .position])
        }

        /// A finger that stays down and is now at `location`.
        public static func move(_ identity: Int, to location: CGPoint, pressure: Double = 0) -> Finger {
            Finger(identity: identity, location: location, isTouching: true, pressure: pressure,
                   eventMask: [.position])
        }

        /// A finger lifting at `location`.
        public static func up(_ identity: Int, at location: CGPoint) -> Finger {
            Finger(identity: identity, location: location, isTouching: false, isInRange: false,
                   eventMask: [.range, .touch])
        }

        /// The system cancelling the finger's touch at `location`.
        public static func cancel(_ identity: Int, at location: CGPoint) -> Finger {
            Finger(identity: identity, location: location, isTouching: false, isInRange: false,
                   eventMask: [.touch, .cancel])
        }

        /// Whether this report cancels the finger's touch.
        public var isCancelled: Bool { eventMask.contains(.cancel) }
    }

    /// The contact radius used when a digitizer does not report one, in points.
    public static let defaultMajorRadius: CGFloat = 20
}
