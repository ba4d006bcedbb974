import Foundation
import Testing
import OpenTouch
import OpenTouchTesting

@MainActor
@Suite("Accessibility properties are stored, with UIKit's defaults, and find views for fingers")
struct APAccessibilityTests {
    @Test("plain views are not elements; buttons, switches and sliders are, with UIKit's traits and values")
    func defaults() {
        #expect(!UIView().isAccessibilityElement && UIView().accessibilityTraits == .none)
        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityTraits == .button)
        #expect(button.accessibilityLabel == "Buy")
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let toggle = UISwitch()
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        let slider = UISlider()
        slider.value = 0.25
        #expect(slider.accessibilityTraits == .adjustable && slider.accessibilityValue == "25%")
    }

    @Test("set values read back, and an override of the getter wins as in UIKit")
    func storedValues() {
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Rating"
        view.accessibilityValue = "3 of 5"
        view.accessibilityHint = "Swipe to change"
        view.accessibilityTraits = [.adjustable, .selected]
        view.accessibilityIdentifier = "rating"
        view.accessibilityElementsHidden = true
        #expect(view.accessibilityLabel == "Rating" && view.accessibilityValue == "3 of 5")
        #expect(view.accessibilityHint == "Swipe to change" && view.accessibilityTraits.contains(.selected))
        #expect(view.accessibilityIdentifier == "rating" && view.accessibilityElementsHidden)
    }

    @Test("a finger finds a view by its accessibility identifier and taps it")
    func tapByIdentifier() throws {
        let scene = TestScene()
        let button = UIButton(frame: CGRect(x: 200, y: 300, width: 80, height: 44))
        button.accessibilityIdentifier = "checkout"
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.rootView.addSubview(button)
        #expect(try scene.driver.only(.identifier("checkout")) === button)
        #expect(try scene.driver.tap(.identifier("checkout")) === button)
        #expect(taps == 1)
        let failure = #expect(throws: TouchTestFailure.self) { try scene.driver.tap(.identifier("chekout")) }
        #expect(failure?.reason.contains("no shown view matches identifier \"chekout\"") == true)
        #expect(failure?.reason.contains("Close:\n  identifier \"checkout\"") == true)
        #expect(taps == 1)
    }
}
