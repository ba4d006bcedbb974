import UIKit
import XCTest

/// An XCTest case as iOS projects write them in Swift 5 mode: a plain `XCTestCase` with
/// synchronous test methods, no `@MainActor` and no `async`. XCTest runs it on the main thread,
/// where the engine runs, so it needs none of the edits a Swift 6 `@MainActor` case needs on Linux.
final class BannerPresenterXCTests: XCTestCase {
    private var app: UIApplication!
    private var root: UIViewController!

    override func setUp() {
        super.setUp()
        app = UIApplication(clock: VirtualClock())
        let window = UIWindow(windowScene: UIWindowScene(application: app))
        root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    func testCloseButtonHidesTheBanner() {
        let presenter = BannerPresenter(text: "No connection")
        presenter.install(in: root.view)
        let driver = TouchDriver(application: app)

        driver.tap(presenter.closeButton)

        XCTAssertEqual(presenter.closeCount, 1)
        XCTAssertTrue(presenter.banner.isHidden)
        XCTAssertTrue(presenter.closeButton.isHidden)
    }

    func testHelperStructHidesOnlyTaggedViews() {
        let overlay = makeOverlay(frame: root.view.bounds)
        let other = UIView(frame: root.view.bounds)
        root.view.addSubview(overlay)
        root.view.addSubview(other)

        XCTAssertEqual(ViewVisibility.hideAll(tagged: kOverlayTag, in: root.view), 1)
        XCTAssertTrue(overlay.isHidden)
        XCTAssertFalse(other.isHidden)
    }
}
