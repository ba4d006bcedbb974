import Foundation

extension UIWindow {
    /// UIKit's `_sendTouchesForEvent:`: after the gesture environment has updated the recognizers
    /// and decided which touches views get now (held and cancelled ones wait or drop), each view that owns touches
    /// of this window gets one call per phase (began, moved, ended, cancelled) carrying all its
    /// touches in that phase. Views are visited in the order their first touch went down.
    /// Stationary touches are not delivered.
    ///
    /// The touches are grouped by view in one pass (``ViewGroups``), so the cost is linear in
    /// the touches, not touches × views.
    func deliverTouches(of event: UIEvent) {
        deliverTouches(of: event, gestures: deliveryGestureEnvironment)
    }

    /// ``deliverTouches(of:)`` with the window's gesture environment, held by the caller for the
    /// whole delivery: as a parameter it is not retained again around each call that uses it.
    @inline(never)
    private func deliverTouches(of event: UIEvent, gestures: GestureEnvironment?) {
        let touches = event.touchList
        gestures?.update(for: event, in: self)
        // Admit every touch first; while they all belong to one view, group them on the way.
        var sole: ViewGroup?
        var manyViews = false
        for index in touches.indices {
            let touch = touches[index]
            guard touch.window === self && touch.isDelivered else { continue }
            touch.viewDelivery.deliverNow = Self.deliversNow(touch, gestures)
            guard !manyViews, let view = touch.view else { continue }
            if sole == nil {
                sole = ViewGroup(view: view, first: index, last: index)
            } else if sole?.view !== view {
                manyViews = true
                continue
            }
            sole?.last = index
            if touch.viewDelivery.deliverNow { sole?.add(touch.phase) }
        }
        guard manyViews else {
            // One view (the common case): its touches are found by scanning the list once.
            if let sole { deliver(touches, sole, chain: nil, event: event) }
            return
        }
        var scratch = event.deliveryScratch
        event.deliveryScratch = DeliveryScratch()
        ViewGroups.group(touches, in: self, event: event, into: &scratch)
        for group in scratch.groups {
            deliver(touches, group, chain: scratch.next, event: event)
        }
        scratch.groups.removeAll(keepingCapacity: true)
        event.deliveryScratch = scratch
    }

    /// Whether the touch's view gets its current phase now (see ``GestureEnvironment/admit(_:)``).
    /// Out of line: inlined into the loop, the admission retained and released the gesture
    /// environment once more a touch.
    @inline(never)
    private static func deliversNow(_ touch: UITouch, _ gestures: GestureEnvironment?) -> Bool {
        !touch.isContactUpdateOnly && (gestures?.admit(touch) ?? true)
    }

    private func deliver(_ touches: [UITouch], _ group: ViewGroup, chain: [Int]?, event: UIEvent) {
        let view = group.view
        if group.began > 0 {
            view.receiveTouches(.began, collect(touches, group, chain, .began), event, forwardedFrom: nil)
        }
        if group.moved > 0 {
            var ledgerAccepts = true
            let moved = movedTouches(touches, group, chain, ledgerAccepts: &ledgerAccepts)
            if ledgerAccepts {
                view.receiveAccepted(.moved, moved.set, event)
            } else {
                view.receiveTouches(.moved, moved.set, event, forwardedFrom: nil)
            }
        }
        if group.ended > 0 {
            view.receiveTouches(.ended, collect(touches, group, chain, .ended), event, forwardedFrom: nil)
        }
        if group.cancelled > 0 {
            view.receiveTouches(.cancelled, collect(touches, group, chain, .cancelled), event, forwardedFrom: nil)
        }
    }

    /// The group's touches the view gets now in `phase`.
    private func collect(_ touches: [UITouch], _ group: ViewGroup, _ chain: [Int]?, _ phase: UITouch.Phase)
        -> Set<UITouch> {
        var set = Set<UITouch>(minimumCapacity: group.count(of: phase))
        var index = group.first
        while index >= 0 {
            let touch = touches[index]
            if touch.phase == phase && touch.viewDelivery.deliverNow { set.insert(touch) }
            index = group.next(after: index, in: touches, chain: chain, window: self)
        }
        return set
    }

    /// The moved touches for the group's view, reusing the previous event's set when it holds the
    /// same touches (compared by identity, in order), so a steady drag allocates nothing.
    /// `ledgerAccepts` is set to whether the view's ledger accepts every one of them (see
    /// ``UITouch/accepts(_:in:)``), checked on the way so the set need not be walked again.
    ///
    /// Returns the view's cache object itself: its list and set are constants, read in place
    /// while the caller holds it (no retain and release of the set for the call).
    private func movedTouches(_ touches: [UITouch], _ group: ViewGroup, _ chain: [Int]?,
                              ledgerAccepts: inout Bool) -> MovedTouches {
        let view = group.view
        if let cached = view.cachedMovedTouches, cached.list.count == group.moved {
            var position = 0
            var same = true
            var accepted = true
            var index = group.first
            while index >= 0 {
                let touch = touches[index]
                if touch.phase == .moved && touch.viewDelivery.deliverNow {
                    if cached.list[position] !== touch {
                        same = false
                        break
                    }
                    if accepted && !touch.accepts(view, in: .moved) { accepted = false }
                    position += 1
                }
                index = group.next(after: index, in: touches, chain: chain, window: self)
            }
            if same {
                ledgerAccepts = accepted
                return cached
            }
        }
        var list: [UITouch] = []
        list.reserveCapacity(group.moved)
        var accepted = true
        var index = group.first
        while index >= 0 {
            let touch = touches[index]
            if touch.phase == .moved && touch.viewDelivery.deliverNow {
                list.append(touch)
                if accepted && !touch.accepts(view, in: .moved) { accepted = false }
            }
            index = group.next(after: index, in: touches, chain: chain, window: self)
        }
        let moved = MovedTouches(list)
        view.cachedMovedTouches = moved
        ledgerAccepts = accepted
        return moved
    }
}
