import Foundation
import Testing
import OpenTouch

/// A view that records its trait and tint callbacks, with the style current during each.
@MainActor
private final class APThemedView: UIView {
    var traitChanges: [(previous: UIUserInterfaceStyle?, current: UIUserInterfaceStyle)] = []
    var tintChanges = 0

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges.append((previousTraitCollection?.userInterfaceStyle, UITraitCollection.current.userInterfaceStyle))
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

@MainActor
@Suite("Traits and tint color flow down the view tree")
struct APTraitAndTintTests {
    @Test("a view in a window gets its screen's scale and idiom, and size classes from the window's size")
    func viewTraitsComeFromTheWindow() {
        let phone = TestScene()
        #expect(phone.rootView.traitCollection.displayScale == 2)
        #expect(phone.rootView.traitCollection.userInterfaceIdiom == .phone)
        #expect(phone.rootView.traitCollection.horizontalSizeClass == .compact)
        #expect(phone.rootView.traitCollection.verticalSizeClass == .regular)
        #expect(phone.rootView.traitCollection.userInterfaceStyle == .light)
        let landscape = TestScene(width: 736, height: 414)
        #expect(landscape.rootView.traitCollection.horizontalSizeClass == .regular)
        #expect(landscape.rootView.traitCollection.verticalSizeClass == .compact)
        let pad = TestScene(width: 1024, height: 768)
        #expect(pad.rootView.traitCollection.userInterfaceIdiom == .pad)
    }

    @Test("overriding a controller's style to dark tells every view below it, once, with dark made current")
    func controllerStyleOverride() {
        let scene = TestScene()
        let card = APThemedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = APThemedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.addSubview(badge)
        scene.rootView.addSubview(card)
        #expect(card.traitChanges.isEmpty)       // same traits as before it was added

        scene.controller.overrideUserInterfaceStyle = .dark
        #expect(card.traitChanges.map(\.previous) == [.light])
        #expect(card.traitChanges.map(\.current) == [.dark])
        #expect(badge.traitChanges.count == 1)
        #expect(badge.traitCollection.userInterfaceStyle == .dark)
        #expect(scene.controller.traitCollection.userInterfaceStyle == .dark)

        scene.controller.overrideUserInterfaceStyle = .dark   // no change, no callback
        #expect(card.traitChanges.count == 1)
    }

    @Test("a subtree with its own style override does not hear about its ancestors' changes")
    func ownOverrideShieldsTheSubtree() {
        let scene = TestScene()
        let pinned = APThemedView(frame: .zero)
        pinned.overrideUserInterfaceStyle = .light
        scene.rootView.addSubview(pinned)
        scene.window.overrideUserInterfaceStyle = .dark
        #expect(pinned.traitChanges.isEmpty)
        #expect(scene.rootView.traitCollection.userInterfaceStyle == .dark)
        #expect(pinned.traitCollection.userInterfaceStyle == .light)
    }

    @Test("moving a view into a dark window reports the change")
    func movingIntoADarkHierarchy() {
        let scene = TestScene()
        scene.window.overrideUserInterfaceStyle = .dark
        let view = APThemedView(frame: .zero)
        scene.rootView.addSubview(view)
        #expect(view.traitChanges.map(\.current) == [.dark])
        view.removeFromSuperview()
        #expect(view.traitChanges.map(\.current) == [.dark, .light])
    }

    @Test("tint color is inherited, overridable, and reported to the subviews that inherit it")
    func tintInheritance() {
        let scene = TestScene()
        let toolbar = APThemedView(frame: .zero)
        let inheriting = APThemedView(frame: .zero)
        let ownTint = APThemedView(frame: .zero)
        ownTint.tintColor = .systemGreen
        toolbar.addSubview(inheriting)
        toolbar.addSubview(ownTint)
        scene.rootView.addSubview(toolbar)
        #expect(inheriting.tintColor == .systemBlue)
        #expect(ownTint.tintChanges == 1)     // its own setting

        toolbar.tintColor = .systemRed
        #expect(inheriting.tintColor == .systemRed)
        #expect(ownTint.tintColor == .systemGreen)
        #expect(toolbar.tintChanges == 1 && inheriting.tintChanges == 1 && ownTint.tintChanges == 1)

        toolbar.tintColor = nil
        #expect(inheriting.tintColor == .systemBlue)
        #expect(inheriting.tintChanges == 2)
    }

    @Test("a dimmed tint adjustment mode dims the tint of the whole subtree")
    func dimming() {
        let scene = TestScene()
        let button = APThemedView(frame: .zero)
        scene.rootView.addSubview(button)
        scene.window.tintAdjustmentMode = .dimmed
        #expect(button.tintAdjustmentMode == .dimmed)
        #expect(button.tintColor != .systemBlue)
        #expect(button.tintChanges == 1)
        scene.window.tintAdjustmentMode = .automatic
        #expect(button.tintColor == .systemBlue)
        #expect(button.tintAdjustmentMode == .normal)
    }
}
