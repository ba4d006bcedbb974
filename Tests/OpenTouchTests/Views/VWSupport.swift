import Foundation
import OpenTouch

// Helpers for the Views/ suites. Names start with `VW`/`vw` because all test files share one module.

/// A scene a user would build: a logged view "container" filling the controller's view; views
/// under test go inside it, and the scene's log gets the container's touch calls and the actions.
@MainActor
struct VWScene {
    let scene: TestScene
    let container: UIView

    init(controller: UIViewController = UIViewController()) {
        scene = TestScene(controller: controller)
        container = scene.addLoggedView("container", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    var log: CallLog { scene.log }

    var driver: TouchDriver { scene.driver }
    var window: UIWindow { scene.window }
    var clock: VirtualClock { scene.clock }

    /// Adds `view` to the container and returns it.
    @discardableResult
    func add<V: UIView>(_ view: V) -> V {
        container.addSubview(view)
        return view
    }

    /// A tap recognizer on `view` that logs "<name> tapped" when it recognizes.
    @discardableResult
    func addTap(to view: UIView, as name: String) -> UITapGestureRecognizer {
        let log = self.log
        let tap = UITapGestureRecognizer { _ in log.append("\(name) tapped") }
        view.addGestureRecognizer(tap)
        return tap
    }

    /// The view the window's hit test finds at `point` (window coordinates).
    func hitView(at point: CGPoint) -> UIView? {
        window.hitTest(point, with: nil)
    }
}

/// The 17 pt system font's line height, as iOS reports it (2444/2048 × 17).
let vwLineHeight17: CGFloat = 20.287109375

/// A line height of the system font at `size` points: (1950 + 494) / 2048 of it.
func vwLineHeight(_ size: CGFloat) -> CGFloat { size * 2444 / 2048 }

/// `value` rounded up to half points (2× pixels), as labels report sizes.
func vwPixels(_ value: CGFloat) -> CGFloat { (value * 2).rounded(.up) / 2 }
