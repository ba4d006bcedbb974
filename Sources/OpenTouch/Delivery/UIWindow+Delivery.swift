import Foundation

extension UIWindow {
    /// UIKit's `_sendTouchesForEvent:`: after the gesture environment, each view that owns touches
    /// of this window gets one call per phase (began, moved, ended, cancelled) carrying all its
    /// touches in that phase. Views are visited in the order their first touch went down.
    /// Stationary touches are not delivered.
    func deliverTouches(of event: UIEvent) {
        GestureEnvironment.update(for: event, in: self)
        let touches = event.touchList
        event.deliveryRound &+= 1
        let round = event.deliveryRound
        for touch in touches where touch.window === self && touch.isDelivered {
            guard let view = touch.view, view.deliveryRound != round else { continue }
            view.deliveryRound = round
            deliver(touches, to: view, event: event)
        }
    }

    private func deliver(_ touches: [UITouch], to view: UIView, event: UIEvent) {
        for phase in UIWindow.deliveryPhases {
            var count = 0
            for touch in touches where owns(touch, view, phase) { count += 1 }
            guard count > 0 else { continue }
            let set = phase == .moved
                ? movedSet(touches, view: view, count: count)
                : collect(touches, view: view, phase: phase, count: count)
            view.receiveTouches(phase, set, event, forwardedFrom: nil)
        }
    }

    /// The phases views receive, in the order they receive them.
    private static let deliveryPhases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    private func owns(_ touch: UITouch, _ view: UIView, _ phase: UITouch.Phase) -> Bool {
        touch.view === view && touch.phase == phase && touch.isDelivered && touch.window === self
    }

    private func collect(_ touches: [UITouch], view: UIView, phase: UITouch.Phase, count: Int) -> Set<UITouch> {
        var set = Set<UITouch>(minimumCapacity: count)
        for touch in touches where owns(touch, view, phase) { set.insert(touch) }
        return set
    }

    /// The moved touches for `view`, reusing last event's set when it holds the same touches, so a
    /// steady drag allocates nothing.
    private func movedSet(_ touches: [UITouch], view: UIView, count: Int) -> Set<UITouch> {
        if let cached = view.cachedMovedTouches, cached.count == count {
            var same = true
            for touch in touches where owns(touch, view, .moved) && !cached.contains(touch) {
                same = false
                break
            }
            if same { return cached }
        }
        let set = collect(touches, view: view, phase: .moved, count: count)
        view.cachedMovedTouches = set
        return set
    }
}
