#if !canImport(ObjectiveC)
import Foundation

/// Associates `value` with `object` under `key`, as the Objective-C runtime's function does;
/// a nil `value` removes the association.
///
/// Write the key as apps do, the address of a static or global variable
/// (`private static var key: UInt8 = 0` … `&Self.key`): keys are compared by address only.
///
/// The value lives as long as `object`. For OpenTouch's own objects (responders, views,
/// controllers, gesture recognizers, layers) it is released when the owner is deallocated;
/// for any other class instance it is released by the next associated-object call after the
/// owner is gone (OpenTouch cannot hook the deallocation of a class it does not define).
/// `object` must be a class instance: a value type has no identity to attach to, so the call
/// does nothing and is reported as an ``InputDiagnostic/Kind/unsupportedCall`` diagnostic.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    guard let owner = AssociatedObjectRegistry.owner(object, in: "objc_setAssociatedObject") else { return }
    let stored = value.map { AssociatedValue(holding: $0, policy: policy) }
    let replaced = AssociatedObjectRegistry.shared.set(stored, for: AssociationKey(key), of: owner)
    withExtendedLifetime(replaced) {}
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociatedObjectRegistry.owner(object, in: "objc_getAssociatedObject") else { return nil }
    return AssociatedObjectRegistry.shared.value(for: AssociationKey(key), of: owner)
}

/// Removes every value associated with `object`, releasing them in the order they were set.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociatedObjectRegistry.owner(object, in: "objc_removeAssociatedObjects") else { return }
    let removed = AssociatedObjectRegistry.shared.removeAll(of: owner)
    withExtendedLifetime(removed) {}
}
#endif
