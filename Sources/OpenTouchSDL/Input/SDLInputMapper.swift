import CSDL2Loader
import Foundation
import OpenTouch

/// Turns SDL's mouse and finger events for one window into `DigitizerEvent`s.
///
/// - **Fingers** (`SDL_FINGERDOWN`, `SDL_FINGERMOTION`, `SDL_FINGERUP`): the normalised position
///   (0…1 across the window) times the screen size in points gives the location; each touch
///   device and finger id pair gets a fresh `DigitizerEvent.Finger.identity` at
///   touch-down that it keeps until it lifts. Pressure is passed on, and the touch device's id
///   is the event's `senderID` (the mouse's is 0).
/// - **The mouse**: the left button is one finger (down, moves while held, up); other buttons
///   and motion without the button are ignored. Window coordinates are scaled to screen points.
///   Mouse events SDL synthesises from touches (`which == SDL_TOUCH_MOUSEID`) are ignored, so a
///   touch screen is not seen twice.
/// - **Focus loss** (`SDL_WINDOWEVENT_FOCUS_LOST`, hidden, minimised): every finger that is
///   down is cancelled, as iOS cancels touches when the system takes them; the lifts that
///   follow for those fingers are ignored.
///
/// Events for other windows are ignored. The mapper keeps which fingers are down, for the touch
/// overlay (``activeTouches``) and for ``cancelAll(at:)``.
@MainActor
public final class SDLInputMapper {
    /// A finger that is down: its identity and where it is, in screen points.
    public struct ActiveTouch: Equatable, Sendable {
        /// The identity its digitizer events carry.
        public var identity: Int
        /// Where it is, in screen points.
        public var location: CGPoint
    }

    /// The SDL window whose events are mapped (`SDL_GetWindowID`).
    public let windowID: UInt32
    /// The screen's bounds in points: the window shows exactly this rectangle.
    public var screenBounds: CGRect
    /// The window's size in SDL's window coordinates (what mouse events use).
    public var windowSize: CGSize

    /// SDL's `SDL_TOUCH_MOUSEID` (`(Uint32)-1`): the `which` of mouse events synthesised from touches.
    static let touchMouseID = UInt32.max

    private var nextIdentity = 1
    private var mouseIdentity: Int?
    private var fingers: [FingerKey: Int] = [:]
    private var locations: [Int: CGPoint] = [:]
    private var order: [Int] = []

    private struct FingerKey: Hashable {
        let touch: Int64
        let finger: Int64
    }

    /// Creates a mapper for the window `windowID`, `windowSize` in window coordinates, showing `screenBounds`.
    public init(windowID: UInt32, windowSize: CGSize, screenBounds: CGRect) {
        self.windowID = windowID
        self.windowSize = windowSize
        self.screenBounds = screenBounds
    }

    /// The fingers that are down, oldest first.
    public var activeTouches: [ActiveTouch] {
        order.compactMap { identity in locations[identity].map { ActiveTouch(identity: identity, location: $0) } }
    }

    /// The digitizer event for `event`, stamped `timestamp`, or nil when it is not touch input
    /// for this window.
    public func map(_ event: SDL_Event, timestamp: TimeInterval) -> DigitizerEvent? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != Self.touchMouseID, button.windowID == windowID,
                  Int32(button.button) == SDL_BUTTON_LEFT else { return nil }
            let location = point(windowX: Double(button.x), windowY: Double(button.y))
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
                guard mouseIdentity == nil else { return nil }
                let identity = begin(at: location)
                mouseIdentity = identity
                return DigitizerEvent(timestamp: timestamp, fingers: [.down(identity, at: location)])
            }
            guard let identity = mouseIdentity else { return nil }
            mouseIdentity = nil
            end(identity)
            return DigitizerEvent(timestamp: timestamp, fingers: [.up(identity, at: location)])
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != Self.touchMouseID, motion.windowID == windowID,
                  let identity = mouseIdentity else { return nil }
            let location = point(windowX: Double(motion.x), windowY: Double(motion.y))
            if motion.state & 1 == 0 {
                // The button is up though its release never came (it was released elsewhere): lift.
                mouseIdentity = nil
                end(identity)
                return DigitizerEvent(timestamp: timestamp, fingers: [.up(identity, at: location)])
            }
            guard locations[identity] != location else { return nil }
            locations[identity] = location
            return DigitizerEvent(timestamp: timestamp, fingers: [.move(identity, to: location)])
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            guard finger.windowID == 0 || finger.windowID == windowID else { return nil }
            let key = FingerKey(touch: finger.touchId, finger: finger.fingerId)
            let location = point(normalizedX: Double(finger.x), normalizedY: Double(finger.y))
            let sender = UInt64(bitPattern: finger.touchId)
            let pressure = Double(finger.pressure).isFinite ? min(max(Double(finger.pressure), 0), 1) : 0
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN:
                guard fingers[key] == nil else { return nil }
                let identity = begin(at: location)
                fingers[key] = identity
                return DigitizerEvent(timestamp: timestamp, fingers: [.down(identity, at: location, pressure: pressure)],
                                      senderID: sender)
            case SDL_FINGERMOTION:
                guard let identity = fingers[key] else { return nil }
                locations[identity] = location
                return DigitizerEvent(timestamp: timestamp, fingers: [.move(identity, to: location, pressure: pressure)],
                                      senderID: sender)
            default:
                guard let identity = fingers.removeValue(forKey: key) else { return nil }
                end(identity)
                return DigitizerEvent(timestamp: timestamp, fingers: [.up(identity, at: location)], senderID: sender)
            }
        case SDL_WINDOWEVENT:
            let window = event.window
            guard window.windowID == windowID else { return nil }
            switch SDL_WindowEventID(UInt32(window.event)) {
            case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
                return cancelAll(at: timestamp)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Cancels every finger that is down: the event that says so, or nil when none is down.
    public func cancelAll(at timestamp: TimeInterval) -> DigitizerEvent? {
        guard !order.isEmpty else { return nil }
        let cancelled = order.map { DigitizerEvent.Finger.cancel($0, at: locations[$0] ?? .zero) }
        order.removeAll()
        locations.removeAll()
        fingers.removeAll()
        mouseIdentity = nil
        return DigitizerEvent(timestamp: timestamp, fingers: cancelled)
    }

    private func begin(at location: CGPoint) -> Int {
        let identity = nextIdentity
        nextIdentity = nextIdentity == Int.max ? 1 : nextIdentity + 1
        locations[identity] = location
        order.append(identity)
        return identity
    }

    private func end(_ identity: Int) {
        locations[identity] = nil
        order.removeAll { $0 == identity }
    }

    /// A point in window coordinates, in screen points.
    func point(windowX x: Double, windowY y: Double) -> CGPoint {
        let sx = windowSize.width > 0 ? Double(screenBounds.width) / Double(windowSize.width) : 1
        let sy = windowSize.height > 0 ? Double(screenBounds.height) / Double(windowSize.height) : 1
        return CGPoint(x: Double(screenBounds.minX) + x * sx, y: Double(screenBounds.minY) + y * sy)
    }

    /// A normalised window position (0…1), in screen points.
    func point(normalizedX x: Double, normalizedY y: Double) -> CGPoint {
        CGPoint(x: Double(screenBounds.minX) + x * Double(screenBounds.width),
                y: Double(screenBounds.minY) + y * Double(screenBounds.height))
    }
}
