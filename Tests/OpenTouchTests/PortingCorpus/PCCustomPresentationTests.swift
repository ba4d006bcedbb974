import Foundation
import Testing
import OpenTouch
import OpenTouchTesting

@MainActor
@Suite("Porting corpus: a pasted custom presentation controller with its animator, driven with fingers", .tags(.pastedCode))
struct PCCustomPresentationTests {
    @Test("CardPresentationController: the card rests over the lower half; the dimming view takes taps above it and dismisses")
    func cardPresentation() throws {
        let root = UIViewController()
        let scene = TestScene(controller: root)
        var rootTaps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        button.setTitle("Behind", for: .normal)
        button.addAction(UIAction { _ in rootTaps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)

        let transitions = CardTransitioningDelegate()
        let card = UIViewController()
        var cardTaps = 0
        let cardButton = UIButton(type: .system)
        cardButton.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
        cardButton.setTitle("On card", for: .normal)
        cardButton.addAction(UIAction { _ in cardTaps += 1 }, for: .touchUpInside)
        card.view.addSubview(cardButton)
        root.presentAsCard(card, transitioningDelegate: transitions)
        scene.driver.wait(1)
        // Half of 667, rounded by the file's frameOfPresentedViewInContainerView: 334 high at 333.
        #expect(isClose(card.view.convert(CGPoint.zero, to: nil).y, 333))
        #expect(isClose(card.view.frame.height, 334))

        try scene.driver.tap(.view(cardButton))
        #expect(cardTaps == 1)

        scene.driver.tap(at: CGPoint(x: 100, y: 120))    // over "Behind": the dimming view takes it
        #expect(rootTaps == 0)
        scene.driver.wait(1)
        #expect(root.presentedViewController == nil)
        #expect(card.viewIfLoaded?.window == nil)

        try scene.driver.tap(.text("Behind"))
        #expect(rootTaps == 1)
    }
}
