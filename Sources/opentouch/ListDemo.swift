import Foundation
import OpenTouch

final class ListButton: UIButton {}
final class ListViewController: UIViewController {}

/// A list (a vertical `UIScrollView`) with a button in it, and four fingers that show how the
/// scroll view's 150 ms content-touch delay and its pan settle who gets the touch.
@MainActor
struct ListDemo {
    /// One finger's script: a name and the driver calls that play it.
    struct Script {
        let name: String
        let play: @MainActor (TouchDriver) -> Void
    }

    let application: UIApplication
    let clock: VirtualClock
    let driver: TouchDriver
    let list: UIScrollView
    let button: ListButton

    init() {
        clock = VirtualClock()
        application = UIApplication(clock: clock)
        driver = TouchDriver(application: application)
        let controller = ListViewController()
        let scene = UIWindowScene(application: application,
                                  screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        list = UIScrollView(frame: controller.view.bounds)
        list.contentSize = CGSize(width: 375, height: 2000)
        button = ListButton(type: .system)
        button.frame = CGRect(x: 20, y: 300, width: 120, height: 44)
        list.addSubview(button)
        controller.view.addSubview(list)
    }

    /// Where the fingers go down: the middle of the button.
    static let start = CGPoint(x: 80, y: 322)

    /// The four classic cases.
    static let scripts: [Script] = [
        Script(name: "a quick tap on the button (lift after 50 ms)") { $0.tap(at: start, duration: 0.05) },
        Script(name: "a slow press on the button (lift after 400 ms)") { $0.tap(at: start, duration: 0.4) },
        Script(name: "a drag that starts on the button at once") { driver in
            driver.drag(from: start, to: CGPoint(x: 80, y: 122), duration: 0.1, steps: 5)
            driver.wait(5)
        },
        Script(name: "a press, then a drag after 300 ms") { driver in
            let finger = driver.down(at: start)
            driver.wait(0.3)
            driver.glide(finger, to: CGPoint(x: 80, y: 122), duration: 0.1, steps: 5)
            driver.up(finger)
        },
    ]

    /// Plays `script` from a list at rest and returns the timeline: the button's touches and
    /// events, and the list's drag and deceleration steps, each with its virtual time.
    func run(_ script: Script) -> [String] {
        driver.wait(1)                       // a fresh finger: no tap count carried over
        list.setContentOffset(.zero, animated: false)
        let start = clock.now
        var lines: [String] = []
        let formatter = TraceFormatter(style: .verbose)
        let observation = application.addTraceObserver { [button, list] record in
            guard Self.shows(record, button: button, list: list) else { return }
            let ms = Int(((clock.now - start) * 1000).rounded())
            for line in formatter.lines(for: record) {
                lines.append("\(String(repeating: " ", count: max(0, 5 - String(ms).count)))\(ms) ms  \(line)")
            }
        }
        script.play(driver)
        observation.cancel()
        lines.append("   → list offset y = \((Double(list.contentOffset.y) * 100).rounded() / 100)")
        return lines
    }

    private static func shows(_ record: TraceRecord, button: UIButton, list: UIScrollView) -> Bool {
        switch record {
        case .touches(_, let responder, _, nil): responder === button || responder === list
        case .controlEvents, .scrollView: true
        default: false
        }
    }
}
