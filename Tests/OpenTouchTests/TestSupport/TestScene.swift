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
    /// One ordered log for the test: its own lines and the touch calls of logged views.
    let log: CallLog
    /// Where ``add(_:)`` and ``addControl(_:logging:)`` put views: the root view, or, for a scene
    /// made with `loggedContainer: true`, a plain view filling the screen whose touch calls go to
    /// ``log`` as `"container began 1"`.
    let container: UIView

    init(width: CGFloat = 375, height: CGFloat = 667, controller: UIViewController = UIViewController(),
         loggedContainer: Bool = false) {
        clock = VirtualClock(start: 1000)
        app = UIApplication(clock: clock)
        scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height)))
        window = UIWindow(windowScene: scene)
        self.controller = controller
        window.rootViewController = controller
        window.makeKeyAndVisible()
        driver = TouchDriver(application: app)
        log = CallLog()
        if loggedContainer {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
            controller.view.addSubview(view)
            container = log.logTouches(of: view, as: "container", in: app)
        } else {
            container = controller.view
        }
    }

    /// The controller's root view.
    var rootView: UIView { controller.view }

    /// Starts recording the application's trace.
    func recorder() -> TraceRecorder { TraceRecorder(application: app) }

    /// A plain view at `frame` (the whole screen by default) in the root view, carrying `recognizers`.
    @discardableResult
    func addView(frame: CGRect? = nil, multipleTouch: Bool = false, recognizers: [UIGestureRecognizer] = []) -> UIView {
        let view = UIView(frame: frame ?? window.bounds)
        view.isMultipleTouchEnabled = multipleTouch
        rootView.addSubview(view)
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
        return view
    }

    /// A plain view named `name` (its accessibility identifier) at `frame` in `parent` (the root
    /// view by default), whose touch calls go to ``log`` as `"<name> began 1"` from the trace.
    @discardableResult
    func addLoggedView(_ name: String, frame: CGRect, to parent: UIView? = nil, multipleTouch: Bool = false) -> UIView {
        let view = UIView(frame: frame)
        view.isMultipleTouchEnabled = multipleTouch
        (parent ?? rootView).addSubview(view)
        return logTouches(of: view, as: name)
    }

    /// `view`, whose touch calls from now on go to ``log`` as `"<name> began 1"`.
    @discardableResult
    func logTouches<V: UIView>(of view: V, as name: String) -> V {
        log.logTouches(of: view, as: name, in: app)
    }

    /// Adds `view` to ``container`` and returns it.
    @discardableResult
    func add<V: UIView>(_ view: V) -> V {
        container.addSubview(view)
        return view
    }

    /// Adds `control` to ``container`` and, unless `logging` is false, logs every single event it
    /// sends to ``log`` (see `logControlEvents(of:to:)`).
    @discardableResult
    func addControl<C: UIControl>(_ control: C, logging: Bool = true) -> C {
        container.addSubview(control)
        if logging { logControlEvents(of: control, to: log) }
        return control
    }

    /// A tap recognizer on `view` that logs `"<name> tapped"` to ``log`` when it recognizes.
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

    /// Logs `"<label> <State>"` to ``log`` on every action of `recognizer`.
    func watch(_ recognizer: UIGestureRecognizer, as label: String) {
        let log = self.log
        recognizer.addTarget(handler: { recognizer in log.append("\(label) \(recognizer.state)") })
    }
}

/// A shared, ordered log that test code writes to (actions, delegate calls) and that the engine's
/// trace writes views' touch calls to (see ``logTouches(of:as:in:)``), so their order shows.
@MainActor
final class CallLog {
    private(set) var lines: [String] = []
    /// The trace observations feeding this log; they end with it.
    var observations: [TraceObservation] = []

    func append(_ line: String) { lines.append(line) }
    func removeAll() { lines.removeAll() }
}
