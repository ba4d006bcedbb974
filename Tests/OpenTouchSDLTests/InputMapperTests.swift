import CSDL2Loader
import Foundation
import OpenTouch
import OpenTouchSDL
import Testing

/// SDL events in, digitizer events out: built by hand, no display needed.
@MainActor
@Suite("SDL input → digitizer events")
struct InputMapperTests {
    /// A window 750 × 1334 window pixels showing a 375 × 667-point screen (scale 2).
    private func mapper() -> SDLInputMapper {
        SDLInputMapper(windowID: 7, windowSize: CGSize(width: 750, height: 1334),
                       screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    private func mouseButton(_ type: SDL_EventType, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT,
                             which: UInt32 = 0, window: UInt32 = 7) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.windowID = window
        event.button.which = which
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        return event
    }

    private func mouseMotion(x: Int32, y: Int32, held: Bool = true, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = 7
        event.motion.which = which
        event.motion.state = held ? 1 : 0
        event.motion.x = x
        event.motion.y = y
        return event
    }

    private func finger(_ type: SDL_EventType, touch: Int64 = 1, finger: Int64, x: Float, y: Float,
                        pressure: Float = 0.5) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = touch
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = pressure
        event.tfinger.windowID = 7
        return event
    }

    @Test("the left button is one finger: down, moves while held, up, in screen points")
    func mouseIsOneFinger() throws {
        let m = mapper()
        let down = try #require(m.map(mouseButton(SDL_MOUSEBUTTONDOWN, x: 200, y: 400), timestamp: 1))
        let finger = try #require(down.fingers.first)
        #expect(down.timestamp == 1)
        #expect(finger.isTouching && finger.eventMask.contains(.touch))
        #expect(finger.location == CGPoint(x: 100, y: 200))
        #expect(m.activeTouches.map(\.location) == [CGPoint(x: 100, y: 200)])

        let move = try #require(m.map(mouseMotion(x: 260, y: 400), timestamp: 2))
        #expect(move.fingers == [.move(finger.identity, to: CGPoint(x: 130, y: 200))])
        #expect(m.map(mouseMotion(x: 260, y: 400), timestamp: 2.1) == nil)      // no change, no event

        let up = try #require(m.map(mouseButton(SDL_MOUSEBUTTONUP, x: 260, y: 400), timestamp: 3))
        #expect(up.fingers == [.up(finger.identity, at: CGPoint(x: 130, y: 200))])
        #expect(m.activeTouches.isEmpty)
        #expect(m.map(mouseMotion(x: 300, y: 400), timestamp: 4) == nil)

        // The next press is a new finger.
        let again = try #require(m.map(mouseButton(SDL_MOUSEBUTTONDOWN, x: 0, y: 0), timestamp: 5))
        #expect(again.fingers.first?.identity != finger.identity)
    }

    @Test("other buttons, hovering, other windows and mouse events synthesised from touches are ignored")
    func ignoredMouseEvents() {
        let m = mapper()
        #expect(m.map(mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 10, button: SDL_BUTTON_RIGHT), timestamp: 1) == nil)
        #expect(m.map(mouseMotion(x: 20, y: 20, held: false), timestamp: 1) == nil)
        #expect(m.map(mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 10, which: UInt32.max), timestamp: 1) == nil)
        #expect(m.map(mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 10, window: 8), timestamp: 1) == nil)
        #expect(m.activeTouches.isEmpty)
    }

    @Test("a motion with the button already up lifts the finger (a release that never arrived)")
    func missedRelease() throws {
        let m = mapper()
        let down = try #require(m.map(mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 10), timestamp: 1))
        let lift = try #require(m.map(mouseMotion(x: 30, y: 10, held: false), timestamp: 2))
        #expect(lift.fingers == [.up(down.fingers[0].identity, at: CGPoint(x: 15, y: 5))])
        #expect(m.activeTouches.isEmpty)
    }

