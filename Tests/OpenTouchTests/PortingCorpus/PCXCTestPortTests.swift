// Porting corpus: an XCTest case as an iOS project has it, brought to Linux. On Linux, XCTest
// cannot run a synchronous test method of a `@MainActor` test class (the runner crashes casting
// it), so the one edit is `async` on each test method (and on `setUp`). See the porting guide.
import OpenTouch
import XCTest

@MainActor
final class PCCheckoutButtonXCTests: XCTestCase {
    private var window: UIWindow!
    private var driver: TouchDriver!
    private var button: UIButton!
    private var purchases = 0

    override func setUp() async throws {
        let application = UIApplication(clock: VirtualClock())
        let scene = UIWindowScene(application: application)
        window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        driver = TouchDriver(application: application)

        button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 160, height: 44)
        button.setTitle("Buy", for: .normal)
        button.addAction(UIAction { [unowned self] _ in purchases += 1 }, for: .touchUpInside)
        window.rootViewController?.view.addSubview(button)
        purchases = 0
    }

    func testTapBuys() async {
        driver.tap(at: CGPoint(x: 180, y: 322))
        XCTAssertEqual(purchases, 1)
    }

    func testDraggingOffTheButtonCancelsThePurchase() async {
        let finger = driver.down(at: CGPoint(x: 180, y: 322))
        driver.move(finger, to: CGPoint(x: 180, y: 600))
        driver.up(finger)
        XCTAssertEqual(purchases, 0)
        XCTAssertFalse(button.isHighlighted)
    }

    func testDisabledButtonIgnoresTaps() async {
        button.isEnabled = false
        driver.tap(at: CGPoint(x: 180, y: 322))
        XCTAssertEqual(purchases, 0)
    }
}
