import CSDL2Loader
import Foundation
import OpenTouch
import OpenTouchSDL
import Testing

/// SDL key events in, key events out: built by hand, no display needed.
@MainActor
@Suite("SDL keys → key events")
struct KeyboardMapperTests {
    private func key(_ type: SDL_EventType, scancode: Int32, repeats: Bool = false, window: UInt32 = 7) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.key.windowID = window
        event.key.state = type == SDL_KEYDOWN ? 1 : 0
        event.key.repeat = repeats ? 1 : 0
        event.key.keysym.scancode = scancode
        return event
    }

    private func windowEvent(_ id: SDL_WindowEventID) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = 7
        event.window.event = UInt8(id.rawValue)
        return event
    }

    @Test("a scancode is the HID usage; SDL's repeats and other windows' keys are dropped")
    func keys() {
        let mapper = SDLKeyboardMapper(windowID: 7)
        let down = mapper.map(key(SDL_KEYDOWN, scancode: 4), timestamp: 1)
        #expect(down == [.down(.keyboardA, at: 1, senderID: SDLKeyboardMapper.senderID)])
        #expect(mapper.map(key(SDL_KEYDOWN, scancode: 4, repeats: true), timestamp: 1.5).isEmpty)
        #expect(mapper.map(key(SDL_KEYDOWN, scancode: 5, window: 8), timestamp: 1.6).isEmpty)
        #expect(mapper.heldKeys == [.keyboardA])
        #expect(mapper.map(key(SDL_KEYUP, scancode: 4), timestamp: 2).map(\.isDown) == [false])
        #expect(mapper.heldKeys.isEmpty)
    }

    @Test("a release of a key pressed before the window had focus is dropped; focus loss releases held keys")
    func focus() {
        let mapper = SDLKeyboardMapper(windowID: 7)
        #expect(mapper.map(key(SDL_KEYUP, scancode: 0x28), timestamp: 1).isEmpty)
        _ = mapper.map(key(SDL_KEYDOWN, scancode: 0xE1), timestamp: 2)
        _ = mapper.map(key(SDL_KEYDOWN, scancode: 0x0B), timestamp: 2.1)
        let released = mapper.map(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST), timestamp: 3)
        #expect(released == [.up(.keyboardH, at: 3, senderID: SDLKeyboardMapper.senderID),
                             .up(.keyboardLeftShift, at: 3, senderID: SDLKeyboardMapper.senderID)])
        #expect(mapper.heldKeys.isEmpty)
    }

    @Test("text input events are not key events")
    func textInput() {
        let mapper = SDLKeyboardMapper(windowID: 7)
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = 7
        #expect(mapper.map(event, timestamp: 1).isEmpty)
    }
}
