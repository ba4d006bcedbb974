import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// Fades the pushed screen in over the old one, as a custom push animator does.
@MainActor
private final class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var containerClass = ""
    var sawViews = false

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        containerClass = String(describing: type(of: container))
        guard let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else { return }
        sawViews = transitionContext.view(forKey: .from)?.superview === container
            && transitionContext.viewController(forKey: .from) != nil
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.alpha = 0
        container.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// A navigation delegate returning the fade for pushes, logging what it is told and asked.
@MainActor
private final class FadeDelegate: NSObject, UINavigationControllerDelegate {
    let animator = FadeInAnimator()
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.append("willShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.append("didShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.append("animationControllerFor \(operation == .push ? "push" : "pop")")
        return operation == .push ? animator : nil
    }
}

@MainActor
@Suite("Custom navigation transitions: the delegate's animator and interaction controller", .tags(.scenario))
struct CustomNavigationTransitionTests {
    /// A → B on a navigation controller whose view has the sloppy swipe-back gesture.
    private func makeSwipeScene() -> (TestScene, UINavigationController, NavigationLifecycleController,
                                      NavigationLifecycleController, SloppySwipeBack) {
        let log = CallLog()
        let root = NavigationLifecycleController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let scene = TestScene(controller: navigation)
        let top = NavigationLifecycleController("B", log: log)
        navigation.pushViewController(top, animated: false)
        let swipe = SloppySwipeBack(navigationController: navigation)
        log.removeAll()
        return (scene, navigation, root, top, swipe)
    }

    @Test("a plain push with a custom animator: the delegate is asked after willShow, the animator gets the wrapper view as container, touches wait, didShow comes at completeTransition")
    func customPush() throws {
        let log = CallLog()
        let root = NavigationLifecycleController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let scene = TestScene(controller: navigation)
        let delegate = FadeDelegate(log: log)
        navigation.delegate = delegate
        let detail = NavigationLifecycleController("B", log: log)
        scene.addLoggedView("detail", frame: CGRect(x: 0, y: 200, width: 375, height: 300), to: detail.view)
        log.removeAll()
        let recorder = scene.recorder()
        navigation.pushViewController(detail, animated: true)
        #expect(delegate.animator.containerClass == "UIViewControllerWrapperView")
        #expect(delegate.animator.sawViews)
        #expect(detail.transitionCoordinator != nil)
        #expect(log.lines == ["B willMove(nav)", "willShow B", "animationControllerFor push",
                              "A viewWillDisappear(true)", "B viewWillAppear(true) movingTo"])
        scene.clock.advance(by: 0.25)
        let alpha = try #require(detail.view.layer.presentation()?.opacity)
        #expect(alpha > 0.2 && alpha < 0.8, "half faded in: \(alpha)")
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(!scene.log.lines.contains { $0.hasPrefix("detail") })
        let explanation = try #require(recorder.explain())
        #expect(explanation.text.contains("push of NavigationLifecycleController"), "\(explanation.text)")
        scene.clock.advance(by: 0.4)
        #expect(log.lines.suffix(4) == ["A viewDidDisappear(true)", "B viewDidAppear(true) movingTo", "B didMove(nav)",
                                        "didShow B"])
        #expect(root.view.superview == nil && detail.view.frame == navigation.view.bounds)
        #expect(detail.transitionCoordinator == nil)
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(scene.log.lines == ["detail began 1", "detail ended 1"])
        #expect(navigation.delegate === delegate)
    }

    @Test("sloppy swipe, far: the pan pops interactively (the top view follows the finger) and the pop completes with UIKit's callbacks")
    func sloppySwipeFar() throws {
        let (scene, navigation, root, top, swipe) = makeSwipeScene()
        let finger = scene.driver.down(at: CGPoint(x: 100, y: 300))
        for step in 1...10 {
            scene.driver.wait(0.05)
            scene.driver.move(finger, to: CGPoint(x: 100 + CGFloat(step) * 22, y: 300))
        }
        #expect(swipe.panGestureRecognizer.state == .changed)
        #expect(navigation.viewControllers == [root])
        #expect(top.transitionCoordinator?.isInteractive == true)
        let shown = try #require(top.view.layer.presentation()?.frame.minX)
        #expect(shown > 180 && shown < 240, "the top view follows the finger: \(shown)")
        #expect(root.log.lines == ["B willMove(nil)", "B viewWillDisappear(true) movingFrom", "A viewWillAppear(true)"])
        scene.driver.wait(0.3)
        scene.driver.up(finger)
        scene.clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root])
        #expect(top.view.superview == nil && top.parent == nil)
        #expect(root.view.window != nil && root.view.frame == navigation.view.bounds)
        #expect(root.log.lines.suffix(3) == ["B viewDidDisappear(true) movingFrom", "A viewDidAppear(true)", "B didMove(nil)"])
        #expect(top.view.layer.shadowOpacity == 0)
        withExtendedLifetime(swipe) {}
    }

    @Test("sloppy swipe, a little and released slowly: cancelled, the stack and views back, with a cancelled pop's callbacks")
    func sloppySwipeCancelled() throws {
        let (scene, navigation, root, top, swipe) = makeSwipeScene()
        let finger = scene.driver.down(at: CGPoint(x: 100, y: 300))
        for step in 1...5 {
            scene.driver.wait(0.05)
            scene.driver.move(finger, to: CGPoint(x: 100 + CGFloat(step) * 12, y: 300))
            if step == 1 { #expect(swipe.panGestureRecognizer.state == .began) }
        }
        scene.driver.wait(0.3)
        scene.driver.up(finger)
        scene.clock.advance(by: 1)
        #expect(navigation.viewControllers == [root, top])
        #expect(top.parent === navigation && top.view.frame == navigation.view.bounds)
        #expect(top.view.layer.presentation()?.frame.minX == 0)
        #expect(root.view.superview == nil)
        #expect(root.log.lines == [
            "B willMove(nil)", "B viewWillDisappear(true) movingFrom", "A viewWillAppear(true)",
            "A viewWillDisappear(true)", "A viewDidDisappear(true)", "B viewWillAppear(true)", "B viewDidAppear(true)",
            "B didMove(nav)",
        ])
        // The navigation controller works on: the next swipe pops.
        scene.driver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 350, y: 300), duration: 0.5, steps: 10)
        scene.clock.advance(by: 1)
        #expect(navigation.viewControllers == [root])
        withExtendedLifetime(swipe) {}
    }

    @Test("with the sloppy swipe as delegate, the back button pops with its animator on its own, ignoring touches meanwhile")
    func backButtonUsesTheAnimator() throws {
        let (scene, navigation, root, top, swipe) = makeSwipeScene()
        scene.window.layoutIfNeeded()
        try scene.driver.tap(.text("A"))
        #expect(navigation.viewControllers == [root])
        #expect(navigation.delegate === swipe)
        #expect(top.view.layer.shadowOpacity == 0.3, "the animator's shadow is on the leaving view")
        scene.clock.advance(by: 0.15)
        let shown = try #require(top.view.layer.presentation()?.frame.minX)
        #expect(shown > 100 && shown < 275, "linear slide half way: \(shown)")
        let recorder = scene.recorder()
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(try #require(recorder.explain()).text.contains("pop of NavigationLifecycleController"))
        scene.clock.advance(by: 0.3)
        #expect(top.parent == nil && root.log.lines.last == "B didMove(nil)")
        #expect(top.view.layer.shadowOpacity == 0)
        withExtendedLifetime(swipe) {}
    }

    @Test("when the delegate animates the pop, the edge pan does not begin; with the standard slide it does")
    func edgePanDefersToACustomPop() {
        let log = CallLog()
        let root = NavigationLifecycleController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let scene = TestScene(controller: navigation)
        let top = NavigationLifecycleController("B", log: log)
        navigation.pushViewController(top, animated: false)
        let delegate = PopAnimatorOnly()
        navigation.delegate = delegate
        withExtendedLifetime(delegate) {
            scene.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5, steps: 10)
            scene.clock.advance(by: 1)
        }
        #expect(navigation.viewControllers == [root, top])
        #expect(navigation.interactivePopGestureRecognizer?.state != .ended)
        navigation.delegate = nil
        scene.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5, steps: 10)
        scene.clock.advance(by: 1)
        #expect(navigation.viewControllers == [root])
    }
}

