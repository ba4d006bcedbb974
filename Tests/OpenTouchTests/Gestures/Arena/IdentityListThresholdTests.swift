@testable import OpenTouch
import Testing

/// `IdentityList` around its threshold and with removals left dead in place past it: every
/// sequence of calls is compared with a plain array of the same objects (the model). Uses
/// `@testable` because the list is internal to the engine.
@Suite("Support: IdentityList matches a plain array through removals, compaction and the threshold")
struct IdentityListThresholdTests {
    private final class Item {}

    private static let threshold = IdentityList<Item>.indexThreshold

    /// The list's order and membership equal the model's, for every item ever used.
    private func expectSame(_ list: IdentityList<Item>, _ model: [Item], _ all: [Item],
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(list.elements.map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init),
                sourceLocation: sourceLocation)
        #expect(list.count == model.count, sourceLocation: sourceLocation)
        #expect(list.isEmpty == model.isEmpty, sourceLocation: sourceLocation)
        for item in all {
            #expect(list.contains(item) == model.contains { $0 === item }, sourceLocation: sourceLocation)
        }
    }

    @Test("removing at 17 → 16 drops to the plain list; appending again rebuilds the index from empty")
    func crossingTheThreshold() {
        let items = (0 ..< Self.threshold + 3).map { _ in Item() }
        var list = IdentityList<Item>()
        var model: [Item] = []
        for item in items.prefix(Self.threshold + 1) { list.append(item); model.append(item) }
        list.remove(items[5])
        model.remove(at: 5)
        expectSame(list, model, items)
        list.append(items[Self.threshold + 1])
        model.append(items[Self.threshold + 1])
        expectSame(list, model, items)
        list.append(items[5])
        model.append(items[5])
        expectSame(list, model, items)
    }

    @Test("alternating around the threshold, removing first, middle and last")
    func alternating() {
        let items = (0 ..< 40).map { _ in Item() }
        var list = IdentityList<Item>()
        var model: [Item] = []
        for item in items.prefix(Self.threshold) { list.append(item); model.append(item) }
        var next = Self.threshold
        for round in 0 ..< 30 {
            let item = items[next % items.count]
            if !model.contains(where: { $0 === item }) {
                list.append(item)
                model.append(item)
            }
            next += 1
            let victim = model[[0, model.count / 2, model.count - 1][round % 3]]
            list.remove(victim)
            model.removeAll { $0 === victim }
            if round % 2 == 0, let extra = items.first(where: { candidate in !model.contains { $0 === candidate } }) {
                list.append(extra)
                model.append(extra)
            }
            expectSame(list, model, items)
        }
    }

    @Test("many removals in the middle then in order, past the threshold: order kept, compaction on demand")
    func removalsPastTheThreshold() {
        let items = (0 ..< 100).map { _ in Item() }
        var list = IdentityList<Item>()
        var model = items
        for item in items { list.append(item) }
        for index in stride(from: 1, to: 100, by: 4) {
            list.remove(items[index])
            model.removeAll { $0 === items[index] }
            expectSame(list, model, items)
        }
        // A removed object appended again goes to the end, however its old slot was dropped.
        list.append(items[1])
        model.append(items[1])
        expectSame(list, model, items)
        list.compact()
        expectSame(list, model, items)
        while let first = model.first {
            list.remove(first)
            model.removeFirst()
            expectSame(list, model, items)
        }
    }

    @Test("removing what is absent changes nothing, below and above the threshold")
    func absent() {
        let items = (0 ..< 30).map { _ in Item() }
        var list = IdentityList<Item>()
        var model: [Item] = []
        for item in items.prefix(3) { list.append(item); model.append(item) }
        list.remove(Item())
        list.remove(items[20])
        expectSame(list, model, items)
        for item in items.dropFirst(3) { list.append(item); model.append(item) }
        let outsider = Item()
        list.remove(outsider)
        list.remove(items[4])
        model.remove(at: 4)
        list.remove(items[4])
        expectSame(list, model, items)
    }

    @Test("removeAll(where:) that removes nothing, and one after removals pending compaction")
    func removeAllWhere() {
        let items = (0 ..< 40).map { _ in Item() }
        var list = IdentityList<Item>()
        var model = items
        for item in items { list.append(item) }
        var asked: [ObjectIdentifier] = []
        list.removeAll { asked.append(ObjectIdentifier($0)); return false }
        #expect(asked == items.map(ObjectIdentifier.init))
        expectSame(list, model, items)
        for index in [3, 10, 11, 30] {
            list.remove(items[index])
            model.removeAll { $0 === items[index] }
        }
        asked = []
        list.removeAll { item in asked.append(ObjectIdentifier(item)); return items.prefix(25).contains { $0 === item } }
        #expect(asked == model.map(ObjectIdentifier.init))
        model.removeAll { item in items.prefix(25).contains { $0 === item } }
        expectSame(list, model, items)
    }
}
