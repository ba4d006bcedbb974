import Foundation
import OpenTouch
import SeedLogs
import Testing

/// Seed 001's controller, with the seed's action-handler names.
@MainActor
private final class XMDashboardViewController: UIViewController {
    var onAction: ((UIGestureRecognizer) -> Void)?

    func _handleGesture(_ gesture: UITapGestureRecognizer) { onAction?(gesture) }
    func _handleLong(_ gesture: UILongPressGestureRecognizer) { onAction?(gesture) }
}

/// Seed 001's scene: a 430×932 controller view with viewa (150×150) and viewb (100×100) centred,
/// viewb on top at (165 416; 100 100); its log shows viewb's own touch calls (by swizzling) and
/// the recognizers' descriptions (logged by the action handlers).
@MainActor
private struct Seed001Scene {
    let scene: TestScene
    let controller = XMDashboardViewController()
    let viewb: UIView
    let recorder: TraceRecorder
    let center = CGPoint(x: 215, y: 466)

    init(extraLevel: Bool = false) {
        scene = TestScene(width: 430, height: 932, controller: controller)
        let root: UIView = controller.view
        let parent: UIView
        if extraLevel {
            parent = UIView(frame: root.bounds)
            root.addSubview(parent)
        } else {
            parent = root
        }
        let viewa = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 150))
        viewa.center = root.center
        viewa.backgroundColor = .black
        viewb = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        viewb.center = root.center
        viewb.backgroundColor = .blue
        parent.addSubview(viewa)
        parent.addSubview(viewb)
        recorder = scene.recorder()
    }

    /// The log as the seed printed it: viewb's own touch calls and the recognizers' actions.
    var log: [String] {
        let viewb = self.viewb
        return recorder.lines(TraceFormatter(style: .swizzleLog) { $0 === viewb })
            .filter { !$0.hasPrefix("HitTest: ") && !$0.hasPrefix("NextResponder: ") }
            .map(normalizedLogLine)
    }
}

@MainActor
@Suite("Seed 001: gesture recognizers and the hit-test view's touches", .tags(.seed001))
struct Seed001GestureTests {
    @Test("a tap recognizer on the controller's view: Touches Began, the tap Ended, then Touches Cancelled")
    func tapCancelsTheViewsTouch() {
        let seed = Seed001Scene()
        let tap = UITapGestureRecognizer(target: seed.controller, action: XMDashboardViewController._handleGesture,
                                         actionName: "_handleGesture:")
        seed.controller.view.addGestureRecognizer(tap)

        seed.scene.driver.tap(at: seed.center)

        #expect(seed.log == SeedLogs.seed001[2].map(normalizedLogLine))
    }

    @Test("with a view between the controller's view and viewb, the controller's tap recognizer still wins")
    func tapOnAnAncestorTwoLevelsUp() {
        let seed = Seed001Scene(extraLevel: true)
        let tap = UITapGestureRecognizer(target: seed.controller, action: XMDashboardViewController._handleGesture,
                                         actionName: "_handleGesture:")
        seed.controller.view.addGestureRecognizer(tap)

        seed.scene.driver.tap(at: seed.center)

        #expect(seed.log == seed001TouchLines(SeedLogs.seed001[3]).map(normalizedLogLine))
    }

    @Test("with cancelsTouchesInView = NO the view gets Touches Ended after the tap's action")
    func tapThatDoesNotCancel() {
        let seed = Seed001Scene()
        let tap = UITapGestureRecognizer(target: seed.controller, action: XMDashboardViewController._handleGesture,
                                         actionName: "_handleGesture:")
        tap.cancelsTouchesInView = false
        seed.controller.view.addGestureRecognizer(tap)

        seed.scene.driver.tap(at: seed.center)

        #expect(seed.log == SeedLogs.seed001[4].map(normalizedLogLine))
    }

    @Test("a long press with cancelsTouchesInView = NO interleaves Began/Changed with Touches Moved, then Ended twice")
    func longPressThatDoesNotCancel() {
        let seed = Seed001Scene()
        let press = UILongPressGestureRecognizer(target: seed.controller, action: XMDashboardViewController._handleLong,
                                                 actionName: "_handleLong:")
        press.cancelsTouchesInView = false
        seed.controller.view.addGestureRecognizer(press)
        let driver = seed.scene.driver

        let finger = driver.down(at: seed.center)
        driver.wait(0.5)                                   // the press begins
        driver.changeContact(finger, majorRadius: 24)      // the contact grows: Changed, no move for the view
        for step in 1...3 {
            driver.wait(0.05)
            driver.move(finger, to: CGPoint(x: seed.center.x + CGFloat(step) * 3, y: seed.center.y))
        }
        driver.wait(0.05)
        driver.up(finger)

        #expect(seed.log == SeedLogs.seed001[5].map(normalizedLogLine))
    }

    @Test("a long press with cancelsTouchesInView = YES: moves reach the view until the press begins, then Touches Cancelled")
    func longPressThatCancels() {
        let seed = Seed001Scene()
        let press = UILongPressGestureRecognizer(target: seed.controller, action: XMDashboardViewController._handleLong,
                                                 actionName: "_handleLong:")
        seed.controller.view.addGestureRecognizer(press)
        let driver = seed.scene.driver

        let finger = driver.down(at: seed.center)
        for step in 1...8 {                                // small moves, within the 10-point allowance
            driver.wait(0.05)
            driver.move(finger, to: CGPoint(x: seed.center.x + CGFloat(step), y: seed.center.y))
        }
        driver.wait(0.1)                                   // 0.5 s after touch-down: the press begins
        driver.wait(0.05)
        driver.move(finger, to: CGPoint(x: seed.center.x + 12, y: seed.center.y))
        #expect(seed.log == SeedLogs.seed001[6].map(normalizedLogLine))

        driver.up(finger)
        #expect(seed.log.last?.contains("state = Ended") == true)
        #expect(press.state == .possible)                  // reset once the touch is gone
    }
}

/// A seed 001 block without its hit-test lines (the post's fourth block starts in the middle of
/// its hit tests; this suite compares what follows them).
private func seed001TouchLines(_ block: [String]) -> [String] {
    block.filter { !$0.hasPrefix("HitTest: ") && !$0.hasPrefix("NextResponder: ") }
}
