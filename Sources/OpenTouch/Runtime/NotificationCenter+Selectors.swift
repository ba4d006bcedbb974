import Dispatch
import Foundation

/// Observers added with a method reference, as `#selector` observers port.
///
/// Foundation on Linux has only the closure form (`addObserver(forName:object:queue:using:)`);
/// these register a closure with it that calls the method while the observer is alive. The
/// observer is held weakly, as Foundation has done since iOS 9: once it is gone the method is not
/// called, and its registrations are dropped.
extension NotificationCenter {
    /// Calls `selector` on `observer` with each notification named `name` (any name when nil)
    /// from `object` (any sender when nil), as
    /// `addObserver(self, selector: MyViewController.keyboardWillShow, name: …, object: nil)`
    /// where the method is `func keyboardWillShow(_ note: Notification)`.
    ///
    /// The method runs on the main actor: at once for a notification posted on the main thread
    /// (as Foundation calls it on the posting thread), on the next turn of the main queue for one
    /// posted on another thread.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping @MainActor (Observer) -> @MainActor (Notification) -> Void,
        name aName: NSNotification.Name?, object anObject: Any?
    ) {
        register(observer, name: aName, object: anObject) { target, notification in
            guard let target = target as? Observer else { return }
            selector(target)(notification)
        }
    }

    /// Calls a method of `observer` that takes no argument with each matching notification.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping @MainActor (Observer) -> @MainActor () -> Void,
        name aName: NSNotification.Name?, object anObject: Any?
    ) {
        register(observer, name: aName, object: anObject) { target, _ in
            guard let target = target as? Observer else { return }
            selector(target)()
        }
    }

    /// Removes every registration of `observer`: those added with a method reference, and a
    /// token returned by the closure form. Safe to call from `deinit`.
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.shared.remove(observer, center: self, name: nil, object: nil) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes the registrations of `observer` for `aName` (every name when nil) and `anObject`
    /// (every sender when nil).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservers.shared.remove(observer, center: self, name: aName, object: anObject) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    private func register(_ observer: AnyObject, name: NSNotification.Name?, object: Any?,
                          call: @escaping @MainActor (AnyObject, Notification) -> Void) {
        let registration = SelectorObserver(observer: observer, center: self, name: name, object: object)
        let token = addObserver(forName: name, object: object, queue: nil) { [weak registration] notification in
            guard let registration, let observer = registration.observer else {
                registration?.drop()
                return
            }
            nonisolated(unsafe) let notification = notification
            nonisolated(unsafe) let target = observer
            if isOnMainActor() {
                MainActor.assumeIsolated { call(target, notification) }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { call(target, notification) } }
            }
        }
        registration.token = token
        SelectorObservers.shared.add(registration)
    }
}

/// One method-reference registration: the observer (weakly), its filters and Foundation's token.
final class SelectorObserver: @unchecked Sendable {
    weak var observer: AnyObject?
    let observerIdentifier: ObjectIdentifier
    weak var center: NotificationCenter?
    let name: NSNotification.Name?
    let objectIdentifier: ObjectIdentifier?
    var token: NSObjectProtocol?

    init(observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?, object: Any?) {
        self.observer = observer
        observerIdentifier = ObjectIdentifier(observer)
        self.center = center
        self.name = name
        objectIdentifier = object.flatMap { type(of: $0) is AnyClass ? ObjectIdentifier($0 as AnyObject) : nil }
    }

    /// The observer is gone: unregister from Foundation and forget the registration.
    func drop() {
        if let token = SelectorObservers.shared.removeDead(self) { center?.removeObserver(token as Any) }
    }
}

/// Every method-reference registration, in the order made, under a lock.
final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()
    private let lock = NSLock()
    private var registrations: [SelectorObserver] = []

    /// Adds a registration; drops those whose observer is gone and unregisters them from their centers.
    func add(_ registration: SelectorObserver) {
        lock.lock()
        let dead = registrations.filter { $0.observer == nil }
        registrations.removeAll { $0.observer == nil }
        registrations.append(registration)
        lock.unlock()
        for entry in dead {
            if let token = entry.token { entry.center?.removeObserver(token as Any) }
        }
    }

    /// Removes the registrations of `observer` on `center` matching the filters (nil matches
    /// all); returns their tokens. Matching is by identity, which also works in the observer's
    /// `deinit` (when weak references to it already read nil).
    func remove(_ observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?, object: Any?) -> [NSObjectProtocol] {
        let identifier = ObjectIdentifier(observer)
        let objectIdentifier = object.flatMap { type(of: $0) is AnyClass ? ObjectIdentifier($0 as AnyObject) : nil }
        lock.lock()
        defer { lock.unlock() }
        var tokens: [NSObjectProtocol] = []
        registrations.removeAll { registration in
            guard registration.center === center, registration.observerIdentifier == identifier,
                  registration.observer == nil || registration.observer === observer,
                  name == nil || registration.name == name,
                  objectIdentifier == nil || registration.objectIdentifier == objectIdentifier
            else { return false }
            if let token = registration.token { tokens.append(token) }
            return true
        }
        return tokens
    }

    /// Forgets a registration whose observer is gone; returns its token if it was still listed.
    func removeDead(_ registration: SelectorObserver) -> NSObjectProtocol? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = registrations.firstIndex(where: { $0 === registration }) else { return nil }
        registrations.remove(at: index)
        return registration.token
    }
}
