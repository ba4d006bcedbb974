import Foundation
import OpenTouch
import Testing

/// A view that can become first responder and can be told to refuse resigning.
@MainActor
private final class DLFocusView: UIView {
    var allowsResign = true
    var resignCalls = 0
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { allowsResign }
    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        return super.resignFirstResponder()
    }
}

/// A controller that can become first responder.
@MainActor
private final class DLFocusController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }
}

/// A view that declares the actions in `actions`; `enabled` gates `canPerformAction`.
@MainActor
private final class DLActionView: UIView {
    var actions: Set<String> = []
    var enabled = true
    override func responds(to action: Selector) -> Bool {
        actions.contains(action.description)
    }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        enabled && super.canPerformAction(action, withSender: sender)
    }
}

/// An app delegate responder that implements `copy:`.
@MainActor
private final class DLCopyingAppDelegate: UIResponder, UIApplicationDelegate {
    override func responds(to action: Selector) -> Bool { action == Selector("copy:") }
}

@MainActor
@Suite("First responder and actions")
struct DLFirstResponderTests {
    @Test func canBecomeFirstResponderIsFalseByDefaultSoBecomeFirstResponderReturnsFalse() {
        let s = TestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        s.rootView.addSubview(view)
        #expect(view.canBecomeFirstResponder == false)
        #expect(s.controller.canBecomeFirstResponder == false)
        #expect(s.app.canBecomeFirstResponder == false)
        #expect(view.canResignFirstResponder == true)
        #expect(view.becomeFirstResponder() == false)
        #expect(view.isFirstResponder == false)
        #expect(s.controller.becomeFirstResponder() == false)
        #expect(s.controller.isFirstResponder == false)
    }

    @Test func viewThatCanBecomeFirstResponderDoesSoOnlyOnceItIsInAWindow() {
        let s = TestScene()
        let focus = DLFocusView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(focus.becomeFirstResponder() == false)
        #expect(focus.isFirstResponder == false)
        let holder = UIView(frame: .zero)
        holder.addSubview(focus)
        #expect(focus.becomeFirstResponder() == false, "a hierarchy outside any window leads to no application")
        s.rootView.addSubview(holder)
        #expect(focus.becomeFirstResponder() == true)
        #expect(focus.isFirstResponder == true)
        #expect(focus.becomeFirstResponder() == true, "asking again while first responder succeeds")
        #expect(focus.resignCalls == 0)
    }

    @Test func controllerThatCanBecomeFirstResponderDoesSoWhenItsViewIsInAWindow() {
        let controller = DLFocusController()
        #expect(controller.becomeFirstResponder() == false)
        let s = TestScene(controller: controller)
        #expect(controller.becomeFirstResponder() == true)
        #expect(controller.isFirstResponder == true)
        #expect(s.controller === controller)
    }

    @Test func becomingFirstResponderResignsThePreviousFirstResponder() {
        let s = TestScene()
        let a = DLFocusView(frame: .zero), b = DLFocusView(frame: .zero)
        s.rootView.addSubview(a)
        s.rootView.addSubview(b)
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(a.resignCalls == 1)
        #expect(a.isFirstResponder == false)
        #expect(b.isFirstResponder == true)
    }

    @Test func firstResponderThatCannotResignBlocksOthersUntilItAllowsIt() {
        let s = TestScene()
        let a = DLFocusView(frame: .zero), b = DLFocusView(frame: .zero)
        s.rootView.addSubview(a)
        s.rootView.addSubview(b)
        #expect(a.becomeFirstResponder())
        a.allowsResign = false
        #expect(b.becomeFirstResponder() == false)
        #expect(a.isFirstResponder == true)
        #expect(b.isFirstResponder == false)
        #expect(a.resignFirstResponder() == false)
        #expect(a.isFirstResponder == true)
        a.allowsResign = true
        #expect(b.becomeFirstResponder() == true)
        #expect(a.isFirstResponder == false)
        #expect(b.isFirstResponder == true)
    }

