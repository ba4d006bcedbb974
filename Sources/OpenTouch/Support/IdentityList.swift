/// A list of objects in the order they were added, with an identity membership test that stays
/// O(1) however long the list grows.
///
/// Short lists (the usual one to three touches of a recognizer) answer membership with a plain
/// loop and allocate nothing beyond their array; past ``indexThreshold`` elements a set of object
/// identifiers answers instead. The set only answers membership: every order (iteration, delivery,
/// removal) is the array's. The array holds its elements strongly, so no identifier in the set can
/// belong to a freed object and be reused by a new one.
struct IdentityList<Element: AnyObject> {
    /// The elements, in the order they were added.
    private(set) var elements: [Element] = []
    /// The identifiers of `elements` once there are more than `indexThreshold` of them; empty otherwise.
    private var index: Set<ObjectIdentifier> = []

    /// Above this many elements, membership is answered by the identifier set.
    static var indexThreshold: Int { 16 }

    init() {}

    /// Whether the list is empty.
    var isEmpty: Bool { elements.isEmpty }

    /// The number of elements.
    var count: Int { elements.count }

    /// Whether the list holds `object` itself.
    @inline(__always)
    func contains(_ object: Element) -> Bool {
        if elements.count <= Self.indexThreshold { return elements.containsIdentical(object) }
        return index.contains(ObjectIdentifier(object))
    }

    /// Adds `object` at the end. It must not be in the list already.
    mutating func append(_ object: Element) {
        assert(!contains(object), "IdentityList: \(object) appended twice")
        elements.append(object)
        if elements.count > Self.indexThreshold {
            if index.isEmpty {
                index.reserveCapacity(elements.count * 2)
                for element in elements { index.insert(ObjectIdentifier(element)) }
            } else {
                index.insert(ObjectIdentifier(object))
            }
        }
        checkIndex()
    }

    /// Removes every element.
    mutating func removeAll() {
        elements.removeAll()
        index.removeAll()
    }

    /// Removes `object` if the list holds it, keeping the others' order.
    mutating func remove(_ object: Element) {
        guard contains(object), let position = elements.indexOfIdentical(object) else { return }
        elements.remove(at: position)
        if elements.count > Self.indexThreshold {
            index.remove(ObjectIdentifier(object))
        } else {
            index.removeAll()
        }
        checkIndex()
    }

    /// Removes the elements that satisfy `shouldRemove`, keeping the others' order.
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        let before = elements.count
        elements.removeAll(where: shouldRemove)
        guard elements.count != before else { return }
        index.removeAll(keepingCapacity: elements.count > Self.indexThreshold)
        if elements.count > Self.indexThreshold {
            for element in elements { index.insert(ObjectIdentifier(element)) }
        }
        checkIndex()
    }

    /// Debug builds: the set holds one identifier per element past the threshold, none below it
    /// (O(1), so that debug builds stay linear in fingers too).
    @inline(__always)
    private func checkIndex() {
        assert(index.count == (elements.count > Self.indexThreshold ? elements.count : 0),
               "IdentityList: index out of step with its elements")
    }
}
