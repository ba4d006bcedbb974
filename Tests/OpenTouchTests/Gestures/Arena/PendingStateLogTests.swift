@testable import OpenTouch
import Testing

/// The log of states set and not yet committed keeps its first value inline: it must behave as
/// the plain array it replaced, whatever the sequence of operations.
@Suite("Gestures: PendingStateLog behaves as the array of states it replaced")
struct PendingStateLogTests {
    /// The array operations `commitState` made before the log, as the reference.
    private struct ArrayLog {
        var values: [UIGestureRecognizer.State] = []

        mutating func removeIfOnly(_ state: UIGestureRecognizer.State) -> Bool {
            guard values.count == 1, values[0] == state else { return false }
            values.removeLast()
            return true
        }

        mutating func removeThroughFirst(_ state: UIGestureRecognizer.State) -> Bool {
            guard let index = values.firstIndex(of: state) else { return false }
            values.removeSubrange(...index)
            return true
        }
    }

    @Test("seeded random appends and removals give the same values and answers", arguments: 0 ..< 20)
    func matchesArray(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var log = PendingStateLog()
        var reference = ArrayLog()
        let states = UIGestureRecognizer.State.allCases
        for _ in 0 ..< 400 {
            let state = states[Int(generator.next() % UInt64(states.count))]
            switch generator.next() % 5 {
            case 0, 1:
                log.append(state)
                reference.values.append(state)
            case 2:
                let removed = log.removeIfOnly(state), expected = reference.removeIfOnly(state)
                #expect(removed == expected)
            case 3:
                let removed = log.removeThroughFirst(state), expected = reference.removeThroughFirst(state)
                #expect(removed == expected)
            default:
                if generator.next() % 4 == 0 {
                    log.removeAll()
                    reference.values.removeAll()
                }
            }
            #expect(log.elements == reference.values)
        }
    }

    @Test("removing through a later value drops the first one and those before it")
    func removeThroughLater() {
        var log = PendingStateLog()
        for state in [UIGestureRecognizer.State.began, .changed, .changed, .ended] { log.append(state) }
        let removedFirstChanged = log.removeThroughFirst(.changed)
        #expect(removedFirstChanged)
        #expect(log.elements == [.changed, .ended])
        let removedBegan = log.removeThroughFirst(.began)
        #expect(!removedBegan)
        #expect(log.elements == [.changed, .ended])
        let removedOnlyChanged = log.removeIfOnly(.changed)
        #expect(!removedOnlyChanged)
        let removedSecondChanged = log.removeThroughFirst(.changed)
        #expect(removedSecondChanged)
        let removedOnlyEnded = log.removeIfOnly(.ended)
        #expect(removedOnlyEnded)
        #expect(log.elements.isEmpty)
    }

    /// SplitMix64: a small deterministic generator for the seeded cases.
    private struct SeededGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed &+ 0x9e37_79b9_7f4a_7c15 }
        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
    }
}
