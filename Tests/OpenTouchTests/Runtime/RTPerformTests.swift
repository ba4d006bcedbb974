import Foundation
import OpenTouch
import Testing

/// A player view that hides its controls a while after the last touch, the classic
/// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests` pattern.
@MainActor
private final class RTPlayerView: UIView {
    var log: [String] = []

    // Override kept: it is the pasted perform(_:with:afterDelay:) pattern under test.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("shown")
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        perform(RTPlayerView.hideControls, with: nil, afterDelay: 3)
    }

    func hideControls() {
        log.append("hidden")
    }

    func show(_ message: String) {
        log.append(message)
    }
}

@MainActor
@Suite("perform(_:with:afterDelay:) and the perform family on the application clock")
struct RTPerformTests {
    @Test("A delayed perform fires after its delay on the virtual clock; a new touch restarts it")
    func delayedHide() {
        let scene = TestScene()
        let player = RTPlayerView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.rootView.addSubview(player)
        scene.driver.tap(at: CGPoint(x: 50, y: 50))
        scene.driver.wait(2)
        scene.driver.tap(at: CGPoint(x: 50, y: 50))
        scene.driver.wait(2.9)
        #expect(player.log == ["shown", "shown"])
        scene.driver.wait(0.2)
        #expect(player.log == ["shown", "shown", "hidden"])
        scene.driver.wait(10)
        #expect(player.log == ["shown", "shown", "hidden"])
    }

    @Test("A perform still pending when its application and clock go away does not keep its target alive")
    func pendingPerformReleasedWithItsClock() {
        weak var released: RTPlayerView?
        do {
            let scene = TestScene()
            let player = RTPlayerView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            scene.rootView.addSubview(player)
            player.perform(RTPlayerView.hideControls, with: nil, afterDelay: 3)
            released = player
            player.removeFromSuperview()
        }
        // The next request forgets the ones that can never fire.
        let other = TestScene()
        other.rootView.perform(UIView.layoutIfNeeded, with: nil, afterDelay: 1)
        #expect(released == nil)
    }

    @Test("Named requests cancel by selector and argument; others stay")
    func cancelBySelector() {
        let scene = TestScene()
        let player = RTPlayerView()
        scene.rootView.addSubview(player)
        player.perform(RTPlayerView.show, actionName: "show:", with: "one", afterDelay: 1)
        player.perform(RTPlayerView.show, actionName: "show:", with: "two", afterDelay: 1)
        player.perform(RTPlayerView.hideControls, actionName: "hideControls", with: nil, afterDelay: 1)
        UIView.cancelPreviousPerformRequests(withTarget: player, selector: Selector("show:"), object: "one")
        scene.driver.wait(1)
        #expect(player.log == ["two", "hidden"])
    }

    @Test("Immediate performs and performSelector(onMainThread:) run now or at the next timer turn")
    func immediateForms() {
        let scene = TestScene()
        let player = RTPlayerView()
        scene.rootView.addSubview(player)
        player.perform(RTPlayerView.hideControls)
        player.perform(RTPlayerView.show, with: "now")
        player.performSelector(onMainThread: RTPlayerView.show, with: "waited", waitUntilDone: true)
        player.performSelector(onMainThread: RTPlayerView.show, with: "queued", waitUntilDone: false)
        #expect(player.log == ["hidden", "now", "waited"])
        scene.clock.runDueTimers()
        #expect(player.log == ["hidden", "now", "waited", "queued"])
    }

    @Test("A method of another type is reported, not performed")
    func wrongTarget() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let plain = UIView()
        plain.perform(RTPlayerView.hideControls, with: nil, afterDelay: 0)
        scene.clock.runDueTimers()
        #expect(recorder.diagnostics.map(\.kind) == [.unsupportedCall])
    }
}
