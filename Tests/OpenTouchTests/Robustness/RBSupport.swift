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

/// A view that runs code from inside its own touch methods (before calling super). What it
/// receives is read from the engine's trace, like every other responder (``TraceRecorder/rbPhases(of:)``).
@MainActor
final class RBHookView: UIView {
    var onBegan: (() -> Void)?
    var onMoved: (() -> Void)?

    // Override kept: it runs test code from inside the call; what it receives comes from the trace.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onBegan?()
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        onMoved?()
        super.touchesMoved(touches, with: event)
    }
}

extension TraceRecorder {
    /// The phases `responder` was sent, in order, from the trace's `.touches` records.
    func rbPhases(of responder: UIResponder) -> [String] {
        records.compactMap { record in
            guard case .touches(let phase, let receiver, _, _) = record, receiver === responder else { return nil }
            return phase.name.lowercased()
        }
    }

    /// The phases `responder` was sent after its first end or cancel (there must be none).
    func rbPhasesAfterEnd(of responder: UIResponder) -> [String] {
        let phases = rbPhases(of: responder)
        guard let end = phases.firstIndex(where: { $0 == "ended" || $0 == "cancelled" }) else { return [] }
        return Array(phases[(end + 1)...])
    }
}

/// A pan that leaves views their touches, logging the state of each action it sends.
@MainActor
final class RBLoggedPan {
    let pan = UIPanGestureRecognizer()
    private(set) var actions: [UIGestureRecognizer.State] = []

    /// Attaches the pan to `view`.
    init(on view: UIView) {
        pan.cancelsTouchesInView = false
        pan.addTarget(handler: { [unowned self] in self.actions.append($0.state) })
        view.addGestureRecognizer(pan)
    }
}
