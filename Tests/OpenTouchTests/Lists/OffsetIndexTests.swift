import Testing
@testable import OpenTouch

/// The list's row-offset index agrees with plain running sums, for seeded random extents and edits.
@Suite(.tags(.property))
struct OffsetIndexTests {
    /// Offsets and lookups against a linear scan.
    static func check(_ index: OffsetIndex, against extents: [Double]) {
        var start = 0.0
        for (item, extent) in extents.enumerated() {
            #expect(abs(index.offset(of: item) - start) < 1e-9)
            if extent > 0 {
                #expect(index.index(at: start) == item)
                #expect(index.index(at: start + extent / 2) == item)
            }
            start += extent
        }
        #expect(abs(index.total - start) < 1e-9)
    }

    @Test(arguments: [1, 7, 100])
    func matchesRunningSums(seed: UInt64) {
        var random = FuzzRandom(seed: seed)
        var extents = (0..<Int.random(in: 1...300, using: &random)).map { _ in
            Double(Int.random(in: 0...80, using: &random))
        }
        var index = OffsetIndex(extents: extents)
        Self.check(index, against: extents)
        for _ in 0..<50 {
            let item = Int.random(in: 0..<extents.count, using: &random)
            let extent = Double(Int.random(in: 0...80, using: &random))
            extents[item] = extent
            index.setExtent(extent, at: item)
        }
        Self.check(index, against: extents)
        index.insert(contentsOf: [12, 0, 30], at: 1)
        extents.insert(contentsOf: [12, 0, 30], at: 1)
        index.removeSubrange(0..<1)
        extents.removeSubrange(0..<1)
        index.move(from: 0, to: extents.count - 1)
        extents.append(extents.removeFirst())
        Self.check(index, against: extents)
    }

    @Test func edgesAndBadExtents() {
        #expect(OffsetIndex(extents: []).index(at: 10) == nil)
        let index = OffsetIndex(extents: [10, .nan, -5, 20])
        #expect(index.extents == [10, 0, 0, 20])
        #expect(index.index(at: -3) == 0)
        #expect(index.index(at: 10) == 3)
        #expect(index.index(at: 500) == 3)
        #expect(index.index(at: .nan) == nil)
        let million = OffsetIndex(count: 1_000_000, extent: 44)
        #expect(million.index(at: 44 * 999_999.5) == 999_999)
        #expect(million.total == 44_000_000)
    }
}
