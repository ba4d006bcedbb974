import Foundation

/// Release: deceleration, bounce back and the delegate calls around them.
///
/// On release the pan's velocity (points per second) becomes the scroll velocity in points per
/// millisecond, in the direction the offset moves (`−v/1000`; zero on axes the drag does not
/// move). Per axis:
/// - **In range:** the target is Apple's projection `offset + v·rate/(1 − rate)`, clamped to the
///   scrollable range. The content decays towards it (``ScrollAxisMotion``); a fling that would
///   pass an edge decays until it reaches the edge, then stops there (``UIScrollView/bounces``
///   off) or overshoots on a spring and comes back to the edge (bounces on). The rest offset is
///   the target either way.
/// - **Out of range** (pulled past an edge): the target is the nearest edge and the content
///   springs back to it from rest.
/// - **Paging:** see `UIScrollView+Paging.swift`.
///
/// The delegate gets `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and may
/// move the target (clamped to the range); the content then decays to the new target with the
/// velocity that lands on it exactly (`(target − offset)·(1 − rate)/rate`), or springs to it
/// when out of range or paging. Then `scrollViewDidEndDragging(_:willDecelerate:)` (true when the
/// content will move), and if so `scrollViewWillBeginDecelerating(_:)`, a
/// `scrollViewDidScroll(_:)` per frame and `scrollViewDidEndDecelerating(_:)` at rest.
extension UIScrollView {
    /// Ends the drag with the pan's release velocity (points per second in this view).
    func endDragging(panVelocity: CGPoint) {
        refreshControl?.scrollViewWillEndDragging()
        isTracking = false
        let velocity = CGPoint(x: drag.movesHorizontally ? -panVelocity.x / 1000 : 0,
                               y: drag.movesVertically ? -panVelocity.y / 1000 : 0)
        let proposed = releaseTarget(velocity: velocity)
        var target = proposed
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        let changed = target != proposed
        if changed { target = clampedOffset(target) }
        trace(.willEndDragging(velocity: velocity, targetContentOffset: target))
        let motion = (x: releaseMotion(axis: .horizontal, velocity: velocity.x, target: target.x, retargeted: changed),
                      y: releaseMotion(axis: .vertical, velocity: velocity.y, target: target.y, retargeted: changed))
        let willDecelerate = !motion.x.isStill || !motion.y.isStill
        isDragging = false
        trace(.didEndDragging(willDecelerate: willDecelerate))
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        startDeceleration(motion)
    }

    /// The rest offset the scroll view proposes for a release at `velocity` (points per ms).
    func releaseTarget(velocity: CGPoint) -> CGPoint {
        if isPagingEnabled { return pageTarget(velocity: velocity) }
        let rate = decelerationRate.rawValue, offset = contentOffset
        let low = minimumOffset, high = maximumOffset
        func axis(_ value: CGFloat, _ speed: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            if value < low { return low }
            if value > high { return high }
            return min(max(value + speed * rate / (1 - rate), low), high)
        }
        return CGPoint(x: axis(offset.x, velocity.x, low.x, high.x), y: axis(offset.y, velocity.y, low.y, high.y))
    }

    /// How one axis moves from the current offset to `target` after the release.
    private func releaseMotion(axis: ScrollAxis, velocity: CGFloat, target: CGFloat, retargeted: Bool) -> ScrollAxisMotion {
        let value = axis.of(contentOffset), rate = decelerationRate.rawValue
        let low = axis.of(minimumOffset), high = axis.of(maximumOffset)
        if isPagingEnabled { return .spring(from: value, to: target, velocity: Self.snapVelocity(velocity, from: value, to: target)) }
        if value < low || value > high { return .spring(from: value, to: target, velocity: 0) }
        if value == target { return .still(at: value) }
        if retargeted || velocity == 0 {
            return .decay(from: value, velocity: (target - value) * (1 - rate) / rate, rate: rate)
        }
        let projection = value + velocity * rate / (1 - rate)
        if projection == target { return .decay(from: value, velocity: velocity, rate: rate) }
        let bounces = axis == .horizontal ? bouncesHorizontally : bouncesVertically
        return .decay(from: value, velocity: velocity, rate: rate, edge: target, bounces: bounces)
    }