    @Test func resignFirstResponderClearsFirstResponderAndSucceedsWhenNotFirstResponder() {
        let s = TestScene()
        let a = DLFocusView(frame: .zero), b = DLFocusView(frame: .zero)
        s.rootView.addSubview(a)
        s.rootView.addSubview(b)
        #expect(a.becomeFirstResponder())
        #expect(b.resignFirstResponder() == true, "resigning when not first responder is a no-op success")
        #expect(a.isFirstResponder == true)
        #expect(a.resignFirstResponder() == true)
        #expect(a.isFirstResponder == false)
        #expect(b.isFirstResponder == false)
        #expect(b.becomeFirstResponder() == true)
        #expect(a.resignCalls == 1)
    }

    @Test func firstResponderViewRemovedFromTheWindowIsNoLongerFirstResponder() {
        let s = TestScene()
        let a = DLFocusView(frame: .zero)
        s.rootView.addSubview(a)
        #expect(a.becomeFirstResponder())
        a.removeFromSuperview()
        #expect(a.isFirstResponder == false)
        // UIKit resigns a first responder that leaves its window; putting it back does not restore it.
        s.rootView.addSubview(a)
        #expect(a.isFirstResponder == false, "re-adding a removed first responder silently made it first responder again")
    }

    @Test func firstResponderThatRefusesToResignStopsBlockingOthersOnceRemovedFromItsWindow() {
        let s = TestScene()
        let a = DLFocusView(frame: .zero), b = DLFocusView(frame: .zero)
        s.rootView.addSubview(a)
        s.rootView.addSubview(b)
        #expect(a.becomeFirstResponder())
        a.allowsResign = false
        a.removeFromSuperview()
        #expect(a.isFirstResponder == false)
        #expect(b.becomeFirstResponder() == true, "a responder that is not first responder must not block others")
        #expect(b.isFirstResponder == true)
    }

    @Test func viewInAWindowThatBelongsToNoSceneCannotBecomeFirstResponder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = DLFocusView(frame: .zero)
        window.addSubview(a)
        #expect(window.next == nil)
        #expect(a.becomeFirstResponder() == false)
    }

    @Test func firstResponderIsPerApplication() {
        let s1 = TestScene(), s2 = TestScene()
        let a = DLFocusView(frame: .zero), b = DLFocusView(frame: .zero)
        s1.rootView.addSubview(a)
        s2.rootView.addSubview(b)
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(a.isFirstResponder && b.isFirstResponder)
        #expect(a.resignCalls == 0)
    }

    @Test func targetForActionWalksTheResponderChainToTheFirstResponderThatCanPerformIt() {
        let s = TestScene()
        let middle = DLActionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        middle.actions = ["copy:"]
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        s.rootView.addSubview(middle)
        middle.addSubview(leaf)
        let copy = Selector("copy:")
        #expect(leaf.canPerformAction(copy, withSender: nil) == false)
        #expect(middle.canPerformAction(copy, withSender: nil) == true)
        #expect(leaf.target(forAction: copy, withSender: nil) as? UIResponder === middle)
        #expect(middle.target(forAction: copy, withSender: nil) as? UIResponder === middle)
        #expect(leaf.target(forAction: Selector("paste:"), withSender: nil) == nil)
        #expect(s.rootView.target(forAction: copy, withSender: nil) == nil, "the chain only goes up, never down")
    }

    @Test func targetForActionSkipsAResponderWhoseCanPerformActionSaysNoEvenIfItRespondsToIt() {
        let s = TestScene()
        let outer = DLActionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        outer.actions = ["copy:"]
        let inner = DLActionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        inner.actions = ["copy:"]
        inner.enabled = false
        s.rootView.addSubview(outer)
        outer.addSubview(inner)
        let copy = Selector("copy:")
        #expect(inner.responds(to: copy) == true)
        #expect(inner.canPerformAction(copy, withSender: nil) == false)
        #expect(inner.target(forAction: copy, withSender: nil) as? UIResponder === outer)
        outer.enabled = false
        #expect(inner.target(forAction: copy, withSender: nil) == nil)
    }

    @Test func targetForActionContinuesThroughControllerWindowAndApplicationToTheAppDelegate() {
        let s = TestScene()
        let delegate = DLCopyingAppDelegate()
        s.app.delegate = delegate
        let leaf = UIView(frame: .zero)
        s.rootView.addSubview(leaf)
        #expect(leaf.target(forAction: Selector("copy:"), withSender: nil) as? UIResponder === delegate)
        #expect(leaf.target(forAction: Selector("cut:"), withSender: nil) == nil)
        #expect(s.app.delegate === delegate)
    }
}
