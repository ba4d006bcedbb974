import Foundation

/// A view's key-value observations, in the order they were made. A view has none (nil) until
/// someone observes it, so changes cost one nil check when nobody does.
@MainActor
final class KeyValueObservers {
    private var observers: [any KeyValueObserver] = []
    /// How many compound changes (a frame, a scroll, a zoom) are under way: observers are
    /// checked once, when the outermost ends.
    var depth = 0

    /// Whether every observation has ended.
    var isEmpty: Bool { observers.isEmpty }

    func add(_ observer: any KeyValueObserver) {
        observers.append(observer)
    }

    func remove(_ observer: any KeyValueObserver, from view: UIView?) {
        observers.removeAll { $0 === observer }
        if observers.isEmpty, depth == 0, let view, view.keyValueObservers === self { view.keyValueObservers = nil }
    }

    /// Checks every observer (a copy of the list: handlers may add or end observations).
    func checkAll() {
        for observer in observers { observer.check() }
    }
}

extension UIView {
    /// Starts a compound change: observers are checked when the matching
    /// ``keyValueDidChange(_:)`` ends the outermost one.
    @inline(__always)
    final func keyValueWillChange() -> KeyValueObservers? {
        guard let observers = keyValueObservers else { return nil }
        observers.depth += 1
        return observers
    }

    /// Ends a compound change started by ``keyValueWillChange()``.
    @inline(__always)
    final func keyValueDidChange(_ observers: KeyValueObservers?) {
        guard let observers else { return }
        observers.depth -= 1
        guard observers.depth == 0 else { return }
        observers.checkAll()
        // Observations that ended during the change leave the view free of the list.
        if observers.isEmpty, observers.depth == 0, keyValueObservers === observers { keyValueObservers = nil }
    }

    /// A single observable value changed: checks the observers unless a compound change is under way.
    @inline(__always)
    final func keyValueChanged() {
        guard let observers = keyValueObservers, observers.depth == 0 else { return }
        observers.checkAll()
    }
}
