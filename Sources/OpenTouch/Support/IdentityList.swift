/// A list of objects in the order they were added, with identity membership and removal that stay
/// O(1) (removal amortised) however long the list grows.
///
/// Short lists (the usual one to three touches of a recognizer) answer membership with a plain
/// loop, remove by shifting, and allocate nothing beyond their array. Past ``indexThreshold``
/// elements a dictionary from object identifier to slot answers instead, and a removal leaves its
/// slot dead in place; dead slots are dropped in one pass once they outnumber the live elements
/// (or on ``compact()``). The dictionary only answers membership and slots: every order
/// (iteration, delivery, removal) is the array's. The array holds its elements strongly (dead
/// slots too, until compacted), so no identifier in the dictionary can belong to a freed object
/// and be reused by a new one.
struct IdentityList<Element: AnyObject> {
    /// The elements in the order they were added; past the threshold, removed ones may still sit
    /// in their slots (dead: `positions` no longer maps them to that slot).
    private var storage: [Element] = []
    /// Past the threshold, the slot in `storage` of each live element; empty otherwise.
    private var positions: [ObjectIdentifier: Int] = [:]
    /// How many slots of `storage` are dead (only ever non-zero past the threshold).
    private var deadCount = 0

    /// Above this many elements, membership is answered by the identifier dictionary.
    static var indexThreshold: Int { 16 }

    init() {}

    /// Whether the list is empty.
    var isEmpty: Bool { count == 0 }

    /// The number of elements.
    var count: Int { storage.count - deadCount }

    /// The elements, in the order they were added. O(1) when no removal is pending compaction
    /// (call ``compact()`` first on hot paths); O(n) and one allocation otherwise.
    var elements: [Element] {
        guard deadCount > 0 else { return storage }
        var live: [Element] = []
        live.reserveCapacity(count)
        for slot in storage.indices where isLive(slot) { live.append(storage[slot]) }
        return live
    }

    /// Whether the list holds `object` itself. O(1) (at most ``indexThreshold`` compares).
    @inline(__always)
    func contains(_ object: Element) -> Bool {
        if positions.isEmpty { return storage.containsIdentical(object) }
        return positions[ObjectIdentifier(object)] != nil
    }

    /// Adds `object` at the end. O(1) amortised. It must not be in the list already.
    mutating func append(_ object: Element) {
        precondition(!contains(object), "IdentityList: an object appended twice")
        storage.append(object)
        if !positions.isEmpty {
            positions[ObjectIdentifier(object)] = storage.count - 1
        } else if storage.count > Self.indexThreshold {
            positions.reserveCapacity(storage.count * 2)
            for slot in storage.indices { positions[ObjectIdentifier(storage[slot])] = slot }
        }
        checkIndex()
    }

    /// Removes every element.
    mutating func removeAll() {
        storage.removeAll()
        positions.removeAll()
        deadCount = 0
    }

    /// Removes every element, keeping the array's capacity (a recycled gesture attempt refills
    /// its lists without allocating).
    mutating func removeAllKeepingCapacity() {
        storage.removeAllFromEnd()
        if !positions.isEmpty { positions.removeAll() }
        deadCount = 0
    }

    /// Removes `object` if the list holds it, keeping the others' order. O(1) amortised past the
    /// threshold; at most ``indexThreshold`` compares and shifts below it.
    mutating func remove(_ object: Element) {
        guard !positions.isEmpty else {
            if let slot = storage.indexOfIdentical(object) { storage.remove(at: slot) }
            return
        }
        guard let slot = positions.removeValue(forKey: ObjectIdentifier(object)) else { return }
        if slot == storage.count - 1 {
            storage.removeLast()
        } else {
            deadCount += 1
        }
        if count <= Self.indexThreshold || deadCount > count { compact() }
        checkIndex()
    }

    /// Removes the elements that satisfy `shouldRemove` (asked once per element, in order),
    /// keeping the others' order. O(n).
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        compact()
        let before = storage.count
        storage.removeAll(where: shouldRemove)
        guard storage.count != before else { return }
        positions.removeAll(keepingCapacity: storage.count > Self.indexThreshold)
        if storage.count > Self.indexThreshold {
            for slot in storage.indices { positions[ObjectIdentifier(storage[slot])] = slot }
        }
        checkIndex()
    }

    /// Drops dead slots in one pass (O(n) when there are any, O(1) otherwise), so that
    /// ``elements`` returns the array itself; below the threshold the dictionary is emptied.
    mutating func compact() {
        guard deadCount > 0 else {
            if storage.count <= Self.indexThreshold && !positions.isEmpty { positions.removeAll() }
            return
        }
        var write = 0
        for read in storage.indices where isLive(read) {
            let element = storage[read]
            if write != read {
                storage[write] = element
                positions[ObjectIdentifier(element)] = write
            }
            write += 1
        }
        storage.removeLast(storage.count - write)
        deadCount = 0
        if storage.count <= Self.indexThreshold { positions.removeAll() }
        checkIndex()
    }

    /// Whether `slot` holds a live element (past the threshold: the dictionary maps it there).
    @inline(__always)
    private func isLive(_ slot: Int) -> Bool {
        positions.isEmpty || positions[ObjectIdentifier(storage[slot])] == slot
    }

    /// Debug builds: the dictionary holds one slot per live element past the threshold, none below
    /// it, and dead slots exist only past it (O(1), so that debug builds stay linear in fingers).
    @inline(__always)
    private func checkIndex() {
        assert(positions.count == (count > Self.indexThreshold ? count : 0)
                   && (deadCount == 0 || !positions.isEmpty),
               "IdentityList: index out of step with its elements")
    }
}
