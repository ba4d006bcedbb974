import Foundation

/// One finger on the screen, from touch-down to lift: the same object for the finger's whole life.
///
/// The engine updates a touch in place as its finger moves. ``view`` is the view the hit test
/// chose at touch-down and never changes; ``gestureRecognizers`` is fixed at touch-down too.
@preconcurrency @MainActor
public final class UITouch {
    /// The phase of a touch in its life.
    public enum Phase: Int, Sendable, Hashable, CaseIterable {
        /// The finger touched down in this event.
        case began
        /// The finger moved in this event.
        case moved
        /// The finger is down and did not move in this event.
        case stationary
        /// The finger lifted in this event.
        case ended
        /// The system cancelled the touch in this event.
        case cancelled
        /// An indirect pointer entered a region (hover); not produced by digitizers.
        case regionEntered
        /// An indirect pointer moved within a region (hover); not produced by digitizers.
        case regionMoved
        /// An indirect pointer left a region (hover); not produced by digitizers.
        case regionExited
    }

    /// What produced a touch.
    public enum TouchType: Int, Sendable, Hashable, CaseIterable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (a remote's touch surface).
        case indirect
        /// A stylus.
        case pencil
        /// A pointer such as a trackpad or mouse.
        case indirectPointer
    }

    /// The force of a touch at which `force` reads 1.0, as UIKit defines it.
    public static let averageTouchForce: CGFloat = 1

    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (5.0 M of them in
    // `TouchEnvironment.update` and 3.8 M in `UIWindow.deliverTouches`, mostly on touches' fields)
    // and takes 1.78× the instructions for the pipeline, 1.71× for five recognizers and 1.25× for
    // the seed hit test (callgrind, Benchmarks/README.md).
    /// When the touch last changed, in seconds on the application clock.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
    /// The touch's phase in the event being delivered.
    @exclusivity(unchecked) public internal(set) var phase: Phase
    /// How many times the finger tapped near this spot in quick succession (2 for a double tap).
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// What produced the touch.
    @exclusivity(unchecked) public internal(set) var type: TouchType
    /// The radius of the contact, in points.
    @exclusivity(unchecked) public internal(set) var majorRadius: CGFloat
    /// The tolerance of ``majorRadius``, in points.
    @exclusivity(unchecked) public internal(set) var majorRadiusTolerance: CGFloat
    /// The force of the touch; 1.0 is an average touch.
    @exclusivity(unchecked) public internal(set) var force: CGFloat
    /// The highest force the digitizer can report.
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: CGFloat
    /// The stylus altitude in radians; π/2 for fingers, which touch perpendicular to the screen.
    @exclusivity(unchecked) public internal(set) var altitudeAngle: CGFloat = .pi / 2
    /// The window the touch began in, or nil when no window accepted it.
    @exclusivity(unchecked) public internal(set) var window: UIWindow?
    /// The view the hit test chose at touch-down; it does not change for the touch's life.
    @exclusivity(unchecked) public internal(set) var view: UIView?
    /// The gesture recognizers that receive this touch, fixed at touch-down.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    /// The digitizer's identity for the finger.
    let fingerIdentity: Int
    /// The precise location in window coordinates (screen coordinates when there is no window).
    @exclusivity(unchecked) var windowLocation: CGPoint
    /// The precise location of the previous sample, in window coordinates.
    @exclusivity(unchecked) var previousWindowLocation: CGPoint
    /// Time of the previous sample.
    @exclusivity(unchecked) var previousTimestamp: TimeInterval
    /// Whether the touch is delivered to its view's responder chain (false when blocked by
    /// `isExclusiveTouch`, `isMultipleTouchEnabled`, or a hit test that found nothing).
    @exclusivity(unchecked) var isDelivered = false
    /// This event only changed the contact (radius): recognizers get it as a move, views do not.
    @exclusivity(unchecked) var isContactUpdateOnly = false
    /// How the touch stands with its view while recognizers decide (see `GestureEnvironment`).
    @exclusivity(unchecked) var viewDelivery = ViewDelivery()
    /// Responders that saw this touch begin and have not yet seen it end or cancel, in the order
    /// they saw it begin (see `UITouch+Ledger.swift`). Applications are kept apart, weakly.
    @exclusivity(unchecked) var openResponders: [UIResponder] = []
    /// The application, when it saw the touch begin and has not seen it end. Weak: the
    /// application owns the touch through its event, and must not be kept alive by it.
    @exclusivity(unchecked) weak var openApplication: UIApplication?
    /// Responders that saw this touch end or be cancelled: they never see it again.
    @exclusivity(unchecked) var closedResponders: [UIResponder] = []
    /// Whether an application saw this touch end (kept apart, like ``openApplication``).
    @exclusivity(unchecked) var applicationClosed = false
    /// The order the touch began in, within its application: ties between touches are broken by it.
    @exclusivity(unchecked) var sequence: UInt64 = 0

    init(finger: Int, timestamp: TimeInterval, windowLocation: CGPoint, type: TouchType) {
        self.fingerIdentity = finger
        self.timestamp = timestamp
        self.previousTimestamp = timestamp
        self.windowLocation = windowLocation
        self.previousWindowLocation = windowLocation
        self.phase = .began
        self.tapCount = 1
        self.type = type
        self.majorRadius = DigitizerEvent.defaultMajorRadius
        self.majorRadiusTolerance = UITouch.defaultMajorRadiusTolerance
        self.force = 0
        self.maximumPossibleForce = UITouch.defaultMaximumPossibleForce
    }

    /// The tolerance reported for every contact radius, in points.
    static let defaultMajorRadiusTolerance: CGFloat = 5
    /// The force reported at full digitizer pressure (as on iPhones with 3D Touch).
    static let defaultMaximumPossibleForce: CGFloat = 20.0 / 3.0

    /// The touch's location in `view`'s coordinates (in the window's when `view` is nil).
    public func location(in view: UIView?) -> CGPoint {
        convertFromWindow(windowLocation, to: view)
    }

    /// The touch's previous location in `view`'s coordinates (in the window's when `view` is nil).
    public func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousWindowLocation, to: view)
    }

    /// The location with the digitizer's full precision. OpenTouch does not quantise
    /// ``location(in:)``, so both return the same point.
    public func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// The previous location with full precision; the same as ``previousLocation(in:)``.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }

    /// The stylus azimuth in `view`; 0 for fingers.
    public func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

    /// The unit vector of the stylus azimuth in `view`; (1, 0) for fingers.
    public func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        if let window, view.window === window {
            return window.convert(point, to: view)
        }
        // The view is outside the touch's window (or there is none): go through screen space.
        let screenPoint = window.map { $0.convertToScreen(point) } ?? point
        return view.convertFromScreen(screenPoint)
    }

    /// A frozen copy of this touch's current sample (used for coalesced and predicted touches).
    func snapshot(windowLocation location: CGPoint? = nil, timestamp time: TimeInterval? = nil) -> UITouch {
        let copy = UITouch(finger: fingerIdentity, timestamp: time ?? timestamp,
                           windowLocation: location ?? windowLocation, type: type)
        copy.previousWindowLocation = location == nil ? previousWindowLocation : windowLocation
        copy.previousTimestamp = time == nil ? previousTimestamp : timestamp
        copy.phase = phase
        copy.tapCount = tapCount
        copy.majorRadius = majorRadius
        copy.force = force
        copy.window = window
        copy.view = view
        copy.gestureRecognizers = gestureRecognizers
        return copy
    }
}

extension UITouch: @preconcurrency CustomStringConvertible {
    /// A UIKit-style description with phase, tap count, window and view.
    public var description: String {
        let loc = location(in: nil)
        return "<UITouch: 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)); "
            + "phase: \(phase.name); tap count: \(tapCount); "
            + "window: \(window.map { "<\($0.typeName): \($0.addressString)>" } ?? "(null)"); "
            + "view: \(view.map { "<\($0.typeName): \($0.addressString)>" } ?? "(null)"); "
            + "location in window: {\(UIKitFormat.number(loc.x)), \(UIKitFormat.number(loc.y))}>"
    }
}

extension UITouch: Hashable {
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UITouch.Phase {
    /// The phase's name as UIKit prints it (`Began`, `Moved`, …).
    public var name: String {
        switch self {
        case .began: "Began"
        case .moved: "Moved"
        case .stationary: "Stationary"
        case .ended: "Ended"
        case .cancelled: "Cancelled"
        case .regionEntered: "RegionEntered"
        case .regionMoved: "RegionMoved"
        case .regionExited: "RegionExited"
        }
    }
}
