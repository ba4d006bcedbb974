#if !canImport(ObjectiveC)
import Dispatch
import Foundation

/// A key-value observation made by `observe(_:options:changeHandler:)`: it lasts until
/// ``invalidate()`` or until this object is deallocated, as in Foundation.
public final class NSKeyValueObservation: @unchecked Sendable {
    private let lock = NSLock()
    private var observer: (any KeyValueObserver)?

    init(observer: any KeyValueObserver) {
        self.observer = observer
    }

    /// Ends the observation: the handler is not called again and is released. Calling it again
    /// does nothing. From a thread other than the main one, the handler is released on the main queue.
    public func invalidate() {
        lock.lock()
        let ended = observer
        observer = nil
        lock.unlock()
        guard let ended else { return }
        let entry = ended
        if isOnMainActor() {
            MainActor.assumeIsolated { entry.end() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { entry.end() } }
        }
    }

    deinit {
        invalidate()
    }
}
#endif
