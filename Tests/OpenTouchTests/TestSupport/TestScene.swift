import Foundation
import OpenTouch

/// A fresh application with one scene, one visible key window and a root view controller,
/// driven by a virtual clock. Every test builds its own, so tests run in parallel.
@MainActor
struct TestScene {
    let app: UIApplication
    let clock: VirtualClock
    let scene: UIWindowScene
    let window: UIWindow
    let controller: UIViewController
    let driver: TouchDriver

    init(width: CGFloat = 375, height: CGFloat = 667, controller: UIViewController = UIViewController()) {
        clock = VirtualClock(start: 1000)
        app = UIApplication(clock: clock)
        scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height)))
        window = UIWindow(windowScene: scene)
        self.controller = controller
        window.rootViewController = controller
        window.makeKeyAndVisible()
        driver = TouchDriver(application: app)
    }

    /// The controller's root view.
    var rootView: UIView { controller.view }

    /// Starts recording the application's trace.
    func recorder() -> TraceRecorder { TraceRecorder(application: app) }
}

/// A shared, ordered log that test views and controllers write to.
@MainActor
final class CallLog {
    private(set) var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
    func removeAll() { lines.removeAll() }
}

/// A view that logs each touch method as `<Name> touchesBegan (n)` and forwards to super.
@MainActor
class LoggingView: UIView {
    let name: String
    let log: CallLog

    init(_ name: String, frame: CGRect, log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) began \(touches.count)")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) moved \(touches.count)")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) ended \(touches.count)")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) cancelled \(touches.count)")
        super.touchesCancelled(touches, with: event)
    }
}
