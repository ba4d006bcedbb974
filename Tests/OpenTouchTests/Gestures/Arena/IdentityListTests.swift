@testable import OpenTouch
import Testing

/// The ordered identity list behind recognizers' ignored and attempt touches and held touches:
/// order is the array's, membership switches to a set past the threshold and back below it.
@Suite("Gestures: IdentityList keeps order and answers membership on both sides of its threshold")
struct IdentityListTests {
    private final class Item {}

    @Test("appending past the threshold keeps order; membership is by identity")
    func appendAndContain() {
        let items = (0 ..< 40).map { _ in Item() }
        var list = IdentityList<Item>()
        for (index, item) in items.enumerated() {
            list.append(item)
            #expect(list.contains(item))
            #expect(!list.contains(Item()))
            #expect(list.count == index + 1)
        }
        #expect(list.elements.map(ObjectIdentifier.init) == items.map(ObjectIdentifier.init))
        #expect(items.allSatisfy { list.contains($0) })
    }

    @Test("removing one or many keeps the others' order, above and below the threshold")
    func remove() {
        let items = (0 ..< 40).map { _ in Item() }
        var list = IdentityList<Item>()
        for item in items { list.append(item) }
        list.remove(items[3])
        list.remove(Item())
        #expect(!list.contains(items[3]))
        #expect(list.count == 39)
        let dropped = Set((0 ..< 40).filter { $0 % 3 == 0 }.map { ObjectIdentifier(items[$0]) })
        list.removeAll { dropped.contains(ObjectIdentifier($0)) }
        let kept = items.filter { !dropped.contains(ObjectIdentifier($0)) }
        #expect(list.elements.map(ObjectIdentifier.init) == kept.map(ObjectIdentifier.init))
        for item in items { #expect(list.contains(item) == kept.contains { $0 === item }) }
        list.removeAll { item in kept.prefix(20).contains { $0 === item } }
        #expect(list.count == kept.count - 20)
        for item in items { #expect(list.contains(item) == kept.dropFirst(20).contains { $0 === item }) }
        list.removeAll()
        #expect(list.isEmpty)
        #expect(!items.contains { list.contains($0) })
    }

    @Test("emptied keeping its capacity (a recycled attempt's lists), from either side of the threshold, it fills again like a new list",
          arguments: [3, 40])
    func removeAllKeepingCapacity(count: Int) {
        let first = (0 ..< count).map { _ in Item() }
        var list = IdentityList<Item>()
        for item in first { list.append(item) }
        if count > 20 { list.remove(first[5]) }  // leaves a dead slot past the threshold
        list.removeAllKeepingCapacity()
        #expect(list.isEmpty)
        #expect(list.elements.isEmpty)
        #expect(!first.contains { list.contains($0) })
        let second = (0 ..< 30).map { _ in Item() }
        for (index, item) in second.enumerated() {
            list.append(item)
            #expect(list.count == index + 1)
        }
        #expect(list.elements.map(ObjectIdentifier.init) == second.map(ObjectIdentifier.init))
        #expect(!first.contains { list.contains($0) })
        list.remove(second[29])
        list.remove(second[0])
        #expect(list.elements.map(ObjectIdentifier.init) == second[1 ..< 29].map(ObjectIdentifier.init))
    }
}
