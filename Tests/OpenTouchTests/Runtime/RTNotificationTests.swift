import Foundation
import OpenTouch
import Testing

private let rtRefresh = Notification.Name("RTRefresh")
private let rtReset = Notification.Name("RTReset")

/// A view controller observing notifications with method references, as pasted code does after
/// the `#selector` edit.
@MainActor
private final class RTObservingController: UIViewController {
    var received: [String] = []
    /// Each controller has its own center, so that tests running at once do not hear each other.
    let center = NotificationCenter()

    func start(sender: AnyObject? = nil) {
        center.addObserver(self, selector: RTObservingController.refresh, name: rtRefresh, object: sender)
        center.addObserver(self, selector: RTObservingController.reset, name: rtReset, object: nil)
    }

    func refresh(_ note: Notification) {
        received.append("refresh \(note.userInfo?["page"] as? Int ?? -1)")
    }

    func reset() {
        received.append("reset")
    }

    deinit {
        center.removeObserver(self)
    }
}

@MainActor
@Suite("NotificationCenter observers with method references")
struct RTNotificationTests {
    @Test("Both method forms are called with matching notifications, on the main actor, at once")
    func methodForms() {
        let controller = RTObservingController()
        controller.start()
        controller.center.post(name: rtRefresh, object: nil, userInfo: ["page": 2])
        controller.center.post(name: rtReset, object: nil)
        controller.center.post(name: Notification.Name("RTOther"), object: nil)
        #expect(controller.received == ["refresh 2", "reset"])
        controller.center.removeObserver(controller)
    }

    @Test("The object filter and removeObserver(_:name:object:) narrow the registrations")
    func filtersAndRemoval() {
        let sender = UIView()
        let controller = RTObservingController()
        controller.start(sender: sender)
        controller.center.post(name: rtRefresh, object: UIView(), userInfo: ["page": 1])
        controller.center.post(name: rtRefresh, object: sender, userInfo: ["page": 3])
        controller.center.removeObserver(controller, name: rtReset, object: nil)
        controller.center.post(name: rtReset, object: nil)
        controller.center.post(name: rtRefresh, object: sender, userInfo: ["page": 4])
        controller.center.removeObserver(controller)
        controller.center.post(name: rtRefresh, object: sender, userInfo: ["page": 5])
        #expect(controller.received == ["refresh 3", "refresh 4"])
    }

    @Test("An observer that is gone is not called and is not kept alive")
    func observerHeldWeakly() {
        weak var released: RTObservingController?
        do {
            let controller = RTObservingController()
            controller.start()
            released = controller
        }
        #expect(released == nil)
    }

    @Test("An observer that forgets to remove itself is skipped once gone")
    func forgottenObserver() {
        @MainActor final class Listener {
            var count = 0
            func heard() { count += 1 }
        }
        let center = NotificationCenter()
        var listener: Listener? = Listener()
        weak let weakListener = listener
        center.addObserver(listener!, selector: Listener.heard, name: rtReset, object: nil)
        center.post(name: rtReset, object: nil)
        #expect(listener?.count == 1)
        listener = nil
        #expect(weakListener == nil)
        center.post(name: rtReset, object: nil)
        center.post(name: rtReset, object: nil)
    }

    @Test("A notification posted on another thread reaches the method on the main actor afterwards")
    func postedOffMain() async {
        let controller = RTObservingController()
        controller.start()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                controller.center.post(name: rtReset, object: nil)
                done.resume()
            }
        }
        for _ in 0..<1000 where controller.received.isEmpty { await Task.yield() }
        #expect(controller.received == ["reset"])
        controller.center.removeObserver(controller)
    }
}
