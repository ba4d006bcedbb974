import Foundation
import OpenTouch
import Testing

/// An app delegate that is a plain responder: the chain continues from the application to it.
@MainActor
private final class DLResponderAppDelegate: UIResponder, UIApplicationDelegate {
    var began = 0
    var ended = 0
    // Override kept: the test is whether the chain reaches an app delegate's own touchesBegan.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches.count
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ended += touches.count
        super.touchesEnded(touches, with: event)
    }
}

/// An app delegate that is not a responder.
@MainActor
private final class DLPlainAppDelegate: UIApplicationDelegate {}

/// An app delegate that is a view: the chain must not continue to it.
@MainActor
private final class DLViewAppDelegate: UIView, UIApplicationDelegate {}

/// An app delegate that is a view controller: the chain must not continue to it.
@MainActor
private final class DLControllerAppDelegate: UIViewController, UIApplicationDelegate {}

/// An application that is its own delegate: the chain must not loop back to it.
@MainActor
private final class DLSelfDelegatingApplication: UIApplication, UIApplicationDelegate {}

@MainActor
@Suite("Responder chain: next")
struct DLResponderChainTests {
    @Test func plainViewsNextResponderIsItsSuperviewAndNilWithoutOne() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(child.next == nil)
        parent.addSubview(child)
        #expect(child.next === parent)
        child.removeFromSuperview()
        #expect(child.next == nil)
    }

    @Test func viewControllersRootViewHasTheControllerAsNextResponder() {
        let s = TestScene()
        #expect(s.rootView.next === s.controller)
        let detached = UIViewController()
        #expect(detached.view.next === detached)
    }

    @Test func windowsRootViewControllerHasTheWindowAsNextResponder() {
        let s = TestScene()
        #expect(s.rootView.superview === s.window)
        #expect(s.controller.next === s.window)
    }

    @Test func controllerWhoseViewIsNotInAHierarchyHasNoNextResponder() {
        let controller = UIViewController()
        _ = controller.view
        #expect(controller.next == nil)
    }

    @Test func childControllersViewLeadsToChildControllerThenToTheSuperviewInTheParentsHierarchy() {
        let s = TestScene()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        s.rootView.addSubview(container)
        let child = UIViewController()
        s.controller.addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: s.controller)
        #expect(child.parent === s.controller)
        #expect(child.view.next === child)
        #expect(child.next === container)
        #expect(container.next === s.rootView)
    }

    @Test func presentedControllerHasThePresentingControllerAsNextResponderNotTheWindow() {
        let s = TestScene()
        let presented = UIViewController()
        var completed = false
        s.controller.present(presented, animated: false) { completed = true }
        #expect(completed)
        #expect(s.controller.presentedViewController === presented)
        #expect(presented.presentingViewController === s.controller)
        #expect(presented.view.window === s.window)
        #expect(presented.view.next === presented)
        #expect(presented.next === s.controller)
        #expect(s.controller.next === s.window)
    }

    @Test func windowsNextResponderIsItsSceneWhoseNextIsTheApplication() {
        let s = TestScene()
        #expect(s.window.next === s.scene)
        #expect(s.scene.next === s.app)
    }

    @Test func applicationsNextResponderIsItsDelegateWhenTheDelegateIsAPlainUIResponder() {
        let s = TestScene()
        #expect(s.app.next == nil)
        let delegate = DLResponderAppDelegate()
        s.app.delegate = delegate
        #expect(s.app.next === delegate)
        #expect(delegate.next == nil)
    }

    @Test func applicationsNextResponderIsNilWhenTheDelegateIsNotAResponder() {
        let s = TestScene()
        let delegate = DLPlainAppDelegate()
        s.app.delegate = delegate
        #expect(s.app.delegate === delegate)
        #expect(s.app.next == nil)
    }

    @Test func applicationsNextResponderIsNilWhenTheDelegateIsAViewOrAViewController() {
        let s = TestScene()
        let viewDelegate = DLViewAppDelegate(frame: .zero)
        s.app.delegate = viewDelegate
        #expect(s.app.delegate === viewDelegate)
        #expect(s.app.next == nil)
        let controllerDelegate = DLControllerAppDelegate()
        s.app.delegate = controllerDelegate
        #expect(s.app.delegate === controllerDelegate)
        #expect(s.app.next == nil)
    }

    @Test func applicationsNextResponderIsNilWhenTheApplicationIsItsOwnDelegate() {
        let app = DLSelfDelegatingApplication()
        app.delegate = app
        #expect(app.delegate === app)
        #expect(app.next == nil)
    }

    @Test func controllerPresentedOverAPresentedControllerChainsToTheTopmostPresenter() {
        let s = TestScene()
        let first = UIViewController(), second = UIViewController()
        s.controller.present(first, animated: false)
        first.present(second, animated: false)
        #expect(first.presentedViewController === second)
        #expect(second.next === first)
        #expect(first.next === s.controller)
        s.controller.dismiss(animated: false)
        #expect(first.viewIfLoaded?.superview == nil)
        #expect(second.viewIfLoaded?.superview == nil)
        #expect(first.next == nil, "a dismissed controller is out of the chain")
        #expect(s.controller.presentedViewController == nil)
    }

    @Test func defaultTouchesBeganForwardingReachesEveryResponderOfTheChainInOrder() {
        let s = TestScene()
        let delegate = DLResponderAppDelegate()
        s.app.delegate = delegate
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        s.rootView.addSubview(container)
        let child = UIViewController()
        s.controller.addChild(child)
        child.view.frame = CGRect(x: 20, y: 20, width: 300, height: 200)
        container.addSubview(child.view)
        child.didMove(toParent: s.controller)
        let leaf = DLView("leaf", frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        child.view.addSubview(leaf)

        let recorder = s.recorder()
        s.driver.tap(at: CGPoint(x: 50, y: 150))

        let chain: [UIResponder] = [leaf, child.view, child, container, s.rootView, s.controller, s.window, s.scene, s.app, delegate]
        let began = recorder.responders(receiving: .began)
        #expect(dlSame(began, chain), "began went to \(dlNames(began))")
        let ended = recorder.responders(receiving: .ended)
        #expect(dlSame(ended, chain), "ended went to \(dlNames(ended))")
        // Each hop is forwarded by the previous responder; the first comes from the window.
        let senders = recorder.touchCalls.filter { $0.phase == .began }.map(\.forwardedFrom)
        #expect(senders.first! == nil)
        for (index, sender) in senders.enumerated().dropFirst() {
            #expect(sender === chain[index - 1])
        }
        #expect(delegate.began == 1)
        #expect(delegate.ended == 1)
        #expect(leaf.summary == ["began 1", "ended 1"])
    }

    @Test func defaultForwardingFromAPresentedControllersViewGoesToThePresentingControllerThenTheWindow() {
        let s = TestScene()
        let presented = UIViewController()
        s.controller.present(presented, animated: false)
        let leaf = DLView("leaf", frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        presented.view.addSubview(leaf)

        let recorder = s.recorder()
        s.driver.tap(at: CGPoint(x: 120, y: 120))

        let chain: [UIResponder] = [leaf, presented.view, presented, s.controller, s.window, s.scene, s.app]
        let began = recorder.responders(receiving: .began)
        #expect(dlSame(began, chain), "began went to \(dlNames(began))")
        // The presenting controller's own root view is not on the presented controller's chain.
        #expect(recorder.touchCounts(for: s.rootView) == PhaseCounts())
        #expect(recorder.touchCounts(for: s.controller) == PhaseCounts(began: 1, ended: 1))
    }
}
