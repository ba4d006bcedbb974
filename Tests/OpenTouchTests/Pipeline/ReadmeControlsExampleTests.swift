import Foundation
import OpenTouch
import Testing

/// The README's controls-and-scroll-view example, as written there (with a log instead of prints).
@MainActor
private final class CartController: UIViewController, UIScrollViewDelegate {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let checkout = UIButton(type: .system)
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        list.contentSize = CGSize(width: 375, height: 2000)
        list.delegate = self
        checkout.frame = CGRect(x: 20, y: 300, width: 120, height: 44)
        checkout.addTarget(self, action: CartController.checkOut, for: .touchUpInside)
        list.addSubview(checkout)
        view.addSubview(list)
    }

    func checkOut(_ sender: UIButton) { log.append("checking out") }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log.append("will rest at \(targetContentOffset.pointee.y)")
    }
}

@MainActor
@Suite("README: the controls and scroll view example", .tags(.readme))
struct ReadmeControlsExampleTests {
    @Test("a tap on the button checks out; a drag that starts on it scrolls the list instead")
    func cartController() {
        let controller = CartController()
        let scene = TestScene(controller: controller)

        scene.driver.tap(at: CGPoint(x: 80, y: 322))
        #expect(controller.log == ["checking out"])
        #expect(!controller.checkout.isHighlighted)

        controller.log.removeAll()
        scene.driver.drag(from: CGPoint(x: 80, y: 322), to: CGPoint(x: 80, y: 122), duration: 0.1)
        #expect(controller.log.count == 1)
        #expect(controller.log.first?.hasPrefix("will rest at") == true)
        #expect(controller.list.contentOffset.y > 150, "the list followed the finger")
        scene.driver.wait(5)
        #expect(!controller.list.isDecelerating)
        #expect(!controller.checkout.isHighlighted, "the button never saw the drag")
    }
}
