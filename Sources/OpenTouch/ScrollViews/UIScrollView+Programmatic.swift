import Foundation

/// Scrolling from code.
///
/// An animated change runs for ``ScrollViewConstants/animationDuration`` on the application
/// clock with a sinusoidal ease-in-out (`(1 − cos(π·u))/2` of the way at progress `u`), a
/// `scrollViewDidScroll(_:)` per frame, then `scrollViewDidEndScrollingAnimation(_:)`. Asking for
/// the current offset does nothing (no animation, no delegate call). Any motion under way stops
/// first, with its own ending delegate call. A touch-down does not stop an animated scroll; a
/// drag that begins does (`scrollViewDidEndScrollingAnimation(_:)`, then the drag).
extension UIScrollView {
    /// ``setContentOffset(_:animated:)``'s work.
    func scroll(to contentOffset: CGPoint, animated: Bool) {
        stopAnimation()
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        let start = self.contentOffset
        guard start != contentOffset else { return }
        let duration = ScrollViewConstants.animationDuration * 1000
        let x = ScrollAxisMotion.ease(from: start.x, to: contentOffset.x, duration: duration)
        let y = ScrollAxisMotion.ease(from: start.y, to: contentOffset.y, duration: duration)
        run(.scrolling, step: { [weak self] elapsed in
            guard let self else { return true }
            let a = x.value(at: elapsed), b = y.value(at: elapsed)
            self.contentOffset = CGPoint(x: a.value, y: b.value)
            return a.finished && b.finished
        }, completion: { [weak self] in
            guard let self else { return }
            trace(.didEndScrollingAnimation)
            delegate?.scrollViewDidEndScrollingAnimation(self)
        })
    }

    /// ``scrollRectToVisible(_:animated:)``'s work.
    func scroll(toMakeVisible rect: CGRect, animated: Bool) {
        let visible = bounds, low = minimumOffset, high = maximumOffset
        let target = CGPoint(
            x: Self.minimumScroll(rect.minX, rect.maxX, visible.minX, visible.width, low.x, high.x),
            y: Self.minimumScroll(rect.minY, rect.maxY, visible.minY, visible.height, low.y, high.y))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    private static func minimumScroll(_ minEdge: CGFloat, _ maxEdge: CGFloat, _ offset: CGFloat, _ size: CGFloat,
                                      _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        var result = offset
        if maxEdge - minEdge > size || minEdge < offset {
            result = minEdge
        } else if maxEdge > offset + size {
            result = maxEdge - size
        }
        return min(max(result, low), high)
    }
}
