import Foundation
import OpenTouch
import Testing

/// A blurred overlay as apps build one: a dark blur filling a card, a button and a vibrancy
/// label inside its content view.
@MainActor
private struct BlurredCard {
    let scene = TestScene(loggedContainer: true)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    let button = UIButton(type: .system)

    init() {
        blur.frame = CGRect(x: 40, y: 100, width: 300, height: 200)
        scene.add(blur)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        blur.contentView.addSubview(button)
    }
}

@MainActor
@Suite("UIVisualEffectView: content view, effects and touches")
struct VisualEffectViewTests {
    @Test("the content view fills the effect view and follows its size")
    func contentViewFillsTheEffectView() {
        let card = BlurredCard()
        #expect(card.blur.subviews.count == 1)
        #expect(card.blur.subviews.first === card.blur.contentView)
        #expect(card.blur.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        card.blur.frame.size = CGSize(width: 320, height: 90)
        card.blur.layoutIfNeeded()
        #expect(card.blur.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 90))
    }

    @Test("a tap on a button in the content view reaches the button's action")
    func buttonInContentViewIsTapped() {
        let card = BlurredCard()
        var taps = 0
        card.button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        card.scene.driver.tap(at: CGPoint(x: 100, y: 140))
        #expect(taps == 1)
        #expect(card.scene.hitView(at: CGPoint(x: 100, y: 140)) === card.button)
    }

    @Test("a tap on an empty part hits the content view, and the effect view's recognizer sees it")
    func emptyAreaHitsTheContentView() {
        let card = BlurredCard()
        let point = CGPoint(x: 300, y: 260)
        #expect(card.scene.hitView(at: point) === card.blur.contentView)
        card.scene.addTap(to: card.blur, as: "blur")
        card.scene.driver.tap(at: point)
        #expect(card.scene.log.lines.contains("blur tapped"))
    }

    @Test("touches on the content view go up the responder chain: effect view, then its superview")
    func responderChainGoesThroughTheEffectView() {
        let card = BlurredCard()
        #expect(card.blur.contentView.next === card.blur)
        #expect(card.blur.next === card.scene.container)
        card.scene.driver.tap(at: CGPoint(x: 300, y: 260))
        #expect(card.scene.log.lines.prefix(2) == ["container began 1", "container ended 1"])
    }

    @Test("with its content view's interaction off, taps fall through the effect view to the view below")
    func disabledContentView() {
        let card = BlurredCard()
        card.blur.contentView.isUserInteractionEnabled = false
        #expect(card.scene.hitView(at: CGPoint(x: 300, y: 260)) === card.blur)
        card.blur.isUserInteractionEnabled = false
        #expect(card.scene.hitView(at: CGPoint(x: 300, y: 260)) === card.scene.container)
    }

    @Test("a subview added to the effect view itself is kept above the content view and reported")
    func subviewAddedDirectly() {
        let card = BlurredCard()
        let recorder = card.scene.recorder()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        card.blur.addSubview(label)
        #expect(card.blur.subviews.last === label)
        #expect(recorder.diagnostics.map(\.kind) == [.subviewAddedToVisualEffectView])
        #expect(recorder.diagnostics.first?.message.contains("contentView") == true)
        // Adding to the content view is not reported.
        card.blur.contentView.addSubview(UILabel())
        #expect(recorder.diagnostics.count == 1)
    }

    @Test("effects: blur styles with UIKit's raw values, vibrancy over a blur, and a settable effect")
    func effects() {
        let blur = UIBlurEffect(style: .systemMaterialDark)
        #expect(blur.style.rawValue == 18)
        #expect(UIBlurEffect.Style.regular.rawValue == 4)
        let vibrancy = UIVibrancyEffect(blurEffect: blur)
        #expect(vibrancy.blurEffect === blur)
        #expect(vibrancy.style == .label)
        let outer = UIVisualEffectView(effect: blur)
        let inner = UIVisualEffectView(effect: vibrancy)
        outer.contentView.addSubview(inner)
        #expect(inner.effect === vibrancy)
        outer.effect = nil
        #expect(outer.effect == nil)
        UIView.animate(withDuration: 0.3) { outer.effect = UIBlurEffect(style: .light) }
        #expect((outer.effect as? UIBlurEffect)?.style == .light)
        #expect(UIVisualEffectView(frame: .zero).effect == nil)
    }
}
