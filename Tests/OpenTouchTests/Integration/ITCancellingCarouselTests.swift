import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Integration: controls in a carousel that may cancel them (touchesShouldCancel true): the controls' own refusals decide")
struct ITCancellingCarouselTests {
    @Test("A held sideways drag on a slider's thumb still moves the slider: the slider refuses the carousel's pan")
    func sliderThumbRefusesThePan() {
        let s = ITSliderScene(carouselTableLike: true)
        let finger = s.driver.down(at: ITSliderScene.thumb)
        s.driver.wait(0.2)
        s.driver.glide(finger, to: CGPoint(x: 164, y: 197), duration: 0.1, steps: 4)
        s.driver.up(finger)
        s.c.settle()
        #expect(s.slider.value == 0.5)
        #expect(s.c.carousel.contentOffset == .zero)
        #expect(s.c.events.lines.last == "slider touchUpInside @0.300")
        #expect(s.c.events.of("carousel").isEmpty)
        #expect(s.c.ledger.ledgerProblems.isEmpty)
    }

    @Test("A held sideways drag off the slider's thumb pages the carousel and cancels the untracked slider quietly")
    func offThumbPages() {
        let s = ITSliderScene(carouselTableLike: true)
        let finger = s.driver.down(at: CGPoint(x: 264, y: 197))
        s.driver.wait(0.2)
        s.driver.glide(finger, to: CGPoint(x: 14, y: 197), duration: 0.1, steps: 5)
        s.driver.wait(0.2)
        s.driver.up(finger)
        s.c.settle()
        #expect(s.c.carousel.contentOffset == CGPoint(x: 375, y: 0))
        #expect(s.slider.value == 0)
        #expect(s.c.events.of("slider").isEmpty)
        #expect(s.c.ledger.lines == ["slider began @0.150", "slider cancelled @0.220"])
    }

    @Test("A held sideways drag from a switch's knob moves the knob: the switch refuses the carousel's pan")
    func switchKnobRefusesThePan() {
        let c = ITCarouselScene(carouselTableLike: true)
        let toggle = itLogged(UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0)), as: "switch", ledger: c.ledger, events: c.events, in: c.scene.app)
        c.pages[0].addSubview(toggle)                      // window 20…71 × 120…151
        let finger = c.driver.down(at: CGPoint(x: 35, y: 135))
        c.driver.wait(0.2)
        c.driver.glide(finger, to: CGPoint(x: 60, y: 135), duration: 0.1, steps: 5)
        c.driver.up(finger)
        c.settle()
        #expect(toggle.isOn)
        #expect(c.carousel.contentOffset == .zero)
        #expect(c.events.lines.suffix(3) == ["switch valueChanged @0.300", "switch primaryActionTriggered @0.300",
                                             "switch touchUpInside @0.300"])
    }

    @Test("A held sideways drag that starts on a switch but off its knob lets the carousel scroll and cancels the switch")
    func switchOffKnobScrolls() {
        let c = ITCarouselScene(carouselTableLike: true)
        let toggle = itLogged(UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0)), as: "switch", ledger: c.ledger, events: c.events, in: c.scene.app)
        c.pages[0].addSubview(toggle)
        let finger = c.driver.down(at: CGPoint(x: 65, y: 135))
        c.driver.wait(0.2)
        c.driver.move(finger, to: CGPoint(x: 45, y: 135))
        #expect(c.carousel.contentOffset == CGPoint(x: 10, y: 0))
        c.driver.up(finger)
        c.settle()
        #expect(!toggle.isOn)
        #expect(c.events.lines.prefix(3) == ["switch touchDown @0.150", "carousel willBeginDragging @0.200",
                                             "switch touchCancel @0.200"])
        #expect(c.ledger.lines == ["switch began @0.150", "switch cancelled @0.200"])
    }
}
