/// The extents (heights or widths) of a run of consecutive items, and where each starts.
///
/// A Fenwick tree: setting one extent, the offset of an item and the item at an offset all cost
/// O(log n), so a list of a million rows answers as fast as a list of a thousand. Inserting or
/// removing items rebuilds the tree in O(n). Lists keep one per section, or one for all rows.
struct OffsetIndex: Sendable, Equatable {
    /// Each item's extent, in item order.
    private(set) var extents: [Double]
    /// Partial sums: `tree[i]` (1-based) holds the sum of the `i & -i` extents ending at `i`.
    private var tree: [Double]

    /// An index of `count` items, each `extent` long.
    init(count: Int, extent: Double) {
        self.init(extents: Array(repeating: extent, count: max(0, count)))
    }

    /// An index of the given extents.
    init(extents: [Double]) {
        self.extents = extents.map { $0.isFinite ? max(0, $0) : 0 }
        tree = []
        rebuild()
    }

    /// The number of items.
    var count: Int { extents.count }

    /// The sum of all extents.
    var total: Double { offset(of: count) }

    /// Item `index`'s extent.
    subscript(index: Int) -> Double {
        get { extents[index] }
        set { setExtent(newValue, at: index) }
    }

    /// Sets item `index`'s extent; non-finite or negative extents count as 0.
    mutating func setExtent(_ extent: Double, at index: Int) {
        precondition(extents.indices.contains(index), "OffsetIndex: index \(index) out of 0..<\(count)")
        let clean = extent.isFinite ? max(0, extent) : 0
        let delta = clean - extents[index]
        guard delta != 0 else { return }
        extents[index] = clean
        var node = index + 1
        while node <= count {
            tree[node - 1] += delta
            node += node & -node
        }
    }

    /// Where item `index` starts: the sum of the extents before it. `offset(of: count)` is the total.
    func offset(of index: Int) -> Double {
        precondition(index >= 0 && index <= count, "OffsetIndex: index \(index) out of 0...\(count)")
        var sum = 0.0
        var node = index
        while node > 0 {
            sum += tree[node - 1]
            node -= node & -node
        }
        return sum
    }

    /// The item whose extent covers `offset`: the last item that starts at or before it, skipping
    /// items of extent 0. Offsets before the first item give 0, past the end give `count - 1`;
    /// an empty index gives nil.
    func index(at offset: Double) -> Int? {
        guard count > 0 else { return nil }
        if offset.isNaN { return nil }
        guard offset >= 0 else { return 0 }
        // Find the largest prefix whose sum is <= offset, walking down the tree's powers of two.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next - 1] <= remaining {
                position = next
                remaining -= tree[next - 1]
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    /// Inserts items with the given extents before `index`.
    mutating func insert(contentsOf newExtents: [Double], at index: Int) {
        extents.insert(contentsOf: newExtents.map { $0.isFinite ? max(0, $0) : 0 }, at: index)
        rebuild()
    }

    /// Removes the items in `range`.
    mutating func removeSubrange(_ range: Range<Int>) {
        extents.removeSubrange(range)
        rebuild()
    }

    /// Moves item `from` so that it ends up at index `to`.
    mutating func move(from: Int, to: Int) {
        let extent = extents.remove(at: from)
        extents.insert(extent, at: to)
        rebuild()
    }

    /// Rebuilds the partial sums in O(n).
    private mutating func rebuild() {
        tree = extents
        for node in 1...max(1, count) where node <= count {
            let parent = node + (node & -node)
            if parent <= count { tree[parent - 1] += tree[node - 1] }
        }
    }
}
