import Foundation

/// One view's touches in a window delivery: a chain through the event's touch list (first and
/// last index, ``DeliveryScratch/next`` links them) and how many it gets now in each phase.
struct ViewGroup {
    /// The view (held: a callback during delivery may drop every other reference to it).
    let view: UIView
    var first: Int
    var last: Int
    var began = 0, moved = 0, ended = 0, cancelled = 0

    /// How many touches the view gets now in `phase`.
    func count(of phase: UITouch.Phase) -> Int {
        switch phase {
        case .began: began
        case .moved: moved
        case .ended: ended
        case .cancelled: cancelled
        default: 0
        }
    }

    /// The index of the view's next touch after `index`, or -1: from the chain, or without one
    /// (a window with a single view) by scanning on for the view's next delivered touch.
    @MainActor
    func next(after index: Int, in touches: [UITouch], chain: [Int]?, window: UIWindow) -> Int {
        if let chain { return chain[index] }
        var candidate = index + 1
        while candidate < touches.count {
            let touch = touches[candidate]
            if touch.view === view && touch.window === window && touch.isDelivered { return candidate }
            candidate += 1
        }
        return -1
    }

    /// Counts a touch the view gets now.
    mutating func add(_ phase: UITouch.Phase) {
        switch phase {
        case .began: began += 1
        case .moved: moved += 1
        case .ended: ended += 1
        case .cancelled: cancelled += 1
        default: break
        }
    }
}

/// Storage an event keeps between deliveries so grouping touches allocates nothing in steady
/// state. A delivery takes it out of the event while it runs (a nested delivery gets its own).
struct DeliveryScratch {
    /// The views of one delivery, in the order of their first touch.
    var groups: [ViewGroup] = []
    /// For each index of the touch list, the index of the same view's next touch (-1 at the end).
    var next: [Int] = []
    /// The windows of one `sendEvent`, in the order of their first touch.
    var windows: [UIWindow] = []
}

/// Groups an event's touches by view in one pass: O(touches), however many views there are.
///
/// A view is found again in O(1) through ``UIView/deliveryRound``: each grouping reserves a
/// fresh range of round values, one per view, and stamps each view with its group's value. The
/// group's own view is checked too, so a stamp left by another event's delivery is never trusted.
enum ViewGroups {
    /// The views of `window` with delivered touches, in the order of their first touch, each with
    /// its touch chain and the counts of touches it gets now (`deliverNow`) by phase.
    @MainActor
    static func group(_ touches: [UITouch], in window: UIWindow, event: UIEvent, into scratch: inout DeliveryScratch) {
        scratch.groups.removeAll(keepingCapacity: true)
        if scratch.next.count < touches.count {
            scratch.next.append(contentsOf: repeatElement(-1, count: touches.count - scratch.next.count))
        }
        let base = event.deliveryRound &+ 1
        event.deliveryRound &+= UInt64(touches.count) &+ 1
        for index in touches.indices {
            let touch = touches[index]
            guard touch.window === window, touch.isDelivered, let view = touch.view else { continue }
            scratch.next[index] = -1
            let slot = Int(truncatingIfNeeded: view.deliveryRound &- base)
            let group: Int
            if view.deliveryRound &- base < UInt64(scratch.groups.count), scratch.groups[slot].view === view {
                group = slot
                scratch.next[scratch.groups[slot].last] = index
                scratch.groups[slot].last = index
            } else {
                group = scratch.groups.count
                view.deliveryRound = base &+ UInt64(group)
                scratch.groups.append(ViewGroup(view: view, first: index, last: index))
            }
            if touch.viewDelivery.deliverNow { scratch.groups[group].add(touch.phase) }
        }
    }
}
