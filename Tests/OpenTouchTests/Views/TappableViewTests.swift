import Foundation
import OpenTouch
import Testing

/// A screen with a "Terms" label and an avatar image that the user taps, written as UIKit code.
@MainActor
final class TermsViewController: UIViewController {
    let termsLabel = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    let avatar = UIImageView(image: UIImage(systemName: "person.circle"))
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        termsLabel.text = "Read the terms"
        view.addSubview(termsLabel)
        avatar.frame.origin = CGPoint(x: 20, y: 200)
        view.addSubview(avatar)
        termsLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: TermsViewController.didTapTerms))
        avatar.addGestureRecognizer(UITapGestureRecognizer(target: self, action: TermsViewController.didTapAvatar))
    }

    func didTapTerms(_ sender: UITapGestureRecognizer) { events.append("terms") }
    func didTapAvatar(_ sender: UITapGestureRecognizer) { events.append("avatar") }

    // Override kept: a controller's touchesBegan, as pasted UIKit code writes it, is what the test checks.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        events.append("controller began on \(touches.first?.view === view ? "root view" : "other")")
        super.touchesBegan(touches, with: event)
    }
}

@MainActor
@Suite("Views: labels and image views ignore touches until user interaction is on")
struct TappableViewTests {
    @Test("a tap on a label with a tap recognizer reaches the label's superview, not the recognizer")
    func labelTapGoesToSuperview() {
        let vw = TestScene(loggedContainer: true)
        let label = vw.add(UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40)))
        label.text = "Tap me"
        vw.addTap(to: label, as: "label")
        #expect(label.isUserInteractionEnabled == false)
        #expect(vw.hitView(at: CGPoint(x: 60, y: 120)) === vw.container)

        vw.driver.tap(at: CGPoint(x: 60, y: 120))
        #expect(vw.log.lines == ["container began 1", "container ended 1"])
    }

    @Test("with isUserInteractionEnabled the label is hit and its recognizer fires, cancelling the touch")
    func enabledLabelRecognizes() {
        let vw = TestScene(loggedContainer: true)
        let label = vw.add(UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40)))
        label.text = "Tap me"
        vw.addTap(to: label, as: "label")
        label.isUserInteractionEnabled = true
        #expect(vw.hitView(at: CGPoint(x: 60, y: 120)) === label)

        vw.driver.tap(at: CGPoint(x: 60, y: 120))
        // The label forwards its touch up the chain; the recognizer's action comes before the cancel.
        #expect(vw.log.lines == ["container began 1", "label tapped", "container cancelled 1"])
    }

    @Test("an image view behaves the same: nothing until isUserInteractionEnabled, then its recognizer fires")
    func imageViewTap() {
        let vw = TestScene(loggedContainer: true)
        let imageView = vw.add(UIImageView(image: UIImage(systemName: "star")))
        imageView.frame.origin = CGPoint(x: 100, y: 300)
        vw.addTap(to: imageView, as: "star")
        #expect(imageView.isUserInteractionEnabled == false)

        vw.driver.tap(at: CGPoint(x: 110, y: 310))
        #expect(vw.log.lines == ["container began 1", "container ended 1"])

        vw.log.removeAll()
        imageView.isUserInteractionEnabled = true
        vw.driver.tap(at: CGPoint(x: 110, y: 310))
        #expect(vw.log.lines == ["container began 1", "star tapped", "container cancelled 1"])
    }

    @Test("pasted view controller code: the classic bug, then the one-line fix")
    func controllerScene() {
        let controller = TermsViewController()
        let scene = TestScene(controller: controller)
        let termsPoint = CGPoint(x: 40, y: 120)
        let avatarPoint = CGPoint(x: 30, y: 210)

        scene.driver.tap(at: termsPoint)
        scene.driver.tap(at: avatarPoint)
        #expect(controller.events == ["controller began on root view", "controller began on root view"])

        controller.events.removeAll()
        controller.termsLabel.isUserInteractionEnabled = true
        controller.avatar.isUserInteractionEnabled = true
        scene.driver.tap(at: termsPoint)
        scene.driver.tap(at: avatarPoint)
        #expect(controller.events == ["controller began on other", "terms", "controller began on other", "avatar"])
    }

    @Test("after sizeToFit only the text's own area of an enabled label is tappable")
    func sizedLabelHitArea() {
        let vw = TestScene(loggedContainer: true)
        let label = vw.add(UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 60)))
        label.text = "Hello"
        label.isUserInteractionEnabled = true
        vw.addTap(to: label, as: "label")
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 20, y: 100, width: 38.5, height: 20.5))

        vw.driver.tap(at: CGPoint(x: 60, y: 110))   // past the text's end: the container's
        #expect(vw.log.lines == ["container began 1", "container ended 1"])
        vw.log.removeAll()
        vw.driver.tap(at: CGPoint(x: 50, y: 110))
        #expect(vw.log.lines.contains("label tapped"))
    }

    @Test("activity indicators and progress views are plain views: touches on them go up the chain")
    func plainViewsPassTouchesUp() {
        let vw = TestScene(loggedContainer: true)
        let spinner = vw.add(UIActivityIndicatorView(style: .large))
        spinner.center = CGPoint(x: 100, y: 100)
        spinner.startAnimating()
        let bar = vw.add(UIProgressView(progressViewStyle: .default))
        bar.frame = CGRect(x: 20, y: 400, width: 300, height: 20)

        #expect(vw.hitView(at: CGPoint(x: 100, y: 100)) === spinner)
        vw.driver.tap(at: CGPoint(x: 100, y: 100))
        vw.driver.tap(at: CGPoint(x: 50, y: 410))
        #expect(vw.log.lines == ["container began 1", "container ended 1", "container began 1", "container ended 1"])

        spinner.stopAnimating()   // hidden now: the container is hit directly
        #expect(vw.hitView(at: CGPoint(x: 100, y: 100)) === vw.container)
    }
}
