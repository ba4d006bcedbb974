import Foundation

/// The last set of moved touches a view was delivered, kept by the view (``UIView/cachedMovedTouches``)
/// and reused while its moved touches stay the same, so a steady drag builds no set.
///
/// A final class with constant fields: checking the cache against an event and handing its set
/// to the view read them in place, without copying (so retaining and releasing) the list and the
/// set out of the view.
final class MovedTouches {
    /// The touches, in the order of the event's touch list.
    let list: [UITouch]
    /// The same touches: the set `touchesMoved(_:with:)` gets.
    let set: Set<UITouch>

    init(_ list: [UITouch]) {
        self.list = list
        self.set = Set(list)
    }
}
