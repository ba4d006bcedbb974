import Foundation

/// `NSObject`'s perform family, as `#selector` calls port: the method is a reference named by
/// its type (`perform(PlayerView.hideControls, with: nil, afterDelay: 3)`).
///
/// Delayed performs run on the application's clock (the target's window's application, else
/// ``UIApplication/shared``), so a test drives them with the ``VirtualClock``. OpenTouch has no
/// run loop modes: a delayed perform fires while a scroll view is tracking, where iOS (default
/// mode only) waits for the finger to lift. The target and the argument are held strongly until
/// the perform fires or is cancelled, as Foundation holds them.
extension UIResponder {
    /// Calls `aSelector` on this object after `delay` seconds of the application's clock. Pass
    /// `actionName` (say `"hideControls"`) to let
    /// ``cancelPreviousPerformRequests(withTarget:selector:object:)`` cancel it by name.
    public func perform<Target: UIResponder>(
        _ aSelector: @escaping @MainActor (Target) -> @MainActor () -> Void, actionName: String? = nil,
        with anArgument: Any?, afterDelay delay: TimeInterval
    ) {
        guard let target = target(as: Target.self, in: "perform(_:with:afterDelay:)") else { return }
        PendingPerforms.shared.schedule(target: target, name: actionName, argument: anArgument, delay: delay) {
            aSelector(target)()
        }
    }

    /// Calls `aSelector` on this object with `anArgument` after `delay` seconds of the
    /// application's clock.
    public func perform<Target: UIResponder, Argument>(
        _ aSelector: @escaping @MainActor (Target) -> @MainActor (Argument) -> Void, actionName: String? = nil,
        with anArgument: Argument, afterDelay delay: TimeInterval
    ) {
        guard let target = target(as: Target.self, in: "perform(_:with:afterDelay:)") else { return }
        PendingPerforms.shared.schedule(target: target, name: actionName, argument: anArgument, delay: delay) {
            aSelector(target)(anArgument)
        }
    }

    /// Performs the action named `aSelector` (through ``perform(_:withSender:for:)``, with
    /// `anArgument` as the sender) after `delay` seconds of the application's clock.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        nonisolated(unsafe) let argument = anArgument
        PendingPerforms.shared.schedule(target: self, name: aSelector.name, argument: anArgument, delay: delay) { [self] in
            perform(aSelector, withSender: argument, for: nil)
        }
    }

    /// Calls `aSelector` on this object now and returns nil (the method returns nothing).
    @discardableResult
    public func perform<Target: UIResponder>(_ aSelector: @MainActor (Target) -> @MainActor () -> Void) -> Unmanaged<AnyObject>? {
        if let target = target(as: Target.self, in: "perform(_:)") { aSelector(target)() }
        return nil
    }

    /// Calls `aSelector` on this object with `object` now and returns nil (the method returns nothing).
    @discardableResult
    public func perform<Target: UIResponder, Argument>(
        _ aSelector: @MainActor (Target) -> @MainActor (Argument) -> Void, with object: Argument
    ) -> Unmanaged<AnyObject>? {
        if let target = target(as: Target.self, in: "perform(_:with:)") { aSelector(target)(object) }
        return nil
    }

    /// Calls `aSelector` on this object with `arg` on the main thread: now when `wait` is true,
    /// else at the next firing of the application clock's timers (the next turn of the main loop;
    /// in a test, the next ``VirtualClock/advance(by:)`` or ``VirtualClock/runDueTimers()``).
    public func performSelector<Target: UIResponder, Argument>(
        onMainThread aSelector: @escaping @MainActor (Target) -> @MainActor (Argument) -> Void,
        with arg: Argument, waitUntilDone wait: Bool
    ) {
        guard let target = target(as: Target.self, in: "performSelector(onMainThread:with:waitUntilDone:)") else { return }
        if wait {
            aSelector(target)(arg)
        } else {
            PendingPerforms.shared.schedule(target: target, name: nil, argument: arg, delay: 0) { aSelector(target)(arg) }
        }
    }

    /// Calls a method of this object that takes no argument on the main thread, now when `wait`
    /// is true, else at the next firing of the application clock's timers.
    public func performSelector<Target: UIResponder>(
        onMainThread aSelector: @escaping @MainActor (Target) -> @MainActor () -> Void,
        with arg: Any?, waitUntilDone wait: Bool
    ) {
        guard let target = target(as: Target.self, in: "performSelector(onMainThread:with:waitUntilDone:)") else { return }
        if wait {
            aSelector(target)()
        } else {
            PendingPerforms.shared.schedule(target: target, name: nil, argument: arg, delay: 0) { aSelector(target)() }
        }
    }

    /// Cancels every pending delayed perform whose target is `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PendingPerforms.shared.cancel(target: aTarget, name: nil, object: nil, matchObject: false)
    }

    /// Cancels the pending delayed performs of `aTarget` named `aSelector` (the `actionName` they
    /// were scheduled with, or the `Selector` performed) whose argument is `anArgument` (compared
    /// by identity for objects, by equality for hashable values; nil matches nil only, as in Foundation).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        PendingPerforms.shared.cancel(target: aTarget, name: aSelector.name, object: anArgument, matchObject: true)
    }

    /// This object as `Target`, or nil with a diagnostic when it is another type.
    private func target<Target: UIResponder>(as type: Target.Type, in function: String) -> Target? {
        if let target = self as? Target { return target }
        reportUnsupportedCall("\(function): \(typeName) is not a \(Target.self), the type of the method: nothing was performed")
        return nil
    }
}

#if !canImport(ObjectiveC)
extension NSObject {
    /// Cancels every pending delayed perform whose target is `aTarget`
    /// (see ``UIResponder/cancelPreviousPerformRequests(withTarget:)``).
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PendingPerforms.shared.cancel(target: aTarget, name: nil, object: nil, matchObject: false)
    }

    /// Cancels the pending delayed performs of `aTarget` named `aSelector` with argument
    /// `anArgument` (see ``UIResponder/cancelPreviousPerformRequests(withTarget:selector:object:)``).
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        PendingPerforms.shared.cancel(target: aTarget, name: aSelector.name, object: anArgument, matchObject: true)
    }
}
#endif