    /// The starting speed of a paging snap: the release velocity when it heads for the target,
    /// at most `ω·distance` (a critically damped spring starting faster would overshoot the page);
    /// zero when it heads away.
    static func snapVelocity(_ velocity: CGFloat, from value: CGFloat, to target: CGFloat) -> CGFloat {
        let limit = ScrollViewConstants.springFrequency * (target - value)
        return limit >= 0 ? min(max(velocity, 0), limit) : max(min(velocity, 0), limit)
    }

    /// Runs the release motion on the clock, with the deceleration delegate calls.
    func startDeceleration(_ motion: (x: ScrollAxisMotion, y: ScrollAxisMotion)) {
        isDecelerating = true
        trace(.willBeginDecelerating)
        delegate?.scrollViewWillBeginDecelerating(self)
        run(.deceleration, step: { [weak self] elapsed in
            guard let self else { return true }
            let x = motion.x.value(at: elapsed), y = motion.y.value(at: elapsed)
            contentOffset = CGPoint(x: x.value, y: y.value)
            return x.finished && y.finished
        }, completion: { [weak self] in
            guard let self else { return }
            finishDeceleration()
        })
    }

    private func finishDeceleration() {
        isDecelerating = false
        trace(.didEndDecelerating)
        delegate?.scrollViewDidEndDecelerating(self)
    }

    // MARK: Running and stopping motions

    /// Starts a motion of `kind` on the application clock; without a clock (no window) the
    /// motion jumps to its end at once.
    @preconcurrency func run(_ kind: ScrollAnimation.Kind, step: @escaping @MainActor (Double) -> Bool,
             completion: @escaping @MainActor () -> Void) {
        animation?.stop()
        guard let clock = window?.windowScene?.application?.clock else {
            _ = step(ScrollAnimation.endOfTime)
            completion()
            return
        }
        let started = ScrollAnimation(kind: kind, clock: clock, step: step) { [weak self] in
            guard let self else { return }
            animation = nil
            completion()
        }
        animation = started
    }

    /// Stops the motion under way, if any, with the delegate call that ends it
    /// (`scrollViewDidEndDecelerating`, `scrollViewDidEndScrollingAnimation` or
    /// `scrollViewDidEndZooming`), leaving the content where it is.
    func stopAnimation() {
        guard let current = animation else { return }
        current.stop()
        animation = nil
        switch current.kind {
        case .deceleration: finishDeceleration()
        case .scrolling:
            trace(.didEndScrollingAnimation)
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .zooming: finishZooming()
        }
    }

    /// The touches that stopped a release motion (see `stopDecelerationForTouchDown()`) are gone
    /// and no drag took over: content left past an edge springs back to it, and a paging scroll
    /// view springs to the nearest page, with the deceleration delegate calls. UIKit never
    /// leaves the content at rest there; content stopped within the range stays where it is.
    func settleAfterStoppedMotion() {
        guard animation == nil, !isDragging else { return }
        let offset = contentOffset, target = releaseTarget(velocity: .zero)
        guard target != offset else { return }
        func axis(_ value: CGFloat, _ goal: CGFloat) -> ScrollAxisMotion {
            value == goal ? .still(at: value) : .spring(from: value, to: goal, velocity: 0)
        }
        startDeceleration((x: axis(offset.x, target.x), y: axis(offset.y, target.y)))
    }

    /// A touch went down: a deceleration under way stops (see
    /// `UIScrollViewDelayedTouchesBeganGestureRecognizer`). Returns whether one did.
    func stopDecelerationForTouchDown() -> Bool {
        guard let current = animation, current.kind == .deceleration else { return false }
        stopAnimation()
        return true
    }
}

/// One axis of a point, to write per-axis logic once.
enum ScrollAxis {
    case horizontal, vertical

    /// The coordinate of `point` on this axis.
    func of(_ point: CGPoint) -> CGFloat {
        self == .horizontal ? point.x : point.y
    }
}

extension ScrollAxisMotion {
    /// Whether the axis does not move at all.
    var isStill: Bool {
        if case .still = kind { return true }
        return false
    }
}
