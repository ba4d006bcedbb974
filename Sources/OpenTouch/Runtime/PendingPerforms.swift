import Foundation

/// The delayed performs not yet fired, in the order they were scheduled.
@MainActor
final class PendingPerforms {
    static let shared = PendingPerforms()

    private struct Request {
        let target: UIResponder
        let name: String?
        let argument: Any?
        let timer: ScheduledTimer
        /// The clock the timer runs on, held weakly: once it is gone the timer can never fire,
        /// and the request (with its target and argument) is dropped.
        weak var clock: (any EventClock)?
    }

    private var requests: [Request] = []

    /// Schedules `action` on the clock of `target`'s application.
    func schedule(target: UIResponder, name: String?, argument: Any?, delay: TimeInterval,
                  _ action: @escaping @MainActor () -> Void) {
        let application = target.owningApplication ?? UIApplication.shared
        let timer = application.clock.schedule(after: delay.isFinite ? max(0, delay) : 0) { [weak self] in
            // A timer is done before its action runs: this drops the firing request.
            self?.forgetFinished()
            action()
        }
        forgetFinished()
        requests.append(Request(target: target, name: name, argument: argument, timer: timer,
                                clock: application.clock))
    }

    /// Cancels the requests of `target` (and, when given, of `name` and with `object`).
    func cancel(target: Any, name: String?, object: Any?, matchObject: Bool) {
        guard type(of: target) is AnyClass else { return }
        let targetObject = target as AnyObject
        var cancelled: [Request] = []
        requests.removeAll { request in
            guard request.target === targetObject, name == nil || request.name == name,
                  !matchObject || Self.same(request.argument, object) else { return false }
            cancelled.append(request)
            return true
        }
        for request in cancelled { request.timer.cancel() }
    }

    /// Drops the requests that fired, were cancelled, or whose clock is gone.
    private func forgetFinished() {
        requests.removeAll { $0.timer.isDone || $0.clock == nil }
    }

    /// Whether two perform arguments are the same: identity for objects, equality for hashable values.
    private static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let left?, let right?):
            if type(of: left) is AnyClass, type(of: right) is AnyClass { return (left as AnyObject) === (right as AnyObject) }
            if let left = left as? AnyHashable, let right = right as? AnyHashable { return left == right }
            return false
        default: return false
        }
    }
}
