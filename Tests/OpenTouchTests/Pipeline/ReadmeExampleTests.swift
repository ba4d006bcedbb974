import Foundation
import OpenTouch
import Testing

/// The README's gesture example, as written there (with a log instead of prints).
@MainActor
private final class PhotoViewController: UIViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoViewController.zoom)
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer(target: self, action: PhotoViewController.toggleChrome)
        singleTap.require(toFail: doubleTap)
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            if pan.state == .ended { self?.log.append("pan \(pan.translation(in: nil).x)") }
        }
        for recognizer in [doubleTap, singleTap, pan] { view.addGestureRecognizer(recognizer) }
    }

    func zoom(_ recognizer: UITapGestureRecognizer) { log.append("zoom at \(recognizer.location(in: view))") }
    func toggleChrome(_ recognizer: UITapGestureRecognizer) { log.append("toggle") }
}

@MainActor
@Suite("README: the gesture example", .tags(.readme))
struct ReadmeExampleTests {
    @Test("a double tap zooms, a single tap toggles after the double tap fails, a drag pans")
    func photoViewController() {
        let controller = PhotoViewController()
        let scene = TestScene(controller: controller)

        scene.driver.tap(at: CGPoint(x: 100, y: 200), count: 2, interval: 0.1)
        #expect(controller.log == ["zoom at \(CGPoint(x: 100, y: 200))"])

        scene.driver.wait(1)
        scene.driver.tap(at: CGPoint(x: 100, y: 200))
        #expect(controller.log.count == 1)
        scene.driver.wait(0.36)
        #expect(controller.log.last == "toggle")

        scene.driver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), steps: 10)
        #expect(controller.log.last == "pan 90.0")
    }
}
