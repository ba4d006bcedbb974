import Foundation

/// A ``VirtualClock``'s timers, as a binary min-heap ordered by fire date, ties in scheduling
/// order (``ScheduledTimer/sequence``, unique per clock).
///
/// That order is total, so the timers come off the heap in the same order whatever the heap's
/// layout: the order the clock has always fired them in. A cancelled timer stays in the heap
/// until it reaches the top (it is then dropped) or the heap is compacted, which happens when
/// the heap has doubled since the last compaction, so a clock that schedules and cancels many
/// timers keeps at most about twice its live timers, at an amortised constant cost per timer.
///
/// Finding the next due timer costs O(log n) instead of a scan of every pending timer, which
/// made firing n due timers quadratic (3,000 animation end timers in `--profile animation`).
@MainActor
struct TimerHeap {
    /// The timers, in heap order: each one precedes its two children.
    private var elements: [ScheduledTimer] = []
    /// The size above which an insertion first drops the done timers.
    private var compactionThreshold = TimerHeap.minimumCompactionThreshold

    /// The smallest heap that is ever compacted.
    private static let minimumCompactionThreshold = 64

    /// Every timer held, done or not, in no particular order.
    var all: [ScheduledTimer] { elements }

    /// Whether `a` fires before `b`: an earlier fire date, or the same one and scheduled first.
    private static func precedes(_ a: ScheduledTimer, _ b: ScheduledTimer) -> Bool {
        if a.fireDate != b.fireDate { return a.fireDate < b.fireDate }
        return a.sequence < b.sequence
    }

    /// Adds `timer`; drops the done timers first when the heap has doubled since last time.
    mutating func insert(_ timer: ScheduledTimer) {
        if elements.count >= compactionThreshold { compact() }
        elements.append(timer)
        siftUp(from: elements.count - 1)
    }

    /// The earliest timer that is neither fired nor cancelled; done timers above it are dropped.
    mutating func first() -> ScheduledTimer? {
        while let top = elements.first {
            guard top.isDone else { return top }
            removeFirst()
        }
        return nil
    }

    /// Removes the top timer (the one ``first()`` returned).
    mutating func removeFirst() {
        let last = elements.removeLast()
        guard !elements.isEmpty else { return }
        elements[0] = last
        siftDown(from: 0)
    }

    /// Drops every done timer and rebuilds the heap from the rest.
    private mutating func compact() {
        var kept: [ScheduledTimer] = []
        kept.reserveCapacity(elements.count)
        for timer in elements where !timer.isDone { kept.append(timer) }
        elements = kept
        for index in stride(from: elements.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
        compactionThreshold = max(Self.minimumCompactionThreshold, 2 * elements.count)
    }

    private mutating func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(elements[child], elements[parent]) else { return }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        let count = elements.count
        while true {
            var first = parent
            let left = 2 * parent + 1
            if left < count, Self.precedes(elements[left], elements[first]) { first = left }
            if left + 1 < count, Self.precedes(elements[left + 1], elements[first]) { first = left + 1 }
            guard first != parent else { return }
            elements.swapAt(parent, first)
            parent = first
        }
    }
}
