import Foundation
import OpenTouch
import Testing

// Typical UIKit code, pasted with `@objc` and `#selector` removed, driven through the public API.
// OpenTouch's `loadView()` makes a zero-sized view (UIKit's is screen-sized), so the controllers
// lay out with this fixed phone-sized frame instead of `view.bounds`.
let phoneFrame = CGRect(x: 0, y: 0, width: 375, height: 667)

/// A photo viewer: an image view zoomed by a scroll view, double tap to zoom in.
@MainActor
final class SnippetPhotoViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    private(set) var endedScales: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = phoneFrame
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1.0
        scrollView.maximumZoomScale = 4.0
        scrollView.contentSize = imageView.bounds.size
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
        let doubleTap = UITapGestureRecognizer(target: self, action: SnippetPhotoViewController.handleDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        endedScales.append(scale)
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: imageView)
            let size = CGSize(width: scrollView.bounds.width / 2, height: scrollView.bounds.height / 2)
            scrollView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2,
                                       width: size.width, height: size.height), animated: true)
        }
    }
}

/// An onboarding carousel: a paging scroll view whose page follows `scrollViewDidEndDecelerating`.
@MainActor
final class OnboardingViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pageCount = 3
    private(set) var currentPage = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = phoneFrame
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.bounces = false
        scrollView.delegate = self
        scrollView.contentSize = CGSize(width: phoneFrame.width * CGFloat(pageCount), height: phoneFrame.height)
        view.addSubview(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        currentPage = Int(round(scrollView.contentOffset.x / scrollView.frame.width))
    }

    func next() {
        let x = CGFloat(currentPage + 1) * scrollView.frame.width
        scrollView.setContentOffset(CGPoint(x: x, y: 0), animated: true)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        scrollViewDidEndDecelerating(scrollView)
    }
}

/// A settings screen: a switch, a slider and a stepper with target-actions taking the sender.
@MainActor
final class SettingsViewController: UIViewController {
    let notificationsSwitch = UISwitch()
    let volumeSlider = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
    let countStepper = UIStepper(frame: CGRect(x: 20, y: 300, width: 0, height: 0))
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        notificationsSwitch.frame.origin = CGPoint(x: 20, y: 100)
        notificationsSwitch.isOn = true
        notificationsSwitch.addTarget(self, action: SettingsViewController.switchChanged, for: .valueChanged)
        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 100
        volumeSlider.value = 50
        volumeSlider.isContinuous = false
        volumeSlider.addTarget(self, action: SettingsViewController.sliderChanged(_:), for: .valueChanged)
        countStepper.minimumValue = 1
        countStepper.maximumValue = 10
        countStepper.stepValue = 1
        countStepper.value = 5
        countStepper.addTarget(self, action: SettingsViewController.stepperChanged, for: .valueChanged)
        [notificationsSwitch, volumeSlider, countStepper].forEach { view.addSubview($0) }
    }

    func switchChanged(_ sender: UISwitch) { log.append("switch \(sender.isOn)") }
    func sliderChanged(_ sender: UISlider) { log.append("slider \(Int(sender.value))") }
    func stepperChanged(_ sender: UIStepper) { log.append("stepper \(Int(sender.value))") }
}

@MainActor
@Suite("pasted UIKit code", .tags(.review))
struct SnippetTests {
    @Test("a photo viewer zooms with a double tap and reports the end of the zoom")
    func photoViewer() {
        let controller = SnippetPhotoViewController()
        let scene = TestScene(controller: controller)
        scene.driver.tap(at: CGPoint(x: 100, y: 100), count: 2)
        scene.driver.wait(1)
        #expect(controller.scrollView.zoomScale == 2)
        #expect(controller.endedScales == [2])
    }

    @Test("a paging carousel finds its page after a swipe and after next()")
    func carousel() {
        let controller = OnboardingViewController()
        let scene = TestScene(controller: controller)
        scene.driver.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.1)
        scene.driver.wait(2)
        #expect(controller.currentPage == 1)
        controller.next()
        scene.driver.wait(1)
        #expect(controller.currentPage == 2)
    }

    @Test("programmatic values send nothing; user changes reach the sender-typed actions")
    func settings() {
        let controller = SettingsViewController()
        let scene = TestScene(controller: controller)
        #expect(controller.log.isEmpty)
        scene.driver.tap(at: CGPoint(x: 45, y: 115))
        scene.driver.wait(1)
        scene.driver.tap(at: CGPoint(x: 90, y: 316))
        scene.driver.wait(1)
        #expect(controller.log == ["switch false", "stepper 6"])
    }

    @Test("a system button with a title, a target-action and a UIAction")
    func buttons() {
        let scene = TestScene()
        var taps: [String] = []
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
        button.addAction(UIAction { _ in taps.append("action") }, for: .touchUpInside)
        let primary = UIButton(primaryAction: UIAction(title: "Save") { action in
            taps.append("save \((action.sender as? UIButton)?.currentTitle ?? "")")
        })
        primary.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        scene.rootView.addSubview(button)
        scene.rootView.addSubview(primary)
        scene.driver.tap(at: CGPoint(x: 50, y: 40))
        scene.driver.wait(1)
        scene.driver.tap(at: CGPoint(x: 50, y: 120))
        #expect(button.buttonType == .system)
        #expect(taps == ["action", "save Save"])
    }
}
