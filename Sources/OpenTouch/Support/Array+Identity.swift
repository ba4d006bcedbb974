/// Identity lookups written as plain loops.
///
/// In Swift 6, a closure formed in `@MainActor` code and handed to a non-isolated standard-library
/// function (`contains(where:)`, `firstIndex(where:)`, …) checks at run time, on every call, that
/// it runs on the main actor. On the per-move paths those checks cost more than the lookups, so
/// the engine uses these loops there.
extension Array where Element: AnyObject {
    /// Whether the array holds `object` itself.
    @inline(__always)
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }

    /// The index of `object` itself, if the array holds it.
    @inline(__always)
    func indexOfIdentical(_ object: Element) -> Int? {
        var index = 0
        while index < count {
            if self[index] === object { return index }
            index += 1
        }
        return nil
    }
}
