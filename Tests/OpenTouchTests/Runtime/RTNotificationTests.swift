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

    func start(sender: AnyObject? = nil) {
        NotificationCenter.default.addObserver(self, selector: RTObservingController.refresh, name: rtRefresh, object: sender)
        NotificationCenter.default.addObserver(self, selector: RTObservingController.reset, name: rtReset, object: nil)
    }

    func refresh(_ note: Notification) {
        received.append("refresh \(note.userInfo?["page"] as? Int ?? -1)")
    }

    func reset() {
        received.append("reset")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}

@MainActor
@Suite("NotificationCenter observers with method references")
struct RTNotificationTests {
    @Test("Both method forms are called with matching notifications, on the main actor, at once")
    func methodForms() {
        let controller = RTObservingController()
        controller.start()
        NotificationCenter.default.post(name: rtRefresh, object: nil, userInfo: ["page": 2])
        NotificationCenter.default.post(name: rtReset, object: nil)
        NotificationCenter.default.post(name: Notification.Name("RTOther"), object: nil)
        #expect(controller.received == ["refresh 2", "reset"])
        NotificationCenter.default.removeObserver(controller)
    }

    @Test("The object filter and removeObserver(_:name:object:) narrow the registrations")
    func filtersAndRemoval() {
        let sender = UIView()
        let controller = RTObservingController()
        controller.start(sender: sender)
        NotificationCenter.default.post(name: rtRefresh, object: UIView(), userInfo: ["page": 1])
        NotificationCenter.default.post(name: rtRefresh, object: sender, userInfo: ["page": 3])
        NotificationCenter.default.removeObserver(controller, name: rtReset, object: nil)
        NotificationCenter.default.post(name: rtReset, object: nil)
        NotificationCenter.default.post(name: rtRefresh, object: sender, userInfo: ["page": 4])
        NotificationCenter.default.removeObserver(controller)
        NotificationCenter.default.post(name: rtRefresh, object: sender, userInfo: ["page": 5])
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
        NotificationCenter.default.post(name: rtReset, object: nil)
    }

    @Test("An observer that forgets to remove itself is skipped once gone")
    func forgottenObserver() {
        @MainActor final class Listener {
            var count = 0
            func heard() { count += 1 }
        }
        var listener: Listener? = Listener()
        weak let weakListener = listener
        NotificationCenter.default.addObserver(listener!, selector: Listener.heard, name: rtReset, object: nil)
        NotificationCenter.default.post(name: rtReset, object: nil)
        #expect(listener?.count == 1)
        listener = nil
        #expect(weakListener == nil)
        NotificationCenter.default.post(name: rtReset, object: nil)
    }
}
