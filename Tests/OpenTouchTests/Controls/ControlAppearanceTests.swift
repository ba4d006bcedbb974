import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("control appearance properties pasted UIKit code sets", .tags(.review))
struct ControlAppearanceTests {
    @Test("UIControl: context-menu flag and content alignment, with UIKit's defaults and raw values")
    func controlProperties() {
        let button = UIButton(type: .system)
        #expect(!button.isContextMenuInteractionEnabled)
        #expect(button.contentHorizontalAlignment == .center)
        #expect(button.contentVerticalAlignment == .center)
        button.isContextMenuInteractionEnabled = true
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .top
        #expect(button.contentHorizontalAlignment.rawValue == 4)
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5)
        #expect(UIControl.ContentVerticalAlignment.fill.rawValue == 3)
    }

    @Test("a tinted switch and an imaged slider still track as before")
    func tintedControls() {
        let scene = TestScene()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        #expect(toggle.onTintColor == nil)
        toggle.onTintColor = .green
        toggle.thumbTintColor = .white
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 34))
        slider.minimumTrackTintColor = .red
        slider.maximumTrackTintColor = .gray
        slider.thumbTintColor = .white
        slider.minimumValueImage = UIImage(systemName: "speaker")
        slider.maximumValueImage = UIImage(systemName: "speaker.wave.3")
        let thumb = UIImage(named: "Thumb"), pressed = UIImage(named: "ThumbPressed")
        slider.setThumbImage(thumb, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        #expect(slider.currentThumbImage === thumb)
        var highlightedImages: [UIImage?] = []
        slider.addAction(UIAction { action in
            highlightedImages.append((action.sender as? UISlider)?.currentThumbImage)
        }, for: .valueChanged)
        scene.rootView.addSubview(toggle)
        scene.rootView.addSubview(slider)
        scene.driver.tap(at: CGPoint(x: 40, y: 35))
        scene.driver.drag(from: CGPoint(x: 34, y: 117), to: CGPoint(x: 134, y: 117), steps: 1)
        #expect(toggle.isOn)
        #expect(slider.value == 0.5)
        #expect(highlightedImages.count == 1 && highlightedImages[0] === pressed)
        #expect(slider.currentThumbImage === thumb)
    }
}
