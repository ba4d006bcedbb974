import Foundation

/// One observation of a key path of one view, as the view's list and the token see it.
@MainActor
protocol KeyValueObserver: AnyObject {
    /// Reads the key path again and calls the handler if the value changed.
    func check()
    /// Calls the handler once now, for ``NSKeyValueObservingOptions/initial``.
    func sendInitial()
    /// Releases the handler and leaves the view's list.
    func end()
}

/// The observation of `keyPath` on a `Root` view.
@MainActor
final class KeyPathObserver<Root: UIView, Value>: KeyValueObserver {
    /// The view observed, until the observation ends.
    private weak var view: Root?
    private let keyPath: KeyPath<Root, Value>
    private let options: NSKeyValueObservingOptions
    private var handler: (@MainActor (Root, NSKeyValueObservedChange<Value>) -> Void)?
    private var last: Value
    /// Equality of two values when `Value` is `Equatable`; nil otherwise (every check reports).
    private let isEqual: ((Value, Value) -> Bool)?

    init(view: Root, keyPath: KeyPath<Root, Value>, options: NSKeyValueObservingOptions,
         handler: @escaping @MainActor (Root, NSKeyValueObservedChange<Value>) -> Void) {
        self.keyPath = keyPath
        self.options = options
        self.handler = handler
        last = view[keyPath: keyPath]
        isEqual = equalityTest(for: Value.self)
        self.view = view
    }

    func check() {
        guard let handler, let root = view else { return }
        let current = root[keyPath: keyPath]
        if let isEqual, isEqual(last, current) { return }
        let old = last
        last = current
        let oldValue = options.contains(.old) ? old : nil
        if options.contains(.prior) {
            handler(root, NSKeyValueObservedChange(kind: .setting, newValue: nil, oldValue: oldValue, indexes: nil, isPrior: true))
        }
        let newValue = options.contains(.new) ? current : nil
        handler(root, NSKeyValueObservedChange(kind: .setting, newValue: newValue, oldValue: oldValue, indexes: nil, isPrior: false))
    }

    func sendInitial() {
        guard options.contains(.initial), let handler, let root = view else { return }
        let newValue = options.contains(.new) ? last : nil
        handler(root, NSKeyValueObservedChange(kind: .setting, newValue: newValue, oldValue: nil, indexes: nil, isPrior: false))
    }

    func end() {
        handler = nil
        view?.keyValueObservers?.remove(self, from: view)
        view = nil
    }
}

/// A test of equality for `Value` when it is `Equatable`.
private func equalityTest<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
    guard let equatable = Value.self as? any Equatable.Type else { return nil }
    return { lhs, rhs in areEqual(equatable, lhs, rhs) }
}

private func areEqual<Element: Equatable>(_ type: Element.Type, _ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? Element, let rhs = rhs as? Element else { return false }
    return lhs == rhs
}
