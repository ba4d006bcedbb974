import Foundation
import OpenTouch

/// Seed 001's seven experiments ("HitTest实验", 2025), each in its own application: the
/// controller's view holds viewa (150 × 150) and viewb (100 × 100) centred in a 430 × 932
/// window; the seed swizzles `hitTest:withEvent:` and the touch methods, and its action handlers
/// log the recognizer. Its post prints the hit-test lines for experiments 1, 2 and 4 only (the
/// other logs start at `Touches Began`), so the scene logs hit tests where the post does.
@MainActor
struct Seed001Experiment {
    /// The seven experiments, in the post's order.
    enum Kind: CaseIterable {
        case noRecognizers, recognizerOnViewa, tapOnControllerView, tapWithExtraLevel
        case tapNotCancelling, longPressNotCancelling, longPressCancelling
    }

    let kind: Kind

    /// The experiment's title, as the post describes it.
    var title: String {
        switch kind {
        case .noRecognizers: "no recognizers; a tap on viewb"
        case .recognizerOnViewa: "a tap recognizer on viewa only; a tap on viewb"
        case .tapOnControllerView: "a tap recognizer on the controller's view"
        case .tapWithExtraLevel: "the same, with a view between the controller's view and viewa/viewb"
        case .tapNotCancelling: "the controller's tap recognizer with cancelsTouchesInView = NO"
        case .longPressNotCancelling: "a long press with cancelsTouchesInView = NO, then a drag"
        case .longPressCancelling: "a long press with cancelsTouchesInView = YES, small moves first"
        }
    }

    /// Whether the post's log for this experiment shows the hit-test lines.
    var logsHitTests: Bool {
        [.noRecognizers, .recognizerOnViewa, .tapWithExtraLevel].contains(kind)
    }

    /// Builds the experiment's scene, plays its fingers and returns its log in `style`.
    func run(style: TraceFormatter.Style) -> [String] {
        let scene = Seed001Scene(extraLevel: kind == .tapWithExtraLevel)
        addRecognizers(to: scene)
        let recorder = TraceRecorder(application: scene.application)
        play(on: scene)
        recorder.stop()
        let lines = recorder.lines(TraceFormatter(style: style))
        guard !logsHitTests else { return lines }
        return lines.filter { !$0.hasPrefix("HitTest: ") && !$0.hasPrefix("NextResponder: ") }
    }

    private func addRecognizers(to scene: Seed001Scene) {
        let controller = scene.controller
        switch kind {
        case .noRecognizers:
            break
        case .recognizerOnViewa:
            scene.viewa.addGestureRecognizer(UITapGestureRecognizer(
                target: controller, action: XMDashboardViewController._handleGesture, actionName: "_handleGesture:"))
        case .tapOnControllerView, .tapWithExtraLevel, .tapNotCancelling:
            let tap = UITapGestureRecognizer(target: controller, action: XMDashboardViewController._handleGesture,
                                             actionName: "_handleGesture:")
            tap.cancelsTouchesInView = kind != .tapNotCancelling
            controller.view.addGestureRecognizer(tap)
        case .longPressNotCancelling, .longPressCancelling:
            let press = UILongPressGestureRecognizer(target: controller, action: XMDashboardViewController._handleLong,
                                                     actionName: "_handleLong:")
            press.cancelsTouchesInView = kind == .longPressCancelling
            controller.view.addGestureRecognizer(press)
        }
    }

    /// The fingers: a tap on viewb's centre, or the long presses' scripts.
    private func play(on scene: Seed001Scene) {
        let driver = scene.driver, center = Seed001Scene.center
        switch kind {
        case .longPressNotCancelling:
            let finger = driver.down(at: center)
            driver.wait(0.5)                                // the press begins
            driver.changeContact(finger, majorRadius: 24)   // the contact grows: Changed, no move for the view
            for step in 1...3 {
                driver.wait(0.05)
                driver.move(finger, to: CGPoint(x: center.x + CGFloat(step) * 3, y: center.y))
            }
            driver.wait(0.05)
            driver.up(finger)
        case .longPressCancelling:
            let finger = driver.down(at: center)
            for step in 1...8 {                             // small moves, within the 10-point allowance
                driver.wait(0.05)
                driver.move(finger, to: CGPoint(x: center.x + CGFloat(step), y: center.y))
            }
            driver.wait(0.15)                               // 0.5 s after touch-down: the press begins
            driver.move(finger, to: CGPoint(x: center.x + 12, y: center.y))
            // The post's log ends here, the finger still down (a lift would log `state = Ended`).
        default:
            driver.tap(at: center)
        }
    }
}

/// Seed 001's scene in its own application: the dashboard in a navigation controller presented
/// full screen (``Seed001App``), on a virtual clock.
@MainActor
struct Seed001Scene {
    /// viewb's centre, where the post's finger goes down.
    static let center = Seed001App.center

    let application = UIApplication(clock: VirtualClock())
    let driver: TouchDriver
    let controller = XMDashboardViewController()
    var viewa: UIView { controller.viewa }
    var viewb: UIView { controller.viewb }

    init(extraLevel: Bool) {
        driver = TouchDriver(application: application)
        controller.extraLevel = extraLevel
        Seed001App.launch(controller, in: application)
    }
}
