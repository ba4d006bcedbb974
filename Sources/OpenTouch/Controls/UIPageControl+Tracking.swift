import Foundation

/// How a page control turns its touch into a tap or a scrub.
extension UIPageControl {
    /// Starts scrubbing once the finger has moved far enough along the indicators (with
    /// ``allowsContinuousInteraction``); while scrubbing, steps the current page one page at a
    /// time to the indicator nearest `location`.
    func scrubIfMoved(_ location: CGPoint, _ event: UIEvent?) {
        if !isScrubbing {
            let moved = abs(layoutPosition(of: location) - layoutPosition(of: trackingStartLocation))
            guard allowsContinuousInteraction, moved > ControlConstants.pageControlScrubThreshold else { return }
            isScrubbing = true
            storedInteractionState = .continuous
        }
        let target = page(nearest: layoutPosition(of: location))
        let steps = abs(target - currentPage)
        for _ in 0..<steps where isScrubbing && currentPage != target {
            changePage(to: currentPage + (target > currentPage ? 1 : -1), with: event)
        }
    }

    /// A tap: one page toward the side of the current page's indicator where the finger landed.
    func tap(_ event: UIEvent?) {
        guard numberOfPages > 0 else { return }
        let landed = layoutPosition(of: trackingStartLocation)
        let current = indicatorPosition(forPage: currentPage)
        guard landed != current else { return }
        let target = currentPage + (landed < current ? -1 : 1)
        guard target >= 0 && target < numberOfPages else { return }
        storedInteractionState = .discrete
        changePage(to: target, with: event)
    }

    /// Forgets the touch; the interaction is over.
    func finishTracking() {
        isScrubbing = false
        storedInteractionState = .none
    }

    /// Whether to refuse `recognizer` because the tracked touch may scrub: with
    /// ``allowsContinuousInteraction``, a foreign pan, or a swipe along the indicators, while the
    /// touch moved at least as far along the indicators as across them.
    func blocksScrubConflict(_ recognizer: UIGestureRecognizer) -> Bool {
        guard allowsContinuousInteraction, let touch = ownedTouch else { return false }
        let location = touch.location(in: self)
        let movement = CGPoint(x: location.x - trackingStartLocation.x, y: location.y - trackingStartLocation.y)
        guard isVertical else {
            return ControlGestureRules.blocksHorizontalDrag(recognizer, on: self, movement: movement)
        }
        guard recognizer.view !== self, isEnabled, isTracking, abs(movement.y) >= abs(movement.x) else { return false }
        if let swipe = recognizer as? UISwipeGestureRecognizer {
            return !swipe.direction.isDisjoint(with: [.up, .down])
        }
        return recognizer is UIPanGestureRecognizer
    }
}
