import Foundation
import OpenTouch
import SeedLogs
import Testing

// Seed 001's app as its post builds it: the dashboard's viewDidLoad adds viewa and viewb centred,
// the dashboard sits in a navigation controller presented full screen. The swizzle log of a tap on
// viewb is the post's, whole: both passes through the presentation and navigation containers.

/// The post's controller: viewa (150 × 150) and viewb (100 × 100), centred, viewb last; with
/// `extraLevel`, a full-size view between the controller's view and them.
@MainActor
private final class XMDashboardViewController: UIViewController {
    var extraLevel = false
    var viewa = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let parent = extraLevel ? UIView(frame: view.bounds) : view!
        if extraLevel { view.addSubview(parent) }
        viewa = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 150))
        viewa.backgroundColor = .black
        viewa.center = view.center
        parent.addSubview(viewa)
        let viewb = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        viewb.backgroundColor = .blue
        viewb.center = view.center
        parent.addSubview(viewb)
    }

    func _handleGesture(_ gesture: UITapGestureRecognizer) {}
}

@MainActor
@Suite("Seed 001's app: a tap on viewb logs the post's walk through the navigation containers", .tags(.seed001))
struct HTSeed001NavigationLogTests {
    /// Where an experiment puts its tap recognizer.
    enum TapTarget { case viewa, controllerView }

    /// The swizzle log of one tap on viewb's centre, addresses masked.
    private func logOfTap(extraLevel: Bool = false, tapRecognizerOn target: TapTarget? = nil) -> [String] {
        let scene = TestScene(width: 430, height: 932)
        let dashboard = XMDashboardViewController()
        dashboard.extraLevel = extraLevel
        let navigation = UINavigationController(rootViewController: dashboard)
        navigation.modalPresentationStyle = .fullScreen
        scene.controller.present(navigation, animated: false)
        scene.driver.wait(0.01)
        if let target {
            let tap = UITapGestureRecognizer(target: dashboard, action: XMDashboardViewController._handleGesture,
                                             actionName: "_handleGesture:")
            (target == .viewa ? dashboard.viewa : dashboard.view).addGestureRecognizer(tap)
        }
        let recorder = scene.recorder()
        scene.driver.tap(at: CGPoint(x: 215, y: 466))
        return recorder.lines(TraceFormatter(style: .swizzleLog)).map(normalizedLogLine)
    }

    @Test("no recognizers: the post's first block, whole")
    func firstBlock() {
        #expect(logOfTap() == SeedLogs.seed001[0].map(normalizedLogLine))
    }

    @Test("a tap recognizer on viewa only: the post's second block, whole")
    func secondBlock() {
        #expect(logOfTap(tapRecognizerOn: .viewa) == SeedLogs.seed001[1].map(normalizedLogLine))
    }

    @Test("a tap recognizer on the controller's view, a view between it and viewb: the post's fourth block is the log's tail")
    func fourthBlockIsTheTail() {
        let log = logOfTap(extraLevel: true, tapRecognizerOn: .controllerView)
        let quoted = SeedLogs.seed001[3].map(normalizedLogLine)
        #expect(Array(log.suffix(quoted.count)) == quoted)
        #expect(log.filter { $0.hasPrefix("HitTest: ") }.count == 2 * 9)
    }
}
