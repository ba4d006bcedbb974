import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Controls: UIButton and UIControl basics")
struct ButtonTests {
    @Test("title(for:) falls back to the normal title; currentTitle follows the state")
    func titles() {
        let button = UIButton(type: .custom)
        #expect(button.currentTitle == nil)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        button.isHighlighted = true
        #expect(button.state == [.highlighted, .selected])
        #expect(button.currentTitle == "Play")      // no title for highlighted+selected: the normal one
        button.setTitle(nil, for: .selected)
        button.isHighlighted = false
        #expect(button.currentTitle == "Play")
    }

    @Test("buttons store their type; init(frame:) makes a custom button")
    func types() {
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton(type: .contactAdd).buttonType == .contactAdd)
        #expect(UIButton(type: .close).buttonType.rawValue == 7)
        #expect(UIButton.ButtonType.roundedRect == .system)
    }

    @Test("a button describes itself like UIKit, with opaque = NO")
    func description() {
        let button = UIButton(frame: CGRect(x: 20, y: 30, width: 100, height: 44))
        #expect(button.description.hasPrefix("<UIButton: 0x"))
        #expect(maskingAddresses(button.description).hasSuffix("; frame = (20 30; 100 44); opaque = NO; layer = <CALayer: 0x…>>"))
        button.tag = 5
        #expect(maskingAddresses(button.description).hasSuffix("; frame = (20 30; 100 44); opaque = NO; tag = 5; layer = <CALayer: 0x…>>"))
    }

    @Test("control events and states have UIKit's raw values and readable descriptions")
    func eventValues() {
        #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
        #expect(UIControl.Event.valueChanged.rawValue == 1 << 12)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0x0FFF)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(UIControl.Event.touchUpInside.description == "touchUpInside")
        #expect(UIControl.Event([.touchDown, .touchDownRepeat]).description == "[touchDown, touchDownRepeat]")
        #expect(UIControl.Event.allTouchEvents.description == "allTouchEvents")
        #expect(UIControl.Event(rawValue: 1 << 11 | 1).description == "[touchDown, 0x800]")
        #expect(UIControl.State.disabled.rawValue == 2 && UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State([.highlighted, .selected]).description == "[highlighted, selected]")
        #expect(UIControl.State.normal.description == "normal")
    }

    @Test("a plain UIControl tracks and sends touch events but no primary action")
    func plainControl() {
        let ct = TestScene(loggedContainer: true)
        ct.addControl(UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        ct.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(ct.log.lines == ["touchDown highlighted", "touchUpInside normal"])
    }
}
