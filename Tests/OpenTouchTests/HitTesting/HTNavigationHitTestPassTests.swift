import Foundation
import OpenTouch
import Testing

// Seed 001's app: a controller in a navigation controller presented full screen, its view under
// the navigation bar. Every new touch is hit-tested twice, whatever the navigation containers
// and the bar in front of them do; moves and lifts are not hit-tested.

/// A view whose `hitTest(_:with:)` override counts its calls.
@MainActor
private final class CountingView: UIView {
    var hitTests = 0

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTests += 1
        return super.hitTest(point, with: event)
    }
}

/// The dashboard in a navigation controller with a bar button, presented full screen over the
/// window's root controller; a counting view sits in the dashboard's view, partly under the bar.
@MainActor
private struct NavigationScene {
    let scene = TestScene(width: 430, height: 932)
    let dashboard = UIViewController()
    let navigation: UINavigationController
    let counting = CountingView(frame: CGRect(x: 40, y: 20, width: 300, height: 700))

    init() {
        dashboard.navigationItem.title = "Dashboard"
        dashboard.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        navigation = UINavigationController(rootViewController: dashboard)
        navigation.modalPresentationStyle = .fullScreen
        scene.controller.present(navigation, animated: false)
        scene.driver.wait(0.01)
        dashboard.view.addSubview(counting)
    }

    /// The navigation bar's frame in window coordinates.
    var barFrame: CGRect { navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil) }
}

@MainActor
@Suite("Two hit-test passes per new touch in a navigation controller's containers", .tags(.seed001, .property))
struct HTNavigationHitTestPassTests {
    @Test("the scene is seed 001's: the dashboard's view sits in the presentation and navigation containers, under a visible bar")
    func sceneHasTheSeedsContainers() {
        let setup = NavigationScene()
        var chain: [String] = []
        var view: UIView? = setup.dashboard.view.superview
        while let current = view {
            chain.append(String(describing: type(of: current)))
            view = current.superview
        }
        #expect(chain == ["UIViewControllerWrapperView", "UINavigationTransitionView", "UILayoutContainerView",
                          "UIDropShadowView", "UITransitionView", "UIWindow"])
        #expect(!setup.navigation.navigationBar.isHidden && setup.barFrame.height > 0)
    }

    @Test("for 300 random fingers an override runs exactly twice per touch-down (none where the bar takes the touch), never on moves or lifts, and the two passes agree")
    func overrideRunsTwicePerNewTouch() throws {
        let setup = NavigationScene()
        let recorder = setup.scene.recorder()
        let bar = setup.navigation.navigationBar
        let barFrame = setup.barFrame
        var random = FuzzRandom(seed: 2201)
        var barTouches = 0
        for round in 0..<300 {
            let point = random.point(in: CGRect(x: 0, y: 0, width: 430, height: 932))
            // A third of the touches start inside the bar, so both sides of it are tried.
            let start = round % 3 == 0 ? CGPoint(x: point.x, y: barFrame.minY + point.y.truncatingRemainder(dividingBy: barFrame.height)) : point
            let inBar = barFrame.contains(start)
            if inBar { barTouches += 1 }
            let before = setup.counting.hitTests, firstRecord = recorder.records.count

            let finger = setup.scene.driver.down(at: start)

            #expect(setup.counting.hitTests - before == (inBar ? 0 : 2), "touch \(round) at \(start)")
            let records = Array(recorder.records[firstRecord...])
            var passes: [(HitTestPass, UIView?)] = []
            var began: UIView?
            var barDefaultHitTests = 0
            for record in records {
                if case .hitTestPass(let pass, _, let result) = record { passes.append((pass, result)) }
                if case .touchBegan(_, _, let view) = record { began = view }
                if case .defaultHitTest(let view, _) = record, view === bar { barDefaultHitTests += 1 }
            }
            #expect(passes.map(\.0) == [.first, .second], "touch \(round)")
            #expect(passes.count == 2 && passes[0].1 === passes[1].1 && passes[1].1 === began, "touch \(round): the passes agree")
            #expect(barDefaultHitTests == (inBar ? 2 : 0), "touch \(round): UIView's hit test runs on the bar only for its own points")
            #expect(inBar == (began?.isDescendant(of: bar) ?? false), "touch \(round): the bar takes exactly its own points")

            let after = setup.counting.hitTests
            setup.scene.driver.move(finger, to: CGPoint(x: min(429, start.x + 15), y: min(931, start.y + 15)))
            setup.scene.driver.up(finger)
            setup.scene.driver.wait(0.6)  // past the double-tap window, so each touch starts afresh
            #expect(setup.counting.hitTests == after, "touch \(round): moves and lifts are not hit-tested")
        }
        #expect(barTouches >= 90)
        let disagreements = recorder.records.filter {
            if case .diagnostic(let diagnostic) = $0 { return diagnostic.kind == .hitTestPassesDisagreed }
            return false
        }
        #expect(disagreements.isEmpty)
    }
}
