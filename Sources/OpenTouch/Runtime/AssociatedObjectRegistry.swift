import Foundation
import Logging

/// A key of an associated object: the address the app passes, compared for equality only.
struct AssociationKey: Hashable, Sendable {
    let address: UInt

    init(_ pointer: UnsafeRawPointer) {
        address = UInt(bitPattern: pointer)
    }
}

/// One associated value, held as its policy says.
struct AssociatedValue {
    private enum Storage {
        case strong(Any)
        case weak(WeakObject)
    }

    private let storage: Storage

    init(holding value: Any, policy: objc_AssociationPolicy) {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            storage = type(of: value) is AnyClass ? .weak(WeakObject(value as AnyObject)) : .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            storage = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            storage = .strong(value)
        }
    }

    /// The value, or nil when it was held weakly and is gone.
    var value: Any? {
        switch storage {
        case .strong(let value): value
        case .weak(let box): box.object
        }
    }
}

/// A weak reference to any object.
final class WeakObject {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// The values associated with one owner, in the order their keys were first set. Released
/// with the owner (OpenTouch's classes store it) or with the owner's side-table entry.
final class AssociatedValues {
    var entries: [(key: AssociationKey, value: AssociatedValue)] = []
}

/// OpenTouch's classes keep their associated values in themselves, so they die together.
protocol AssociatedObjectHosting: AnyObject {
    /// The owner's associated values; read and written only under the registry's lock.
    var associatedValues: AssociatedValues? { get set }
}

/// Every associated value of the process, under one lock.
///
/// OpenTouch's classes (``AssociatedObjectHosting``) hold their own values. Any other owner gets
/// an entry in a side table keyed by its identity and holding it weakly; each call first drops
/// the entries whose owner is gone (in the order they were made, so values are released in a
/// fixed order), which also makes a reused address start afresh.
final class AssociatedObjectRegistry: @unchecked Sendable {
    static let shared = AssociatedObjectRegistry()

    private struct SideEntry {
        let owner: WeakObject
        let values: AssociatedValues
        let sequence: UInt64
    }

    private let lock = NSLock()
    private var sideTable: [ObjectIdentifier: SideEntry] = [:]
    private var nextSequence: UInt64 = 0

    /// Sets (or, with nil, removes) one value; returns what it replaced, to release after unlocking.
    func set(_ value: AssociatedValue?, for key: AssociationKey, of owner: AnyObject) -> [Any] {
        lock.lock()
        defer { lock.unlock() }
        var released = sweep()
        let values = storage(of: owner, creating: value != nil)
        guard let values else { return released }
        if let index = values.entries.firstIndex(where: { $0.key == key }) {
            released.append(values.entries[index].value)
            if let value { values.entries[index].value = value } else { values.entries.remove(at: index) }
        } else if let value {
            values.entries.append((key, value))
        }
        return released
    }

    /// The value under `key`, if any.
    func value(for key: AssociationKey, of owner: AnyObject) -> Any? {
        lock.lock()
        let released = sweep()
        let value = storage(of: owner, creating: false)?.entries.first { $0.key == key }?.value.value
        lock.unlock()
        withExtendedLifetime(released) {}
        return value
    }

    /// Removes every value of `owner`; returns them, to release after unlocking.
    func removeAll(of owner: AnyObject) -> [Any] {
        lock.lock()
        defer { lock.unlock() }
        var released = sweep()
        if let values = storage(of: owner, creating: false) {
            released.append(contentsOf: values.entries.map(\.value) as [Any])
            values.entries.removeAll()
        }
        if let host = owner as? AssociatedObjectHosting {
            host.associatedValues = nil
        } else if let entry = sideTable.removeValue(forKey: ObjectIdentifier(owner)) {
            released.append(entry.values)
        }
        return released
    }

    /// The number of side-table owners (for tests of the sweep).
    var sideTableCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return sideTable.count
    }

    private func storage(of owner: AnyObject, creating: Bool) -> AssociatedValues? {
        if let host = owner as? AssociatedObjectHosting {
            if host.associatedValues == nil, creating { host.associatedValues = AssociatedValues() }
            return host.associatedValues
        }
        let identifier = ObjectIdentifier(owner)
        if let entry = sideTable[identifier], entry.owner.object === owner { return entry.values }
        guard creating else { return nil }
        let entry = SideEntry(owner: WeakObject(owner), values: AssociatedValues(), sequence: nextSequence)
        nextSequence &+= 1
        sideTable[identifier] = entry
        return entry.values
    }

    /// Drops the side-table entries whose owner is gone; returns their values, oldest entry first.
    private func sweep() -> [Any] {
        guard !sideTable.isEmpty else { return [] }
        var dead: [(ObjectIdentifier, SideEntry)] = []
        for (identifier, entry) in sideTable where entry.owner.object == nil {
            dead.append((identifier, entry))
        }
        guard !dead.isEmpty else { return [] }
        dead.sort { $0.1.sequence < $1.1.sequence }
        for (identifier, _) in dead { sideTable.removeValue(forKey: identifier) }
        return dead.map { $0.1.values }
    }

    /// `object` as a class instance, or nil (reported) for a value type.
    static func owner(_ object: Any, in function: String) -> AnyObject? {
        if type(of: object) is AnyClass { return object as AnyObject }
        let message = "\(function) was given a \(type(of: object)), a value type: associated objects need a class instance; nothing happened"
        reportUnsupportedCall(message)
        return nil
    }
}

/// Reports a call OpenTouch cannot honour: to the newest application when on the main thread,
/// else to a logger with OpenTouch's label.
func reportUnsupportedCall(_ message: String) {
    if isOnMainActor() {
        MainActor.assumeIsolated {
            if let application = UIApplication.newest {
                application.report(InputDiagnostic(.unsupportedCall, message))
            } else {
                Logger(label: "OpenTouch").warning("[unsupportedCall] \(message)")
            }
        }
    } else {
        Logger(label: "OpenTouch").warning("[unsupportedCall] \(message)")
    }
}

extension UIResponder: AssociatedObjectHosting {}
extension UIGestureRecognizer: AssociatedObjectHosting {}
extension CALayer: AssociatedObjectHosting {}
