import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Keyboard: presses go to the first responder and up its chain, with allPresses and cancels")
struct PressDeliveryTests {
    @Test("a key's press goes to the first responder, then its superviews, controller and window by default")
    func chain() {
        let ct = TestScene()
        let card = ct.add(UIView())
        let field = FocusView()
        card.addSubview(field)
        ct.log.logPresses(of: field, as: "field", in: ct.app)
        ct.log.logPresses(of: card, as: "card", in: ct.app)
        ct.log.logPresses(of: ct.controller, as: "controller", in: ct.app)
        ct.log.logPresses(of: ct.window, as: "window", in: ct.app)
        #expect(field.becomeFirstResponder())
        ct.driver.press(.keyboardA)
        #expect(ct.log.lines == [
            "field began keyboardA", "card began keyboardA", "controller began keyboardA", "window began keyboardA",
            "field ended keyboardA", "card ended keyboardA", "controller ended keyboardA", "window ended keyboardA",
        ])
    }

    @Test("with no first responder, presses go to the key window's top view controller")
    func noFirstResponder() {
        let ct = TestScene()
        let presented = UIViewController()
        ct.log.logPresses(of: ct.controller, as: "root", in: ct.app)
        ct.driver.press(.keyboardEscape)
        ct.controller.present(presented, animated: false)
        ct.log.logPresses(of: presented, as: "presented", in: ct.app)
        ct.driver.press(.keyboardEscape)
        #expect(ct.log.lines == [
            "root began keyboardEscape", "root ended keyboardEscape",
            "presented began keyboardEscape", "root began keyboardEscape",
            "presented ended keyboardEscape", "root ended keyboardEscape",
        ])
    }

    @Test("the press carries its key, type, phase and timestamp; allPresses holds every key down")
    func pressContents() throws {
        let ct = TestScene()
        final class Recorder: UIView {
            var lines: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                for press in presses {
                    let key = press.key
                    lines.append("began \(key?.characters ?? "?") \(key?.charactersIgnoringModifiers ?? "?") "
                        + "\(key?.modifierFlags ?? []) \(press.type) t=\(press.timestamp - 1000) all=\(event?.allPresses.count ?? 0)")
                }
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                for press in presses { lines.append("ended \(press.key?.keyCode.name ?? "?") \(press.phase)") }
            }
        }
        let view = ct.add(Recorder())
        #expect(view.becomeFirstResponder())
        ct.driver.keyDown(.keyboardLeftShift)
        ct.driver.wait(0.25)
        ct.driver.keyDown(.keyboardA)
        ct.driver.keyUp(.keyboardA)
        ct.driver.keyUp(.keyboardLeftShift)
        ct.driver.press(.keyboardUpArrow)
        ct.driver.press(.keyboardReturnOrEnter)
        #expect(view.lines == [
            "began   shift keyboardKey t=0.0 all=1",
            "began A a shift keyboardKey t=0.25 all=2",
            "ended keyboardA ended",
            "ended keyboardLeftShift ended",
            "began UIKeyInputUpArrow UIKeyInputUpArrow [] upArrow t=0.25 all=1",
            "ended keyboardUpArrow ended",
            "began \r \r [] select t=0.25 all=1",
            "ended keyboardReturnOrEnter ended",
        ])
    }

    @Test("a responder that resigns while a key is down gets pressesCancelled, then nothing for that key")
    func cancelOnResign() {
        let ct = TestScene()
        let field = ct.add(FocusView())
        let other = ct.add(FocusView())
        ct.log.logPresses(of: field, as: "field", in: ct.app)
        ct.log.logPresses(of: ct.controller, as: "controller", in: ct.app)
        ct.log.logPresses(of: other, as: "other", in: ct.app)
        #expect(field.becomeFirstResponder())
        ct.driver.keyDown(.keyboardB)
        #expect(other.becomeFirstResponder())
        ct.driver.keyUp(.keyboardB)
        ct.driver.press(.keyboardC)
        #expect(ct.log.lines == [
            "field began keyboardB", "controller began keyboardB",
            "field cancelled keyboardB", "controller cancelled keyboardB",
            "other began keyboardC", "controller began keyboardC",
            "other ended keyboardC", "controller ended keyboardC",
        ])
    }

    @Test("a UIKeyInput first responder types characters, Return as a newline, and deletes with Backspace")
    func typing() {
        let ct = TestScene()
        let editor = ct.add(KeyInputView())
        let parent = ct.controller
        ct.log.logPresses(of: parent, as: "controller", in: ct.app)
        #expect(editor.becomeFirstResponder())
        ct.driver.type("Hi, you!\n")
        ct.driver.press(.keyboardDeleteOrBackspace)
        ct.driver.press(.keyboardDeleteOrBackspace)
        ct.driver.press(.keyboardC, modifiers: .command)
        ct.driver.press(.keyboardC, modifiers: .control)
        ct.driver.press(.keyboardCapsLock)
        ct.driver.type("ok")
        #expect(editor.text == "Hi, youOK")
        // Typed keys stop at the text input; the others (modifiers, the shortcuts, Caps Lock) go on.
        #expect(!ct.log.lines.contains("controller began keyboardH"))
        #expect(ct.log.lines.contains("controller began keyboardC"))
        #expect(ct.log.lines.contains("controller began keyboardCapsLock"))
    }

    @Test("a text input that overrides pressesBegan without calling super types nothing, as in UIKit")
    func overrideTypesNothing() {
        let ct = TestScene()
        let editor = ct.add(SilentKeyInputView())
        #expect(editor.becomeFirstResponder())
        ct.driver.type("ab")
        #expect(editor.text.isEmpty)
        #expect(editor.seen == ["a", "b"])
    }

    @Test("a held key repeats its typing on the application clock after the repeat delay")
    func keyRepeat() {
        let ct = TestScene()
        let editor = ct.add(KeyInputView())
        #expect(editor.becomeFirstResponder())
        ct.driver.keyDown(.keyboardX)
        ct.driver.wait(UIApplication.defaultKeyRepeatDelay - 0.01)
        #expect(editor.text == "x")
        ct.driver.wait(0.01)
        #expect(editor.text == "xx")
        ct.driver.wait(UIApplication.defaultKeyRepeatInterval * 3.5)
        #expect(editor.text == "xxxxx")
        ct.driver.keyUp(.keyboardX)
        ct.driver.wait(1)
        #expect(editor.text == "xxxxx")
        ct.driver.keyDown(.keyboardLeftShift)
        ct.driver.wait(1)
        ct.driver.keyUp(.keyboardLeftShift)
        #expect(editor.text == "xxxxx", "modifiers do not repeat")
    }

    @Test("keys and touches are delivered in the order they were posted")
    func orderedWithTouches() {
        let ct = TestScene()
        let editor = ct.add(KeyInputView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        ct.logTouches(of: editor, as: "editor")
        ct.log.logPresses(of: editor, as: "editor", in: ct.app)
        #expect(editor.becomeFirstResponder())
        let now = ct.clock.now
        ct.app.eventFetcher.post(KeyboardEvent.down(.keyboardQ, at: now))
        ct.app.eventFetcher.post(DigitizerEvent(timestamp: now, fingers: [.down(1, at: CGPoint(x: 50, y: 50))]))
        ct.app.eventFetcher.post(KeyboardEvent.up(.keyboardQ, at: now))
        ct.app.eventFetcher.post(DigitizerEvent(timestamp: now, fingers: [.up(1, at: CGPoint(x: 50, y: 50))]))
        ct.app.processPendingInput()
        #expect(ct.log.lines == ["editor began keyboardQ", "editor began 1", "editor ended keyboardQ", "editor ended 1"])
        #expect(editor.text == "q")
    }
}
