import Foundation
import OpenTouch
import Testing

/// A controller that follows its scroll view's offset with key-value observing, as apps drive
/// parallax headers and "scroll to top" buttons.
@MainActor
private final class RTFeedController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    var offsets: [CGPoint] = []
    var events: [String] = []
    private var observation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.contentSize = CGSize(width: 375, height: 5000)
        scrollView.delegate = self
        view.addSubview(scrollView)
        observation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            guard let self, let offset = change.newValue else { return }
            offsets.append(offset)
            events.append("kvo")
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll")
    }

    func stopObserving() {
        observation = nil
    }
}

@MainActor
@Suite("Key-value observing of view properties")
struct RTKeyValueObservingTests {
    @Test("A finger drag and the deceleration after it report every content offset, after scrollViewDidScroll")
    func dragAndDeceleration() {
        let controller = RTFeedController()
        let scene = TestScene(controller: controller)
        scene.driver.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), duration: 0.2, steps: 10)
        let afterDrag = controller.offsets.count
        #expect(afterDrag > 0)
        #expect(controller.scrollView.isDecelerating)
        scene.driver.wait(5)
        #expect(controller.offsets.count > afterDrag + 50)
        #expect(controller.offsets.last == controller.scrollView.contentOffset)
        #expect(controller.offsets.last!.y > 300)
        let ys = controller.offsets.map(\.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 < $1 })
        #expect(controller.events.prefix(2) == ["didScroll", "kvo"])
        #expect(controller.events.filter { $0 == "kvo" }.count == controller.events.filter { $0 == "didScroll" }.count)
    }

    @Test("Dropping the observation ends it")
    func endsWithToken() {
        let controller = RTFeedController()
        _ = TestScene(controller: controller)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 10)
        controller.stopObserving()
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(controller.offsets == [CGPoint(x: 0, y: 10)])
    }

    @Test("Setting the frame reports frame, bounds and center once each, with old and new values")
    func frameMovesBoundsAndCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var log: [String] = []
        let frame = view.observe(\.frame, options: [.old, .new]) { _, change in
            log.append("frame \(change.oldValue!) → \(change.newValue!)")
        }
        let bounds = view.observe(\.bounds, options: [.new]) { _, change in log.append("bounds \(change.newValue!)") }
        let center = view.observe(\.center, options: [.new]) { _, change in log.append("center \(change.newValue!)") }
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 50)
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 50)
        #expect(log == [
            "frame \(CGRect(x: 0, y: 0, width: 100, height: 50)) → \(CGRect(x: 10, y: 20, width: 200, height: 50))",
            "bounds \(CGRect(x: 0, y: 0, width: 200, height: 50))",
            "center \(CGPoint(x: 110, y: 45))",
        ])
        withExtendedLifetime((frame, bounds, center)) {}
    }

    @Test("Initial, prior, hidden, alpha, transform and layout changes are reported")
    func optionsAndOtherProperties() {
        let scene = TestScene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.autoresizingMask = [.flexibleWidth]
        container.addSubview(view)
        scene.rootView.addSubview(container)
        var log: [String] = []
        let hidden = view.observe(\.isHidden, options: [.initial, .new]) { _, change in log.append("hidden \(change.newValue!)") }
        let alpha = view.observe(\.alpha, options: [.prior, .old, .new]) { _, change in
            log.append("alpha prior \(change.isPrior) \(change.oldValue!) \(change.newValue.map(String.init(describing:)) ?? "-")")
        }
        let transform = view.observe(\.transform) { _, change in log.append("transform \(change.newValue == nil)") }
        let width = view.observe(\.bounds.width, options: [.new]) { _, change in log.append("width \(change.newValue!)") }
        view.isHidden = true
        view.alpha = 0.5
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        container.frame.size.width += 25
        container.layoutIfNeeded()
        #expect(log == [
            "hidden false", "hidden true",
            "alpha prior true 1.0 -", "alpha prior false 1.0 0.5",
            "transform true",
            "width 125.0",
        ])
        withExtendedLifetime((hidden, alpha, transform, width)) {}
    }

    @Test("Zooming reports the zoom scale and the content size")
    func zoom() {
        let scene = TestScene()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        let delegate = RTZoomDelegate(content)
        scrollView.delegate = delegate
        scene.rootView.addSubview(scrollView)
        var log: [String] = []
        let scale = scrollView.observe(\.zoomScale, options: [.new]) { _, change in log.append("scale \(change.newValue!)") }
        let size = scrollView.observe(\.contentSize, options: [.new]) { _, change in log.append("size \(change.newValue!.width)") }
        scrollView.zoomScale = 2
        #expect(log == ["scale 2.0", "size 600.0"])
        withExtendedLifetime((scale, size, delegate)) {}
    }

    @Test("A handler that clamps the value, one that invalidates itself, and a token that outlives its view")
    func reentrancyAndLifetimes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var seen: [CGFloat] = []
        let clamp = view.observe(\.center, options: [.new]) { view, change in
            seen.append(change.newValue!.x)
            if view.center.x > 200 { view.center.x = 200 }
        }
        var once: NSKeyValueObservation?
        var onceCount = 0
        once = view.observe(\.frame) { _, _ in
            onceCount += 1
            once?.invalidate()
        }
        view.frame = CGRect(x: 300, y: 0, width: 100, height: 100)
        view.frame.origin.x = 10
        #expect(seen == [350, 200, 60])
        #expect(view.center.x == 60)
        #expect(onceCount == 1)
        var outliving: NSKeyValueObservation?
        weak var released: UIView?
        do {
            let doomed = UIView()
            released = doomed
            outliving = doomed.observe(\.alpha) { _, _ in }
        }
        #expect(released == nil)
        outliving?.invalidate()
        outliving = nil
        withExtendedLifetime(clamp) {}
    }
}

@MainActor
private final class RTZoomDelegate: UIScrollViewDelegate {
    let content: UIView
    init(_ content: UIView) { self.content = content }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
}
