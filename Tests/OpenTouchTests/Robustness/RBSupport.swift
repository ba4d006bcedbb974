import Foundation
import OpenTouch
import Testing

// Helpers for the Robustness/ suites: scenes that are torn down mid-gesture, and weak
// references that show what outlived them. Types are prefixed `RB` (one test module).

/// An application, scene, window and root view built inside a scope the test can leave, with
/// weak references to each part and a clock the test keeps.
@MainActor
final class RBTornDownScene {
    let clock = VirtualClock(start: 100)
    weak var app: UIApplication?
    weak var window: UIWindow?
    weak var rootView: UIView?
    private var strongApp: UIApplication?
    private var strongScene: UIWindowScene?
    private var strongWindow: UIWindow?

    init() {
        let app = UIApplication(clock: clock)
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        strongApp = app
        strongScene = scene
        strongWindow = window
        self.app = app
        self.window = window
        self.rootView = window.rootViewController?.view
        driver = TouchDriver(application: app)
    }

    /// A driver for the scene's application; it holds the application, so ``release()`` drops it too.
    private(set) var driver: TouchDriver!

    /// Drops every strong reference the helper holds (the driver's included).
    func release() {
        driver = nil
        strongWindow = nil
        strongScene = nil
        strongApp = nil
    }
}

/// A recognizer that never decides: it stays possible while its touches move.
@MainActor
final class RBUndecidedRecognizer: UIGestureRecognizer {}

/// A view that records the phases it receives, per touch, from the engine's own calls.
@MainActor
final class RBPhaseView: UIView {
    var phases: [String] = []
    var onBegan: (() -> Void)?
    var onMoved: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("began")
        onBegan?()
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("moved")
        onMoved?()
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("ended")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("cancelled")
        super.touchesCancelled(touches, with: event)
    }

    /// The phases after the first end or cancel (there must be none).
    var phasesAfterEnd: [String] {
        guard let end = phases.firstIndex(where: { $0 == "ended" || $0 == "cancelled" }) else { return [] }
        return Array(phases[(end + 1)...])
    }
}
