import Foundation

extension UIWindow {
    /// UIKit's `_sendTouchesForEvent:`: after the gesture environment has updated the recognizers
    /// and decided which touches views get now (held and cancelled ones wait or drop), each view that owns touches
    /// of this window gets one call per phase (began, moved, ended, cancelled) carrying all its
    /// touches in that phase. Views are visited in the order their first touch went down.
    /// Stationary touches are not delivered.
    func deliverTouches(of event: UIEvent) {
        let touches = event.touchList
        let gestures = windowScene?.application?.gestureEnvironment
        gestures?.update(for: event, in: self)
        for touch in touches where touch.window === self && touch.isDelivered {
            touch.viewDelivery.deliverNow = !touch.isContactUpdateOnly && (gestures?.admit(touch) ?? true)
        }
        event.deliveryRound &+= 1
        let round = event.deliveryRound
        for touch in touches where touch.window === self && touch.isDelivered {
            guard let view = touch.view, view.deliveryRound != round else { continue }
            view.deliveryRound = round
            deliver(touches, to: view, event: event)
        }
    }

    private func deliver(_ touches: [UITouch], to view: UIView, event: UIEvent) {
        var began = 0, moved = 0, ended = 0, cancelled = 0
        for touch in touches where touch.view === view && touch.isDelivered && touch.window === self
            && touch.viewDelivery.deliverNow {
            switch touch.phase {
            case .began: began += 1
            case .moved: moved += 1
            case .ended: ended += 1
            case .cancelled: cancelled += 1
            default: break
            }
        }
        if began > 0 { view.receiveTouches(.began, collect(touches, view, .began, began), event, forwardedFrom: nil) }
        if moved > 0 { view.receiveTouches(.moved, movedSet(touches, view, moved), event, forwardedFrom: nil) }
        if ended > 0 { view.receiveTouches(.ended, collect(touches, view, .ended, ended), event, forwardedFrom: nil) }
        if cancelled > 0 {
            view.receiveTouches(.cancelled, collect(touches, view, .cancelled, cancelled), event, forwardedFrom: nil)
        }
    }

    private func owns(_ touch: UITouch, _ view: UIView, _ phase: UITouch.Phase) -> Bool {
        touch.view === view && touch.phase == phase && touch.isDelivered && touch.window === self
            && touch.viewDelivery.deliverNow
    }

    private func collect(_ touches: [UITouch], _ view: UIView, _ phase: UITouch.Phase, _ count: Int) -> Set<UITouch> {
        var set = Set<UITouch>(minimumCapacity: count)
        for touch in touches where owns(touch, view, phase) { set.insert(touch) }
        return set
    }

    /// The moved touches for `view`, reusing the previous event's set when it holds the same
    /// touches (compared by identity, in order), so a steady drag allocates nothing.
    private func movedSet(_ touches: [UITouch], _ view: UIView, _ count: Int) -> Set<UITouch> {
        if let cached = view.cachedMovedTouches, cached.list.count == count {
            var position = 0
            var same = true
            for touch in touches where owns(touch, view, .moved) {
                if cached.list[position] !== touch {
                    same = false
                    break
                }
                position += 1
            }
            if same { return cached.set }
        }
        var list: [UITouch] = []
        list.reserveCapacity(count)
        for touch in touches where owns(touch, view, .moved) { list.append(touch) }
        let set = Set(list)
        view.cachedMovedTouches = (list, set)
        return set
    }
}