/// A delegate fading pushes in, driven by an interaction controller the test moves.
@MainActor
private final class DrivenPushDelegate: NSObject, UINavigationControllerDelegate {
    let animator = FadeInAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? animator : nil
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

@MainActor
@Suite("Custom navigation transitions: an interactive push")
struct InteractivePushTests {
    @Test("an interactive push cancelled half way takes the controller back off the stack with the callbacks of a cancelled transition")
    func cancelledPush() throws {
        let log = CallLog()
        let root = NavigationLifecycleController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let scene = TestScene(controller: navigation)
        let delegate = DrivenPushDelegate()
        navigation.delegate = delegate
        let detail = NavigationLifecycleController("B", log: log)
        log.removeAll()
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers == [root, detail])
        delegate.interaction.update(0.4)
        let alpha = try #require(detail.view.layer.presentation()?.opacity)
        // 40 % of the animation's time, along its ease-in-out curve (about 0.33 of the way).
        #expect(alpha > 0.25 && alpha < 0.4, "scrubbed to 40 % of the time: \(alpha)")
        delegate.interaction.cancel()
        scene.clock.advance(by: 1)
        #expect(navigation.viewControllers == [root])
        #expect(detail.parent == nil && detail.view.superview == nil)
        #expect(root.view.window != nil && root.view.frame == navigation.view.bounds)
        #expect(log.lines == [
            "B willMove(nav)", "B viewDidLoad", "A viewWillDisappear(true)", "B viewWillAppear(true) movingTo",
            "B viewWillDisappear(true)", "B viewDidDisappear(true)", "A viewWillAppear(true)", "A viewDidAppear(true)",
            "B willMove(nil)", "B didMove(nil)",
        ])
        withExtendedLifetime(delegate) {}
    }
}

/// A delegate with a custom pop animation and no interaction controller.
@MainActor
private final class PopAnimatorOnly: NSObject, UINavigationControllerDelegate {
    let animator = SlideBackAnimator()
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? animator : nil
    }
}
