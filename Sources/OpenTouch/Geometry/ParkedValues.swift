import Foundation

/// Copies of values being changed in place through a property, such as the frame in
/// `view.frame.origin.x = 0`, kept here rather than in the property's `modify` coroutine.
///
/// Swift changes a computed property in place by calling its `modify` coroutine. Called through
/// a class's vtable (every `open` property), the coroutine's frame must fit the caller's buffer of
/// four words or it is allocated on the heap; a synthesized one holds a copy of the value (and
/// the setter's locals, where the setter is inlined into it), so each such statement mallocs. A
/// `_modify` that parks the copy here keeps only a pointer to it and fits (see ``GeometryEdits``).
///
/// The slots are in pages that are never freed, so a pointer to a slot stays valid. In-place
/// accesses nest (one ends before the access around it ends), so the slots form a stack: each
/// ``park(_:)`` is matched by ``unpark(_:)`` of the same slot, in a `defer`, and the order is checked.
@MainActor
final class ParkedValues<Value> {
    /// Slots per page.
    private static var pageSize: Int { 16 }
    /// The pages of slots, allocated as the stack first reaches them and kept for the process.
    // Unchecked: a checked read in `unpark` needs a three-word access record that lives across the
    // `yield` of every `_modify` calling it, which no longer fits the caller's buffer: each
    // in-place edit then mallocs its frame again (profile `pan-drag`: 186,002 mallocs, one a move,
    // with the check; 0 without). Only `park` and `unpark` touch it, and neither calls out.
    @exclusivity(unchecked) private var pages: [UnsafeMutablePointer<Value>] = []
    /// How many slots are in use.
    private(set) var depth = 0

    /// Copies `value` into the next slot and returns it.
    func park(_ value: Value) -> UnsafeMutablePointer<Value> {
        let page = depth / Self.pageSize
        if page == pages.count { pages.append(.allocate(capacity: Self.pageSize)) }
        let slot = pages[page] + depth % Self.pageSize
        slot.initialize(to: value)
        depth += 1
        return slot
    }

    /// Frees the top slot, which must be `slot`, and returns its value.
    func unpark(_ slot: UnsafeMutablePointer<Value>) -> Value {
        precondition(depth > 0, "ParkedValues: unpark without park")
        depth -= 1
        // A release check too: a slot freed out of order would be handed to another access.
        precondition(slot == pages[depth / Self.pageSize] + depth % Self.pageSize, "ParkedValues: unparked out of order")
        return slot.move()
    }
}

/// The parked copies of UIKit's geometry values changed in place (`view.center.x += 1`,
/// `scrollView.contentOffset.y = 0`, `button.frame.size.width = 80`): with them, those statements
/// make no allocation, as plain assignments make none.
@MainActor
enum GeometryEdits {
    /// Rectangles: frames and bounds.
    static let rects = ParkedValues<CGRect>()
    /// Points: centers and content offsets.
    static let points = ParkedValues<CGPoint>()
}
