import Foundation

// UIKit's responders are `NSObject`s: in Swift, `==` and hashing compare identity (NSObject's
// `isEqual(_:)` and `hash`), so views work in `Set`s, as dictionary keys, with `view == self` and
// in `switch touch.view { case self: … }`. OpenTouch has no Objective-C runtime, so responders
// get the same conformances directly.

extension UIResponder: Hashable {
    /// Whether two responders are the same object, as `NSObject` compares views and controllers.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIResponder {
    /// Whether `object` is this same object (`NSObject`'s default equality).
    public func isEqual(_ object: Any?) -> Bool {
        (object as AnyObject?) === self
    }

    /// The object's hash, derived from its identity (`NSObject`'s default).
    public var hash: Int { ObjectIdentifier(self).hashValue }

    /// Whether the object is an instance of `aClass` or of a subclass of it.
    public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let candidate = current {
            if candidate == aClass { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Whether the object is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool {
        type(of: self) == aClass
    }
}

extension UIGestureRecognizer: Hashable {
    /// Whether two recognizers are the same object, as `NSObject` compares them.
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIEvent: Hashable {
    /// Whether two events are the same object, as `NSObject` compares them.
    nonisolated public static func == (lhs: UIEvent, rhs: UIEvent) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
