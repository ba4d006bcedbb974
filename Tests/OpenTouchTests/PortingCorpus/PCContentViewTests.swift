import Foundation
import Testing
import OpenTouch

@MainActor
@Suite("Porting corpus: pasted UIKit code with labels, images, progress and edit actions", .tags(.pastedCode))
struct PCContentViewTests {
    @Test("TappableLabelViewController: the label with user interaction on is tappable; the one without passes the touch to its superview")
    func tappableLabels() {
        let controller = TappableLabelViewController()
        let scene = TestScene(controller: controller)
        let recorder = scene.recorder()

        scene.driver.tap(controller.termsLabel)
        #expect(controller.termsOpened == 1)

        scene.driver.tap(controller.footnoteLabel)
        #expect(controller.footnoteTaps == 0)                 // the classic bug, as on iOS
        #expect(recorder.pcHitViews.last == .some(controller.view))

        scene.driver.tap(controller.avatarView)
        #expect(controller.avatarTaps == 1)
        #expect(controller.footnoteLabel.frame.size == controller.footnoteLabel.intrinsicContentSize)
    }

    @Test("StarRatingControl: a touch sets the rating, a slide follows the finger, the enlarged area counts, VoiceOver adjusts")
    func starRating() {
        let scene = TestScene()
        let stars = StarRatingControl(frame: CGRect(x: 50, y: 300, width: 250, height: 50))
        var changes: [Int] = []
        stars.addAction(UIAction { _ in changes.append(stars.rating) }, for: .valueChanged)
        scene.rootView.addSubview(stars)

        scene.driver.tap(at: CGPoint(x: 175, y: 325))               // the third star
        #expect(stars.rating == 3 && changes == [3])
        #expect(stars.starViews.map(\.isHighlighted) == [true, true, true, false, false])

        scene.driver.drag(from: CGPoint(x: 60, y: 325), to: CGPoint(x: 290, y: 325), steps: 10)
        #expect(stars.rating == 5 && changes == [3, 1, 2, 3, 4, 5])

        scene.driver.tap(at: CGPoint(x: 75, y: 295))                // 5 points above: still inside
        #expect(stars.rating == 1)
        stars.accessibilityIncrement()
        #expect(stars.accessibilityValue == "2 of 5 stars")
    }

    @Test("HoldToConfirmButton: holding the full duration fills the bar and confirms; a short hold resets it")
    func holdToConfirm() {
        let scene = TestScene()
        let button = HoldToConfirmButton(frame: CGRect(x: 40, y: 400, width: 300, height: 50))
        var confirmed = 0
        button.addAction(UIAction { _ in confirmed += 1 }, for: .primaryActionTriggered)
        scene.rootView.addSubview(button)
        #expect(button.titleLabel?.text == "Hold to delete")
        #expect(button.titleLabel?.font == .boldSystemFont(ofSize: 16))
        #expect(button.spinner.isHidden)                       // hidesWhenStopped

        scene.driver.longPress(at: CGPoint(x: 150, y: 425), duration: 0.5)
        #expect(confirmed == 0 && button.progressView.progress == 0)

        let finger = scene.driver.down(at: CGPoint(x: 150, y: 425))
        scene.driver.wait(0.6)
        scene.driver.move(finger, to: CGPoint(x: 151, y: 425))
        #expect(abs(button.progressView.progress - 0.5) < 0.01)
        scene.driver.wait(0.6)
        scene.driver.up(finger)
        #expect(confirmed == 1 && button.confirmations == 1)
        #expect(button.progressView.progress == 1 && button.spinner.isAnimating && !button.spinner.isHidden)
    }

    @Test("NoteCardView: copy puts its text on the pasteboard; the delete action gets the event; done resigns the first responder")
    func noteCard() {
        let scene = TestScene()
        let card = NoteCardView(text: "Buy milk")
        card.frame.origin = CGPoint(x: 20, y: 200)
        scene.rootView.addSubview(card)

        let pasteboard = UIPasteboard.general
        card.copy(nil)
        #expect(pasteboard.string == "Buy milk")

        scene.driver.tap(card.deleteButton)
        #expect(card.deletedWithTouches == 1)
        card.deleteButton.sendActions(for: .touchUpInside)    // no event: the (sender, event) method is not called
        #expect(card.deletedWithTouches == 1)

        #expect(card.becomeFirstResponder() && card.isFirstResponder)
        scene.driver.tap(card.doneButton)
        #expect(!card.isFirstResponder)

        #expect(card.accessibilityCustomActions?.first?.perform() == true && card.archived)
        #expect(!card.supportsForceTouch)
        #expect(card.endEditing(true))
    }
}


@MainActor
@Suite("Porting corpus: iOS 15 button configurations", .tags(.pastedCode))
struct PCButtonConfigurationTests {
    @Test("SubscribeViewController: the update handler retitles the button while pressed; the primary action runs on the lift")
    func configuredButton() {
        let controller = SubscribeViewController()
        let scene = TestScene(controller: controller)
        let button = controller.subscribeButton
        #expect(button.currentTitle == "Subscribe" && button.titleLabel?.text == "Subscribe")
        #expect(button.configuration?.cornerStyle == .capsule)

        let finger = scene.driver.down(at: scene.driver.screenLocation(of: button))
        #expect(button.isHighlighted && button.currentTitle == "Subscribing…")
        scene.driver.up(finger)
        #expect(controller.subscribed)
        #expect(button.currentTitle == "Subscribed" && button.accessibilityLabel == "Subscribed")
    }
}

@MainActor
private final class PCEditableBadge: UIView {
    private(set) var copies = 0
    private(set) var ticks = 0
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == UIResponderStandardEditActions.copy || super.canPerformAction(action, withSender: sender)
    }
    override func copy(_ sender: Any?) { copies += 1 }
    func tick(_ timer: Timer) { ticks += 1 }
}

@MainActor
@Suite("Porting corpus: edit action selectors and target-selector timers", .tags(.pastedCode))
struct PCEditActionTests {
    @Test("a nil-targeted copy: reaches the first responder that can perform it, which runs copy(_:)")
    func copyThroughTheChain() {
        let scene = TestScene()
        let badge = PCEditableBadge(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.rootView.addSubview(badge)
        #expect(badge.becomeFirstResponder())
        #expect(scene.app.sendAction(UIResponderStandardEditActions.copy, to: nil, from: nil, for: nil))
        #expect(badge.copies == 1)
        #expect(!scene.app.sendAction(UIResponderStandardEditActions.paste, to: nil, from: nil, for: nil))
    }

    @Test("Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) calls the method when it fires")
    func targetTimer() {
        let badge = PCEditableBadge(frame: .zero)
        let timer = Timer.scheduledTimer(timeInterval: 60, target: badge, selector: PCEditableBadge.tick,
                                         userInfo: nil, repeats: true)
        timer.fire()
        timer.invalidate()
        #expect(badge.ticks == 1 && !timer.isValid)
    }
}