    @Test("each touch device and finger id keeps one identity from down to up; positions are normalised")
    func fingersKeepIdentities() throws {
        let m = mapper()
        let a = try #require(m.map(finger(SDL_FINGERDOWN, finger: 10, x: 0.5, y: 0.5), timestamp: 1)).fingers[0]
        let b = try #require(m.map(finger(SDL_FINGERDOWN, finger: 11, x: 0.1, y: 0.2), timestamp: 1)).fingers[0]
        let other = try #require(m.map(finger(SDL_FINGERDOWN, touch: 2, finger: 10, x: 1, y: 1), timestamp: 1)).fingers[0]
        #expect(Set([a.identity, b.identity, other.identity]).count == 3)
        #expect(a.location == CGPoint(x: 187.5, y: 333.5))
        #expect(a.pressure == 0.5)
        #expect(other.location == CGPoint(x: 375, y: 667))
        #expect(try #require(m.map(finger(SDL_FINGERMOTION, touch: 2, finger: 10, x: 0.9, y: 0.9), timestamp: 1)).senderID == 2)

        let moved = try #require(m.map(finger(SDL_FINGERMOTION, finger: 10, x: 0.6, y: 0.5), timestamp: 2)).fingers[0]
        #expect(moved.identity == a.identity && !moved.eventMask.contains(.touch))
        let up = try #require(m.map(finger(SDL_FINGERUP, finger: 10, x: 0.6, y: 0.5), timestamp: 3)).fingers[0]
        #expect(up.identity == a.identity && !up.isTouching)
        #expect(m.map(finger(SDL_FINGERMOTION, finger: 10, x: 0.7, y: 0.5), timestamp: 4) == nil)
        #expect(m.activeTouches.map(\.identity) == [b.identity, other.identity])
    }

    @Test("losing focus cancels every finger that is down; their later lifts are ignored")
    func focusLossCancels() throws {
        let m = mapper()
        let mouse = try #require(m.map(mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 10), timestamp: 1)).fingers[0]
        let touch = try #require(m.map(finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5), timestamp: 1)).fingers[0]
        var focus = SDL_Event()
        focus.type = SDL_WINDOWEVENT.rawValue
        focus.window.windowID = 7
        focus.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        let cancel = try #require(m.map(focus, timestamp: 2))
        #expect(cancel.fingers.map(\.identity) == [mouse.identity, touch.identity])
        let allCancelled = cancel.fingers.allSatisfy { $0.isCancelled }
        #expect(allCancelled)
        #expect(m.map(mouseButton(SDL_MOUSEBUTTONUP, x: 10, y: 10), timestamp: 3) == nil)
        #expect(m.map(finger(SDL_FINGERUP, finger: 1, x: 0.5, y: 0.5), timestamp: 3) == nil)
        #expect(m.map(focus, timestamp: 4) == nil)       // nothing down: nothing to cancel
    }

    @Test("SDL ticks become clock times by a constant offset, widened past the 32-bit wrap and never in the future",
          .enabled(if: WindowTestEnvironment.sdlTestsEnabled, WindowTestEnvironment.sdlSkipReason))
    func timeBase() {
        let base = SDLTimeBase.ticks(offset: 1000)
        // SDL's tick count starts at its first use: let it pass the 30 ms looked back on below.
        while SDL_GetTicks64() < 100 { SDL_Delay(10) }
        let now64 = SDL_GetTicks64()
        let ticks = UInt32(truncatingIfNeeded: now64)
        let stamp = base.timestamp(ofTicks: ticks, now: 1e9)
        #expect(abs(stamp - (Double(now64) / 1000 + 1000)) < 0.05)
        // An event stamped 30 ms ago.
        let earlier = base.timestamp(ofTicks: ticks &- 30, now: 1e9)
        #expect(abs((stamp - earlier) - 0.030) < 0.002)
        // Never later than the clock.
        #expect(base.timestamp(ofTicks: ticks, now: 5) == 5)
        #expect(SDLTimeBase.clockTime.timestamp(ofTicks: 12345, now: 42) == 42)
    }

    @Test("a virtual clock stamps events with its own time; the system clock measures an offset",
          .enabled(if: WindowTestEnvironment.sdlTestsEnabled, WindowTestEnvironment.sdlSkipReason))
    func timeBaseForClocks() {
        #expect(SDLTimeBase.measured(for: VirtualClock()) == .clockTime)
        let clock = SystemClock()
        guard case .ticks(let offset) = SDLTimeBase.measured(for: clock) else {
            Issue.record("the system clock should use SDL ticks")
            return
        }
        #expect(abs(Double(SDL_GetTicks64()) / 1000 + offset - clock.now) < 0.01)
    }
}
