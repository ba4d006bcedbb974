import Foundation
import OpenTouch

/// Stable, address-free names for the objects of one stream: the normalizer that makes two runs
/// of a seed comparable. Objects the fuzzer creates get their names when registered; objects the
/// engine creates (touches, a scroll view's own recognizers) get `Type#n` the first time the trace
/// shows them. Each entry holds its object weakly, so a freed object's reused address never
/// inherits its name, and the list doubles as the leak checker's list of everything seen.
@MainActor
final class FuzzNames {
    private struct Entry {
        weak var object: AnyObject?
        let name: String
    }

    private var byIdentifier: [ObjectIdentifier: Entry] = [:]
    /// Every named object, in naming order, held weakly: what teardown expects to be gone.
    private(set) var everything: [(name: String, object: Weak)] = []
    private var counters: [String: Int] = [:]

    /// A weak reference that can sit in an array.
    struct Weak {
        weak var object: AnyObject?
    }

    /// Gives `object` the name `name` (a later object at a reused address gets its own name).
    func register(_ object: AnyObject, as name: String) {
        byIdentifier[ObjectIdentifier(object)] = Entry(object: object, name: name)
        everything.append((name, Weak(object: object)))
    }

    /// The next fresh name with `prefix`: `v0`, `v1`, …
    func fresh(_ prefix: String) -> String {
        let n = counters[prefix, default: 0]
        counters[prefix] = n + 1
        return "\(prefix)\(n)"
    }

    /// The name of `object`, naming it `Type#n` if it has none yet.
    func name(_ object: AnyObject?) -> String {
        guard let object else { return "nil" }
        if let entry = byIdentifier[ObjectIdentifier(object)], entry.object === object { return entry.name }
        let name = fresh(String(describing: type(of: object)) + "#")
        register(object, as: name)
        return name
    }

    /// Whether `object` already has a name.
    func isNamed(_ object: AnyObject) -> Bool {
        byIdentifier[ObjectIdentifier(object)]?.object === object
    }

    /// The names of a set of touches, sorted; touches not yet named are named first in an order
    /// that does not depend on the set's iteration order (by position, then timestamp).
    func names(_ touches: Set<UITouch>) -> [String] {
        let unnamed = touches.filter { !isNamed($0) }.sorted { a, b in
            let pa = a.location(in: nil), pb = b.location(in: nil)
            if pa.x != pb.x { return pa.x < pb.x }
            if pa.y != pb.y { return pa.y < pb.y }
            return a.timestamp < b.timestamp
        }
        for touch in unnamed { register(touch, as: fresh("t?")) }
        return touches.map { name($0) }.sorted()
    }

    /// Names (sorted by naming order) of the objects still alive.
    var alive: [String] {
        everything.compactMap { $0.object.object == nil ? nil : $0.name }
    }

    /// Forgets every entry (drops nothing: entries are weak).
    func removeAll() {
        byIdentifier.removeAll()
        everything.removeAll()
        counters.removeAll()
    }
}
