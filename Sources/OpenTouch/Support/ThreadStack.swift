import Foundation

/// A stack of values kept per thread in the thread's dictionary, as UIKit keeps its graphics
/// context stacks: each thread sees only what it pushed.
final class ThreadStack<Element> {
    /// The values, most recent last.
    var items: [Element] = []

    /// The calling thread's stack stored under `key`, created on first use.
    static func current(_ key: String) -> ThreadStack<Element> {
        let storage = Thread.current.threadDictionary
        if let stack = storage[key] as? ThreadStack<Element> { return stack }
        let stack = ThreadStack<Element>()
        storage[key] = stack
        return stack
    }
}
