import Testing
import UIKit

/// Helper structs, free functions, global constants and plain model objects pasted in Swift 5
/// mode touch views from code the compiler does not know to be on the main actor, as they do
/// against Apple's SDK; these tests check that they also do the right thing.
@MainActor
@Suite("Swift 5 mode: helpers that touch views")
struct HelperCodeTests {
    @Test("#if canImport(UIKit) is true and #if os(iOS) false, so the wrapped file compiles here")
    func platformConditions() {
        var canImportUIKit = false
        #if canImport(UIKit)
        canImportUIKit = true
        #endif
        var isIOS = false
        #if os(iOS)
        isIOS = true
        #endif
        #expect(canImportUIKit)
        #expect(!isIOS)
        #expect(kOverlayTag == 4242)
    }

    @Test("a helper struct hides an overlay, and a tap then goes to the button behind it")
    func helperHidesOverlay() {
        let scene = TestScene()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 200, width: 200, height: 60)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.rootView.addSubview(button)
        let overlay = makeOverlay(frame: CGRect(x: 0, y: 150, width: 375, height: 200))
        scene.rootView.addSubview(overlay)
        let target = CGPoint(x: 140, y: 230)

        scene.driver.tap(at: target)
        #expect(taps == 0)

        #expect(ViewVisibility.hideAll(tagged: kOverlayTag, in: scene.rootView) == 1)
        #expect(overlay.isHidden)
        scene.driver.tap(at: target)
        #expect(taps == 1)

        ViewVisibility.show(overlay)
        scene.driver.tap(at: target)
        #expect(taps == 1)
    }

    @Test("a free function's default arguments are UIKit values")
    func defaultArguments() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        addBorder(to: view)
        #expect(view.layer.borderWidth == 1)
        #expect(view.layer.borderColor == UIColor.black.cgColor)
        addBorder(to: view, color: Palette.accent, width: 3)
        #expect(view.layer.borderWidth == 3)
        #expect(view.layer.borderColor == Palette.accent.cgColor)
    }

    @Test("a plain class that owns views in stored properties wires a button to its own method")
    func plainModelOwnsViews() {
        let scene = TestScene()
        let presenter = BannerPresenter(text: "Offline")
        presenter.install(in: scene.rootView)
        #expect(presenter.banner.frame == CGRect(x: 12, y: 8, width: 351, height: 28))
        let close = scene.driver.screenLocation(of: presenter.closeButton)

        scene.driver.tap(at: close)
        #expect(presenter.closeCount == 1)
        #expect(presenter.banner.isHidden && presenter.closeButton.isHidden)

        scene.driver.tap(at: close)
        #expect(presenter.closeCount == 1)
    }
}
