import Foundation
import OpenTouch
import Testing

/// A slider at (50 300; 228 34): track 228 wide, thumb 28, so 200 pt of travel; thumb center y 317.
@MainActor
private func sliderScene() -> (TestScene, UISlider) {
    let ct = TestScene(loggedContainer: true)
    let slider = UISlider(frame: CGRect(x: 50, y: 300, width: 228, height: 34))
    ct.addControl(slider, logging: false)
    slider.addAction(UIAction { action in
        ct.log.append("valueChanged \((action.sender as? UISlider)?.value ?? -1)")
    }, for: .valueChanged)
    return (ct, slider)
}

@MainActor
@Suite("Controls: UISlider")
struct SliderTests {
    @Test("defaults: value 0 in 0…1, continuous")
    func defaults() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
    }

    @Test("values clamp to the range, and moving the range clamps the value")
    func clamping() {
        let slider = UISlider()
        slider.setValue(2, animated: false)
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 7
        #expect(slider.maximumValue == 7 && slider.value == 7)
    }

    @Test("trackRect and thumbRect: a 4-pt track across the bounds, a 28-pt thumb over 200 pt of travel")
    func geometry() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 34))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 15, width: 228, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 3, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.25) == CGRect(x: 50, y: 3, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1) == CGRect(x: 200, y: 3, width: 28, height: 28))
    }

    @Test("a continuous slider follows the finger's movement and reports every change")
    func continuous() {
        let (ct, slider) = sliderScene()
        ct.driver.drag(from: CGPoint(x: 60, y: 317), to: CGPoint(x: 110, y: 317), steps: 5)
        #expect(slider.value == 0.25)
        #expect(ct.log.lines == ["valueChanged 0.05", "valueChanged 0.1", "valueChanged 0.15", "valueChanged 0.2", "valueChanged 0.25"])
    }

    @Test("the thumb does not jump to the finger: a grab off-centre moves by the finger's movement only")
    func relativeMovement() {
        let (ct, slider) = sliderScene()
        slider.value = 0.5
        // The thumb spans x 150..<178; grab it 10 pt right of its right edge (inside the slop).
        ct.driver.drag(from: CGPoint(x: 187, y: 317), to: CGPoint(x: 147, y: 317), steps: 2)
        #expect(slider.value == 0.3)
        #expect(ct.log.lines == ["valueChanged 0.4", "valueChanged 0.3"])
    }

    @Test("a non-continuous slider reports once, at the end, if the value changed")
    func nonContinuous() {
        let (ct, slider) = sliderScene()
        slider.isContinuous = false
        ct.driver.drag(from: CGPoint(x: 60, y: 317), to: CGPoint(x: 110, y: 317), steps: 5)
        #expect(ct.log.lines == ["valueChanged 0.25"])
        ct.driver.wait(1)
        ct.driver.drag(from: CGPoint(x: 110, y: 317), to: CGPoint(x: 110, y: 320), steps: 2)
        #expect(ct.log.lines == ["valueChanged 0.25"])
    }

    @Test("dragging past the end clamps at the maximum; one more report only while it changes")
    func dragPastEnd() {
        let (ct, slider) = sliderScene()
        ct.driver.drag(from: CGPoint(x: 64, y: 317), to: CGPoint(x: 364, y: 317), steps: 3)
        #expect(slider.value == 1)
        #expect(ct.log.lines == ["valueChanged 0.5", "valueChanged 1.0"])
    }

    @Test("a touch off the thumb does not track: no events, no change")
    func offThumb() {
        let ct = TestScene(loggedContainer: true)
        let slider = ct.addControl(UISlider(frame: CGRect(x: 50, y: 300, width: 228, height: 34)))
        ct.driver.drag(from: CGPoint(x: 200, y: 317), to: CGPoint(x: 250, y: 317), steps: 5)
        #expect(slider.value == 0 && ct.log.lines.isEmpty)
    }
}
