// The porting guide's code (PortingUIKitCode.md), verbatim, so that it keeps compiling and passing.
import OpenTouch
import OpenTouchTesting
import Testing
import XCTest

final class CheckoutViewController: UIViewController {
    let cart: [String]
    let buyButton = UIButton(type: .system)
    private(set) var purchases = 0

    init(cart: [String]) {
        self.cart = cart
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        buyButton.frame = CGRect(x: 20, y: 300, width: 200, height: 44)
        buyButton.setTitle("Buy \(cart.count) items", for: .normal)
        buyButton.accessibilityIdentifier = "buy"
        buyButton.addTarget(self, action: CheckoutViewController.buy, for: .touchUpInside)
        view.addSubview(buyButton)
    }

    func buy(_ sender: UIButton) {
        purchases += 1
    }
}

@MainActor
@Suite(.tags(.pastedCode)) struct CheckoutTests {
    @Test func tappingBuyPurchasesOnce() throws {
        let app = UIApplication(clock: VirtualClock())
        let scene = UIWindowScene(application: app)
        let window = UIWindow(windowScene: scene)
        let checkout = CheckoutViewController(cart: ["tea", "milk"])
        window.rootViewController = checkout
        window.makeKeyAndVisible()
        let driver = TouchDriver(application: app)

        try driver.tap(.identifier("buy"))
        #expect(checkout.purchases == 1)

        let finger = driver.down(at: driver.screenLocation(of: checkout.buyButton))
        driver.move(finger, to: CGPoint(x: 120, y: 600))      // drag far off the button
        driver.up(finger)
        #expect(checkout.purchases == 1)                       // no touchUpInside
    }

    @Test func theTraceShowsWhatTheSystemDecided() {
        let app = UIApplication(clock: VirtualClock())
        let window = UIWindow(windowScene: UIWindowScene(application: app))
        window.rootViewController = CheckoutViewController(cart: ["tea"])
        window.makeKeyAndVisible()
        let driver = TouchDriver(application: app)

        let recorder = TraceRecorder(application: app)
        driver.tap(at: CGPoint(x: 100, y: 320))
        let lines = recorder.lines(TraceFormatter(style: .verbose))
        #expect(lines.contains { $0.contains("UIButton") })
    }
}

@MainActor
final class CheckoutXCTests: XCTestCase {
    private var driver: TouchDriver!
    private var checkout: CheckoutViewController!

    override func setUp() async throws {
        let app = UIApplication(clock: VirtualClock())
        let window = UIWindow(windowScene: UIWindowScene(application: app))
        checkout = CheckoutViewController(cart: ["tea"])
        window.rootViewController = checkout
        window.makeKeyAndVisible()
        driver = TouchDriver(application: app)
    }

    func testTapBuys() async throws {
        try driver.tap(.identifier("buy"))
        XCTAssertEqual(checkout.purchases, 1)
    }
}
