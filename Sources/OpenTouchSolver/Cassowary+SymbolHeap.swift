// OpenTouchSolver

extension Cassowary {
    /// A min-heap of symbol ids, each at most once. Used lazily: an id stays queued after the
    /// reason it was pushed has passed, and the reader drops such ids when it meets them at the
    /// top (see ``DenseCells``).
    struct SymbolHeap {
        /// The ids in heap order: each at most the ids of its two children.
        private(set) var ids: [Int] = []
        /// By id: whether the id is in `ids`.
        private var queued: [Bool] = []

        /// Whether no id is queued.
        var isEmpty: Bool { ids.isEmpty }

        /// The smallest queued id, or nil.
        var min: Int? { ids.first }

        /// Whether `id` is queued.
        func contains(_ id: Int) -> Bool {
            id < queued.count && queued[id]
        }

        /// Queues `id` unless it already is.
        mutating func insert(_ id: Int) {
            if id >= queued.count {
                queued.append(contentsOf: repeatElement(false, count: id + 1 - queued.count))
            }
            guard !queued[id] else {
                return
            }
            queued[id] = true
            ids.append(id)
            siftUp(ids.count - 1)
        }

        /// Takes the smallest id out; nil when empty.
        @discardableResult
        mutating func popMin() -> Int? {
            guard let first = ids.first else {
                return nil
            }
            queued[first] = false
            let last = ids.removeLast()
            if !ids.isEmpty {
                ids[0] = last
                siftDown(0)
            }
            return first
        }

        /// Moves the id at `index` up until its parent is smaller.
        private mutating func siftUp(_ index: Int) {
            var child = index
            let id = ids[child]
            while child > 0 {
                let parent = (child - 1) / 2
                guard ids[parent] > id else {
                    break
                }
                ids[child] = ids[parent]
                child = parent
            }
            ids[child] = id
        }

        /// Moves the id at `index` down until its children are larger.
        private mutating func siftDown(_ index: Int) {
            var parent = index
            let id = ids[parent]
            let count = ids.count
            while true {
                var child = 2 * parent + 1
                guard child < count else {
                    break
                }
                if child + 1 < count, ids[child + 1] < ids[child] {
                    child += 1
                }
                guard ids[child] < id else {
                    break
                }
                ids[parent] = ids[child]
                parent = child
            }
            ids[parent] = id
        }
    }
}
