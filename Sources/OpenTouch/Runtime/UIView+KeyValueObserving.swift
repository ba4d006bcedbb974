#if !canImport(ObjectiveC)
import Foundation

/// The types whose properties can be observed with `observe(_:options:changeHandler:)`, as
/// Foundation names the protocol.
public protocol _KeyValueCodingAndObserving {}

extension UIView: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Calls `changeHandler` when the value at `keyPath` changes, until the returned observation
    /// is invalidated or deallocated, as Foundation's key-value observing.
    ///
    /// Observable: ``UIView/frame``, ``UIView/bounds``, ``UIView/center``, ``UIView/transform``,
    /// ``UIView/isHidden``, ``UIView/alpha``, ``UIView/backgroundColor``, and on scroll views
    /// ``UIScrollView/contentOffset``, ``UIScrollView/contentSize``, ``UIScrollView/contentInset``
    /// and ``UIScrollView/zoomScale``, whatever changes them (a frame set, layout, a drag,
    /// deceleration, a zoom), and any value computed from them alone. The handler runs once per
    /// change, after it (a frame set is one change of frame, bounds and center; a scroll is
    /// reported after `scrollViewDidScroll`), and only when the value differs from the last one
    /// reported (values that are not `Equatable` are reported at every change of the view). A
    /// ``NSKeyValueObservingOptions/prior`` notification comes just before the other, when the
    /// view already holds the new value. Other properties (your own included) are not observed.
    @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observer = KeyPathObserver(view: self, keyPath: keyPath, options: options, handler: changeHandler)
        let observers = keyValueObservers ?? KeyValueObservers()
        keyValueObservers = observers
        observers.add(observer)
        observer.sendInitial()
        return NSKeyValueObservation(observer: observer)
    }
}
#endif
