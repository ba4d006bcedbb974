import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// Fingers typing on the software keyboard's keys.
@MainActor
@Suite("Software keyboard: typing with fingers")
struct SKTypingTests {
    @Test("tapping letter keys, space, delete and Return types through UIKeyInput")
    func typesLetters() throws {
        let scene = TestScene()
        let view = scene.focusedTypingView()
        scene.clock.advance(by: 0.3)
        for key in ["h", "i", "space", "y", "o", "delete", "u", "Return"] { try scene.tapKey(key) }
        #expect(view.text == "hi yu\n")
    }

    @Test("shift types one capital; the 123 key shows digits and space brings the letters back")
    func shiftAndNumbers() throws {
        let scene = TestScene()
        let view = scene.focusedTypingView()
        scene.clock.advance(by: 0.3)
        try scene.tapKey("shift")
        try scene.tapKey("A")
        try scene.tapKey("b")
        try scene.driver.tap(.label("more, numbers"))
        try scene.tapKey("4")
        try scene.tapKey("2")
        try scene.tapKey("space")
        try scene.tapKey("c")
        #expect(view.text == "Ab42 c")
    }

    @Test("with autocapitalization by sentences an empty text starts with shift on")
    func autoShift() throws {
        let scene = TestScene()
        let view = scene.focusedTypingView()
        view.autocapitalizationType = .sentences
        view.reloadInputViews()
        scene.clock.advance(by: 0.3)
        try scene.tapKey("O")
        try scene.tapKey("k")
        #expect(view.text == "Ok")
    }

    @Test("the Return key is titled by returnKeyType")
    func returnKeyTitle() throws {
        let scene = TestScene()
        let view = scene.focusedTypingView()
        view.returnKeyType = .done
        view.reloadInputViews()
        scene.clock.advance(by: 0.3)
        try scene.tapKey("Done")
        #expect(view.text == "\n")
    }

    @Test("a touch above the keyboard falls through its window to the application")
    func touchesAboveKeyboardReachTheApp() throws {
        let scene = TestScene()
        scene.focusedTypingView()
        scene.clock.advance(by: 0.3)
        let button = scene.addLoggedView("above", frame: CGRect(x: 0, y: 300, width: 375, height: 80))
        scene.driver.tap(at: CGPoint(x: 100, y: 340))
        #expect(scene.log.lines.first == "above began 1")
        #expect(button.window === scene.window)
    }

    @Test("keys are views the testing library finds by their accessibility labels")
    func keysAreFindable() {
        let scene = TestScene()
        scene.focusedTypingView()
        scene.clock.advance(by: 0.3)
        for label in ["q", "p", "shift", "delete", "space", "Return", "more, numbers"] {
            #expect(scene.driver.all(.label(label)).count == 1, "key \(label)")
        }
        #expect(scene.driver.all(.matching("keys") { $0.accessibilityTraits.contains(.keyboardKey) }).count == 31)
    }

    @Test("after the keyboard slid down its keys are gone")
    func keysGoAfterHiding() {
        let scene = TestScene()
        let view = scene.focusedTypingView()
        scene.clock.advance(by: 0.3)
        view.resignFirstResponder()
        scene.clock.advance(by: 0.3)
        #expect(scene.driver.all(.label("q")).isEmpty)
    }
}
