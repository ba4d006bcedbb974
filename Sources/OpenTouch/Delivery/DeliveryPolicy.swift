import Foundation

/// Decides at touch-down whether a touch reaches its view's responder chain.
///
/// - A touch whose hit test found no view is not delivered.
/// - `isMultipleTouchEnabled == false`: a view already tracking a touch gets no further touches
///   until that one ends (gesture recognizers are not affected).
/// - `isExclusiveTouch`: while an exclusive view tracks a touch, no other view of its window
///   receives new touches; an exclusive view receives no touch while other views of its window
///   are tracking.
///
/// The live delivered touches are counted once per digitizer report, when its first touch goes
/// down (``DeliveryOccupancy``), so a report that puts N fingers down costs O(N), not O(N²).
@MainActor
enum DeliveryPolicy {
    /// Whether `touch` (hit-tested, not yet in the event) is delivered, given what `occupancy`
    /// counted; a delivered touch is added to the counts.
    static func shouldDeliver(_ touch: UITouch, occupancy: inout DeliveryOccupancy) -> Bool {
        guard let view = touch.view, let window = touch.window else { return false }
        let tracking = occupancy.tracking(view, in: window)
        if tracking.viewTouches > 0 && !view.isMultipleTouchEnabled { return false }
        if tracking.otherViewTouches > 0 && view.isExclusiveTouch { return false }
        if tracking.otherExclusiveTouches > 0 { return false }
        occupancy.add(view, in: window)
        return true
    }
}

/// The live delivered touches of one digitizer report, counted per window and per view.
///
/// Built from the event's touch list when the report's first touch goes down, and kept up to date
/// as its further touches go down. A view's `isExclusiveTouch` is read once per report, when the
/// view is first counted. Lookup only: the tables are never iterated, so no decision depends on
/// their order.
struct DeliveryOccupancy {
    /// What one window's views are tracking.
    private struct WindowCounts {
        var touches = 0
        var exclusiveTouches = 0
        var byView: [ObjectIdentifier: ViewCounts] = [:]

        mutating func add(_ view: ObjectIdentifier, isExclusive: Bool) {
            touches += 1
            if isExclusive { exclusiveTouches += 1 }
            byView[view, default: ViewCounts(touches: 0, isExclusive: isExclusive)].touches += 1
        }
    }

    /// What one view is tracking, and whether it was exclusive when counted.
    private struct ViewCounts {
        var touches: Int
        var isExclusive: Bool
    }

    /// The answer for a touch going down on a view.
    struct Tracking {
        /// Live delivered touches on the view itself.
        var viewTouches: Int
        /// Live delivered touches on other views of its window.
        var otherViewTouches: Int
        /// Of those, touches on views that are exclusive.
        var otherExclusiveTouches: Int
    }

    private var windows: [ObjectIdentifier: WindowCounts] = [:]

    /// Counts the live (not ended or cancelled) delivered touches of `touches`.
    @MainActor
    init(counting touches: [UITouch]) {
        for touch in touches where touch.isDelivered && touch.phase != .ended && touch.phase != .cancelled {
            guard let view = touch.view, let window = touch.window else { continue }
            add(view, in: window)
        }
    }

    /// What `window` tracks, seen from a touch going down on `view`.
    @MainActor
    func tracking(_ view: UIView, in window: UIWindow) -> Tracking {
        guard let counts = windows[ObjectIdentifier(window)] else {
            return Tracking(viewTouches: 0, otherViewTouches: 0, otherExclusiveTouches: 0)
        }
        let own = counts.byView[ObjectIdentifier(view)]
        let ownTouches = own?.touches ?? 0
        let ownExclusive = own?.isExclusive == true ? ownTouches : 0
        return Tracking(viewTouches: ownTouches, otherViewTouches: counts.touches - ownTouches,
                        otherExclusiveTouches: counts.exclusiveTouches - ownExclusive)
    }

    /// Counts one more live delivered touch on `view` in `window`.
    @MainActor
    mutating func add(_ view: UIView, in window: UIWindow) {
        let key = ObjectIdentifier(view)
        let isExclusive: Bool
        if let known = windows[ObjectIdentifier(window)]?.byView[key] {
            isExclusive = known.isExclusive
        } else {
            isExclusive = view.isExclusiveTouch
        }
        windows[ObjectIdentifier(window), default: WindowCounts()].add(key, isExclusive: isExclusive)
    }
}

