import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIButton appearance and toggling as UIKit spells them", .tags(.review))
struct ButtonAppearanceTests {
    @Test("title colours per state fall back to the normal one; defaults follow the button type")
    func titleColors() {
        let button = UIButton(type: .system)
        #expect(button.titleColor(for: .normal) == nil)
        #expect(button.currentTitleColor == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIButton(type: .custom).currentTitleColor == .white)
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(.gray, for: .highlighted)
        #expect(button.titleColor(for: .selected) == .black)
        button.isHighlighted = true
        #expect(button.currentTitleColor == .gray)
    }

    @Test("images per state, and the primary action's image")
    func images() {
        let star = UIImage(systemName: "star")
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Star", image: star) { _ in })
        #expect(button.currentImage === star)
        let filled = UIImage(systemName: "star.fill")
        button.setImage(filled, for: .selected)
        button.isSelected = true
        #expect(button.currentImage === filled)
        #expect(button.image(for: .disabled) === star)
    }

    @Test("changesSelectionAsPrimaryAction toggles isSelected before the tap's actions run")
    func togglesSelection() {
        let scene = TestScene()
        var seen: [Bool] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.changesSelectionAsPrimaryAction = true
        button.isPointerInteractionEnabled = true
        button.addAction(UIAction { action in seen.append((action.sender as? UIButton)?.isSelected ?? false) },
                         for: .touchUpInside)
        scene.rootView.addSubview(button)
        scene.driver.tap(at: CGPoint(x: 50, y: 40))
        scene.driver.wait(1)
        scene.driver.tap(at: CGPoint(x: 50, y: 40))
        #expect(seen == [true, false])
        #expect(!button.isSelected)
        button.changesSelectionAsPrimaryAction = false
        scene.driver.wait(1)
        scene.driver.tap(at: CGPoint(x: 50, y: 40))
        #expect(seen == [true, false, false])
    }

    @Test("the edge insets older UIKit code sets are kept and do not change where the button is hit")
    func edgeInsets() {
        let scene = TestScene()
        var taps = 0
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 4)
        #expect(button.contentEdgeInsets.left == 16)
        #expect(button.titleEdgeInsets.left == 4 && button.imageEdgeInsets.right == 4)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.rootView.addSubview(button)
        scene.driver.tap(at: CGPoint(x: 22, y: 22))
        #expect(taps == 1)
    }
}
