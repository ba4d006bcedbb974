import Foundation

/// A drag under way: where it started (unbanded) and which axes it moves.
struct ScrollDrag {
    /// The unconstrained offset at the start of the drag (see ``ScrollRubberBand``).
    var rawStart: CGPoint = .zero
    /// Whether the drag moves the content horizontally.
    var movesHorizontally = false
    /// Whether the drag moves the content vertically.
    var movesVertically = false
}

/// Dragging: the content follows the finger.
///
/// - The offset is the offset at the drag's start minus the pan's translation (the pan already
///   removed its hysteresis), on the axes that scroll (``UIScrollView/scrollsHorizontally``…).
/// - Past the scrollable range it is rubber-banded (``ScrollRubberBand``) when
///   ``UIScrollView/bounces`` is on, clamped otherwise.
/// - Directional lock: when ``UIScrollView/isDirectionalLockEnabled`` and both axes scroll, a
///   drag whose starting movement is at least ``ScrollViewConstants/directionalLockRatio`` times
///   longer along one axis than the other moves along that axis only, for the whole drag.
extension UIScrollView {
    /// The pan's action.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDragging()
        case .changed:
            followFinger()
            keyboardFollowsFinger(pan)
        case .ended:
            endDragging(panVelocity: pan.velocity(in: self))
            endKeyboardTracking(velocity: pan.velocity(in: nil).y)
        case .cancelled:
            endDragging(panVelocity: .zero)
            endKeyboardTracking(velocity: 0)
        default:
            break
        }
    }

    private func beginDragging() {
        stopAnimation()
        let size = bounds.size, low = minimumOffset, high = maximumOffset, offset = contentOffset
        drag.rawStart = CGPoint(
            x: ScrollRubberBand.raw(for: offset.x, low: low.x, high: high.x, dimension: size.width),
            y: ScrollRubberBand.raw(for: offset.y, low: low.y, high: high.y, dimension: size.height))
        (drag.movesHorizontally, drag.movesVertically) = draggedAxes(for: panRecognizer.beginMovement)
        isDragging = true
        dismissKeyboardIfNeeded()
        trace(.willBeginDragging)
        delegate?.scrollViewWillBeginDragging(self)
        followFinger()
    }

    /// The axes a drag starting with `movement` moves, directional lock applied.
    private func draggedAxes(for movement: CGPoint) -> (Bool, Bool) {
        let horizontal = scrollsHorizontally, vertical = scrollsVertically
        guard isDirectionalLockEnabled, horizontal, vertical else { return (horizontal, vertical) }
        let ratio = ScrollViewConstants.directionalLockRatio
        let dx = abs(movement.x), dy = abs(movement.y)
        if dx >= dy * ratio { return (true, false) }
        if dy >= dx * ratio { return (false, true) }
        return (true, true)
    }

    private func followFinger() {
        let translation = panRecognizer.translation(in: self)
        let size = bounds.size, low = minimumOffset, high = maximumOffset
        var offset = contentOffset
        if drag.movesHorizontally {
            offset.x = ScrollRubberBand.offset(for: drag.rawStart.x - translation.x, low: low.x, high: high.x,
                                               dimension: size.width, bounces: bouncesHorizontally)
        }
        if drag.movesVertically {
            offset.y = ScrollRubberBand.offset(for: drag.rawStart.y - translation.y, low: low.y, high: high.y,
                                               dimension: size.height, bounces: bouncesVertically)
        }
        contentOffset = offset
    }
}
